import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FaqSideNav } from './FaqSideNav';

const items = [
  { href: '/faq/allergen', label: 'Allergens' },
  { href: '/faq/gluten-free', label: 'Gluten-free status' },
  { href: '/faq/kosher', label: 'Kosher status' },
  { href: '/faq/product-shelf-life-location', label: 'Shelf life' },
];

const meta = {
  title: 'FAQ/FaqSideNav',
  component: FaqSideNav,
  args: { items },
} satisfies Meta<typeof FaqSideNav>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoneCurrent: Story = {};

export const Current: Story = {
  args: { currentHref: '/faq/kosher', title: 'FAQ tools' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Kosher status' })).toHaveAttribute('aria-current', 'page');
  },
};

export const Mobile: Story = {
  args: { currentHref: '/faq/allergen' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const Steakhouse: Story = { args: { currentHref: '/faq/allergen' }, globals: { brand: 'steakhouse' } };
