import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  MSG_CAPTCHA_SOLVE,
  MSG_GENERIC_FAILURE,
  MSG_REQUIRED,
  MSG_SAMPLE_SUCCESS_TITLE,
  MSG_SELECT_OPTION,
  MSG_SENDING,
} from '@larder/domain';
import { fillFields, selectOptions, solveCaptcha, storyCaptcha } from '../../forms/storyHelpers';
import { PortionControlSampleForm, type PortionControlSampleFormProps } from './PortionControlSampleForm';

const meta = {
  title: 'Forms/PortionControlSampleForm',
  component: PortionControlSampleForm,
  args: {
    captcha: storyCaptcha,
    heading: 'Request a portion-control sample',
    onSubmit: fn<PortionControlSampleFormProps['onSubmit']>(async () => undefined),
    onDone: fn(),
  },
} satisfies Meta<typeof PortionControlSampleForm>;

export default meta;
type Story = StoryObj<typeof meta>;

async function fillValid(root: HTMLElement) {
  await fillFields(root, {
    'First name': 'Ann',
    'Last name': 'Baker',
    Email: 'ann@diner.com',
    Phone: '508-555-0100',
    Company: "Ann's Diner",
    Address: '1 Main St',
    'ZIP code': '01752',
    City: 'Marlborough',
    Website: 'annsdiner.com',
  });
  await selectOptions(root, { State: 'Massachusetts', 'Number of locations': '11+' });
  await solveCaptcha(root);
}

const submit = (root: HTMLElement) => userEvent.click(within(root).getByRole('button', { name: 'Submit' }));

export const Default: Story = {};

export const ValidationErrors: Story = {
  play: async ({ canvasElement, args }) => {
    await submit(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Website' })).toHaveAccessibleDescription(MSG_REQUIRED);
    await expect(canvas.getByRole('combobox', { name: 'Number of locations' })).toHaveAccessibleDescription(
      MSG_SELECT_OPTION,
    );
    await expect(canvas.getByRole('group', { name: 'Captcha' })).toHaveAccessibleDescription(
      MSG_CAPTCHA_SOLVE,
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Sending: Story = {
  args: {
    onSubmit: fn<PortionControlSampleFormProps['onSubmit']>(() => new Promise<undefined>(() => undefined)),
  },
  play: async ({ canvasElement }) => {
    await fillValid(canvasElement);
    await submit(canvasElement);
    await expect(await within(canvasElement).findByRole('button', { name: MSG_SENDING })).toBeDisabled();
  },
};

export const Success: Story = {
  play: async ({ canvasElement, args }) => {
    await fillValid(canvasElement);
    await submit(canvasElement);
    await expect(await screen.findByRole('dialog', { name: MSG_SAMPLE_SUCCESS_TITLE })).toBeInTheDocument();
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ locations: '11more' }));
  },
};

export const Failure: Story = {
  args: {
    onSubmit: fn<PortionControlSampleFormProps['onSubmit']>(async () => Promise.reject(new Error('500'))),
  },
  play: async ({ canvasElement }) => {
    await fillValid(canvasElement);
    await submit(canvasElement);
    await expect(await screen.findByRole('dialog', { name: MSG_GENERIC_FAILURE })).toBeInTheDocument();
  },
};

export const ServerFieldErrors: Story = {
  args: {
    onSubmit: fn<PortionControlSampleFormProps['onSubmit']>(async () => ({
      zip: 'ZIP code must be exactly 5 digits',
    })),
  },
  play: async ({ canvasElement }) => {
    await fillValid(canvasElement);
    await submit(canvasElement);
    await waitFor(() =>
      expect(within(canvasElement).getByRole('textbox', { name: 'ZIP code' })).toHaveAccessibleDescription(
        'ZIP code must be exactly 5 digits',
      ),
    );
  },
};

export const Steakhouse: Story = { globals: { brand: 'steakhouse' } };
