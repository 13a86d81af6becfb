import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { pickledOnions } from '../RecipeTile/fixtures';
import { PlusOneTile, type PlusOneTileProps } from './PlusOneTile';

const meta = {
  title: 'Catalogue/PlusOneTile',
  component: PlusOneTile,
  args: { plusOne: pickledOnions, onSelect: fn() as PlusOneTileProps['onSelect'] },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 260 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PlusOneTile>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Quick Pickled Red Onions' wraps into 'Quick', 'Pickled Red', 'Onions'. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Quick Pickled Red Onions' }));
    await expect(args.onSelect).toHaveBeenCalledWith(pickledOnions);
  },
};

/** A short title stays on one line. */
export const ShortTitle: Story = { args: { plusOne: { ...pickledOnions, title: 'Pesto' } } };

/** No picture: 'No image data'. */
export const NoImage: Story = { args: { plusOne: { ...pickledOnions, image: '' } } };

/** The tile chosen last: outlined and marked as the current one (`aria-current`); choosing it again still works. */
export const Selected: Story = {
  args: { selected: true },
  play: async ({ canvasElement, args }) => {
    const tile = within(canvasElement).getByRole('button', { name: 'Quick Pickled Red Onions' });
    await expect(tile).toHaveAttribute('aria-current', 'true');
    await expect(tile).not.toHaveAttribute('aria-pressed');
    await expect(getComputedStyle(tile).outlineStyle).toBe('solid');
    await userEvent.click(tile);
    await expect(args.onSelect).toHaveBeenCalledWith(pickledOnions);
  },
};

export const Steakhouse: Story = {
  globals: { brand: 'steakhouse' },
  decorators: [
    (Story) => (
      <div style={{ display: 'grid', gap: 24 }}>
        <Story />
      </div>
    ),
  ],
  render: (args) => (
    <>
      <PlusOneTile {...args} />
      <PlusOneTile {...args} plusOne={{ ...pickledOnions, id: 'pesto', title: 'Pesto' }} selected />
    </>
  ),
};
