import type { Nutrition, RecipeIngredient, SubRecipe } from './entities.js';
import {
  GRAMS_PER_OZ,
  METRIC_VOLUME_ML,
  METRIC_WEIGHT_G,
  ML_PER_TSP,
  US_VOLUME_TSP,
  US_WEIGHT_OZ,
  parseAmount,
} from './recipe-scaling.js';

/**
 * Calories a recipe's serving gets from the catalogue's own products (issue 14 item 2, the Recipe's
 * `nutrition.calories`). Only the products are known: their nutrition facts give calories per serving size, so
 *
 *   calories per recipe serving = Σ over the recipe's ingredient lines linked to a product
 *                                   (line amount ÷ product serving size × product calories) ÷ recipe servings,
 *
 * rounded to a whole calorie. A volume line (tsp, tbsp, fl oz, cup, pint, quart, gallon, mL, L) is measured against
 * the household serving ('2 Tbsp') or a metric volume serving ('30 mL'); a weight line (oz, lb, g, kg) against a
 * metric weight serving ('30 g'). The answer is null — nothing is said rather than something wrong — when the
 * recipe has no product line; when a product line's amount, unit or product cannot be measured that way; or when
 * products reach the recipe through a part whose share of the recipe is not known (a sub-recipe that holds a
 * product, or a plus-one, which is a product made your own): the total would then be short.
 * The other ingredients (the bun, the chicken) are not in the catalogue and are not counted.
 */

/** What the rule needs of a product. */
export interface CalorieProduct {
  nutrition: Pick<Nutrition, 'serviceSizeHouseholding' | 'serviceSizeValue' | 'caloriesVal'>;
}

export interface RecipeForCalories {
  servings: number;
  ingredients: readonly Pick<
    RecipeIngredient,
    'amount' | 'weight' | 'productId' | 'plusOneId' | 'subRecipeId'
  >[];
  subRecipes: readonly Pick<SubRecipe, 'id' | 'ingredients'>[];
}

/** Household unit names of nutrition panels ('Tbsp', 'tsp', 'cup', 'fl oz') as unit ids of the `uoms` lookup. */
const HOUSEHOLD_UNITS: Record<string, string> = {
  tsp: 'tsp',
  tbsp: 'tbsp',
  cup: 'cup',
  cups: 'cup',
  'fl oz': 'floz',
};

/** A quantity in teaspoons (volume) or grams (weight); undefined for counts and anything unmeasurable. */
function measure(amount: number, unit: string): { tsp: number } | { grams: number } | undefined {
  const key = unit.toLowerCase();
  if (key in US_VOLUME_TSP) return { tsp: amount * (US_VOLUME_TSP[key] as number) };
  if (key in METRIC_VOLUME_ML) return { tsp: (amount * (METRIC_VOLUME_ML[key] as number)) / ML_PER_TSP };
  if (key in US_WEIGHT_OZ) return { grams: amount * (US_WEIGHT_OZ[key] as number) * GRAMS_PER_OZ };
  if (key in METRIC_WEIGHT_G) return { grams: amount * (METRIC_WEIGHT_G[key] as number) };
  return undefined;
}

/** The serving sizes of a nutrition panel: household volume ('2 Tbsp') and metric ('30 g' or '30 mL'). */
function servingSizes(nutrition: CalorieProduct['nutrition']): { tsp?: number; grams?: number } {
  const sizes: { tsp?: number; grams?: number } = {};
  const household = /^\s*(.+?)\s+(tsp|tbsp|cups?|fl oz)\.?\s*$/i.exec(nutrition.serviceSizeHouseholding);
  if (household) {
    const amount = parseAmount(household[1] as string);
    const unit = HOUSEHOLD_UNITS[(household[2] as string).toLowerCase()];
    const measured = amount !== null && unit !== undefined ? measure(amount, unit) : undefined;
    if (measured && 'tsp' in measured) sizes.tsp = measured.tsp;
  }
  const metric = /^\s*(\d+(?:\.\d+)?)\s*(g|ml)\s*$/i.exec(nutrition.serviceSizeValue);
  if (metric) {
    const amount = Number(metric[1]);
    if ((metric[2] as string).toLowerCase() === 'g') sizes.grams = amount;
    else sizes.tsp ??= amount / ML_PER_TSP;
  }
  return sizes;
}

/** Calories per recipe serving from the catalogue's products, or null when that is not known (see above). */
export function recipeProductCalories(
  recipe: RecipeForCalories,
  products: ReadonlyMap<string, CalorieProduct>,
): number | null {
  if (!(recipe.servings > 0)) return null;
  const subRecipesWithProducts = new Set(
    recipe.subRecipes
      .filter((sub) => sub.ingredients.some((line) => line.productId !== null))
      .map((sub) => sub.id),
  );
  let total = 0;
  let counted = 0;
  for (const line of recipe.ingredients) {
    if (line.plusOneId !== null) return null;
    if (line.subRecipeId !== null && subRecipesWithProducts.has(line.subRecipeId)) return null;
    if (line.productId === null) continue;
    const product = products.get(line.productId);
    const calories = product?.nutrition.caloriesVal?.Val;
    const amount = parseAmount(line.amount);
    if (product === undefined || calories == null || amount === null || line.weight === null) return null;
    const used = measure(amount, line.weight);
    const serving = servingSizes(product.nutrition);
    if (used && 'tsp' in used && serving.tsp) total += (used.tsp / serving.tsp) * calories;
    else if (used && 'grams' in used && serving.grams) total += (used.grams / serving.grams) * calories;
    else return null;
    counted += 1;
  }
  return counted === 0 ? null : Math.round(total / recipe.servings);
}

/** The sentence a recipe page shows (and its JSON-LD repeats) for `recipeProductCalories`. */
export function productCaloriesText(calories: number, brandName: string): string {
  return `${calories} calories per serving from the ${brandName} products in this recipe; the other ingredients are not counted.`;
}
