import {
  minutesStatedInSteps,
  recipeProductCalories,
  type Paging,
  type RecipeDetails,
  type RecipeSummary,
  type RelatedGroup,
} from '@larder/domain';
import type { Queryable } from '../db/db';
import {
  RECIPE_SORTS,
  productNutrition,
  recipeBySlug,
  recipePage,
  relatedGroups,
  type RecipeSort,
  type RecipeSortField,
} from '../db/queries/recipes';
import { paging, type PageInput } from '../db/queries/sql';
import { AppError } from '../errors';
import { correctWords, termWords } from './search';

export interface RecipeFilters {
  flavor?: string[];
  dishes?: string[];
  courses?: string[];
  ingredients?: string[];
  product?: string[];
  searchTerm?: string;
}

/** Newest first when no sort is asked for. */
export const DEFAULT_RECIPE_SORT = '-timeCreated';

/** Recipes per group shown under a recipe. */
export const RELATED_PER_GROUP = 8;

/** A sort parameter such as '-timePromoted' (descending with a leading minus); another field is a 400. */
function parseSort(sortParameter: string = DEFAULT_RECIPE_SORT): RecipeSort {
  const descending = sortParameter.startsWith('-');
  const field = descending ? sortParameter.slice(1) : sortParameter;
  if (!(RECIPE_SORTS as readonly string[]).includes(field)) {
    throw AppError.badRequest(
      'sortParameter',
      sortParameter,
      `sortParameter must be one of ${RECIPE_SORTS.join(', ')}`,
    );
  }
  return { field: field as RecipeSortField, descending };
}

/**
 * One page of recipes matching every filter, in the order of `sortParameter`. A search term that finds nothing
 * is retried once with its misspelt words corrected.
 */
export async function listRecipes(
  db: Queryable,
  filters: RecipeFilters,
  sortParameter: string | undefined,
  page: PageInput,
): Promise<{ recipes: RecipeSummary[]; paging: Paging }> {
  const sort = parseSort(sortParameter);
  const { searchTerm, ...lists } = filters;
  const term = searchTerm?.trim() ?? '';
  const words = term === '' ? undefined : termWords(term);
  let found = await recipePage(db, { ...lists, ...(words ? { words } : {}) }, sort, page);
  if (found.total === 0 && words !== undefined && words.length > 0) {
    const corrected = await correctWords(db, words);
    if (corrected !== undefined) found = await recipePage(db, { ...lists, words: corrected }, sort, page);
  }
  return { recipes: found.items, paging: paging(page, found.total) };
}

export async function getRecipe(db: Queryable, slug: string): Promise<RecipeDetails> {
  const recipe = await recipeBySlug(db, slug);
  if (recipe === undefined) throw AppError.notFound('slug', slug, 'Recipe not found');
  const ids = recipe.ingredients.flatMap((line) => (line.productId === null ? [] : [line.productId]));
  const products = await productNutrition(db, ids);
  return {
    ...recipe,
    productCaloriesPerServing: recipeProductCalories(recipe, products),
    minutesStatedInSteps: minutesStatedInSteps(recipe),
  };
}

/** The related-recipe groups shown under a recipe: by each of its flavors, then by each of its products. */
export function relatedRecipes(
  db: Queryable,
  input: { flavors: string[]; products: string[]; selected?: string },
): Promise<RelatedGroup[]> {
  return relatedGroups(db, input, RELATED_PER_GROUP);
}
