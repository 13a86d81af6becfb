import type { Meta, StoryObj } from '@storybook/react-vite';
import { liteItalian, newCaesar, ranchCup, ranchGallon } from '../ProductTile/fixtures';
import { ProductKeyFacts } from './ProductKeyFacts';

const meta = {
  title: 'Catalogue/ProductKeyFacts',
  component: ProductKeyFacts,
  args: { product: ranchGallon },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProductKeyFacts>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A gallon of ranch: pack size, case weight, shelf life, allergens, kosher status, storage and its claim seals. */
export const Default: Story = {};

/** Every claim seal a product can show, wrapping over several rows. */
export const ManyClaims: Story = {
  args: {
    product: {
      ...newCaesar,
      claims: {
        ...newCaesar.claims,
        marketing: {
          ...newCaesar.claims.marketing,
          artificialFlavors: 'No',
          fatFree: 'Yes',
          lite: 'Yes',
        },
      },
    },
  },
};

/** No allergens, no claim seals but lite and fat-free. */
export const NoAllergens: Story = { args: { product: liteItalian } };

/** A case of cups, sized in ounces. */
export const Cup: Story = { args: { product: ranchCup } };
