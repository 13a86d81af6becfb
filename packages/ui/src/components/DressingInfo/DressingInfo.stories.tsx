import type { Meta, StoryObj } from '@storybook/react-vite';
import { boomBoomRef, ranchRef } from '../RecipeTile/fixtures';
import { DressingInfo, type DressingInfoProduct } from './DressingInfo';

export const products: DressingInfoProduct[] = [
  { ...ranchRef, image: 'products/ke1001-website.svg' },
  { ...boomBoomRef, image: 'products/ke3010-website.svg', isKFS: true },
  // The same product twice, as related lists sometimes hold it: shown once.
  { ...ranchRef, image: 'products/ke1001-website.svg' },
];

const meta = {
  title: 'Catalogue/DressingInfo',
  component: DressingInfo,
  args: { products },
  excludeStories: /^[a-z]/,
} satisfies Meta<typeof DressingInfo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two products (one listed twice), the isKFS one first, pictures 200x288. */
export const Default: Story = {};

/** A kogi recipe: pictures 172x300. */
export const Kogi: Story = { args: { isKogi: true } };

/** Products without pictures or links. */
export const TextOnly: Story = {
  args: { products: [{ id: 'x', code: 'KE9000', title: 'House Vinaigrette' }] },
};
