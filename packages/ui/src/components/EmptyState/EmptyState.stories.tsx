import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { EmptyState } from './EmptyState';

const meta = { title: 'Foundations/EmptyState', component: EmptyState } satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Sorry, no results were found');
  },
};

const onReset = fn();

export const WithReset: Story = {
  args: {
    action: (
      <Button variant="secondary" onClick={onReset}>
        Reset filters
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Reset filters' }));
    await expect(onReset).toHaveBeenCalled();
  },
};

export const SearchNoResults: Story = {
  args: {
    title: 'Sorry, no results were found.',
    children: 'Make sure the spelling is correct or try using a simpler keywords.',
  },
};

export const Steakhouse: Story = { ...WithReset, globals: { brand: 'steakhouse' } };
