import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { MFG_ERRORS } from '@larder/domain';
import { MfgCodeExplainer } from './MfgCodeExplainer';

const meta = {
  title: 'FAQ/MfgCodeExplainer',
  component: MfgCodeExplainer,
  // A fixed day, so the decoded year and the future-date check never depend on the clock.
  args: { today: new Date(2026, 5, 1) },
} satisfies Meta<typeof MfgCodeExplainer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const parts = within(canvas.getByRole('list', { name: 'Parts of the code 112 24 M1 15:20' }));
    await expect(parts.getAllByRole('listitem')).toHaveLength(5);
  },
};

export const Decoded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Manufacturing code' }), '032 25 V2 08:05');
    await userEvent.click(canvas.getByRole('button', { name: 'Read code' }));
    await expect(canvas.getByText('02/01/2025 (day 32 of 2025)')).toBeVisible();
    await expect(canvas.getByText('Las Vegas (V)')).toBeVisible();
  },
};

export const InvalidCode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Manufacturing code' });
    await userEvent.type(input, '112 24 Z1 15:20{Enter}');
    await expect(input).toHaveAccessibleDescription(MFG_ERRORS.facility);
  },
};

export const WithoutDecoder: Story = { args: { decoder: false } };

export const Steakhouse: Story = { globals: { brand: 'steakhouse' } };
