/**
 * Paging of the infinite lists (/products, /recipes, /plus-one). Without JavaScript, `?page=N` renders page N of
 * the list alone, between a 'Previous page' link (N > 1) and a 'Next page' link, so that every page's HTML stays
 * small however deep the visitor goes; with JavaScript the list entered there keeps growing from page N as the
 * visitor scrolls (the earlier pages are one 'Previous page' away).
 */

/** The largest page number a URL may ask for: beyond it nothing is listed (10,000 items at 30 a page). */
export const MAX_PAGE = 334;

/** The `page` parameter (1..MAX_PAGE), 1 when absent or invalid. */
export function requestedPage(search: URLSearchParams): number {
  const page = Number(search.get('page'));
  return Number.isInteger(page) && page >= 1 ? Math.min(page, MAX_PAGE) : 1;
}

/** How many items come before page `page` of a list of `pageSize` a page. */
export function itemsBefore(page: number, pageSize: number): number {
  return (page - 1) * pageSize;
}

/** True when no filter has a value (the query string then yields to navigation-state preselection). */
export function isEmptyFilters(filters: Readonly<Record<string, readonly string[] | undefined>>): boolean {
  return Object.values(filters).every((values) => !values || values.length === 0);
}
