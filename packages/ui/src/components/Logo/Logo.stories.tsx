import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Logo } from './Logo';

const meta = {
  title: 'Shell/Logo',
  component: Logo,
  args: { brandName: "Marlow's Foodservice" },
} satisfies Meta<typeof Logo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('img', { name: "Marlow's Foodservice" }),
    ).toBeInTheDocument();
  },
};
export const Small: Story = { args: { size: 'sm' } };
export const Steakhouse: Story = {
  globals: { brand: 'steakhouse' },
  args: { brandName: "Marlow's Steakhouse" },
};
