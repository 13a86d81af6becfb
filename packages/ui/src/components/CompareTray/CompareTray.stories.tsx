import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CompareTray } from './CompareTray';

const meta = {
  title: 'Catalogue/CompareTray',
  component: CompareTray,
  args: {
    count: 2,
    compareHref: '/compare?products=ke2040,ke1001',
    clearHref: '/products',
  },
} satisfies Meta<typeof CompareTray>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two products chosen: the comparison is one link away, reached by keyboard. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Compare products' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('2 of 4 products chosen.');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Compare (2)' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Clear' })).toHaveFocus();
  },
};

/** One product chosen: it asks for another before it offers the comparison. */
export const OneChosen: Story = {
  args: { count: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('1 product chosen. Add 1 more to compare.');
    await expect(canvas.queryByRole('link', { name: /Compare \(/ })).toBeNull();
  },
};

/** On a product page: a way back to the list that keeps the selection. */
export const WithBrowse: Story = {
  args: { count: 1, browseHref: '/products?compare=ke2040' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Choose more products' })).toHaveAttribute(
      'href',
      '/products?compare=ke2040',
    );
  },
};

/** Four products chosen: the most a comparison holds. */
export const Full: Story = {
  args: { count: 4 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('4 of 4 products chosen.');
    await expect(canvas.getByRole('link', { name: 'Compare (4)' })).toBeVisible();
  },
};
