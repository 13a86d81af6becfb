import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { MSG_EMAIL_SENT_FAQ, MSG_GENERIC_FAILURE, MSG_SELECT_ITEMS } from '@larder/domain';
import { ProductEmailModal, type ProductEmailModalProps } from './ProductEmailModal';

const meta = {
  title: 'Dialogs/ProductEmailModal',
  component: ProductEmailModal,
  args: {
    defaultOpen: true,
    description: 'Buttermilk Ranch Dressing (KE1001)',
    onSend: fn<ProductEmailModalProps['onSend']>(async () => undefined),
    onOpenChange: fn(),
  },
} satisfies Meta<typeof ProductEmailModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogName = 'Email product information';

export const Default: Story = {};

export const NothingSelected: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: dialogName });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Email address' }), 'chef@diner.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    const group = within(dialog).getByRole('group', { name: 'Attachments' });
    await expect(group).toHaveAccessibleDescription(MSG_SELECT_ITEMS);
    await userEvent.click(within(group).getByRole('checkbox', { name: 'Case image' }));
    await waitFor(() => expect(within(dialog).queryByText(MSG_SELECT_ITEMS)).not.toBeInTheDocument());
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

export const OnlySomeFiles: Story = { args: { files: ['pdf', 'case'] } };

export const Sending: Story = {
  args: { onSend: fn<ProductEmailModalProps['onSend']>(() => new Promise<void>(() => undefined)) },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: dialogName });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Email address' }), 'chef@diner.com');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Spec sheet (PDF)' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await expect(
      await within(dialog).findByRole('button', { name: 'Sending, please wait...' }),
    ).toBeDisabled();
  },
};

export const Success: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: dialogName });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Email address' }), 'chef@diner.com');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Spec sheet (PDF)' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Each image' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await expect(await within(dialog).findByRole('status')).toHaveTextContent(MSG_EMAIL_SENT_FAQ);
    await expect(args.onSend).toHaveBeenCalledWith(
      expect.objectContaining({ email: 'chef@diner.com', pdf: true, each: true }),
    );
  },
};

export const Failure: Story = {
  args: { onSend: fn<ProductEmailModalProps['onSend']>(async () => Promise.reject(new Error('502'))) },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: dialogName });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Email address' }), 'chef@diner.com');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Case image' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent(MSG_GENERIC_FAILURE));
  },
};

export const Steakhouse: Story = { globals: { brand: 'steakhouse' } };
