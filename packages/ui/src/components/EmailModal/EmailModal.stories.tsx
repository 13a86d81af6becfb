import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  MSG_EMAIL,
  MSG_EMAIL_SENT,
  MSG_EMAIL_SENT_FAQ,
  MSG_GENERIC_FAILURE,
  MSG_REQUIRED,
} from '@larder/domain';
import { Button } from '../Button';
import { EmailModal, type EmailModalProps } from './EmailModal';

const meta = {
  title: 'Dialogs/EmailModal',
  component: EmailModal,
  args: {
    defaultOpen: true,
    description: 'Smoky Chipotle Ranch',
    onSend: fn<EmailModalProps['onSend']>(async () => undefined),
    onOpenChange: fn(),
  },
} satisfies Meta<typeof EmailModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const ValidationErrors: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Email it' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    const email = within(dialog).getByRole('textbox', { name: 'Email address' });
    await expect(email).toHaveAccessibleDescription(MSG_REQUIRED);
    await userEvent.type(email, 'Chef@Diner');
    await expect(email).toHaveAccessibleDescription(MSG_EMAIL);
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

export const Sending: Story = {
  args: { onSend: fn<EmailModalProps['onSend']>(() => new Promise<void>(() => undefined)) },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Email it' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Email address' }), 'chef@diner.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await expect(
      await within(dialog).findByRole('button', { name: 'Sending, please wait...' }),
    ).toBeDisabled();
  },
};

export const Success: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Email it' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Email address' }), 'chef@diner.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await expect(await within(dialog).findByRole('status')).toHaveTextContent(MSG_EMAIL_SENT);
    await expect(args.onSend).toHaveBeenCalledWith('chef@diner.com');
  },
};

export const SuccessOnFaq: Story = {
  args: { successText: MSG_EMAIL_SENT_FAQ },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Email it' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Email address' }), 'chef@diner.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await expect(await within(dialog).findByRole('status')).toHaveTextContent(MSG_EMAIL_SENT_FAQ);
  },
};

export const Failure: Story = {
  args: { onSend: fn<EmailModalProps['onSend']>(async () => Promise.reject(new Error('502'))) },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Email it' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Email address' }), 'chef@diner.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent(MSG_GENERIC_FAILURE));
  },
};

export const ServerFieldErrors: Story = {
  args: {
    onSend: fn<EmailModalProps['onSend']>(async () => ({ email: 'This address cannot receive mail' })),
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Email it' });
    const email = within(dialog).getByRole('textbox', { name: 'Email address' });
    await userEvent.type(email, 'chef@diner.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription('This address cannot receive mail'));
    await expect(within(dialog).queryByText(MSG_GENERIC_FAILURE)).not.toBeInTheDocument();
  },
};

/** The modal as a page uses it: a button opens it and the page holds the open state. */
function WithTrigger(args: EmailModalProps) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Email this recipe</Button>
      <EmailModal
        {...args}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          args.onOpenChange?.(next);
        }}
      />
    </>
  );
}

/**
 * After success the text stays for 4 seconds, then the modal closes itself and the address is cleared, so it
 * opens empty next time (spec §4, §9). The play waits the real 4 seconds.
 */
export const AutoCloseAfterSuccess: Story = {
  render: (args) => <WithTrigger {...args} />,
  play: async ({ args, canvasElement }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Email it' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Email address' }), 'chef@diner.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await expect(await within(dialog).findByRole('status')).toHaveTextContent(MSG_EMAIL_SENT);
    await expect(args.onSend).toHaveBeenCalledWith('chef@diner.com');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Email it' })).not.toBeInTheDocument(), {
      timeout: 8000,
    });
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Email this recipe' }));
    const reopened = await screen.findByRole('dialog', { name: 'Email it' });
    await expect(within(reopened).getByRole('textbox', { name: 'Email address' })).toHaveValue('');
    await expect(within(reopened).queryByRole('status')).not.toBeInTheDocument();
    await expect(args.onSend).toHaveBeenCalledTimes(1);
  },
};

export const Steakhouse: Story = { globals: { brand: 'steakhouse' } };
