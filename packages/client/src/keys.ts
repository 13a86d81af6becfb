/**
 * SWR keys and fetchers of every read call. The hooks use exactly these, and the server uses them to build the
 * `fallback` map of a page (`prefetch.x(client, params)` → `[key, data]`), so the first render on the client finds
 * the data under the same key.
 *
 * A key is the request URL with a canonical query: parameters sorted by name, empty ones left out, lists as
 * comma lists in the order given. The same parameters therefore give the same key whatever their property order.
 * Keys of infinite lists are what `unstable_serialize` (from `swr/infinite`) makes of their page-key function.
 */
import type { ApiClient } from './client';
import { unwrap } from './request';
import type {
  AllergenMatrix,
  AllergenMatrixQuery,
  DatasetName,
  DatasetResult,
  FaqProduct,
  NamedLookup,
  PlusOnePage,
  PlusOnesQuery,
  ProductDetails,
  ProductDetailsQuery,
  ProductOption,
  ProductPage,
  ProductsQuery,
  RecipeDetails,
  RecipeDetailsQuery,
  RecipePage,
  RecipesQuery,
  RelatedGroup,
  RelatedRecipesQuery,
  SearchGroup,
  SearchQuery,
  SeoRow,
  SiteKey,
} from './types';

/** Page size of the infinite lists (spec §9). */
export const PAGE_SIZE = 30;

type QueryValue = string | number | boolean | readonly string[] | null | undefined;
type Query = { readonly [name: string]: QueryValue };

/** `?a=1&b=x,y` with names sorted and empty values (undefined, null, '', []) left out; '' when nothing is left. */
export function canonicalQuery(query: Query | undefined): string {
  if (!query) return '';
  const parts: string[] = [];
  for (const name of Object.keys(query).sort()) {
    const value = query[name];
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      const list = value.filter((item: string) => item !== '');
      if (list.length === 0) continue;
      parts.push(
        `${encodeURIComponent(name)}=${list.map((item: string) => encodeURIComponent(item)).join(',')}`,
      );
    } else {
      parts.push(`${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`);
    }
  }
  return parts.length === 0 ? '' : `?${parts.join('&')}`;
}

/** The query with names sorted and empty values left out, so the sent URL matches the key. */
function tidy<Q extends object>(query: Q): Q {
  const source = query as Query;
  const out: Record<string, QueryValue> = {};
  for (const name of Object.keys(source).sort()) {
    const value = source[name];
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value) && value.filter((item: string) => item !== '').length === 0) continue;
    out[name] = Array.isArray(value) ? value.filter((item: string) => item !== '') : value;
  }
  return out as Q;
}

function key(path: string, query?: Query): string {
  return `${path}${canonicalQuery(query)}`;
}

