import type {
  ApiClient,
  DatasetResult,
  FallbackEntry,
  ProductSummary,
  RecipeSummary,
  SearchGroup,
  SearchQuery,
} from '@larder/client';
import { menuInsightListIds, type MenuInsightSlug } from '@larder/domain';
import {
  CURATED_DATASETS,
  curatedListIds,
  inCuratedOrder,
  prefetchCuratedSearch,
  useCuratedSearch,
  type CuratedSelection,
} from '../curated-lists';

/** The curated ids of a menu-insight page (`{slug}-recipes`, `{slug}-products`), each in display order. */
export interface InsightIds {
  recipes: string[];
  products: string[];
}

/** The page's curated ids; null when either list is missing. */
export function insightIds(
  results: readonly DatasetResult[] | undefined,
  slug: MenuInsightSlug,
): InsightIds | null {
  const ids = menuInsightListIds(slug);
  const recipes = curatedListIds(results, ids.recipes);
  const products = curatedListIds(results, ids.products);
  return recipes && products ? { recipes, products } : null;
}

/** One search resolves both lists (the same query on the server and in the browser, so one cache key). */
export function insightSearch(ids: InsightIds): SearchQuery {
  return { ids: [...ids.recipes, ...ids.products], keys: ['recipes', 'products'] };
}

function insightCuration(slug: MenuInsightSlug): CuratedSelection<InsightIds> {
  return { datasets: CURATED_DATASETS, select: (results) => insightIds(results, slug), query: insightSearch };
}

export interface InsightCuration {
  recipes: RecipeSummary[] | undefined;
  products: ProductSummary[] | undefined;
  failed: boolean;
}

/** The recipes and products of the page's curated lists, in display order. */
export function resolveCuration(groups: readonly SearchGroup[] | undefined, ids: InsightIds) {
  if (!groups) return { recipes: undefined, products: undefined };
  let recipes: RecipeSummary[] = [];
  let products: ProductSummary[] = [];
  for (const group of groups) {
    if (group.key === 'recipes') recipes = inCuratedOrder(group.items, ids.recipes);
    else if (group.key === 'products') products = inCuratedOrder(group.items, ids.products);
  }
  return { recipes, products };
}

/** The curated recipes and products of a menu-insight page. */
export function useMenuInsightCuration(slug: MenuInsightSlug): InsightCuration {
  const { selection, groups, failed } = useCuratedSearch(insightCuration(slug));
  if (!selection) return { recipes: undefined, products: undefined, failed };
  return { ...resolveCuration(groups, selection), failed };
}

/** Server data of a menu-insight page: the curated lists and the search resolving them. */
export function prefetchMenuInsight(
  client: ApiClient,
  slug: MenuInsightSlug,
): Promise<FallbackEntry<unknown>[]> {
  return prefetchCuratedSearch(client, insightCuration(slug));
}
