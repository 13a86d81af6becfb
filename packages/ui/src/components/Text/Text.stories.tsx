import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Text } from './Text';

const meta = {
  title: 'Foundations/Text',
  component: Text,
  args: { children: 'All requests are subject to review and approval.' },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText('All requests are subject to review and approval.');
    await expect(text.tagName).toBe('P');
  },
};
export const Muted: Story = { args: { tone: 'muted', size: 'sm' } };
export const Danger: Story = { args: { tone: 'danger', children: 'Product is Past Its Expiration Date' } };
export const Success: Story = { args: { tone: 'success', children: 'Available' } };
export const Steakhouse: Story = {
  globals: { brand: 'steakhouse' },
  render: (args) => (
    <>
      <Text {...args} />
      <Text {...args} tone="muted" />
      <Text {...args} tone="danger" />
      <Text {...args} tone="success" />
    </>
  ),
};
