import type { RelatedRecipesQuery, SearchQuery } from '@larder/client';
import type { Recipe } from '@larder/domain';

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
