import { useId, type ComponentPropsWithRef } from 'react';
import { MSG_LOADING, MSG_NO_SEARCH_RESULTS, type SearchGroup } from '@larder/domain';
import { Link } from '../../theme/Link';
import { useRoutes, type LarderRoutes } from '../../theme/routes';
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
  /** Result groups as `GET /api/search` returns them, each with its `label`; undefined before a search. */
  groups?: SearchGroup[];
  /** A search is in flight: shows 'Loading...'. @default false */
  loading?: boolean;
  /** The searched text; adds a link to the full results page. */
  term?: string;
  /** Called with the destination when the visitor follows a result (e.g. to close the dropdown). */
  onNavigate?: (href: string) => void;
}

interface Entry {
  key: string;
  href: string;
  title: string;
  meta?: string;
}

function entriesOf(group: SearchGroup, routes: LarderRoutes): Entry[] {
  switch (group.key) {
    case 'products':
      return group.items
        .filter((item) => item.slug && item.id)
        .map((item) => ({
          key: item.id,
          href: routes.product(item.slug),
          title: item.name,
          meta: item.productCode,
        }));
    case 'recipes':
      return group.items
        .filter((item) => item.slug && item.id)
        .map((item) => ({ key: item.id, href: routes.recipe(item.slug), title: item.title }));
    case 'plusones':
      return group.items
        .filter((item) => item.id)
        .map((item) => ({ key: item.id, href: routes.plusOnes(), title: item.title }));
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
  const routes = useRoutes();
  const filled = (groups ?? [])
    .map((group) => ({ group, entries: entriesOf(group, routes) }))
    .filter(({ entries }) => entries.length > 0);

  let body;
  if (loading) {
    body = <DropdownStatus role="status">{MSG_LOADING}</DropdownStatus>;
  } else if (filled.length === 0) {
    body = <DropdownStatus role="status">{MSG_NO_SEARCH_RESULTS}</DropdownStatus>;
  } else {
    body = filled.map(({ group, entries }) => {
      const labelId = `${baseId}-${group.key}`;
      return (
        <div key={group.key} role="group" aria-labelledby={labelId}>
          <GroupLabel id={labelId}>{group.label}</GroupLabel>
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

  const allHref = term ? routes.search(term) : undefined;
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
