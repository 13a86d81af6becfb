import type { Meta, StoryObj } from '@storybook/react-vite';
import { liteItalian, newCaesar, ranchCup, ranchGallon } from '../ProductTile/fixtures';
import { ProductSections } from './ProductSections';

const meta = {
  title: 'Catalogue/ProductSections',
  component: ProductSections,
  args: { product: ranchGallon },
} satisfies Meta<typeof ProductSections>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A gallon of ranch: every section with its data. */
export const Default: Story = {};

/** One of the new product codes: the notice and the 'New' badge come first. */
export const NewProduct: Story = { args: { product: newCaesar } };

/** A new code whose notice says EDTA was added (KE5060B3). */
export const NewProductEdtaAdded: Story = {
  args: {
    product: {
      ...newCaesar,
      productCode: 'KE5060B3',
      notice: 'New product code and GTIN. EDTA added.',
    },
  },
};

/** No allergens and only the lite and fat-free claims. */
export const NoAllergens: Story = { args: { product: liteItalian } };

/** A cup with an inner-pack UPC: sizes in oz. */
export const Cup: Story = {
  args: { product: { ...ranchCup, caseInfo: { ...ranchCup.caseInfo, innerUpc: '012345678929' } } },
};

/** Without the nutrition section, for layouts that place the panel elsewhere. */
export const WithoutNutrition: Story = { args: { showNutrition: false } };
