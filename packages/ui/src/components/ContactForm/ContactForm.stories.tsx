import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  MSG_CAPTCHA_SOLVE_ABOVE,
  MSG_CONTACT_SUCCESS_TEXT,
  MSG_CONTACT_SUCCESS_TITLE,
  MSG_EMAIL,
  MSG_GENERIC_FAILURE,
  MSG_REQUIRED,
  MSG_SUBMITTING,
} from '@larder/domain';
import { fillFields, selectOptions, solveCaptcha, storyCaptcha } from '../../forms/storyHelpers';
import { ContactForm, type ContactFormProps } from './ContactForm';

const meta = {
  title: 'Forms/ContactForm',
  component: ContactForm,
  args: {
    captcha: storyCaptcha,
    onSubmit: fn<ContactFormProps['onSubmit']>(async () => undefined),
    onDone: fn(),
  },
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

async function fillValid(root: HTMLElement) {
  await fillFields(root, {
    Name: 'Ann Baker',
    Company: "Ann's Diner",
    Email: 'ann@diner.com',
    City: 'Boston',
    Message: 'Do you ship to Boston?',
  });
  await selectOptions(root, { State: 'Massachusetts' });
  await solveCaptcha(root);
}

export const Default: Story = {};

export const ValidationErrors: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(MSG_REQUIRED);
    await expect(canvas.getByRole('textbox', { name: 'Phone (optional)' })).not.toHaveAttribute(
      'aria-invalid',
    );
    await expect(canvas.getByRole('group', { name: 'Captcha' })).toHaveAccessibleDescription(
      MSG_CAPTCHA_SOLVE_ABOVE,
    );
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'ann@diner');
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(MSG_EMAIL);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Sending: Story = {
  args: { onSubmit: fn<ContactFormProps['onSubmit']>(() => new Promise<undefined>(() => undefined)) },
  play: async ({ canvasElement }) => {
    await fillValid(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Submit' }));
    await expect(await within(canvasElement).findByRole('button', { name: MSG_SUBMITTING })).toBeDisabled();
  },
};

export const Success: Story = {
  play: async ({ canvasElement, args }) => {
    await fillValid(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('dialog', { name: MSG_CONTACT_SUCCESS_TITLE });
    await expect(dialog).toHaveAccessibleDescription(MSG_CONTACT_SUCCESS_TEXT);
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ fname: 'Ann Baker', state: 'MA', captcha: 'captcha-token' }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(args.onDone).toHaveBeenCalledTimes(1));
    await expect(within(canvasElement).getByRole('textbox', { name: 'Name' })).toHaveValue('');
  },
};

export const Failure: Story = {
  args: {
    onSubmit: fn<ContactFormProps['onSubmit']>(async () => Promise.reject(new Error('Network error'))),
  },
  play: async ({ canvasElement }) => {
    await fillValid(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Submit' }));
    await expect(await screen.findByRole('dialog', { name: MSG_GENERIC_FAILURE })).toBeInTheDocument();
  },
};

export const ServerFieldErrors: Story = {
  args: { onSubmit: fn<ContactFormProps['onSubmit']>(async () => ({ email: 'This address was refused' })) },
  play: async ({ canvasElement }) => {
    await fillValid(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
        'This address was refused',
      ),
    );
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

export const Steakhouse: Story = { globals: { brand: 'steakhouse' } };
