import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG_CAPTCHA_SOLVE_ABOVE, MSG_REGISTRATION_SUCCESS, MSG_SUBMITTING } from '@larder/domain';
import { describeConformance } from '../../test/conformance';
import { renderWithProviders } from '../../test/render';
import { fillFields, solveCaptcha, storyCaptcha } from '../../forms/storyHelpers';
import { EventRegistrationForm, REGISTRATION_DONE_DELAY_MS } from './EventRegistrationForm';

vi.mock('altcha', () => ({}));

describeConformance(EventRegistrationForm, {
  name: 'EventRegistrationForm',
  props: { captcha: storyCaptcha, onSubmit: async () => undefined },
  refType: HTMLFormElement,
});

afterEach(() => {
  vi.useRealTimers();
});

describe('EventRegistrationForm', { timeout: 20000 }, () => {
  it('checks a field on blur and marks it invalid with no message text', async () => {
    renderWithProviders(<EventRegistrationForm captcha={storyCaptcha} onSubmit={vi.fn()} />);
    const first = screen.getByRole('textbox', { name: 'First name' });
    expect(first).not.toHaveAttribute('aria-invalid');
    await userEvent.click(first);
    await userEvent.tab();
    expect(first).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('This field is required')).not.toBeInTheDocument();
    await userEvent.type(first, 'Ann');
    await userEvent.tab();
    expect(first).not.toHaveAttribute('aria-invalid');
  });

  it("without a captcha, says 'Please solve the captcha above.' and sends nothing", async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<EventRegistrationForm captcha={storyCaptcha} onSubmit={onSubmit} />);
    await fillFields(
      document.body,
      { 'First name': 'Ann', 'Last name': 'Baker', Company: 'Pizza Co' },
      userEvent,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByRole('group', { name: 'Captcha' })).toHaveAccessibleDescription(
      MSG_CAPTCHA_SOLVE_ABOVE,
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends, shows the disabled submitting button, then the success dialog; closing resets and calls onDone after 500 ms', async () => {
    let resolve: () => void = () => undefined;
    const onSubmit = vi.fn(() => new Promise<undefined>((r) => (resolve = () => r(undefined))));
    const onDone = vi.fn();
    renderWithProviders(<EventRegistrationForm captcha={storyCaptcha} onSubmit={onSubmit} onDone={onDone} />);
    await fillFields(
      document.body,
      { 'First name': 'Ann', 'Last name': 'Baker', Company: 'Pizza Co' },
      userEvent,
    );
    await solveCaptcha(document.body);
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByRole('button', { name: MSG_SUBMITTING })).toBeDisabled();
    expect(onSubmit).toHaveBeenCalledWith({
      fname: 'Ann',
      lname: 'Baker',
      company: 'Pizza Co',
      captcha: 'captcha-token',
    });
    resolve();
    const dialog = await screen.findByRole('dialog', { name: MSG_REGISTRATION_SUCCESS });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('');
    expect(onDone).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(REGISTRATION_DONE_DELAY_MS);
    });
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('on failure, shows the error message and keeps the form', async () => {
    renderWithProviders(
      <EventRegistrationForm
        captcha={storyCaptcha}
        onSubmit={vi.fn(async () => Promise.reject(new Error('Event is full')))}
      />,
    );
    await fillFields(
      document.body,
      { 'First name': 'Ann', 'Last name': 'Baker', Company: 'Pizza Co' },
      userEvent,
    );
    await solveCaptcha(document.body);
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    const dialog = await screen.findByRole('dialog', { name: 'Event is full' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.getByRole('textbox', { name: 'Company' })).toHaveValue('Pizza Co');
  });
});
