import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  MSG_CAPTCHA_SOLVE_ABOVE,
  MSG_CONTACT_SUCCESS_TEXT,
  MSG_CONTACT_SUCCESS_TITLE,
  MSG_GENERIC_FAILURE,
  MSG_REQUIRED,
  MSG_SUBMITTING,
} from '@larder/domain';
import { describeConformance } from '../../test/conformance';
import { renderWithProviders } from '../../test/render';
import { fillFields, selectOptions, solveCaptcha, storyCaptcha } from '../../forms/storyHelpers';
import { ContactForm } from './ContactForm';

vi.mock('altcha', () => ({}));

describeConformance(ContactForm, {
  name: 'ContactForm',
  props: { captcha: storyCaptcha, onSubmit: async () => undefined },
  refType: HTMLFormElement,
});

async function fillValid() {
  await fillFields(
    document.body,
    {
      Name: 'Ann Baker',
      Company: "Ann's Diner",
      Email: 'ann@diner.com',
      City: 'Boston',
      Message: 'Do you ship to Boston?',
    },
    userEvent,
  );
  await selectOptions(document.body, { State: 'Massachusetts' }, userEvent);
  await solveCaptcha(document.body);
}

describe('ContactForm', { timeout: 20000 }, () => {
  it('submitted empty, marks every required field and the captcha and sends nothing', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<ContactForm captcha={storyCaptcha} onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    for (const name of ['Name', 'Company', 'Email', 'City', 'Message']) {
      expect(screen.getByRole('textbox', { name })).toHaveAccessibleDescription(MSG_REQUIRED);
    }
    expect(screen.getByRole('textbox', { name: 'Phone (optional)' })).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('group', { name: 'Captcha' })).toHaveAccessibleDescription(
      MSG_CAPTCHA_SOLVE_ABOVE,
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("sends, shows 'Submiting, please wait...', then the success modal; closing resets and calls onDone", async () => {
    let resolve: () => void = () => undefined;
    const onSubmit = vi.fn(() => new Promise<undefined>((r) => (resolve = () => r(undefined))));
    const onDone = vi.fn();
    renderWithProviders(<ContactForm captcha={storyCaptcha} onSubmit={onSubmit} onDone={onDone} />);
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('button', { name: MSG_SUBMITTING })).toBeDisabled();
    expect(onSubmit).toHaveBeenCalledWith({
      fname: 'Ann Baker',
      company: "Ann's Diner",
      email: 'ann@diner.com',
      city: 'Boston',
      state: 'MA',
      message: 'Do you ship to Boston?',
      captcha: 'captcha-token',
    });
    resolve();
    const dialog = await screen.findByRole('dialog', { name: MSG_CONTACT_SUCCESS_TITLE });
    expect(dialog).toHaveAccessibleDescription(MSG_CONTACT_SUCCESS_TEXT);
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  it('on a failed request, shows the failure modal and keeps the values', async () => {
    renderWithProviders(
      <ContactForm captcha={storyCaptcha} onSubmit={vi.fn(async () => Promise.reject(new Error('500')))} />,
    );
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('dialog', { name: MSG_GENERIC_FAILURE });
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Ann Baker');
  });

  it('shows server field errors on the matching field', async () => {
    renderWithProviders(
      <ContactForm captcha={storyCaptcha} onSubmit={vi.fn(async () => ({ city: 'Unknown city' }))} />,
    );
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'City' })).toHaveAccessibleDescription('Unknown city'),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
