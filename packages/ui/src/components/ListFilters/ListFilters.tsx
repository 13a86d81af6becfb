import {
  useId,
  useRef,
  useState,
  type ComponentPropsWithRef,
  type FocusEvent,
  type KeyboardEvent,
} from 'react';
import type { NamedLookup } from '@larder/domain';
import {
  Count,
  FilterBar,
  FilterGroup,
  FilterOption,
  FilterPanel,
  FilterTrigger,
  Hidden,
  ResetButton,
} from './ListFilters.styles';

/** One filter: a query-string key, its visible name and the options to tick. */
export interface ListFilterGroup<K extends string = string> {
  /** Key of the filter in the selection (and the query string), e.g. `flavor`. */
  key: K;
  /** Visible name of the filter, e.g. 'Flavor'. */
  label: string;
  /** Options (`id` is the value, `name` the label); a group without options is left out. */
  options: readonly NamedLookup[];
}

/** Selected option ids per filter key. */
export type ListFilterValue<K extends string = string> = Partial<Record<K, readonly string[]>>;

export interface ListFiltersProps<K extends string = string> extends Omit<
  ComponentPropsWithRef<'div'>,
  'children' | 'onChange'
> {
  /** The filters, in order. */
  groups: readonly ListFilterGroup<K>[];
  /** Selected ids per filter key (controlled). */
  value: ListFilterValue<K>;
  /** Called with the complete new selection (empty filters left out) whenever an option is ticked or unticked. */
  onChange: (value: Partial<Record<K, string[]>>) => void;
  /** Called by the reset action; without it, reset calls `onChange({})`. */
  onReset?: () => void;
  /** Label of the reset action, shown while anything is selected. @default 'Clear filters' */
  resetLabel?: string;
}

function toggle<K extends string>(
  groups: readonly ListFilterGroup<K>[],
  value: ListFilterValue<K>,
  key: K,
  id: string,
  checked: boolean,
): Partial<Record<K, string[]>> {
  const next: Partial<Record<K, string[]>> = {};
  for (const group of groups) {
    const current = [...(value[group.key] ?? [])];
    const values =
      group.key === key
        ? checked
          ? [...current.filter((item) => item !== id), id]
          : current.filter((item) => item !== id)
        : current;
    if (values.length > 0) next[group.key] = values;
  }
  return next;
}

/**
 * ListFilters offers one pop-up panel of checkboxes per filter (recipes: product, flavor, dishes, courses;
 * plus-ones: flavor, product) and reports the complete selection on every change.
 */
export function ListFilters<K extends string = string>({
  groups,
  value,
  onChange,
  onReset,
  resetLabel = 'Clear filters',
  ...rest
}: ListFiltersProps<K>) {
  const [open, setOpen] = useState<K | null>(null);
  const triggers = useRef(new Map<K, HTMLButtonElement>());
  const baseId = useId();
  const shown = groups.filter((group) => group.options.length > 0);
  const selected = shown.reduce((total, group) => total + (value[group.key]?.length ?? 0), 0);

  const closeOnEscape = (key: K) => (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || open !== key) return;
    event.preventDefault();
    setOpen(null);
    triggers.current.get(key)?.focus();
  };
  // The panels float over the list, so one closes once focus moves out of it.
  const closeOnFocusLeave = (key: K) => (event: FocusEvent<HTMLDivElement>) => {
    if (open === key && !event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(null);
  };

  return (
    <FilterBar {...rest}>
      {shown.map((group, index) => {
        const count = value[group.key]?.length ?? 0;
        const panelId = `${baseId}-${index}`;
        const isOpen = open === group.key;
        return (
          <FilterGroup
            key={group.key}
            onKeyDown={closeOnEscape(group.key)}
            onBlur={closeOnFocusLeave(group.key)}
          >
            <FilterTrigger
              ref={(node: HTMLButtonElement | null) => {
                if (node) triggers.current.set(group.key, node);
                else triggers.current.delete(group.key);
              }}
              type="button"
              aria-expanded={isOpen}
              aria-controls={panelId}
              data-active={count > 0 ? 'true' : undefined}
              onClick={() => setOpen(isOpen ? null : group.key)}
            >
              {group.label}
              {count > 0 ? (
                <>
                  {' '}
                  <Count>{count}</Count>
                  <Hidden> selected</Hidden>
                </>
              ) : null}
            </FilterTrigger>
            <FilterPanel id={panelId} hidden={!isOpen}>
              <legend>{group.label}</legend>
              {group.options.map((option) => (
                <FilterOption key={option.id}>
                  <input
                    type="checkbox"
                    name={group.key}
                    value={option.id}
                    checked={(value[group.key] ?? []).includes(option.id)}
                    onChange={(event) =>
                      onChange(toggle(shown, value, group.key, option.id, event.currentTarget.checked))
                    }
                  />
                  {option.name}
                </FilterOption>
              ))}
            </FilterPanel>
          </FilterGroup>
        );
      })}
      {selected > 0 ? (
        <ResetButton type="button" onClick={() => (onReset ? onReset() : onChange({}))}>
          {resetLabel}
        </ResetButton>
      ) : null}
    </FilterBar>
  );
}
ListFilters.displayName = 'ListFilters';
