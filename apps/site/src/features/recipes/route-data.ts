import { fetchers, keys, prefetch, type ApiClient, type FallbackEntry } from '@larder/client';
import { PAGE_SIZE } from '../../constants';
import { requestedPage } from '../../lib/list-paging';
import { isNotFound, optional } from '../../lib/prefetch';
import type { Prefetch } from '../../lib/route-types';
import {
  dressingProductsQuery,
  RECIPE_DATASETS,
  RECIPES_DATASETS,
  recipeRelatedQuery,
  recipesQueryFromSearch,
} from './recipe-queries';

/** /recipes: page `?page` of the list (404 past its end), its filter lookups and the trending list. */
export const prefetchRecipes: Prefetch = async ({ search, client }) => {
  const params = recipesQueryFromSearch(search);
  const first = requestedPage(search);
  const [page, lookups] = await Promise.all([
    fetchers.recipes(client, { ...params, page: first, limit: PAGE_SIZE }),
    optional(prefetch.dxpData(client, RECIPES_DATASETS)),
  ]);
  if (first > 1 && page.recipes.length === 0) return { entries: [], notFound: true };
  // Only the infinite key is sent; SwrProvider derives the page keys from it for the cache.
  return { entries: [[keys.recipesInfinite(params, first), [page]], ...lookups] };
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
