import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { crispyChicken, pickledOnions, uoms } from '../RecipeTile/fixtures';
import { RecipeIngredients, type RecipeIngredientsProps } from './RecipeIngredients';

const meta = {
  title: 'Catalogue/RecipeIngredients',
  component: RecipeIngredients,
  args: {
    ingredients: crispyChicken.ingredients,
    uoms,
    products: crispyChicken.related.products,
    plusOnes: crispyChicken.related.plusOnes,
    subRecipes: crispyChicken.subRecipes,
    onPlusOneSelect: fn() as RecipeIngredientsProps['onPlusOneSelect'],
  },
} satisfies Meta<typeof RecipeIngredients>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A recipe with a linked product, a plus-one, a sub-recipe and plain ingredients. */
export const Default: Story = {};

/** A plus-one's ingredients (products only), with units given as a map. */
export const PlusOneIngredients: Story = {
  args: {
    ingredients: pickledOnions.details.ingredients,
    uoms: { cup: 'cup' },
    products: pickledOnions.related.products,
    plusOnes: [],
    subRecipes: [],
  },
};

/** Lines without units or notes. */
export const Plain: Story = {
  args: {
    ingredients: [
      { amount: '2', weight: null, ingredient: 'Eggs', notes: '', productId: null },
      { amount: '', weight: null, ingredient: 'Salt to taste', notes: '', productId: null },
    ],
  },
};
