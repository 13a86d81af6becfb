import type { DatasetName, ListParams, RecipesQuery, RelatedRecipesQuery, SearchQuery } from '@larder/client';
import { parseRecipeFilters, type Recipe, type RecipeFilters } from '@larder/domain';
import { isRecipeSort } from './recipes-order';

/** Lookups of the recipe list: filters (product, flavor, dishes, courses) and the trending list. */
export const RECIPES_DATASETS: readonly DatasetName[] = [
  'products',
  'flavors',
  'dishes',
  'courses',
  'trends',
];
/** Lookups of a recipe: units of measure of its ingredients. */
export const RECIPE_DATASETS: readonly DatasetName[] = ['uoms'];

/** The list parameters of a /recipes URL: its filters and an optional valid sort. */
export function recipesQueryFromSearch(search: URLSearchParams): ListParams<RecipesQuery> {
  const filters = parseRecipeFilters(search);
  const sort = search.get('sortParameter');
  return recipesQuery(filters, isRecipeSort(sort) ? sort : undefined);
}

export function recipesQuery(filters: RecipeFilters, sort?: string): ListParams<RecipesQuery> {
  return { ...filters, ...(sort ? { sortParameter: sort as RecipesQuery['sortParameter'] } : {}) };
}

/** The products of the dressing info block, fetched by id for their pictures (`/api/search?ids&keys=products`). */
export function dressingProductsQuery(recipe: Pick<Recipe, 'related'>): SearchQuery | null {
  const ids = [...new Set(recipe.related.products.map((product) => product.id))];
  return ids.length > 0 ? { ids, keys: ['products'], limit: Math.min(ids.length, 100) } : null;
}

/** Related recipes of a recipe: groups by its flavors and products, leaving the recipe itself out. */
export function recipeRelatedQuery(
  recipe: Pick<Recipe, 'id' | 'flavors' | 'related'>,
): RelatedRecipesQuery | null {
  const flavors = [...new Set(recipe.flavors)];
  const products = [...new Set(recipe.related.products.map((product) => product.id))];
  if (flavors.length === 0 && products.length === 0) return null;
  return { flavors, products, selected: recipe.id };
}

/** The recipe id navigation state may carry (spec §2.1: "state may carry recipeID"). */
export function recipeIdFromState(state: unknown): string | undefined {
  if (state === null || typeof state !== 'object') return undefined;
  const value = (state as { recipeID?: unknown }).recipeID;
  return typeof value === 'string' && value !== '' ? value : undefined;
}
