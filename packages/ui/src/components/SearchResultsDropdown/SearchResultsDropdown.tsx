import { useId, type ComponentPropsWithRef } from 'react';
import type { SearchGroup } from '@larder/domain';
import { Link } from '../../theme/Link';
import {
  DropdownRoot,
  DropdownStatus,
  GroupLabel,
  GroupList,
  ResultLink,
  ResultMeta,
  SeeAll,
} from './SearchResultsDropdown.styles';

export interface SearchResultsDropdownProps extends ComponentPropsWithRef<'div'> {
  /** Result groups as `GET /api/search` returns them; undefined before the first search. */
  groups?: SearchGroup[];
  /** A search is in flight: shows 'Loading...'. @default false */
  loading?: boolean;
  /** The searched text; adds a link to the full results page. */
  term?: string;
  /** Called with the destination when the visitor follows a result (e.g. to close the dropdown). */
  onNavigate?: (href: string) => void;
}

/** Labels of spec §2.2: plus-ones are grouped as 'Make it your own'. */
const groupLabels: Record<SearchGroup['key'], string> = {
  products: 'Products',
  recipes: 'Recipes',
  plusones: 'Make it your own',
};

interface Entry {
  key: string;
  href: string;
  title: string;
  meta?: string;
}

function entriesOf(group: SearchGroup): Entry[] {
  switch (group.key) {
    case 'products':
      return group.items
        .filter((item) => item.slug && item.id)
        .map((item) => ({
          key: item.id,
          href: `/products/${item.slug}`,
          title: item.name,
          meta: item.productCode,
        }));
    case 'recipes':
      return group.items
        .filter((item) => item.slug && item.id)
        .map((item) => ({ key: item.id, href: `/recipes/${item.slug}`, title: item.title }));
    case 'plusones':
      return group.items
        .filter((item) => item.id)
        .map((item) => ({ key: item.id, href: '/plus-one', title: item.title }));
  }
}

/** A SearchResultsDropdown lists search-as-you-type results grouped as Products, Recipes and 'Make it your own'. */
export function SearchResultsDropdown({
  groups,
  loading = false,
  term,
  onNavigate,
  ...rest
}: SearchResultsDropdownProps) {
  const baseId = useId();
  const filled = (groups ?? [])
    .map((group) => ({ group, entries: entriesOf(group) }))
    .filter(({ entries }) => entries.length > 0);

  let body;
  if (loading) {
    body = <DropdownStatus role="status">Loading...</DropdownStatus>;
  } else if (filled.length === 0) {
    body = <DropdownStatus role="status">Sorry, no search results were found</DropdownStatus>;
  } else {
    body = filled.map(({ group, entries }) => {
      const labelId = `${baseId}-${group.key}`;
      return (
        <div key={group.key} role="group" aria-labelledby={labelId}>
          <GroupLabel id={labelId}>{groupLabels[group.key]}</GroupLabel>
          <GroupList>
            {entries.map((entry) => (
              <li key={entry.key}>
                <ResultLink as={Link} href={entry.href} onClick={() => onNavigate?.(entry.href)}>
                  <span>{entry.title}</span>
                  {entry.meta ? <ResultMeta>{entry.meta}</ResultMeta> : null}
                </ResultLink>
              </li>
            ))}
          </GroupList>
        </div>
      );
    });
  }

  const allHref = term ? `/search-result?term=${encodeURIComponent(term)}` : undefined;
  return (
    <DropdownRoot {...rest}>
      {body}
      {allHref && !loading && filled.length > 0 ? (
        <SeeAll>
          <ResultLink as={Link} href={allHref} onClick={() => onNavigate?.(allHref)}>
            See all results for &lsquo;{term}&rsquo;
          </ResultLink>
        </SeeAll>
      ) : null}
    </DropdownRoot>
  );
}
SearchResultsDropdown.displayName = 'SearchResultsDropdown';
