/**
 * Paging of the infinite lists (/products, /recipes, /plus-one). Without JavaScript, `?page=N` renders pages 1..N
 * (the same list infinite scroll would have built), followed by a 'Next page' link to N+1.
 */

/** N is capped so one request cannot ask for the whole catalogue many times over. */
export const MAX_SERVER_PAGES = 20;

/** The `page` parameter (1..MAX_SERVER_PAGES), 1 when absent or invalid. */
export function requestedPages(search: URLSearchParams): number {
  const page = Number(search.get('page'));
  return Number.isInteger(page) && page >= 1 ? Math.min(page, MAX_SERVER_PAGES) : 1;
}

/** True when no filter has a value (the query string then yields to navigation-state preselection). */
export function isEmptyFilters(filters: Readonly<Record<string, readonly string[] | undefined>>): boolean {
  return Object.values(filters).every((values) => !values || values.length === 0);
}
