import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Loading } from './Loading';

const meta = { title: 'Foundations/Loading', component: Loading } satisfies Meta<typeof Loading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading...');
  },
};
export const Inline: Story = { args: { inline: true } };
export const CustomLabel: Story = { args: { label: 'Loading ...' } };
export const Steakhouse: Story = { globals: { brand: 'steakhouse' } };
