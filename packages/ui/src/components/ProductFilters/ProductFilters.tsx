import {
  createContext,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentPropsWithRef,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import {
  ATTRIBUTES,
  PRODUCT_FILTER_KEYS,
  type NamedLookup,
  type ProductFilterKey,
  type ProductFilters as ProductFilterValues,
} from '@larder/domain';
import {
  Bar,
  Count,
  Group,
  Hidden,
  Menu,
  MobileStack,
  Option,
  Panel,
  Reset,
  Root,
  SortField,
  Trigger,
} from './ProductFilters.styles';

/** Lookup lists the filter options come from (the `dxp-data` datasets); attributes come from `ATTRIBUTES`. */
export interface ProductFilterLookups {
  /** Flavor lookup (filter `flavor`). */
  flavors?: readonly NamedLookup[];
  /** Product categories (filter `product`). */
  products?: readonly NamedLookup[];
  /** Packagings, shown as 'Size' (filter `package`). */
  packagings?: readonly NamedLookup[];
  /** Product lines (filter `productLines`). */
  productLines?: readonly NamedLookup[];
}

export type ProductFiltersVariant = 'desktop' | 'mobile' | 'responsive';

export interface ProductFiltersProps extends Omit<ComponentPropsWithRef<'div'>, 'children' | 'onChange'> {
  /** Option lists; empty or missing lists leave their filter out. */
  lookups: ProductFilterLookups;
  /** Selected values per filter key (controlled). */
  value: ProductFilterValues;
  /** Called with the complete new selection whenever an option is ticked or unticked. */
  onChange: (value: ProductFilterValues) => void;
  /** Called by the reset action; without it, reset calls `onChange({})`. */
  onReset?: () => void;
  /** Desktop filter bar, the mobile layout, or both switched by CSS at 1000 px. @default 'responsive' */
  variant?: ProductFiltersVariant;
  /** Orders the list can be sorted in (`id` is the value); given, a 'Sort results by' choice is offered. */
  sortOptions?: readonly NamedLookup[];
  /** The chosen order's id. @default the first of `sortOptions` */
  sort?: string;
  /** Called with the id of the order the visitor picks. */
  onSortChange?: (sort: string) => void;
}

interface FilterGroup {
  key: ProductFilterKey;
  label: string;
  options: readonly NamedLookup[];
}

const ATTRIBUTE_OPTIONS: readonly NamedLookup[] = ATTRIBUTES.map((attribute) => ({
  id: attribute.key,
  name: attribute.label,
}));

function groupsOf(lookups: ProductFilterLookups): FilterGroup[] {
  const groups: FilterGroup[] = [
    { key: 'flavor', label: 'Flavor', options: lookups.flavors ?? [] },
    { key: 'product', label: 'Product', options: lookups.products ?? [] },
    { key: 'package', label: 'Size', options: lookups.packagings ?? [] },
    { key: 'attribute', label: 'Attribute', options: ATTRIBUTE_OPTIONS },
    { key: 'productLines', label: 'Product Line', options: lookups.productLines ?? [] },
  ];
  return groups.filter((group) => group.options.length > 0);
}

function toggle(
  value: ProductFilterValues,
  key: ProductFilterKey,
  id: string,
  checked: boolean,
): ProductFilterValues {
  const current = value[key] ?? [];
  const nextValues = checked
    ? [...current.filter((item) => item !== id), id]
    : current.filter((item) => item !== id);
  const next: ProductFilterValues = {};
  for (const filterKey of PRODUCT_FILTER_KEYS) {
    const values = filterKey === key ? nextValues : value[filterKey];
    if (values && values.length > 0) next[filterKey] = values;
  }
  return next;
}

function selectedCount(value: ProductFilterValues, keys: readonly ProductFilterKey[]): number {
  return keys.reduce((total, key) => total + (value[key]?.length ?? 0), 0);
}

function Chevron() {
  return (
    <svg viewBox="0 0 12 12" aria-hidden="true" focusable="false">
      <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
    </svg>
  );
}

/** Escape handler of the disclosure the options sit in, so Escape on a checkbox closes its panel. */
const EscapeContext = createContext<((event: KeyboardEvent<HTMLElement>) => void) | undefined>(undefined);

interface OptionsProps {
  group: FilterGroup;
  value: ProductFilterValues;
  onChange: (value: ProductFilterValues) => void;
  legend: 'visible' | 'hidden';
}

function Options({ group, value, onChange, legend }: OptionsProps) {
  const onKeyDown = useContext(EscapeContext);
  const selected = value[group.key] ?? [];
  return (
    <Group data-legend={legend}>
      <legend>{group.label}</legend>
      {group.options.map((option) => (
        <Option key={option.id}>
          <input
            type="checkbox"
            name={group.key}
            value={option.id}
            checked={selected.includes(option.id)}
            onChange={(event) => onChange(toggle(value, group.key, option.id, event.currentTarget.checked))}
            onKeyDown={onKeyDown}
          />
          {option.name}
        </Option>
      ))}
    </Group>
  );
}

interface DisclosureProps {
  label: string;
  count: number;
  layout: 'desktop' | 'mobile';
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}

/** A button that shows and hides a panel of checkboxes; Escape, a click outside or tabbing away closes it. */
function Disclosure({ label, count, layout, open, onOpenChange, children }: DisclosureProps) {
  const panelId = useId();
  const menuRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open || layout !== 'desktop') return;
    const onPointerDown = (event: PointerEvent) => {
      if (!menuRef.current?.contains(event.target as Node)) onOpenChange(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, layout, onOpenChange]);

  const closeOnEscape = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || !open) return;
    event.preventDefault();
    onOpenChange(false);
    triggerRef.current?.focus();
  };
  const closeOnFocusLeave = (event: FocusEvent<HTMLDivElement>) => {
    // The desktop panel floats over the results, so it closes once focus moves on; the mobile list stays open.
    if (layout === 'desktop' && open && !event.currentTarget.contains(event.relatedTarget as Node | null)) {
      onOpenChange(false);
    }
  };

  return (
    <Menu ref={menuRef} onBlur={closeOnFocusLeave}>
      <Trigger
        ref={triggerRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        data-active={count > 0}
        onClick={() => onOpenChange(!open)}
        onKeyDown={closeOnEscape}
      >
        {label}
        {/* The visible count reads as '1 selected' to screen readers, keeping the visible text in the name. */}
        {count > 0 ? (
          <>
            {' '}
            <Count>{count}</Count>
            <Hidden> selected</Hidden>
          </>
        ) : null}
        <Chevron />
      </Trigger>
      <Panel id={panelId} data-layout={layout} hidden={!open}>
        <EscapeContext.Provider value={closeOnEscape}>{children}</EscapeContext.Provider>
      </Panel>
    </Menu>
  );
}

