import { describe, expect, it } from 'vitest';
import { recipeProductCalories, type CalorieProduct, type RecipeForCalories } from './recipe-nutrition';

const sauce: CalorieProduct = {
  nutrition: {
    serviceSizeHouseholding: '2 Tbsp',
    serviceSizeValue: '30 g',
    caloriesVal: { Val: 170, Percent: null },
  },
};
const dressing: CalorieProduct = {
  nutrition: {
    serviceSizeHouseholding: '2 Tbsp',
    serviceSizeValue: '30 mL',
    caloriesVal: { Val: 110, Percent: null },
  },
};
const products = new Map([
  ['sauce', sauce],
  ['dressing', dressing],
]);

const line = (
  amount: string,
  weight: string | null,
  ids: Partial<Record<'productId' | 'plusOneId' | 'subRecipeId', string>> = {},
) => ({
  amount,
  weight,
  productId: ids.productId ?? null,
  plusOneId: ids.plusOneId ?? null,
  subRecipeId: ids.subRecipeId ?? null,
});

function recipe(
  servings: number,
  ingredients: RecipeForCalories['ingredients'],
  subRecipes: RecipeForCalories['subRecipes'] = [],
): RecipeForCalories {
  return { servings, ingredients, subRecipes };
}

describe('recipeProductCalories', () => {
  it('given one serving with 2 tbsp of a sauce of 170 calories per 2 Tbsp, counts 170 (the bun and patty are not in the catalogue)', () => {
    expect(
      recipeProductCalories(
        recipe(1, [line('1', 'each'), line('2', 'tbsp', { productId: 'sauce' })]),
        products,
      ),
    ).toBe(170);
  });

  it('given ¼ cup of dressing (4 Tbsp, two servings of 110) for 4 servings, counts 55 per serving', () => {
    expect(recipeProductCalories(recipe(4, [line('1/4', 'cup', { productId: 'dressing' })]), products)).toBe(
      55,
    );
  });

  it('adds every product line, and measures a weight against the metric serving (2 oz ≈ 56.7 g of 30 g at 170)', () => {
    expect(
      recipeProductCalories(
        recipe(2, [line('2', 'oz', { productId: 'sauce' }), line('2', 'tbsp', { productId: 'dressing' })]),
        products,
      ),
    ).toBe(Math.round(((56.699 / 30) * 170 + 110) / 2));
  });

  it('given a sub-recipe without products, counts the recipe’s own product lines', () => {
    expect(
      recipeProductCalories(
        recipe(
          1,
          [line('2', 'tbsp', { productId: 'sauce' }), line('2', 'tbsp', { subRecipeId: 'onions' })],
          [{ id: 'onions', ingredients: [{ ...line('1', 'each'), ingredient: 'red onion', notes: '' }] }],
        ),
        products,
      ),
    ).toBe(170);
  });

  it('says nothing when a share is unknown: a sub-recipe holding a product, or a plus-one', () => {
    const slaw = {
      id: 'slaw',
      ingredients: [{ ...line('1/2', 'cup', { productId: 'sauce' }), ingredient: 'sauce', notes: '' }],
    };
    expect(
      recipeProductCalories(
        recipe(
          1,
          [line('2', 'tbsp', { productId: 'sauce' }), line('1/2', 'cup', { subRecipeId: 'slaw' })],
          [slaw],
        ),
        products,
      ),
    ).toBeNull();
    expect(
      recipeProductCalories(
        recipe(1, [line('2', 'tbsp', { productId: 'sauce' }), line('2', 'tbsp', { plusOneId: 'p1' })]),
        products,
      ),
    ).toBeNull();
  });

  it('says nothing when a product line cannot be measured: a count, “to taste”, an unknown product, no product at all', () => {
    expect(
      recipeProductCalories(recipe(1, [line('1', 'each', { productId: 'sauce' })]), products),
    ).toBeNull();
    expect(
      recipeProductCalories(recipe(1, [line('to taste', 'to-taste', { productId: 'sauce' })]), products),
    ).toBeNull();
    expect(recipeProductCalories(recipe(1, [line('2', 'tbsp', { productId: 'gone' })]), products)).toBeNull();
    expect(recipeProductCalories(recipe(1, [line('2', 'oz')]), products)).toBeNull();
  });

  it('given a product whose panel has only a household serving, does not measure a weight against it', () => {
    const householdOnly = new Map([
      [
        'cup',
        {
          nutrition: {
            serviceSizeHouseholding: '1 tsp',
            serviceSizeValue: '',
            caloriesVal: { Val: 10, Percent: null },
          },
        },
      ],
    ]);
    expect(recipeProductCalories(recipe(1, [line('1', 'tbsp', { productId: 'cup' })]), householdOnly)).toBe(
      30,
    );
    expect(
      recipeProductCalories(recipe(1, [line('1', 'oz', { productId: 'cup' })]), householdOnly),
    ).toBeNull();
  });
});