/** The page number carried by a page key (`…page=3…`), 1 when absent. */
export function pageOfKey(pageKey: string): number {
  const page = Number(new URLSearchParams(pageKey.split('?')[1] ?? '').get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** Parameters of the infinite lists: everything but `page`, which the list sets. */
export type ListParams<Q> = Omit<Q, 'page'>;

function withPage<Q extends { limit?: number }>(params: ListParams<Q>, page: number): Q {
  return { ...params, page, limit: params.limit ?? PAGE_SIZE } as unknown as Q;
}

/** A page of any list: its paging tells whether another page exists. */
interface Paged {
  paging: { hasNext: boolean };
}

/**
 * The `getKey` of `useSWRInfinite` for a list: page keys from `firstPage` on (a list entered at `?page=N` starts
 * there) until a page says `hasNext: false`.
 */
function pageKeyLoader<Q extends { limit?: number }>(path: string, params: ListParams<Q>, firstPage = 1) {
  return (index: number, previous: Paged | null): string | null =>
    previous && !previous.paging.hasNext ? null : key(path, withPage<Q>(params, index + firstPage) as Query);
}

/**
 * The key SWR's infinite hook keeps a list under, as `unstable_serialize` from `swr/infinite` makes it: `$inf$` and
 * the key of the first page (a string here). Written out so that the key builders, which every page loads, do not
 * bring the infinite hook's module into pages without an infinite list (keys.test.ts holds it to SWR's own).
 */
function infiniteKey(pageKey: (index: number, previous: null) => string | null): string {
  return `$inf$${pageKey(0, null) ?? ''}`;
}

export const pageKeyLoaders = {
  products: (params: ListParams<ProductsQuery> = {}, firstPage = 1) =>
    pageKeyLoader<ProductsQuery>('/api/products', params, firstPage),
  recipes: (params: ListParams<RecipesQuery> = {}, firstPage = 1) =>
    pageKeyLoader<RecipesQuery>('/api/recipes', params, firstPage),
  plusOnes: (params: ListParams<PlusOnesQuery> = {}, firstPage = 1) =>
    pageKeyLoader<PlusOnesQuery>('/api/plusones', params, firstPage),
};

/** Search parameters: a term, or ids with keys. */
export type SearchInput = string | SearchQuery;

function searchQuery(input: SearchInput): SearchQuery {
  return typeof input === 'string' ? { searchTerm: input.trim() } : input;
}

/** True when a search would be sent: a non-blank term, or at least one id. */
export function isSearchable(input: SearchInput | null | undefined): input is SearchInput {
  if (input === null || input === undefined) return false;
  const query = searchQuery(input);
  return (query.searchTerm?.trim() ?? '') !== '' || (query.ids?.length ?? 0) > 0;
}

export const keys = {
  products: (params: ProductsQuery = {}) => key('/api/products', params),
  productsPage: (params: ListParams<ProductsQuery>, page: number) =>
    key('/api/products', withPage<ProductsQuery>(params, page)),
  productsInfinite: (params: ListParams<ProductsQuery> = {}, firstPage = 1) =>
    infiniteKey(pageKeyLoaders.products(params, firstPage)),
  productsAll: () => key('/api/products/all'),
  productsFaq: () => key('/api/products/faq'),
  productDetails: (params: ProductDetailsQuery) => key('/api/products/details', params),
  allergenMatrix: (params: AllergenMatrixQuery = {}) => key('/api/products/allergens', params),
  recipes: (params: RecipesQuery = {}) => key('/api/recipes', params),
  recipesPage: (params: ListParams<RecipesQuery>, page: number) =>
    key('/api/recipes', withPage<RecipesQuery>(params, page)),
  recipesInfinite: (params: ListParams<RecipesQuery> = {}, firstPage = 1) =>
    infiniteKey(pageKeyLoaders.recipes(params, firstPage)),
  recipeDetails: (params: RecipeDetailsQuery) => key('/api/recipes/details', params),
  relatedRecipes: (params: RelatedRecipesQuery) => key('/api/recipes/related', params),
  plusOnes: (params: PlusOnesQuery = {}) => key('/api/plusones', params),
  plusOnesPage: (params: ListParams<PlusOnesQuery>, page: number) =>
    key('/api/plusones', withPage<PlusOnesQuery>(params, page)),
  plusOnesInfinite: (params: ListParams<PlusOnesQuery> = {}, firstPage = 1) =>
    infiniteKey(pageKeyLoaders.plusOnes(params, firstPage)),
  plusOneProductsFilter: () => key('/api/plusones/products-filter'),
  dxpData: (datasets: readonly DatasetName[]) => key('/api/dxp-data', { dataset: datasets }),
  search: (input: SearchInput) => key('/api/search', searchQuery(input)),
  seo: (path: string) => key('/api/seo', { path }),
  siteKey: () => key('/api/sitekey'),
};

/** Each read call run with a given client; resolves to the body's `data`, rejects with `ApiError`. */
export const fetchers = {
  products: (client: ApiClient, params: ProductsQuery = {}): Promise<ProductPage> =>
    unwrap(client.GET('/api/products', { params: { query: tidy(params) } })),
  productsAll: (client: ApiClient): Promise<ProductOption[]> => unwrap(client.GET('/api/products/all')),
  productsFaq: (client: ApiClient): Promise<FaqProduct[]> => unwrap(client.GET('/api/products/faq')),
  productDetails: (client: ApiClient, params: ProductDetailsQuery): Promise<ProductDetails> =>
    unwrap(client.GET('/api/products/details', { params: { query: tidy(params) } })),
  allergenMatrix: (client: ApiClient, params: AllergenMatrixQuery = {}): Promise<AllergenMatrix> =>
    unwrap(client.GET('/api/products/allergens', { params: { query: tidy(params) } })),
  recipes: (client: ApiClient, params: RecipesQuery = {}): Promise<RecipePage> =>
    unwrap(client.GET('/api/recipes', { params: { query: tidy(params) } })),
  recipeDetails: (client: ApiClient, params: RecipeDetailsQuery): Promise<RecipeDetails> =>
    unwrap(client.GET('/api/recipes/details', { params: { query: tidy(params) } })),
  relatedRecipes: (client: ApiClient, params: RelatedRecipesQuery): Promise<RelatedGroup[]> =>
    unwrap(client.GET('/api/recipes/related', { params: { query: tidy(params) } })),
  plusOnes: (client: ApiClient, params: PlusOnesQuery = {}): Promise<PlusOnePage> =>
    unwrap(client.GET('/api/plusones', { params: { query: tidy(params) } })),
  plusOneProductsFilter: (client: ApiClient): Promise<NamedLookup[]> =>
    unwrap(client.GET('/api/plusones/products-filter')),
  dxpData: (client: ApiClient, datasets: readonly DatasetName[]): Promise<DatasetResult[]> =>
    unwrap(client.GET('/api/dxp-data', { params: { query: { dataset: [...datasets] } } })),
  search: (client: ApiClient, input: SearchInput): Promise<SearchGroup[]> =>
    unwrap(client.GET('/api/search', { params: { query: tidy(searchQuery(input)) } })),
  seo: (client: ApiClient, path: string): Promise<SeoRow> =>
    unwrap(client.GET('/api/seo', { params: { query: { path } } })),
  siteKey: (client: ApiClient): Promise<SiteKey> => unwrap(client.GET('/api/sitekey')),
};

/** One `fallback` entry: the key a hook reads and the data it finds there. */
export type FallbackEntry<T> = [key: string, data: T];

async function entry<T>(entryKey: string, data: Promise<T>): Promise<FallbackEntry<T>> {
  return [entryKey, await data];
}

/**
 * Runs a read call and pairs its data with the hook's key, for SSR:
 * `Object.fromEntries(await Promise.all([prefetch.products(client, params), prefetch.seo(client, path)]))`
 * is the `fallback` of `<SWRConfig>`. Infinite variants load the first page.
 */
export const prefetch = {
  products: (client: ApiClient, params: ProductsQuery = {}) =>
    entry(keys.products(params), fetchers.products(client, params)),
  productsInfinite: async (client: ApiClient, params: ListParams<ProductsQuery> = {}) =>
    entry(
      keys.productsInfinite(params),
      fetchers.products(client, withPage<ProductsQuery>(params, 1)).then((p) => [p]),
    ),
  productsAll: (client: ApiClient) => entry(keys.productsAll(), fetchers.productsAll(client)),
  productsFaq: (client: ApiClient) => entry(keys.productsFaq(), fetchers.productsFaq(client)),
  productDetails: (client: ApiClient, params: ProductDetailsQuery) =>
    entry(keys.productDetails(params), fetchers.productDetails(client, params)),
  allergenMatrix: (client: ApiClient, params: AllergenMatrixQuery = {}) =>
    entry(keys.allergenMatrix(params), fetchers.allergenMatrix(client, params)),
  recipes: (client: ApiClient, params: RecipesQuery = {}) =>
    entry(keys.recipes(params), fetchers.recipes(client, params)),
  recipesInfinite: async (client: ApiClient, params: ListParams<RecipesQuery> = {}) =>
    entry(
      keys.recipesInfinite(params),
      fetchers.recipes(client, withPage<RecipesQuery>(params, 1)).then((p) => [p]),
    ),
  recipeDetails: (client: ApiClient, params: RecipeDetailsQuery) =>
    entry(keys.recipeDetails(params), fetchers.recipeDetails(client, params)),
  relatedRecipes: (client: ApiClient, params: RelatedRecipesQuery) =>
    entry(keys.relatedRecipes(params), fetchers.relatedRecipes(client, params)),
  plusOnes: (client: ApiClient, params: PlusOnesQuery = {}) =>
    entry(keys.plusOnes(params), fetchers.plusOnes(client, params)),
  plusOnesInfinite: async (client: ApiClient, params: ListParams<PlusOnesQuery> = {}) =>
    entry(
      keys.plusOnesInfinite(params),
      fetchers.plusOnes(client, withPage<PlusOnesQuery>(params, 1)).then((p) => [p]),
    ),
  plusOneProductsFilter: (client: ApiClient) =>
    entry(keys.plusOneProductsFilter(), fetchers.plusOneProductsFilter(client)),
  dxpData: (client: ApiClient, datasets: readonly DatasetName[]) =>
    entry(keys.dxpData(datasets), fetchers.dxpData(client, datasets)),
  search: (client: ApiClient, input: SearchInput) =>
    entry(keys.search(input), fetchers.search(client, input)),
  seo: (client: ApiClient, path: string) => entry(keys.seo(path), fetchers.seo(client, path)),
  siteKey: (client: ApiClient) => entry(keys.siteKey(), fetchers.siteKey(client)),
};
