/**
 * SWR hooks of the infinite lists (spec §4: products, recipes, plus-ones), apart from the other hooks (hooks.ts) so
 * that a bundle splitting by module gives them, and SWR's infinite hook, only to the pages that show such a list.
 */
import useSWRInfinite, { type SWRInfiniteConfiguration, type SWRInfiniteKeyedMutator } from 'swr/infinite';
import { useApiClient, type ApiClient } from './client';
import type { ApiError } from './errors';
import { fetchers, pageKeyLoaders, pageOfKey, PAGE_SIZE, type ListParams } from './keys';
import type {
  Paging,
  PlusOne,
  PlusOnePage,
  PlusOnesQuery,
  ProductPage,
  ProductSummary,
  ProductsQuery,
  RecipePage,
  RecipeSummary,
  RecipesQuery,
} from './types';

export type InfiniteConfig<Page> = SWRInfiniteConfiguration<Page, ApiError>;

/** An infinite list (spec §4): pages appended while `hasNext`, one more page per `loadMore()`. */
export interface InfiniteList<Item, Page> {
  /** Every item of the loaded pages, in order. */
  items: Item[];
  pages: Page[] | undefined;
  /** Paging of the last loaded page. */
  paging: Paging | undefined;
  /** True while the last loaded page says another exists. */
  hasNext: boolean;
  /** True while the first page loads. */
  isLoading: boolean;
  /** True while any requested page has not arrived. */
  isLoadingMore: boolean;
  isValidating: boolean;
  /** True when the first page arrived and holds nothing. */
  isEmpty: boolean;
  error: ApiError | undefined;
  /** Pages requested. */
  size: number;
  /** Requests the next page, only while `hasNext` and not loading. */
  loadMore: () => void;
  mutate: SWRInfiniteKeyedMutator<Page[]>;
}

function useInfiniteList<Query extends { limit?: number }, Page extends { paging: Paging }, Item>(
  params: ListParams<Query> | null,
  loader: (
    params: ListParams<Query>,
    firstPage: number,
  ) => (index: number, previous: Page | null) => string | null,
  fetchPage: (client: ApiClient, query: Query) => Promise<Page>,
  itemsOf: (page: Page) => Item[],
  config?: InfiniteConfig<Page>,
  firstPage = 1,
): InfiniteList<Item, Page> {
  const client = useApiClient();
  const getKey = params === null ? () => null : loader(params, firstPage);
  const swr = useSWRInfinite<Page, ApiError>(
    getKey,
    (pageKey: string) =>
      fetchPage(client, {
        ...params,
        page: pageOfKey(pageKey),
        limit: params?.limit ?? PAGE_SIZE,
      } as unknown as Query),
    { revalidateFirstPage: false, ...config },
  );
  const { data: pages, error, isLoading, isValidating, size, setSize, mutate } = swr;
  const last = pages?.[pages.length - 1];
  const isLoadingMore = isLoading || (size > 0 && pages !== undefined && pages[size - 1] === undefined);
  const hasNext = last?.paging.hasNext ?? false;
  return {
    items: pages ? pages.flatMap(itemsOf) : [],
    pages,
    paging: last?.paging,
    hasNext,
    isLoading,
    isLoadingMore,
    isValidating,
    isEmpty: pages?.[0] !== undefined && itemsOf(pages[0]).length === 0,
    error,
    size,
    loadMore: () => {
      if (hasNext && !isLoadingMore && !error) void setSize(size + 1);
    },
    mutate,
  };
}

/** Products in pages of 30 from `firstPage` on; a change of `params` starts again at `firstPage`. */
export function useProductsInfinite(
  params: ListParams<ProductsQuery> | null = {},
  config?: InfiniteConfig<ProductPage>,
  firstPage = 1,
): InfiniteList<ProductSummary, ProductPage> {
  return useInfiniteList(
    params,
    pageKeyLoaders.products,
    fetchers.products,
    (page) => page.products,
    config,
    firstPage,
  );
}

/** Recipes in pages of 30 from `firstPage` on; a change of `params` starts again at `firstPage`. */
export function useRecipesInfinite(
  params: ListParams<RecipesQuery> | null = {},
  config?: InfiniteConfig<RecipePage>,
  firstPage = 1,
): InfiniteList<RecipeSummary, RecipePage> {
  return useInfiniteList(
    params,
    pageKeyLoaders.recipes,
    fetchers.recipes,
    (page) => page.recipes,
    config,
    firstPage,
  );
}

/** Plus-ones in pages of 30 from `firstPage` on; a change of `params` starts again at `firstPage`. */
export function usePlusOnesInfinite(
  params: ListParams<PlusOnesQuery> | null = {},
  config?: InfiniteConfig<PlusOnePage>,
  firstPage = 1,
): InfiniteList<PlusOne, PlusOnePage> {
  return useInfiniteList(
    params,
    pageKeyLoaders.plusOnes,
    fetchers.plusOnes,
    (page) => page.plusOnes,
    config,
    firstPage,
  );
}
