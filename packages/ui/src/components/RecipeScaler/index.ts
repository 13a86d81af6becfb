export { RecipeScaler } from './RecipeScaler';
export type { RecipeScalerProps } from './RecipeScaler';
