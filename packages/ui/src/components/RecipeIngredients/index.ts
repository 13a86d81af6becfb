export { RecipeIngredients } from './RecipeIngredients';
export type { RecipeIngredientsProps, IngredientLine } from './RecipeIngredients';
