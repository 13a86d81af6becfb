import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { crispyChicken, pickledOnions } from '../RecipeTile/fixtures';
import { RecipeSteps, type RecipeStepsProps } from './RecipeSteps';

const meta = {
  title: 'Catalogue/RecipeSteps',
  component: RecipeSteps,
  args: {
    steps: crispyChicken.steps,
    products: crispyChicken.related.products,
    plusOnes: crispyChicken.related.plusOnes,
    subRecipes: crispyChicken.subRecipes,
    onPlusOneSelect: fn() as RecipeStepsProps['onPlusOneSelect'],
  },
} satisfies Meta<typeof RecipeSteps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Recipe steps with product, plus-one and sub-recipe references, and one unknown reference. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Quick Pickled Red Onions' }));
    await expect(args.onPlusOneSelect).toHaveBeenCalledWith(crispyChicken.related.plusOnes[0]);
  },
};

/** Plus-one directions: plain texts whose bracketed product codes become links. */
export const PlusOneDirections: Story = {
  args: {
    steps: pickledOnions.steps,
    products: pickledOnions.related.products,
    plusOnes: [],
    subRecipes: [],
  },
};

/** Steps without references. */
export const PlainSteps: Story = {
  args: { steps: ['Whisk everything together.', 'Chill for one hour before serving.'] },
};
