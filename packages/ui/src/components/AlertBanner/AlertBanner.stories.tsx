import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AlertBanner } from './AlertBanner';

const meta = {
  title: 'Shell/AlertBanner',
  component: AlertBanner,
  args: { onOpenChange: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AlertBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Important Updates' })).toHaveAttribute(
      'href',
      '/coronavirus',
    );
    await expect(
      canvas.getByText('With the growing impact of the coronavirus, customers remain our priority.'),
    ).toBeVisible();
  },
};

export const Closing: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Close alert' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(canvas.queryByRole('region', { name: 'Alert' })).not.toBeInTheDocument();
  },
};

export const Closed: Story = { args: { open: false } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };

export const Steakhouse: Story = { globals: { brand: 'steakhouse' } };
