import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ListFilters, type ListFilterGroup } from './ListFilters';

const groups: ListFilterGroup[] = [
  {
    key: 'product',
    label: 'Product',
    options: [
      { id: 'dressings', name: 'Dressings' },
      { id: 'sauces', name: 'Sauces' },
    ],
  },
  {
    key: 'flavor',
    label: 'Flavor',
    options: [
      { id: 'ranch', name: 'Ranch' },
      { id: 'caesar', name: 'Caesar' },
      { id: 'boom-boom', name: 'Boom Boom' },
    ],
  },
  { key: 'dishes', label: 'Dishes', options: [{ id: 'burgers', name: 'Burgers' }] },
  { key: 'courses', label: 'Courses', options: [] },
];

const meta = {
  title: 'Catalogue/ListFilters',
  component: ListFilters,
  args: { groups, value: {}, onChange: fn() },
} satisfies Meta<typeof ListFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^Flavor/ }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Caesar' }));
    await expect(args.onChange).toHaveBeenCalledWith({ flavor: ['caesar'] });
  },
};

/** Keyboard only: Tab to a filter, Enter opens it, Tab and Space tick an option, Escape closes it. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Product' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'Dressings' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenCalledWith({ product: ['dressings'] });
    await userEvent.keyboard('{Escape}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toHaveFocus();
  },
};

export const WithSelection: Story = {
  args: { value: { flavor: ['ranch', 'caesar'], dishes: ['burgers'] }, onReset: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(args.onReset).toHaveBeenCalled();
  },
};

export const Mobile: Story = {
  args: { value: { flavor: ['ranch'] } },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const Steakhouse: Story = { args: { value: { flavor: ['ranch'] } }, globals: { brand: 'steakhouse' } };
