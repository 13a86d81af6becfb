import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Statistics } from './Statistics';

const meta = {
  title: 'Blocks/Statistics',
  component: Statistics,
  args: {
    items: [
      {
        value: '68%',
        label: 'of burger orders include a sauce or dressing',
        source: 'Menu trend survey, 2025',
      },
      { value: '3 in 5', label: 'guests will pay more for a signature sauce' },
      { value: '42%', label: 'of operators plan to add a new burger this year' },
    ],
  },
} satisfies Meta<typeof Statistics>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByText('68%')).toBeVisible();
  },
};

export const Growth: Story = {
  args: {
    variant: 'growth',
    'aria-label': 'Sauce growth on menus',
    items: [
      { value: '+24%', label: 'Ranch on burgers' },
      { value: '+18%', label: 'Chipotle sauces' },
      { value: '+11%', label: 'Garlic aioli' },
    ],
  },
};

export const Steakhouse: Story = { globals: { brand: 'steakhouse' } };
