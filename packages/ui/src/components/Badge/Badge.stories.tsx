import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from './Badge';

const meta = { title: 'Foundations/Badge', component: Badge } satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('New')).toBeVisible();
  },
};
export const Accent: Story = { args: { tone: 'accent', children: 'Essentials' } };
export const Neutral: Story = { args: { tone: 'neutral', children: 'Kosher' } };
export const Success: Story = { args: { tone: 'success', children: 'Gluten-Free' } };
export const Steakhouse: Story = {
  globals: { brand: 'steakhouse' },
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      <Badge />
      <Badge tone="accent">Essentials</Badge>
      <Badge tone="neutral">Kosher</Badge>
      <Badge tone="success">Gluten-Free</Badge>
    </div>
  ),
};
