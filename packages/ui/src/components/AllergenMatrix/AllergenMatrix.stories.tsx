import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AllergenMatrix } from './AllergenMatrix';
import { matrixOptions, matrixRows } from './fixtures';
import { chosenValue } from '../../forms/storyHelpers';

const meta = {
  title: 'Catalogue/AllergenMatrix',
  component: AllergenMatrix,
  args: {
    rows: matrixRows,
    action: '/allergens',
    csvHref: '/allergens.csv',
    options: matrixOptions,
  },
} satisfies Meta<typeof AllergenMatrix>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every product, no filter. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Major allergens by product' });
    await expect(within(table).getAllByRole('row')).toHaveLength(matrixRows.length + 1);
    await expect(within(table).getByRole('columnheader', { name: 'Crustacean shellfish' })).toBeVisible();
    await expect(within(table).getByRole('rowheader', { name: /Thai Peanut Sauce/ })).toBeVisible();
    await expect(canvas.getByText('5 products')).toBeVisible();
  },
};

/** Free of milk and sesame, one package chosen. */
export const Filtered: Story = {
  args: {
    rows: matrixRows.filter((row) => !row.contains.includes('milk') && !row.contains.includes('sesame')),
    free: ['milk', 'sesame'],
    selected: { package: 'gallon' },
    csvHref: '/allergens.csv?free=milk,sesame&package=gallon',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: 'Milk' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Sesame' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Eggs' })).not.toBeChecked();
    await expect(chosenValue(canvas.getByRole('combobox', { name: 'Package' }))).toBe('gallon');
    await expect(canvas.getByText('2 products free of milk and sesame')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/allergens.csv?free=milk,sesame&package=gallon',
    );
  },
};

/** No product is free of everything chosen. */
export const Empty: Story = {
  args: { rows: [], free: ['milk', 'eggs', 'soy'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.getByRole('status')).toHaveTextContent('No products match these filters.');
  },
};

/** With JavaScript the page offers to print every matching row, not only the page shown. */
export const PrintWholeMatrix: Story = {
  args: { total: 483, onPrintAll: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Print the whole matrix' }));
    await expect(args.onPrintAll).toHaveBeenCalledTimes(1);
  },
};

/** While the page fetches every row to print, the button waits. */
export const PreparingWholeMatrix: Story = {
  args: { total: 483, onPrintAll: fn(), printAllBusy: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Preparing the whole matrix…' }),
    ).toBeDisabled();
  },
};
