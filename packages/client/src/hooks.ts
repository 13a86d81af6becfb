/**
 * SWR hooks of every read call. Each takes its parameters (or `null` to fetch nothing yet) and an optional SWR
 * configuration, reads the key of `keys.ts` and fetches with the client of the nearest `ApiClientProvider`.
 */
import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import { useApiClient, type ApiClient } from './client';
import type { ApiError } from './errors';
import { fetchers, isSearchable, keys, type SearchInput } from './keys';
import type {
  AllergenMatrix,
  AllergenMatrixQuery,
  DatasetData,
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
  SeoRow,
  SiteKey,
} from './types';

export type Config<T> = SWRConfiguration<T, ApiError>;
export type Result<T> = SWRResponse<T, ApiError>;

function useCall<T>(
  swrKey: string | null,
  fetch: (client: ApiClient) => Promise<T>,
  config?: Config<T>,
): Result<T> {
  const client = useApiClient();
  return useSWR<T, ApiError>(swrKey, () => fetch(client), config);
}

export function useProducts(
  params: ProductsQuery | null = {},
  config?: Config<ProductPage>,
): Result<ProductPage> {
  return useCall(
    params && keys.products(params),
    (client) => fetchers.products(client, params ?? {}),
    config,
  );
}

export function useProductsAll(config?: Config<ProductOption[]>): Result<ProductOption[]> {
  return useCall(keys.productsAll(), fetchers.productsAll, config);
}

export function useProductsFaq(config?: Config<FaqProduct[]>): Result<FaqProduct[]> {
  return useCall(keys.productsFaq(), fetchers.productsFaq, config);
}

/** By `slug` or `id`; nothing is fetched while both are empty. */
export function useProductDetails(
  params: ProductDetailsQuery | null,
  config?: Config<ProductDetails>,
): Result<ProductDetails> {
  const ready = params !== null && Boolean(params.slug || params.id);
  return useCall(
    ready ? keys.productDetails(params) : null,
    (client) => fetchers.productDetails(client, params ?? {}),
    config,
  );
}

/** The allergen matrix rows for the filters; nothing is fetched while `params` is null. */
export function useAllergenMatrix(
  params: AllergenMatrixQuery | null = {},
  config?: Config<AllergenMatrix>,
): Result<AllergenMatrix> {
  return useCall(
    params && keys.allergenMatrix(params),
    (client) => fetchers.allergenMatrix(client, params ?? {}),
    config,
  );
}

export function useRecipes(
  params: RecipesQuery | null = {},
  config?: Config<RecipePage>,
): Result<RecipePage> {
  return useCall(params && keys.recipes(params), (client) => fetchers.recipes(client, params ?? {}), config);
}

/** Nothing is fetched while `slug` is empty. */
export function useRecipeDetails(
  params: RecipeDetailsQuery | null,
  config?: Config<RecipeDetails>,
): Result<RecipeDetails> {
  return useCall(
    params?.slug ? keys.recipeDetails(params) : null,
    (client) => fetchers.recipeDetails(client, params ?? { slug: '' }),
    config,
  );
}

/** Nothing is fetched until there is at least one flavor or product id. */
export function useRelatedRecipes(
  params: RelatedRecipesQuery | null,
  config?: Config<RelatedGroup[]>,
): Result<RelatedGroup[]> {
  const ready = params !== null && ((params.flavors?.length ?? 0) > 0 || (params.products?.length ?? 0) > 0);
  return useCall(
    ready ? keys.relatedRecipes(params) : null,
    (client) => fetchers.relatedRecipes(client, params ?? {}),
    config,
  );
}

export function usePlusOnes(
  params: PlusOnesQuery | null = {},
  config?: Config<PlusOnePage>,
): Result<PlusOnePage> {
  return useCall(
    params && keys.plusOnes(params),
    (client) => fetchers.plusOnes(client, params ?? {}),
    config,
  );
}

export function usePlusOneProductsFilter(config?: Config<NamedLookup[]>): Result<NamedLookup[]> {
  return useCall(keys.plusOneProductsFilter(), fetchers.plusOneProductsFilter, config);
}

/** Datasets in the order asked; nothing is fetched for `null` or an empty list. */
export function useDxpData(
  datasets: readonly DatasetName[] | null,
  config?: Config<DatasetResult[]>,
): Result<DatasetResult[]> {
  const ready = datasets !== null && datasets.length > 0;
  return useCall(
    ready ? keys.dxpData(datasets) : null,
    (client) => fetchers.dxpData(client, datasets ?? []),
    config,
  );
}

/** A search term (trimmed) or `{ ids, keys }`; nothing is fetched for a blank term. */
export function useSearch(input: SearchInput | null, config?: Config<SearchGroup[]>): Result<SearchGroup[]> {
  const ready = isSearchable(input);
  return useCall(ready ? keys.search(input) : null, (client) => fetchers.search(client, input ?? ''), config);
}

/** Title, description and canonical link of a site path. */
export function useSeo(path: string | null, config?: Config<SeoRow>): Result<SeoRow> {
  return useCall(path ? keys.seo(path) : null, (client) => fetchers.seo(client, path ?? '/'), config);
}

export function useSiteKey(config?: Config<SiteKey>): Result<SiteKey> {
  return useCall(keys.siteKey(), fetchers.siteKey, config);
}

// ——— helpers ———

/** The data of one dataset of a `/api/dxp-data` answer, typed by name; undefined when absent. */
export function pickDataset<N extends DatasetName>(
  results: readonly DatasetResult[] | undefined,
  name: N,
): DatasetData<N> | undefined {
  const found = results?.find((result) => result.dataset === name);
  return found?.data as DatasetData<N> | undefined;
}

/**
 * SWR options suited to this catalogue: data from the server's `fallback` is not fetched again on mount or
 * focus, and errors the caller caused (4xx other than 429) are not retried.
 */
export const swrOptions: SWRConfiguration = {
  revalidateIfStale: false,
  revalidateOnFocus: false,
  onErrorRetry: (error: unknown, _key, config, revalidate, { retryCount }) => {
    const status = (error as { status?: unknown } | null)?.status;
    if (typeof status === 'number' && status >= 400 && status < 500 && status !== 429) return;
    if (retryCount >= 3) return;
    setTimeout(() => void revalidate({ retryCount }), (config.errorRetryInterval ?? 5000) * 2 ** retryCount);
  },
};
