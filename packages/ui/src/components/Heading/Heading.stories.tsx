import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Heading } from './Heading';

const meta = {
  title: 'Foundations/Heading',
  component: Heading,
  args: { children: "We've got what you're looking for" },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2 })).toBeInTheDocument();
  },
};

export const PageTitle: Story = { args: { level: 1, children: 'Find the information you need' } };

export const SmallSectionTitle: Story = { args: { level: 3, size: 'sm', children: 'Ingredients' } };

export const Centered: Story = { args: { align: 'center', children: 'Featured Products' } };

export const Steakhouse: Story = { globals: { brand: 'steakhouse' }, args: { level: 1 } };
