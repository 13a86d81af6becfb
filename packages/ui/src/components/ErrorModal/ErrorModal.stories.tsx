import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { MSG_GENERIC_FAILURE } from '@larder/domain';
import { ErrorModal } from './ErrorModal';

const meta = {
  title: 'Dialogs/ErrorModal',
  component: ErrorModal,
  args: {
    errors: ['Failed to load home page content', { msg: 'Request failed with status 503' }],
    onClear: fn(),
  },
  render: function Render(args) {
    const [errors, setErrors] = useState(args.errors);
    return (
      <ErrorModal
        {...args}
        errors={errors}
        onClear={() => {
          args.onClear();
          setErrors([]);
        }}
      />
    );
  },
} satisfies Meta<typeof ErrorModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: MSG_GENERIC_FAILURE });
    const items = within(dialog).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      'Failed to load home page content',
      'Request failed with status 503',
    ]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onClear).toHaveBeenCalledTimes(1);
  },
};

export const NoErrors: Story = {
  args: { errors: [] },
  play: async () => {
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

export const Steakhouse: Story = { globals: { brand: 'steakhouse' } };
