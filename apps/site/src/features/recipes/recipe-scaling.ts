import {
  METRIC_UNIT_NAMES,
  scaleQuantity,
  type Recipe,
  type RecipeIngredient,
  type ScalingChoice,
  type Uom,
} from '@larder/domain';

/** The recipe's ingredient lines at the chosen size and units; linked products, plus-ones and notes are kept. */
export function scaleIngredients(
  ingredients: readonly RecipeIngredient[],
  choice: Pick<ScalingChoice, 'factor' | 'units'>,
): RecipeIngredient[] {
  return ingredients.map((line) => {
    const quantity = scaleQuantity(line, choice.factor, choice.units);
    return { ...line, amount: quantity.amount, weight: quantity.unit };
  });
}

/** The recipe with every ingredient list (its own and its sub-recipes') at the chosen size and units. */
export function scaleRecipe(recipe: Recipe, choice: Pick<ScalingChoice, 'factor' | 'units'>): Recipe {
  if (choice.factor === 1 && choice.units === 'us') return recipe;
  return {
    ...recipe,
    ingredients: scaleIngredients(recipe.ingredients, choice),
    subRecipes: recipe.subRecipes.map((subRecipe) => ({
      ...subRecipe,
      ingredients: scaleIngredients(subRecipe.ingredients, choice),
    })),
  };
}

/** The `uoms` lookup with the metric units scaling may produce. */
export function withMetricUnits(units: readonly Uom[]): Uom[] {
  const known = new Set(units.map((unit) => unit.id));
  return [
    ...units,
    ...Object.entries(METRIC_UNIT_NAMES)
      .filter(([id]) => !known.has(id))
      .map(([id, name]) => ({ id, name })),
  ];
}
