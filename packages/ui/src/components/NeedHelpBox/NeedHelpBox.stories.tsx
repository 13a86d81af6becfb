import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NeedHelpBox } from './NeedHelpBox';

const meta = {
  title: 'FAQ/NeedHelpBox',
  component: NeedHelpBox,
} satisfies Meta<typeof NeedHelpBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: '(508) 555-0142' })).toHaveAttribute(
      'href',
      'tel:+15085550142',
    );
  },
};

export const NotFloating: Story = { args: { floating: false } };

export const Steakhouse: Story = { globals: { brand: 'steakhouse' } };
