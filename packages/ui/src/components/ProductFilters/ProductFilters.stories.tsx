import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { ProductFilters as ProductFilterValues } from '@larder/domain';
import { ProductFilters, type ProductFilterLookups, type ProductFiltersProps } from './ProductFilters';

export const lookups: ProductFilterLookups = {
  flavors: [
    { id: 'ranch', name: 'Ranch' },
    { id: 'caesar', name: 'Caesar' },
    { id: 'italian', name: 'Italian' },
    { id: 'balsamic', name: 'Balsamic' },
  ],
  products: [
    { id: 'dressings', name: 'Dressings' },
    { id: 'sauces', name: 'Sauces' },
    { id: 'marinades', name: 'Marinades' },
    { id: 'mayonnaise', name: 'Mayonnaise' },
    { id: 'glazes', name: 'Glazes' },
    { id: 'dips', name: 'Dips' },
  ],
  packagings: [
    { id: 'gallon', name: 'Gallon' },
    { id: 'cup', name: 'Cup' },
    { id: 'pouch', name: 'Pouch' },
  ],
  productLines: [
    { id: 'essentials', name: 'Essentials' },
    { id: 'metropolitan', name: 'Metropolitan Select' },
    { id: 'signature', name: 'Signature' },
  ],
};

/** The orders of the product list. */
export const sortOptions = [
  { id: 'name', name: 'Name, A to Z' },
  { id: '-name', name: 'Name, Z to A' },
];

const meta = {
  title: 'Catalogue/ProductFilters',
  component: ProductFilters,
  // Typed as the prop (not as a Mock) so tests can pass their own spies to the composed stories.
  args: { lookups, value: {}, onChange: fn() as ProductFiltersProps['onChange'] },
  // Stories hold the selection like the page does, so ticking a box shows its effect.
  render: function Render(args) {
    const [value, setValue] = useState<ProductFilterValues>(args.value);
    const [sort, setSort] = useState(args.sort);
    return (
      <ProductFilters
        {...args}
        value={value}
        onChange={(next) => {
          args.onChange(next);
          setValue(next);
        }}
        sort={sort}
        onSortChange={(next) => {
          args.onSortChange?.(next);
          setSort(next);
        }}
      />
    );
  },
  excludeStories: /^[a-z]/,
} satisfies Meta<typeof ProductFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Both layouts, switched by CSS at 1000 px. */
export const Default: Story = {};

/** Desktop filter bar: flavor, product, size, attribute, product line. */
export const Desktop: Story = {
  args: { variant: 'desktop' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Flavor' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Caesar' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ flavor: ['caesar'] });
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByRole('button', { name: 'Flavor 1 selected' })).toHaveFocus();
  },
};

/** Mobile: 'Sort results by' orders the list; 'Filter results' opens one list with a group per filter. */
export const Mobile: Story = {
  args: { variant: 'mobile', sortOptions, sort: 'name', onSortChange: fn() },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Sort results by' }), 'Name, Z to A');
    await expect(args.onSortChange).toHaveBeenLastCalledWith('-name');
    await expect(canvas.queryByRole('group', { name: 'Attribute' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Filter results' }));
    await expect(canvas.getByRole('group', { name: 'Attribute' })).toBeVisible();
  },
};

/** Desktop with a sort choice at the end of the filter bar. */
export const DesktopWithSort: Story = {
  args: { variant: 'desktop', sortOptions, sort: '-name' },
};

/** Filters already chosen (e.g. from the query string): counts show and reset is enabled. */
export const WithSelection: Story = {
  args: {
    variant: 'desktop',
    value: { flavor: ['ranch', 'caesar'], package: ['cup'], attribute: ['glutenFree'] },
  },
};

/** Lookups not loaded yet: only the attribute filter, which needs no lookup, is offered. */
export const EmptyLookups: Story = { args: { lookups: {}, variant: 'desktop' } };
