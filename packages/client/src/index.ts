export { createApiClient, apiClient, ApiClientProvider, useApiClient } from './client';
export type { ApiClient, ApiClientOptions } from './client';
export { ApiError, isApiError, toApiError, networkError, parseRetryAfter } from './errors';
export {
  keys,
  fetchers,
  prefetch,
  pageKeyLoaders,
  canonicalQuery,
  pageOfKey,
  isSearchable,
  PAGE_SIZE,
} from './keys';
export type { FallbackEntry, ListParams, SearchInput } from './keys';
export {
  useProducts,
  useProductsAll,
  useProductsFaq,
  useProductDetails,
  useAllergenMatrix,
  useRecipes,
  useRecipeDetails,
  useRelatedRecipes,
  usePlusOnes,
  usePlusOneProductsFilter,
  useDxpData,
  useSearch,
  useSeo,
  useSiteKey,
  pickDataset,
  swrOptions,
} from './hooks';
export type { Config, Result } from './hooks';
export { useProductsInfinite, useRecipesInfinite, usePlusOnesInfinite } from './infinite-hooks';
export type { InfiniteConfig, InfiniteList } from './infinite-hooks';
export {
  submitContact,
  submitSample,
  submitPizzaExpo,
  submitPurchaseForm,
  sendFiles,
  validateZipcode,
  getSiteKey,
  newIdempotencyKey,
} from './mutations';
export type { CallOptions, SubmitOptions } from './mutations';
export type * from './types';
