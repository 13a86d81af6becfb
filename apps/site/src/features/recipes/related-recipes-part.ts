import { visiblePart } from '../../lib/visible-part';

/**
 * The product and recipe pages' related recipes, at the foot of the page (2270 px down a product page at 1280 × 800,
 * 4119 at 390 × 844): a visible part, in the server HTML and hydrated when the visitor scrolls near it.
 */
export const relatedRecipes = visiblePart('RelatedRecipes', () =>
  import('./related-recipes').then((module) => module.RelatedRecipes),
);
