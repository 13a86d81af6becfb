import { fetchers, keys, prefetch, type FallbackEntry } from '@larder/client';
import type { NamedLookup } from '@larder/domain';
import { PAGE_SIZE } from '../../constants';
import { requestedPage } from '../../lib/list-paging';
import { isNotFound } from '../../lib/prefetch';
import type { Prefetch } from '../../lib/route-types';
import { FILTER_DATASETS, productsQueryFromSearch } from './products-query';
import { productCodeFromState, relatedRecipesQuery, selectProduct } from './product-selection';
import { tileProduct } from './tile-data';

/** /products: page `?page` of the list (404 past its end) and the filter lookups. */
export const prefetchProducts: Prefetch = async ({ search, client }) => {
  const params = productsQueryFromSearch(search);
  const first = requestedPage(search);
  const page = await fetchers.products(client, { ...params, page: first, limit: PAGE_SIZE });
  if (first > 1 && page.products.length === 0) return { entries: [], notFound: true };
  // Only the infinite key is sent; SwrProvider derives the page keys from it for the cache. The items carry what
  // their tiles read, the lookups what the filters read (the id and name of each option).
  const [datasetsKey, datasets] = await prefetch.dxpData(client, FILTER_DATASETS);
  const entries: FallbackEntry<unknown>[] = [
    [keys.productsInfinite(params, first), [{ ...page, products: page.products.map(tileProduct) }]],
    [datasetsKey, datasets.map(({ dataset, data }) => ({ dataset, data: data.map(namedLookup) }))],
  ];
  return { entries };
};

/** An option as the filters show it. */
function namedLookup(item: unknown): NamedLookup {
  const { id, name } = item as NamedLookup;
  return { id, name };
}

/** /products/{slug}[/{package}]: the product, the sibling the package segment picks, and its related recipes. */
export const prefetchProduct: Prefetch = async ({ params, client }) => {
  const slug = params.slug ?? '';
  let base: FallbackEntry<Awaited<ReturnType<typeof fetchers.productDetails>>>;
  try {
    base = await prefetch.productDetails(client, { slug });
  } catch (error) {
    if (isNotFound(error)) return { entries: [], notFound: true };
    throw error;
  }
  const details = base[1];
  const entries: FallbackEntry<unknown>[] = [base];
  // The server has no navigation state; the package segment may still pick a sibling.
  const selected = selectProduct(details, params.package, productCodeFromState(undefined));
  if (selected.id !== details.product.id)
    entries.push(await prefetch.productDetails(client, { slug: selected.slug }));
  entries.push(await prefetch.relatedRecipes(client, relatedRecipesQuery(selected)));
  return { entries };
};
