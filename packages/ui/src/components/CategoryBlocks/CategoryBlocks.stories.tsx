import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { HomeBlock } from '@larder/domain';
import { CategoryBlocks } from './CategoryBlocks';

const blocks: HomeBlock[] = [
  {
    title: 'Flavor Central',
    caption: 'Explore 202 dressings plus sauces, marinades, mayonnaise and glazes in every pack size.',
    link: '/products/story',
    image: 'home/flavor-central.svg',
  },
  {
    title: 'Recipes & Menu Trends',
    caption: 'Chef-tested recipes for burgers, wings, bowls, tacos and more.',
    link: '/recipes',
    image: 'home/recipes-and-menu-trends.svg',
  },
  {
    title: 'Make It Your Own',
    caption: 'Plus-one ideas: one of our sauces plus one ingredient equals a signature flavor.',
    link: '/plus-one',
    image: 'home/make-it-your-own.svg',
  },
];

const meta = {
  title: 'Catalogue/CategoryBlocks',
  component: CategoryBlocks,
  args: { blocks },
} satisfies Meta<typeof CategoryBlocks>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Recipes & Menu Trends' });
    await expect(link).toHaveAttribute('href', '/recipes');
  },
};

export const NoImage: Story = {
  args: { blocks: [{ ...blocks[0]!, image: '' }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No image data')).toBeInTheDocument();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };

export const Steakhouse: Story = { globals: { brand: 'steakhouse' } };
