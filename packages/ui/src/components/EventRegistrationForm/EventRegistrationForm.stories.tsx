import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  MSG_CAPTCHA_SOLVE_ABOVE,
  MSG_INVALID,
  MSG_PURCHASE_FAILURE,
  MSG_REGISTRATION_SUCCESS,
  MSG_SUBMITTING,
} from '@larder/domain';
import { fillFields, solveCaptcha, storyCaptcha } from '../../forms/storyHelpers';
import { EventRegistrationForm, type EventRegistrationFormProps } from './EventRegistrationForm';

const meta = {
  title: 'Forms/EventRegistrationForm',
  component: EventRegistrationForm,
  args: {
    captcha: storyCaptcha,
    onSubmit: fn<EventRegistrationFormProps['onSubmit']>(async () => undefined),
    onDone: fn(),
  },
} satisfies Meta<typeof EventRegistrationForm>;

export default meta;
type Story = StoryObj<typeof meta>;

async function fillValid(root: HTMLElement) {
  await fillFields(root, { 'First name': 'Ann', 'Last name': 'Baker', Company: "Ann's Pizza" });
  await solveCaptcha(root);
}

const register = (root: HTMLElement) =>
  userEvent.click(within(root).getByRole('button', { name: 'Register' }));

export const Default: Story = {};

export const InvalidOnBlur: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('textbox', { name: 'First name' });
    await userEvent.click(first);
    await userEvent.tab();
    await expect(first).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.queryByText('This field is required')).not.toBeInTheDocument();
  },
};

export const CaptchaMissing: Story = {
  play: async ({ canvasElement, args }) => {
    await fillFields(canvasElement, { 'First name': 'Ann', 'Last name': 'Baker', Company: "Ann's Pizza" });
    await register(canvasElement);
    await expect(within(canvasElement).getByRole('group', { name: 'Captcha' })).toHaveAccessibleDescription(
      MSG_CAPTCHA_SOLVE_ABOVE,
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Sending: Story = {
  args: {
    onSubmit: fn<EventRegistrationFormProps['onSubmit']>(() => new Promise<undefined>(() => undefined)),
  },
  play: async ({ canvasElement }) => {
    await fillValid(canvasElement);
    await register(canvasElement);
    await expect(await within(canvasElement).findByRole('button', { name: MSG_SUBMITTING })).toBeDisabled();
  },
};

export const Success: Story = {
  play: async ({ canvasElement }) => {
    await fillValid(canvasElement);
    await register(canvasElement);
    await expect(await screen.findByRole('dialog', { name: MSG_REGISTRATION_SUCCESS })).toBeInTheDocument();
  },
};

export const Failure: Story = {
  args: { onSubmit: fn<EventRegistrationFormProps['onSubmit']>(async () => Promise.reject(new Error(''))) },
  play: async ({ canvasElement }) => {
    await fillValid(canvasElement);
    await register(canvasElement);
    await expect(await screen.findByRole('dialog', { name: MSG_PURCHASE_FAILURE })).toBeInTheDocument();
  },
};

/**
 * The server refused the request with field errors (e.g. a captcha token already used): the captcha shows its
 * message, a refused name field is marked invalid by style only (spec §5), and no dialog opens.
 */
export const ServerFieldErrors: Story = {
  args: {
    onSubmit: fn<EventRegistrationFormProps['onSubmit']>(async () => ({
      captcha: MSG_CAPTCHA_SOLVE_ABOVE,
      company: MSG_INVALID,
    })),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fillValid(canvasElement);
    await register(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('group', { name: 'Captcha' })).toHaveAccessibleDescription(
        MSG_CAPTCHA_SOLVE_ABOVE,
      ),
    );
    await expect(args.onSubmit).toHaveBeenCalledWith({
      fname: 'Ann',
      lname: 'Baker',
      company: "Ann's Pizza",
      captcha: 'captcha-token',
    });
    const company = canvas.getByRole('textbox', { name: 'Company' });
    await expect(company).toHaveAttribute('aria-invalid', 'true');
    await expect(company).toHaveAccessibleDescription('');
    await expect(canvas.queryByText(MSG_INVALID)).not.toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: 'First name' })).not.toHaveAttribute('aria-invalid');
    await expect(canvas.getByRole('button', { name: 'Register' })).toBeEnabled();
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Editing the refused field clears its mark.
    await userEvent.type(company, ' LLC');
    await expect(company).not.toHaveAttribute('aria-invalid');
  },
};

export const Steakhouse: Story = { globals: { brand: 'steakhouse' } };
