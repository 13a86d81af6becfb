import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { searchGroups } from '../../test/fixtures';
import { SearchResultsDropdown } from './SearchResultsDropdown';

const meta = {
  title: 'Search/SearchResultsDropdown',
  component: SearchResultsDropdown,
  args: { groups: searchGroups, term: 'ranch' },
} satisfies Meta<typeof SearchResultsDropdown>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const products = canvas.getByRole('group', { name: 'Products' });
    await expect(within(products).getByRole('link', { name: /Buttermilk Ranch Dressing/ })).toHaveAttribute(
      'href',
      '/products/ke1001-buttermilk-ranch-dressing',
    );
    await expect(canvas.getByRole('group', { name: 'Make it your own' })).toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading...');
  },
};

export const NoResults: Story = {
  args: { groups: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Sorry, no search results were found',
    );
  },
};

export const ProductsOnly: Story = { args: { groups: searchGroups.slice(0, 1) } };

export const Steakhouse: Story = { globals: { brand: 'steakhouse' } };
