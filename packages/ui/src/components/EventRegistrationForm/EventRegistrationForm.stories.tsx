import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import {
  MSG_CAPTCHA_SOLVE_ABOVE,
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

export const Steakhouse: Story = { globals: { brand: 'steakhouse' } };
