import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { VisuallyHidden } from './VisuallyHidden';

const meta = {
  title: 'Foundations/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: 'opens in a new tab' },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => (
    <a href="https://www.marlows-retail.example/">
      Marlow&apos;s Retail <VisuallyHidden {...args} />
    </a>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: "Marlow's Retail opens in a new tab" });
    const hidden = within(link).getByText('opens in a new tab');
    await expect(hidden.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};
