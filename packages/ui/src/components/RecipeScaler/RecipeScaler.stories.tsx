import type { Meta, StoryObj } from '@storybook/react-vite';
import { servingsMessage } from '@larder/domain';
import { expect, within } from 'storybook/test';
import { RecipeScaler } from './RecipeScaler';

const meta = {
  title: 'Catalogue/RecipeScaler',
  component: RecipeScaler,
  args: { action: '/recipes/classic-buffalo-wings', yieldServings: 4, servings: 4, units: 'us' },
} satisfies Meta<typeof RecipeScaler>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The recipe as written. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The recipe makes 4 servings.')).toBeVisible();
    await expect(canvas.getByRole('spinbutton', { name: 'Servings' })).toHaveValue(4);
    await expect(canvas.getByRole('radio', { name: 'US' })).toBeChecked();
    await expect(canvas.queryByRole('link', { name: 'Back to the recipe as written' })).toBeNull();
  },
};

/** Scaled to 48 servings in metric units. */
export const Scaled: Story = {
  args: { servings: 48, units: 'metric' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('Amounts for 48 servings in metric units (the recipe makes 4 servings).'),
    ).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Metric' })).toBeChecked();
    await expect(canvas.getByRole('link', { name: 'Back to the recipe as written' })).toHaveAttribute(
      'href',
      '/recipes/classic-buffalo-wings',
    );
  },
};

/** A servings value that could not be used: the recipe falls back to its yield and says why. */
export const InvalidServings: Story = {
  args: { messages: [servingsMessage(4)] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Servings must be a whole number from 1 to 1,000, so the recipe shows its own yield of 4.',
    );
  },
};
