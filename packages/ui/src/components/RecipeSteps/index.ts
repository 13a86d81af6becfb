export { RecipeSteps } from './RecipeSteps';
export type { RecipeStepsProps } from './RecipeSteps';
export type { RecipeReferences, PlusOneRef, SubRecipeRef } from './references';
