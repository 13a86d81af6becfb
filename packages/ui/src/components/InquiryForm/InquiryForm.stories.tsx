import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  MSG_CAPTCHA_RECAPTCHA,
  MSG_INQUIRY_SUCCESS_TEXT,
  MSG_INQUIRY_SUCCESS_TITLE,
  MSG_PURCHASE_FAILURE,
  MSG_REQUIRED,
  MSG_SENDING,
  minCharsMessage,
} from '@larder/domain';
import { fillFields, solveCaptcha, storyCaptcha } from '../../forms/storyHelpers';
import type { ZipLookupResult } from '../ZipField';
import { InquiryForm, type InquiryProduct, type InquiryFormProps } from './InquiryForm';

const products: InquiryProduct[] = [
  { id: 'p-ke1001', name: 'Buttermilk Ranch Dressing', productCode: 'KE1001' },
  { id: 'p-ke2001', name: 'Roman Caesar Dressing', productCode: 'KE2001' },
];

const lookupZip = fn(async (): Promise<ZipLookupResult> => ({
  success: true,
  city: 'Marlborough',
  state: 'MA',
  cityFound: true,
  error: null,
  errorType: null,
}));

const meta = {
  title: 'Forms/InquiryForm',
  component: InquiryForm,
  args: {
    variant: 'locator',
    captcha: storyCaptcha,
    lookupZip,
    products,
    onSubmit: fn<InquiryFormProps['onSubmit']>(async () => undefined),
    onDone: fn(),
  },
} satisfies Meta<typeof InquiryForm>;

export default meta;
type Story = StoryObj<typeof meta>;

async function fillValid(root: HTMLElement) {
  const canvas = within(root);
  await userEvent.type(canvas.getByRole('textbox', { name: 'ZIP code' }), '01752');
  await waitFor(() => expect(canvas.getByRole('textbox', { name: 'City' })).toHaveValue('Marlborough'), {
    // The lookup is debounced 500 ms; a loaded machine needs more than waitFor's default 1 s.
    timeout: 5000,
  });
  await fillFields(root, {
    Company: "Ann's Diner",
    'Full name': 'Ann Baker',
    Email: 'ann@diner.com',
    Phone: '508-555-0100',
    Message: 'Where can I buy ranch near me?',
  });
  await solveCaptcha(root);
}

const submit = (root: HTMLElement) => userEvent.click(within(root).getByRole('button', { name: 'Submit' }));

export const Default: Story = {};

export const ValidationErrors: Story = {
  args: { variant: 'commerce' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Message' }), 'Hi');
    await submit(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'ZIP code' })).toHaveAccessibleDescription(MSG_REQUIRED);
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toHaveAccessibleDescription(
      minCharsMessage(10),
    );
    await expect(canvas.getByRole('group', { name: 'Products' })).toHaveAccessibleDescription(MSG_REQUIRED);
    await expect(canvas.getByRole('group', { name: 'Captcha' })).toHaveAccessibleDescription(
      MSG_CAPTCHA_RECAPTCHA,
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const PrefilledProduct: Story = {
  args: { variant: 'availability', initialValues: { products: [{ id: 'p-ke2001' }] } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('checkbox', { name: 'Roman Caesar Dressing (KE2001)' }),
    ).toBeChecked();
  },
};

export const Sending: Story = {
  args: { onSubmit: fn<InquiryFormProps['onSubmit']>(() => new Promise<undefined>(() => undefined)) },
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
    const dialog = await screen.findByRole('dialog', { name: MSG_INQUIRY_SUCCESS_TITLE });
    await expect(dialog).toHaveAccessibleDescription(MSG_INQUIRY_SUCCESS_TEXT);
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        zip: '01752',
        city: 'Marlborough',
        state: 'MA',
        inquirySource: 'locatorForm',
      }),
    );
  },
};

export const ErrorWithMessage: Story = {
  args: {
    onSubmit: fn<InquiryFormProps['onSubmit']>(async () =>
      Promise.reject(new Error('Too many requests, try again in a minute.')),
    ),
  },
  play: async ({ canvasElement }) => {
    await fillValid(canvasElement);
    await submit(canvasElement);
    await expect(
      await screen.findByRole('dialog', { name: 'Too many requests, try again in a minute.' }),
    ).toBeInTheDocument();
  },
};

export const ErrorWithoutMessage: Story = {
  args: { onSubmit: fn<InquiryFormProps['onSubmit']>(async () => Promise.reject(new Error(''))) },
  play: async ({ canvasElement }) => {
    await fillValid(canvasElement);
    await submit(canvasElement);
    await expect(await screen.findByRole('dialog', { name: MSG_PURCHASE_FAILURE })).toBeInTheDocument();
  },
};

export const ServerFieldErrors: Story = {
  args: {
    onSubmit: fn<InquiryFormProps['onSubmit']>(async () => ({ companyWebsite: 'Please enter a valid URL' })),
  },
  play: async ({ canvasElement }) => {
    await fillValid(canvasElement);
    await submit(canvasElement);
    await waitFor(() =>
      expect(
        within(canvasElement).getByRole('textbox', { name: 'Company website' }),
      ).toHaveAccessibleDescription('Please enter a valid URL'),
    );
  },
};

export const Steakhouse: Story = { globals: { brand: 'steakhouse' } };
