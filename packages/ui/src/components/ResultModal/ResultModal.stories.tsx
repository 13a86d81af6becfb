import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { MSG_GENERIC_FAILURE, MSG_SAMPLE_SUCCESS_TEXT, MSG_SAMPLE_SUCCESS_TITLE } from '@larder/domain';
import { ResultModal } from './ResultModal';

const meta = {
  title: 'Dialogs/ResultModal',
  component: ResultModal,
  args: {
    defaultOpen: true,
    title: MSG_SAMPLE_SUCCESS_TITLE,
    text: MSG_SAMPLE_SUCCESS_TEXT,
    onOpenChange: fn(),
  },
} satisfies Meta<typeof ResultModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: MSG_SAMPLE_SUCCESS_TITLE });
    await expect(dialog).toHaveAccessibleDescription(MSG_SAMPLE_SUCCESS_TEXT);
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const Failure: Story = {
  args: { variant: 'error', title: MSG_GENERIC_FAILURE, text: undefined },
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: MSG_GENERIC_FAILURE })).toHaveAttribute(
      'data-variant',
      'error',
    );
  },
};

export const Steakhouse: Story = { globals: { brand: 'steakhouse' } };
