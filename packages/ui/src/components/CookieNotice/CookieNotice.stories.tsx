import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CookieNotice } from './CookieNotice';

const meta = {
  title: 'Shell/CookieNotice',
  component: CookieNotice,
  args: { onAccept: fn(), position: 'static' },
} satisfies Meta<typeof CookieNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Cookie notice' })).toBeVisible();
  },
};

export const Accepting: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Accept' }));
    await expect(args.onAccept).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('region', { name: 'Cookie notice' })).not.toBeInTheDocument();
  },
};

export const Accepted: Story = { args: { open: false } };

export const Floating: Story = { args: { position: 'fixed' } };

export const Steakhouse: Story = { globals: { brand: 'steakhouse' } };
