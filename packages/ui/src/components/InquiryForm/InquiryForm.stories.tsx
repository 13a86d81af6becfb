import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  MSG_CAPTCHA_RECAPTCHA,
  MSG_EMAIL,
  MSG_INQUIRY_SUCCESS_TEXT,
  MSG_INQUIRY_SUCCESS_TITLE,
  MSG_PURCHASE_FAILURE,
  MSG_REQUIRED,
  MSG_SENDING,
  MSG_VALID_URL,
  MSG_ZIP_LENGTH,
  maxCharsMessage,
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

/** Replaces a field's text with a long value at once (typing hundreds of characters one by one only slows the play). */
async function replaceWith(field: HTMLElement, value: string) {
  await userEvent.clear(field);
  await userEvent.click(field);
  await userEvent.paste(value);
}

/** ZIP (spec §5): digits only, exactly 5, 'ZIP code must be exactly 5 digits'; the lookup waits for the fifth. */
export const ZipCodeRule: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const zip = canvas.getByRole('textbox', { name: 'ZIP code' });
    await userEvent.type(zip, '01a7-5');
    await expect(zip).toHaveValue('0175');
    await submit(canvasElement);
    await expect(zip).toHaveAccessibleDescription(MSG_ZIP_LENGTH);
    await expect(args.lookupZip).not.toHaveBeenCalled();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(zip, '2');
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'City' })).toHaveValue('Marlborough'));
    await expect(args.lookupZip).toHaveBeenCalledWith('01752');
    await expect(zip).toHaveAccessibleDescription('');
    await expect(zip).not.toHaveAttribute('aria-invalid');
  },
};

/** Company website (spec §5): optional, a domain or an http(s) URL ('Please enter a valid URL'), at most 1000. */
export const CompanyWebsiteRule: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const website = canvas.getByRole('textbox', { name: 'Company website' });
    await userEvent.type(website, 'annsdiner');
    await userEvent.tab();
    await expect(website).toHaveAccessibleDescription(MSG_VALID_URL);
    await userEvent.clear(website);
    await expect(website).not.toHaveAttribute('aria-invalid');
    await replaceWith(website, 'ftp://annsdiner.com');
    await expect(website).toHaveAccessibleDescription(MSG_VALID_URL);
    await replaceWith(website, `https://annsdiner.com/${'m'.repeat(979)}`);
    await expect(website).toHaveAccessibleDescription(maxCharsMessage(1000));
    await replaceWith(website, 'annsdiner.com');
    await expect(website).not.toHaveAttribute('aria-invalid');
    await replaceWith(website, 'https://www.annsdiner.com/menu');
    await expect(website).not.toHaveAttribute('aria-invalid');
    await userEvent.type(website, ' now');
    await expect(website).toHaveAccessibleDescription(MSG_VALID_URL);
  },
};

/** Full name (spec §5, §9): required, 3 to 500 characters. */
export const FullNameLength: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByRole('textbox', { name: 'Full name' });
    await userEvent.type(name, 'Al');
    await userEvent.tab();
    await expect(name).toHaveAccessibleDescription(minCharsMessage(3));
    await userEvent.type(name, 'i');
    await expect(name).not.toHaveAttribute('aria-invalid');
    await replaceWith(name, 'A'.repeat(500));
    await expect(name).not.toHaveAttribute('aria-invalid');
    await userEvent.type(name, 'n');
    await expect(name).toHaveAccessibleDescription(maxCharsMessage(500));
    await userEvent.clear(name);
    await expect(name).toHaveAccessibleDescription(MSG_REQUIRED);
    await submit(canvasElement);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Email (spec §5): required, lowercase letters, digits and ._%+- before @, a domain, a suffix of 2+; at most 200. */
export const EmailRule: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.click(email);
    await userEvent.tab();
    await expect(email).toHaveAccessibleDescription(MSG_REQUIRED);
    await userEvent.type(email, 'ann@diner');
    await expect(email).toHaveAccessibleDescription(MSG_EMAIL);
    await userEvent.type(email, '.c');
    await expect(email).toHaveAccessibleDescription(MSG_EMAIL);
    await userEvent.type(email, 'om');
    await expect(email).not.toHaveAttribute('aria-invalid');
    await replaceWith(email, 'Ann@Diner.com');
    await expect(email).toHaveAccessibleDescription(MSG_EMAIL);
    // 191 + '@diner.com' = 201 characters, otherwise valid.
    await replaceWith(email, `${'a'.repeat(191)}@diner.com`);
    await expect(email).toHaveAccessibleDescription(maxCharsMessage(200));
    // 200 characters is still allowed.
    await replaceWith(email, `${'a'.repeat(190)}@diner.com`);
    await expect(email).not.toHaveAttribute('aria-invalid');
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
