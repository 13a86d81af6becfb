import {
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentPropsWithRef,
  type FocusEvent,
  type KeyboardEvent,
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
  Filters,
  Group,
  Hidden,
  Menu,
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

/** Which layout shows now: a fixed variant, or for 'responsive' the one the viewport's width picks (as the CSS). */
function layoutOf(variant: ProductFiltersVariant): 'desktop' | 'mobile' {
  if (variant !== 'responsive') return variant;
  return typeof window !== 'undefined' && window.matchMedia?.(MOBILE_QUERY).matches ? 'mobile' : 'desktop';
}

/** Below this width the phone layout shows (spec §2.2); the same query as the styles'. */
const MOBILE_QUERY = '(max-width: 999.98px)';

interface FilterMenuProps {
  group: FilterGroup;
  value: ProductFilterValues;
  onChange: (value: ProductFilterValues) => void;
  variant: ProductFiltersVariant;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * One filter: on desktop a button that shows and hides a floating panel of its checkboxes (Escape, a click outside
 * or tabbing away closes it); on a phone the button is not shown and the checkboxes stand under their legend in the
 * one list of every filter. Either way the same checkboxes, rendered once.
 */
function FilterMenu({ group, value, onChange, variant, open, onOpenChange }: FilterMenuProps) {
  const panelId = useId();
  const menuRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const selected = value[group.key] ?? [];
  const count = selected.length;

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (layoutOf(variant) === 'desktop' && !menuRef.current?.contains(event.target as Node)) {
        onOpenChange(false);
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, variant, onOpenChange]);

  // On a phone the list of every filter handles Escape (ProductFilters).
  const closeOnEscape = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || !open || layoutOf(variant) !== 'desktop') return;
    event.preventDefault();
    onOpenChange(false);
    triggerRef.current?.focus();
  };
  const closeOnFocusLeave = (event: FocusEvent<HTMLDivElement>) => {
    // The desktop panel floats over the results, so it closes once focus moves on; the phone's list stays open.
    if (
      layoutOf(variant) === 'desktop' &&
      open &&
      !event.currentTarget.contains(event.relatedTarget as Node | null)
    ) {
      onOpenChange(false);
    }
  };

  return (
    <Menu ref={menuRef} data-open={open || undefined} onBlur={closeOnFocusLeave}>
      <Trigger
        ref={triggerRef}
        type="button"
        data-only="desktop"
        aria-expanded={open}
        aria-controls={panelId}
        data-active={count > 0}
        onClick={() => onOpenChange(!open)}
        onKeyDown={closeOnEscape}
      >
        {group.label}
        <Counted count={count} />
        <Chevron />
      </Trigger>
      <Panel id={panelId}>
        <Group>
          <legend>{group.label}</legend>
          {group.options.map((option) => (
            <label key={option.id}>
              <input
                type="checkbox"
                name={group.key}
                value={option.id}
                checked={selected.includes(option.id)}
                onChange={(event) =>
                  onChange(toggle(value, group.key, option.id, event.currentTarget.checked))
                }
                onKeyDown={closeOnEscape}
              />
              {option.name}
            </label>
          ))}
        </Group>
      </Panel>
    </Menu>
  );
}

/** The visible count of a filter's choices, read as '1 selected' so the visible text stays in the name. */
function Counted({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <>
      {' '}
      <Count>{count}</Count>
      <Hidden> selected</Hidden>
    </>
  );
}

interface SortChoiceProps {
  options: readonly NamedLookup[];
  value: string | undefined;
  onChange: ((sort: string) => void) | undefined;
  only: 'desktop' | 'mobile';
}

/** The 'Sort results by' choice: a native select, so every phone shows its own picker. */
function SortChoice({ options, value, onChange, only }: SortChoiceProps) {
  const id = useId();
  return (
    <SortField data-only={only}>
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
 * 'Sort results by' choice that orders the list. The checkboxes are rendered once for both layouts (CSS shows them
 * as a bar of pop-up panels or as one list behind 'Filter results'), so the server's HTML stays small.
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
  const hasSort = sortOptions !== undefined && sortOptions.length > 0;
  const [openKey, setOpenKey] = useState<ProductFilterKey | null>(null);
  const [listOpen, setListOpen] = useState(false);
  const listId = useId();
  const listTriggerRef = useRef<HTMLButtonElement>(null);
  const total = selectedCount(value, PRODUCT_FILTER_KEYS);
  const reset = () => (onReset ? onReset() : onChange({}));

  const closeListOnEscape = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || !listOpen || layoutOf(variant) !== 'mobile') return;
    event.preventDefault();
    setListOpen(false);
    listTriggerRef.current?.focus();
  };

  return (
    <Root ref={ref} data-variant={variant} {...rest}>
      {/* The phone puts the order first; the desktop bar ends with it. The one choice is drawn for each. */}
      {hasSort ? (
        <SortChoice options={sortOptions} value={sort} onChange={onSortChange} only="mobile" />
      ) : null}
      <Filters onKeyDown={closeListOnEscape}>
        <Trigger
          ref={listTriggerRef}
          type="button"
          data-only="mobile"
          aria-expanded={listOpen}
          aria-controls={listId}
          data-active={total > 0}
          onClick={() => setListOpen(!listOpen)}
        >
          Filter results
          <Counted count={total} />
          <Chevron />
        </Trigger>
        <Bar id={listId} role="group" aria-label="Filter products" data-open={listOpen || undefined}>
          {groups.map((group) => (
            <FilterMenu
              key={group.key}
              group={group}
              value={value}
              onChange={onChange}
              variant={variant}
              open={openKey === group.key}
              onOpenChange={(open) => setOpenKey(open ? group.key : null)}
            />
          ))}
          <Reset type="button" onClick={reset} disabled={total === 0}>
            Reset filters
          </Reset>
          {hasSort ? (
            <SortChoice options={sortOptions} value={sort} onChange={onSortChange} only="desktop" />
          ) : null}
        </Bar>
      </Filters>
    </Root>
  );
}

ProductFilters.displayName = 'ProductFilters';
