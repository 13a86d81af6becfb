import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FlipBlock } from './FlipBlock';

const meta = {
  title: 'Blocks/FlipBlock',
  component: FlipBlock,
  args: {
    front: '202 dressings',
    back: 'From creamy ranch to bright vinaigrettes, there is a dressing for every menu and every kitchen.',
    link: { href: '/products', label: 'See all products' },
    onFlippedChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FlipBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The claim shows; the detail is read by screen readers, and its link stays out of the tab order. */
export const Front: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Flip card' })).toHaveAttribute('aria-pressed', 'false');
    await expect(canvas.getByText(/there is a dressing for every menu/)).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'See all products' })).toHaveAttribute('tabindex', '-1');
  },
};

/** The back shows: the detail and a link that is reachable with Tab. */
export const Flipped: Story = {
  args: { defaultFlipped: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Flip card' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('link', { name: 'See all products' })).not.toHaveAttribute('tabindex');
  },
};

/** Keyboard: Tab to the flip button, Enter turns the card over, Tab reaches the link, Space turns it back. */
export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Flip card' });
    const link = canvas.getByRole('link', { name: 'See all products' });
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onFlippedChange).toHaveBeenLastCalledWith(true);
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.tab({ shift: true });
    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(link).toHaveAttribute('tabindex', '-1');
  },
};

/** A claim with no link on the back. */
export const WithoutLink: Story = {
  args: {
    front: 'Family owned since 1952',
    back: 'Three generations of one family still taste every new recipe before it ships.',
    link: undefined,
  },
};

export const Steakhouse: Story = { globals: { brand: 'steakhouse' }, args: { defaultFlipped: true } };
