import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CompareToggle } from './CompareToggle';

const meta = {
  title: 'Catalogue/CompareToggle',
  component: CompareToggle,
  args: {
    name: 'Buttermilk Ranch Dressing',
    selected: false,
    full: false,
    addHref: '/products?compare=ke2040,ke1001',
    removeHref: '/products?compare=ke2040',
  },
} satisfies Meta<typeof CompareToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Not chosen yet: a link adds the product to the selection in the URL. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: 'Add to compare: Buttermilk Ranch Dressing' });
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('href', '/products?compare=ke2040,ke1001');
  },
};

/** Already chosen: it says so and offers to take it out. */
export const Selected: Story = {
  args: { selected: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('In compare')).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'Remove from compare: Buttermilk Ranch Dressing' }),
    ).toHaveAttribute('href', '/products?compare=ke2040');
  },
};

/** Four products chosen: a fifth cannot be added, and the toggle says why. */
export const Full: Story = {
  args: { full: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.getByText('Compare holds 4 products: remove one to add this one.')).toBeVisible();
  },
};
