import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DateCodeHelp } from './DateCodeHelp';

const meta = {
  title: 'FAQ/DateCodeHelp',
  component: DateCodeHelp,
  args: { productsHref: (value) => `/products?package=${value}`, onChange: fn() },
} satisfies Meta<typeof DateCodeHelp>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NothingChosen: Story = {};

export const Gallon: Story = { args: { defaultValue: 'gallon' } };

export const Pouch: Story = { args: { defaultValue: 'pouch' } };

export const ChooseCup: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Cup' }));
    await expect(canvas.getByRole('button', { name: 'Cup' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('link', { name: 'View all cup products' })).toHaveAttribute(
      'href',
      '/products?package=cup',
    );
    await expect(args.onChange).toHaveBeenCalledWith('cup');
  },
};

export const Steakhouse: Story = { args: { defaultValue: 'cup' }, globals: { brand: 'steakhouse' } };
