import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { data, startTestApp, type TestApp } from './helpers/app';
import { content } from './helpers/oracle';

/**
 * `productCaloriesPerServing` of `GET /api/recipes/details` (issue 14 item 2, the Recipe's `nutrition.calories`):
 * worked out here by hand from the content files for the simplest case — one product line in tablespoons against a
 * product whose serving is in tablespoons — and checked to be absent where the share is not known.
 */

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

type Details = { productCaloriesPerServing: number | null; servings: number };
const details = async (slug: string) =>
  data<Details>(await app.get(`/api/recipes/details?slug=${encodeURIComponent(slug)}`));

describe('GET /api/recipes/details: calories from the catalogue’s products', () => {
  it('when a recipe uses one product in tablespoons, then a serving gets that many of the product’s servings’ calories', async () => {
    const { recipes, products } = content();
    const byId = new Map(products.map((product) => [product.id, product]));
    const simple = recipes.filter((recipe) => {
      const linked = recipe.ingredients.filter((line) => line.productId !== null);
      return (
        recipe.subRecipes.length === 0 &&
        recipe.ingredients.every((line) => line.plusOneId === null) &&
        linked.length === 1 &&
        linked[0]!.weight === 'tbsp' &&
        /^\d+$/.test(linked[0]!.amount) &&
        /^\d+ Tbsp$/.test(byId.get(linked[0]!.productId!)!.nutrition.serviceSizeHouseholding)
      );
    });
    expect(simple.length).toBeGreaterThan(10);
    for (const recipe of simple.slice(0, 5)) {
      const line = recipe.ingredients.find((item) => item.productId !== null)!;
      const product = byId.get(line.productId!)!;
      const servingTbsp = Number(product.nutrition.serviceSizeHouseholding.split(' ')[0]);
      const expected = Math.round(
        ((Number(line.amount) / servingTbsp) * product.nutrition.caloriesVal!.Val!) / recipe.servings,
      );
      expect((await details(recipe.slug)).productCaloriesPerServing, recipe.slug).toBe(expected);
    }
  });

  it('when a product reaches the recipe through a sub-recipe, then the calories are not given (null), not guessed', async () => {
    const recipe = content().recipes.find((item) =>
      item.subRecipes.some((sub) => sub.ingredients.some((line) => line.productId !== null)),
    )!;
    expect((await details(recipe.slug)).productCaloriesPerServing).toBeNull();
  });

  it('when a recipe uses a plus-one, then the calories are not given (null)', async () => {
    const recipe = content().recipes.find((item) =>
      item.ingredients.some((line) => line.plusOneId !== null),
    )!;
    expect((await details(recipe.slug)).productCaloriesPerServing).toBeNull();
  });
});
