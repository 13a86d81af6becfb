import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { liteItalian, ranchGallon } from '../ProductTile/fixtures';
import { ProductComparison } from './ProductComparison';
import { fourProducts, itemsOf, ranchTwin, twoProducts } from './fixtures';

const meta = {
  title: 'Catalogue/ProductComparison',
  component: ProductComparison,
  args: { items: itemsOf(twoProducts) },
} satisfies Meta<typeof ProductComparison>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two products side by side, the rows that differ marked in words; the table and its links work by keyboard. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: /Comparison of Lite Fat Free Italian/ });
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(2);
    await expect(within(table).getByRole('rowheader', { name: 'Milk Differs' })).toBeVisible();
    await expect(within(table).getByRole('rowheader', { name: 'Sesame' })).toBeVisible();
    // Keyboard: the scroll box, then the first product's link, its 'Set as current' and 'Remove' links.
    await userEvent.tab();
    await expect(canvas.getByRole('region', { name: /Comparison of/ })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: liteItalian.name })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: `Set as current: ${liteItalian.name}` })).toHaveFocus();
  },
};

/** Four products, the most a comparison holds. */
export const FourProducts: Story = {
  args: { items: itemsOf(fourProducts) },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table');
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(4);
  },
};

/** The lite vinaigrette is the current product: switching to the ranch adds three allergens and loses claims. */
export const WithSwitchWarnings: Story = {
  args: { currentId: liteItalian.id, clearCurrentHref: '/compare?products=a,b' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: `Switching from ${liteItalian.name}` })).toBeVisible();
    await expect(
      canvas.getByText(`Switching from ${liteItalian.name} to ${ranchGallon.name} adds: milk, eggs, soy.`, {
        exact: false,
      }),
    ).toBeVisible();
    await expect(canvas.getByText(/loses: No EDTA, No Synthetic Colors, Fat Free, Lite\./)).toBeVisible();
    await expect(canvas.getByText('Current product')).toBeVisible();
    await expect(canvas.getAllByText('Added by the switch')).toHaveLength(3);
  },
};

/** Two products with the same values everywhere compared. */
export const NoDifferences: Story = {
  args: { items: itemsOf([ranchGallon, ranchTwin]), currentId: ranchGallon.id },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('These products have the same values in every row compared.'),
    ).toBeVisible();
    await expect(canvas.queryByText('Differs')).toBeNull();
    await expect(canvas.getByText(/adds no allergens and loses no claims\./)).toBeVisible();
  },
};

/** Nothing chosen yet (the page reached from the navigation): how to choose, said politely. */
export const NothingChosen: Story = {
  args: {
    items: [],
    problem: {
      severity: 'info',
      message:
        'Choose 2 to 4 products to compare: open the product list and pick “Add to compare” on each product.',
      wayOn: [{ href: '/products', label: 'Choose products to compare' }],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.getByRole('status')).toHaveTextContent('Choose 2 to 4 products to compare');
    await expect(canvas.getByRole('link', { name: 'Choose products to compare' })).toBeVisible();
  },
};

/** The URL asked for something that cannot be compared: what is wrong, and the ways on. */
export const Invalid: Story = {
  args: {
    items: [],
    problem: {
      message: 'Choose 2 to 4 products to compare. Only one product was chosen: add at least one more.',
      wayOn: [
        { href: '/products?compare=ke1001', label: 'Pick more products' },
        { href: '/allergens', label: 'Open the allergen matrix' },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Only one product was chosen');
    await expect(canvas.queryByRole('table')).toBeNull();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Pick more products' })).toHaveFocus();
  },
};
