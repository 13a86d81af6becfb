/** The query key that carries the add-to-compare selection across the product list and product pages. */
export const COMPARE_SELECTION_KEY = 'compare';

/** The canonical query of a comparison (`products=a,b&from=a`), without the '?'. */
export function stringifyCompareQuery(query: { products: readonly string[]; from?: string }): string {
  const params = new URLSearchParams();
  if (query.products.length > 0) params.set('products', query.products.join(','));
  if (query.from) params.set('from', query.from);
  return params.toString().replace(/%2C/g, ',');
}
