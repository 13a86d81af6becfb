import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PopularSearches } from './PopularSearches';

const meta = { title: 'Search/PopularSearches', component: PopularSearches } satisfies Meta<
  typeof PopularSearches
>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Popular searches' });
    await expect(within(nav).getAllByRole('link')).toHaveLength(15);
    await expect(within(nav).getByRole('link', { name: 'boom boom sauce' })).toHaveAttribute(
      'href',
      '/search-result?term=boom%20boom%20sauce',
    );
  },
};

export const FewTerms: Story = { args: { terms: ['ranch', 'caesar'], title: 'Try one of these' } };

export const Steakhouse: Story = {
  globals: { brand: 'steakhouse' },
  args: { brandName: "Marlow's Steakhouse" },
};
