import { fetchers, keys, prefetch, type ApiClient, type FallbackEntry } from '@larder/client';
import { PAGE_SIZE } from '../../constants';
import { requestedPages } from '../../lib/list-paging';
import { isNotFound, loadPages, optional } from '../../lib/prefetch';
import type { Prefetch } from '../../lib/route-types';
import {
  dressingProductsQuery,
  RECIPE_DATASETS,
  RECIPES_DATASETS,
  recipeRelatedQuery,
  recipesQueryFromSearch,
} from './recipe-queries';

/** /recipes: pages 1..`?page` of the list, its filter lookups and the trending list. */
export const prefetchRecipes: Prefetch = async ({ search, client }) => {
  const params = recipesQueryFromSearch(search);
  const [pages, lookups] = await Promise.all([
    loadPages(requestedPages(search), (page) =>
      fetchers.recipes(client, { ...params, page, limit: PAGE_SIZE }),
    ),
    optional(prefetch.dxpData(client, RECIPES_DATASETS)),
  ]);
  // Only the infinite key is sent; SwrProvider derives the page keys from it for the cache.
  return { entries: [[keys.recipesInfinite(params), pages], ...lookups] };
};

async function recipeEntries(client: ApiClient, slug: string): Promise<FallbackEntry<unknown>[]> {
  const base = await prefetch.recipeDetails(client, { slug });
  const recipe = base[1];
  const products = dressingProductsQuery(recipe);
  const related = recipeRelatedQuery(recipe);
  const extra = await Promise.all([
    optional(prefetch.dxpData(client, RECIPE_DATASETS)),
    products ? optional(prefetch.search(client, products)) : Promise.resolve([]),
    related ? optional(prefetch.relatedRecipes(client, related)) : Promise.resolve([]),
  ]);
  return [base, ...extra.flat()];
}

/** /recipes/{slug}: the recipe, its units, the products of its dressing info and its related recipes. */
export const prefetchRecipe: Prefetch = async ({ params, client }) => {
  try {
    return { entries: await recipeEntries(client, params.slug ?? '') };
  } catch (error) {
    if (isNotFound(error)) return { entries: [], notFound: true };
    throw error;
  }
};
