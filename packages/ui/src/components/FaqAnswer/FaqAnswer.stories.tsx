import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FaqAnswer } from './FaqAnswer';
import { faqProduct, faqProducts } from '../FindProduct/FindProduct.fixtures';

const [ranch, italian, caesar] = faqProducts;

const meta = {
  title: 'FAQ/FaqAnswer',
  component: FaqAnswer,
  args: { kind: 'allergen', product: ranch ?? null },
} satisfies Meta<typeof FaqAnswer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Allergens: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('definition')).toHaveTextContent('Eggs, Milk');
  },
};

export const NoAllergens: Story = { args: { product: italian ?? null } };

export const ManyAllergens: Story = { args: { product: caesar ?? null } };

export const GlutenFree: Story = {
  args: { kind: 'gluten' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Gluten-free badge' })).toBeVisible();
  },
};

export const NotGlutenFree: Story = { args: { kind: 'gluten', product: italian ?? null } };

export const KosherDairy: Story = {
  args: { kind: 'kosher' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Kosher mark with D' })).toBeVisible();
  },
};

export const Kosher: Story = { args: { kind: 'kosher', product: caesar ?? null } };

export const NotKosher: Story = { args: { kind: 'kosher', product: italian ?? null } };

export const ShelfLife: Story = { args: { kind: 'shelfLife' } };

export const ShelfLifeOneDay: Story = {
  args: { kind: 'shelfLife', product: faqProduct({ shelfLife: 1 }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('definition')).toHaveTextContent('1 day');
  },
};

export const NoProduct: Story = { args: { product: null } };

export const Steakhouse: Story = { args: { kind: 'kosher' }, globals: { brand: 'steakhouse' } };
