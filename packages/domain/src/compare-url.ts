/** Products a comparison shows side by side: at most four (issue 16). */
export const COMPARE_MAX = 4;

/** The query key that carries the add-to-compare selection across the product list and product pages. */
export const COMPARE_SELECTION_KEY = 'compare';

/** The canonical query of a comparison (`products=a,b&from=a`), without the '?'. */
export function stringifyCompareQuery(query: { products: readonly string[]; from?: string }): string {
  const params = new URLSearchParams();
  if (query.products.length > 0) params.set('products', query.products.join(','));
  if (query.from) params.set('from', query.from);
  return params.toString().replace(/%2C/g, ',');
}

/** The values of a repeated, comma-separated query parameter, one list. */
export function listParam(values: readonly string[]): string[] {
  return values.flatMap((value) =>
    value
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
  );
}

/** The add-to-compare selection of a URL (`?compare=a,b`): each slug once, at most four, in the order added. */
export function parseCompareSelection(params: { getAll(name: string): string[] }): string[] {
  return [...new Set(listParam(params.getAll(COMPARE_SELECTION_KEY)))].slice(0, COMPARE_MAX);
}

/** The selection with `slug` added at the end; unchanged and `full` when it already holds four products. */
export function addToCompare(
  selection: readonly string[],
  slug: string,
): { selection: string[]; full: boolean } {
  if (selection.includes(slug)) return { selection: [...selection], full: false };
  if (selection.length >= COMPARE_MAX) return { selection: [...selection], full: true };
  return { selection: [...selection, slug], full: false };
}

export function removeFromCompare(selection: readonly string[], slug: string): string[] {
  return selection.filter((candidate) => candidate !== slug);
}
