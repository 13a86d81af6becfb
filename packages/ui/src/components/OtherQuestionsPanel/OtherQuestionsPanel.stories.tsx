import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { OtherQuestionsPanel } from './OtherQuestionsPanel';

const meta = {
  title: 'FAQ/OtherQuestionsPanel',
  component: OtherQuestionsPanel,
} satisfies Meta<typeof OtherQuestionsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
  },
};

export const CustomText: Story = {
  args: { children: 'Write to us and we will answer within a day.', contactLabel: 'Write to us' },
};

export const Steakhouse: Story = { globals: { brand: 'steakhouse' } };
