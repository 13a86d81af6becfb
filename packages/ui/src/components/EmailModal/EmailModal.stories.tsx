import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  MSG_EMAIL,
  MSG_EMAIL_SENT,
  MSG_EMAIL_SENT_FAQ,
  MSG_GENERIC_FAILURE,
  MSG_REQUIRED,
} from '@larder/domain';
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

export const Steakhouse: Story = { globals: { brand: 'steakhouse' } };
