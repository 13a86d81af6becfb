import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SearchBox } from './SearchBox';

const meta = {
  title: 'Search/SearchBox',
  component: SearchBox,
  args: { onSearch: fn(), onSubmit: fn() },
} satisfies Meta<typeof SearchBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('searchbox', { name: 'Search' });
    await expect(box).toHaveAttribute('placeholder', 'What can we get you today?');
    await userEvent.type(box, 'ranch{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('ranch');
  },
};

export const Debounced: Story = {
  args: { delay: 200 },
  play: async ({ canvasElement, args }) => {
    await userEvent.type(within(canvasElement).getByRole('searchbox'), 'caesar');
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledWith('caesar'));
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
  },
};

export const RequireText: Story = {
  args: { requireText: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Submit search' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const NoResultsPage: Story = {
  args: { placeholder: 'What are you looking for?', defaultValue: 'xyz' },
};

export const Steakhouse: Story = { ...Default, globals: { brand: 'steakhouse' } };
