import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  MSG_CAPTCHA_RECAPTCHA,
  MSG_INQUIRY_SUCCESS_TITLE,
  MSG_PURCHASE_FAILURE,
  MSG_REQUIRED,
  MSG_SENDING,
  MSG_ZIP_LENGTH,
} from '@larder/domain';
import { describeConformance } from '../../test/conformance';
import { renderWithProviders } from '../../test/render';
import { fillFields, solveCaptcha, storyCaptcha } from '../../forms/storyHelpers';
import type { ZipLookupResult } from '../ZipField';
import { InquiryForm, type InquiryFormProps } from './InquiryForm';

vi.mock('altcha', () => ({}));

const products = [
  { id: 'p-ke1001', name: 'Buttermilk Ranch Dressing', productCode: 'KE1001' },
  { id: 'p-ke2001', name: 'Roman Caesar Dressing', productCode: 'KE2001' },
];
const lookupZip = async (): Promise<ZipLookupResult> => ({
  success: true,
  city: 'Marlborough',
  state: 'MA',
  cityFound: true,
  error: null,
  errorType: null,
});

describeConformance(InquiryForm, {
  name: 'InquiryForm',
  props: { variant: 'locator', captcha: storyCaptcha, lookupZip, products, onSubmit: async () => undefined },
  refType: HTMLFormElement,
});

function setup(props: Partial<InquiryFormProps> = {}) {
  // Radix sets pointer-events on the body while a modal opens; with fake timers the check sees it too early.
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime, pointerEventsCheck: 0 });
  renderWithProviders(
    <InquiryForm
      variant="locator"
      captcha={storyCaptcha}
      lookupZip={lookupZip}
      products={products}
      onSubmit={async () => undefined}
      {...props}
    />,
  );
  return user;
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: 'ZIP code' }), '01752');
  await act(async () => {
    await vi.advanceTimersByTimeAsync(500);
  });
  expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('Marlborough');
  await fillFields(
    document.body,
    {
      Company: 'Diner',
      'Full name': 'Ann Baker',
      Email: 'ann@diner.com',
      Phone: '5085550100',
      Message: 'Where can I buy it?',
    },
    user,
  );
  await user.click(screen.getByRole('checkbox', { name: 'Buttermilk Ranch Dressing (KE1001)' }));
  await solveCaptcha(document.body);
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('InquiryForm', { timeout: 20000 }, () => {
  it('submitted empty, shows the schema messages and sends nothing', async () => {
    const onSubmit = vi.fn();
    const user = setup({ onSubmit, variant: 'commerce' });
    await user.type(screen.getByRole('textbox', { name: 'ZIP code' }), '123');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('textbox', { name: 'ZIP code' })).toHaveAccessibleDescription(MSG_ZIP_LENGTH);
    expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveAccessibleDescription(MSG_REQUIRED);
    expect(screen.getByRole('group', { name: 'Products' })).toHaveAccessibleDescription(MSG_REQUIRED);
    expect(screen.getByRole('group', { name: 'Captcha' })).toHaveAccessibleDescription(MSG_CAPTCHA_RECAPTCHA);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the payload with products as ids and the inquiry source, then the success modal; closing clears', async () => {
    let resolve: () => void = () => undefined;
    const onSubmit = vi.fn(() => new Promise<undefined>((r) => (resolve = () => r(undefined))));
    const onDone = vi.fn();
    const user = setup({ onSubmit, onDone, variant: 'availability' });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('button', { name: MSG_SENDING })).toBeDisabled();
    expect(onSubmit).toHaveBeenCalledWith({
      zip: '01752',
      city: 'Marlborough',
      state: 'MA',
      products: [{ id: 'p-ke1001' }],
      company: 'Diner',
      fullName: 'Ann Baker',
      email: 'ann@diner.com',
      phone: '5085550100',
      message: 'Where can I buy it?',
      captcha: 'captcha-token',
      inquirySource: 'availabilityForm',
    });
    resolve();
    const dialog = await screen.findByRole('dialog', { name: MSG_INQUIRY_SUCCESS_TITLE });
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('textbox', { name: 'ZIP code' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Company' })).toHaveValue('');
  });

  it('on failure, shows the error text, else the fallback text', async () => {
    const onSubmit = vi
      .fn()
      .mockRejectedValueOnce(new Error('Too many requests'))
      .mockRejectedValueOnce(new Error(''));
    const user = setup({ onSubmit });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const first = await screen.findByRole('dialog', { name: 'Too many requests' });
    await user.click(within(first).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: 'Company' })).toHaveValue('Diner');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('dialog', { name: MSG_PURCHASE_FAILURE })).toBeInTheDocument();
  });

  it('given a product in initialValues, ticks it', () => {
    setup({ initialValues: { products: [{ id: 'p-ke2001' }] } });
    expect(screen.getByRole('checkbox', { name: 'Roman Caesar Dressing (KE2001)' })).toBeChecked();
  });
});
