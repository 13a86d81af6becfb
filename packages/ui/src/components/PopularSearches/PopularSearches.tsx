import { useId, type ComponentPropsWithRef } from 'react';
import { Link } from '../../theme/Link';
import { defaultRoutes, useRoutes } from '../../theme/routes';
import { PopularLink, PopularList, PopularRoot, PopularTitle } from './PopularSearches.styles';

/** The popular searches of spec §2.8; `brandName` takes the place of "the brand name". */
export function popularSearchTerms(brandName: string): string[] {
  return [
    'asian',
    'balsamic',
    'barbecue',
    'boom boom',
    'boom boom sauce',
    'caesar',
    'french',
    'honey',
    'italian',
    'fat free',
    'greek',
    'ranch',
    'essentials',
    brandName,
    'sauce',
  ];
}

/**
 * Link target of a popular search with the default routes; inside a `LarderProvider` use
 * `useRoutes().search`.
 */
export function searchResultHref(term: string): string {
  return defaultRoutes.search(term);
}

export interface PopularSearchesProps extends ComponentPropsWithRef<'nav'> {
  /** Short brand name inserted into the default list, e.g. "Marlow's". @default "Marlow's" */
  brandName?: string;
  /** Terms to offer; defaults to the spec's list with `brandName`. */
  terms?: string[];
  /** Heading above the links. @default 'Popular searches' */
  title?: string;
}

/** PopularSearches offers one-click links to the search results of common terms. */
export function PopularSearches({
  brandName = "Marlow's",
  terms,
  title = 'Popular searches',
  ...rest
}: PopularSearchesProps) {
  const titleId = useId();
  const routes = useRoutes();
  const list = terms ?? popularSearchTerms(brandName);
  return (
    <PopularRoot aria-labelledby={titleId} {...rest}>
      <PopularTitle id={titleId}>{title}</PopularTitle>
      <PopularList>
        {list.map((term) => (
          <li key={term}>
            <PopularLink as={Link} href={routes.search(term)}>
              {term}
            </PopularLink>
          </li>
        ))}
      </PopularList>
    </PopularRoot>
  );
}
PopularSearches.displayName = 'PopularSearches';