interface SortChoiceProps {
  options: readonly NamedLookup[];
  value: string | undefined;
  onChange: ((sort: string) => void) | undefined;
}

/** The 'Sort results by' choice: a native select, so every phone shows its own picker. */
function SortChoice({ options, value, onChange }: SortChoiceProps) {
  const id = useId();
  return (
    <SortField>
      <label htmlFor={id}>Sort results by</label>
      <select
        id={id}
        value={value ?? options[0]?.id}
        onChange={(event) => onChange?.(event.currentTarget.value)}
      >
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </select>
      <Chevron />
    </SortField>
  );
}

/**
 * ProductFilters lets visitors narrow the product list by flavor, product, size, attribute and product line: a
 * filter bar on desktop, one list of every filter on mobile, with a reset action; and, given sort options, a
 * 'Sort results by' choice that orders the list.
 */
export function ProductFilters({
  lookups,
  value,
  onChange,
  onReset,
  variant = 'responsive',
  sortOptions,
  sort,
  onSortChange,
  ref,
  ...rest
}: ProductFiltersProps) {
  const groups = groupsOf(lookups);
  const sortChoice =
    sortOptions && sortOptions.length > 0 ? (
      <SortChoice options={sortOptions} value={sort} onChange={onSortChange} />
    ) : null;
  const [openKey, setOpenKey] = useState<string | null>(null);
  const total = selectedCount(value, PRODUCT_FILTER_KEYS);
  const reset = () => (onReset ? onReset() : onChange({}));
  const resetButton = (
    <Reset type="button" onClick={reset} disabled={total === 0}>
      Reset filters
    </Reset>
  );

  const desktop = (
    <Bar data-layout="desktop" role="group" aria-label="Filter products">
      {groups.map((group) => (
        <Disclosure
          key={group.key}
          label={group.label}
          count={selectedCount(value, [group.key])}
          layout="desktop"
          open={openKey === `desktop-${group.key}`}
          onOpenChange={(open) => setOpenKey(open ? `desktop-${group.key}` : null)}
        >
          <Options group={group} value={value} onChange={onChange} legend="hidden" />
        </Disclosure>
      ))}
      {resetButton}
      {sortChoice}
    </Bar>
  );

  const mobile = (
    <MobileStack data-layout="mobile">
      {sortChoice}
      <Disclosure
        label="Filter results"
        count={total}
        layout="mobile"
        open={openKey === 'mobile'}
        onOpenChange={(open) => setOpenKey(open ? 'mobile' : null)}
      >
        {groups.map((group) => (
          <Options key={group.key} group={group} value={value} onChange={onChange} legend="visible" />
        ))}
        {resetButton}
      </Disclosure>
    </MobileStack>
  );

  return (
    <Root ref={ref} data-variant={variant} {...rest}>
      {variant !== 'mobile' ? desktop : null}
      {variant !== 'desktop' ? mobile : null}
    </Root>
  );
}

ProductFilters.displayName = 'ProductFilters';
