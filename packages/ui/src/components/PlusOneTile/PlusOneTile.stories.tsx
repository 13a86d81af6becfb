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
