import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ProductTile } from '../ProductTile/ProductTile';
import {
  liteItalian,
  newCaesar,
  ranchCup,
  ranchGallon,
  ranchPouch,
  summaryOf,
} from '../ProductTile/fixtures';
import { PlusOneTile } from '../PlusOneTile/PlusOneTile';
import { plusOne } from '../../test/fixtures';
import { TileGrid } from './TileGrid';

/** The grid's own items (tiles hold lists of their own, such as claim icons). */
const tilesOf = (list: HTMLElement) => Array.from(list.children).filter((item) => item.tagName === 'LI');

const products = [ranchGallon, ranchCup, ranchPouch, newCaesar, liteItalian].map(summaryOf);

const meta = {
  title: 'Catalogue/TileGrid',
  component: TileGrid,
  args: {
    'aria-label': 'Products',
    children: products.map((product) => <ProductTile key={product.id} product={product} />),
  },
} satisfies Meta<typeof TileGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Product tiles, as many columns of at least 220 px as fit. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Products' });
    const items = tilesOf(list);
    await expect(items).toHaveLength(5);
    // 1280 px fits all five in one row.
    await expect(items[4]!.getBoundingClientRect().top).toBe(items[0]!.getBoundingClientRect().top);
  },
};

/** Narrower tiles (plus-one ideas): `minTileWidth` 200. */
export const NarrowTiles: Story = {
  args: {
    'aria-label': 'Plus-one ideas',
    minTileWidth: 200,
    children: ['Smoky Chipotle Ranch', 'Dill Pickle Ranch', 'Honey Sriracha Ranch'].map((title, index) => (
      <PlusOneTile key={title} plusOne={plusOne({ id: `po-${index}`, title })} onSelect={fn()} />
    )),
  },
};

/** On a phone two tiles share each row. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const items = tilesOf(within(canvasElement).getByRole('list', { name: 'Products' }));
    const [first, second, third] = items.map((item) => item.getBoundingClientRect());
    await expect(second!.top).toBe(first!.top);
    await expect(third!.top).toBeGreaterThan(first!.top);
  },
};

export const Steakhouse: Story = { globals: { brand: 'steakhouse' } };
