import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProductInfoTable, type ProductInfoRow } from './ProductInfoTable';

// The five landing pages of spec §3; sizes, weights and storage are the spec's values, codes and UPCs fictional.
export const avocadoRanch: ProductInfoRow = {
  name: 'Avocado Ranch Dressing',
  code: 'KE6001',
  upc: '071234001019',
  size: '2/1 Gallon',
  weight: '17.31 lbs',
  storage: 'Refrigerated',
  glutenFree: 'Yes',
  kosher: 'Yes',
};
export const boomBoom: ProductInfoRow = {
  name: 'Boom Boom Sauce',
  code: 'KE6002',
  upc: '071234001026',
  size: '4/1 Gallon',
  weight: '33.67 LB',
  storage: '50-80°F',
  glutenFree: 'Yes',
  kosher: 'Yes',
};
export const chicknDipn: ProductInfoRow = {
  name: "Chick'n Dip'n Sauce",
  code: 'KE6003',
  upc: '071234001033',
  size: '2/1 Gallon',
  weight: '17.7 lbs',
  storage: 'Shelf Stable',
  glutenFree: 'Yes',
  kosher: 'Yes',
};
export const dillPickle: ProductInfoRow = {
  name: 'Dill Pickle Aioli',
  code: 'KE6004',
  upc: '071234001040',
  size: '2/1 Gallon',
  weight: '17.47 lbs',
  storage: 'Shelf Stable',
  glutenFree: 'Yes',
  kosher: 'Yes',
};
export const greenGoddess: ProductInfoRow = {
  name: 'Green Goddess Dressing',
  code: 'KE6005',
  upc: '071234001057',
  size: '2/1 Gallon',
  weight: '17.34 lbs',
  storage: 'Refrigerated',
  glutenFree: 'Yes',
  kosher: 'No',
};

const meta = {
  title: 'Catalogue/ProductInfoTable',
  component: ProductInfoTable,
  args: { rows: [avocadoRanch] },
  // The row fixtures above are exported for tests, not stories.
  excludeStories: /^[a-z]/,
} satisfies Meta<typeof ProductInfoTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Avocado Ranch landing page. */
export const Default: Story = {};

/** Boom Boom landing page. */
export const BoomBoom: Story = { args: { rows: [boomBoom] } };

/** Chick'n Dip'n landing page. */
export const ChicknDipn: Story = { args: { rows: [chicknDipn] } };

/** Dill Pickle landing page: the weight column is hidden. */
export const DillPickle: Story = { args: { rows: [dillPickle], hideWeight: true } };

/** Green Goddess landing page. */
export const GreenGoddess: Story = { args: { rows: [greenGoddess] } };

/** All five products in one table. */
export const AllProducts: Story = {
  args: { rows: [avocadoRanch, boomBoom, chicknDipn, dillPickle, greenGoddess] },
};
