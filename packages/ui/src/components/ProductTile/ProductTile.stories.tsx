import type { Meta, StoryObj } from '@storybook/react-vite';
import { liteItalian, newCaesar, ranchCup, ranchGallon, summaryOf } from './fixtures';
import { ProductTile } from './ProductTile';

const meta = {
  title: 'Catalogue/ProductTile',
  component: ProductTile,
  args: { product: summaryOf(ranchGallon) },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 280 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProductTile>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A gallon: size shows the package type. */
export const Default: Story = {};

/** A cup: size reads 'cup (1.5 oz)'. */
export const Cup: Story = { args: { product: summaryOf(ranchCup) } };

/** One of the four new product codes: marked 'New'. */
export const NewProduct: Story = {
  args: { product: summaryOf({ ...newCaesar, images: ranchGallon.images }) },
};

/** No image: the reserved space says 'No image data'. */
export const NoImage: Story = { args: { product: summaryOf(newCaesar) } };

/** Every claim icon at once, fat-free and lite included. */
export const ManyClaims: Story = {
  args: {
    product: summaryOf({
      ...liteItalian,
      name: 'Lite Italian',
      claims: {
        ...liteItalian.claims,
        marketing: { ...liteItalian.claims.marketing, edta: 'No', syntheticColors: 'No', gluten: 'No' },
      },
    }),
  },
};

/** A long name wraps inside the tile. */
export const LongName: Story = { args: { product: summaryOf(liteItalian) } };
