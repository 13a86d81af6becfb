import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  MSG_CAPTCHA_SOLVE,
  MSG_REQUIRED,
  MSG_SAMPLE_SUCCESS_TEXT,
  MSG_SAMPLE_SUCCESS_TITLE,
  MSG_SELECT_OPTION,
  MSG_SENDING,
} from '@larder/domain';
import { describeConformance } from '../../test/conformance';
import { renderWithProviders } from '../../test/render';
import { fillFields, selectOptions, solveCaptcha, storyCaptcha } from '../../forms/storyHelpers';
import { PortionControlSampleForm } from './PortionControlSampleForm';

vi.mock('altcha', () => ({}));

describeConformance(PortionControlSampleForm, {
  name: 'PortionControlSampleForm',
  props: { captcha: storyCaptcha, onSubmit: async () => undefined },
  refType: HTMLFormElement,
});

describe('PortionControlSampleForm', { timeout: 20000 }, () => {
  it('submitted empty, requires every text field, the locations and the captcha', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<PortionControlSampleForm captcha={storyCaptcha} onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    for (const name of [
      'First name',
      'Last name',
      'Email',
      'Phone',
      'Company',
      'Address',
      'ZIP code',
      'City',
      'Website',
    ]) {
      expect(screen.getByRole('textbox', { name })).toHaveAccessibleDescription(MSG_REQUIRED);
    }
    expect(screen.getByRole('combobox', { name: 'Number of locations' })).toHaveAccessibleDescription(
      MSG_SELECT_OPTION,
    );
    expect(screen.getByRole('group', { name: 'Captcha' })).toHaveAccessibleDescription(MSG_CAPTCHA_SOLVE);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends, shows the sending button, then the success modal; closing resets the form and calls onDone', async () => {
    let resolve: () => void = () => undefined;
    const onSubmit = vi.fn(() => new Promise<undefined>((r) => (resolve = () => r(undefined))));
    const onDone = vi.fn();
    renderWithProviders(
      <PortionControlSampleForm captcha={storyCaptcha} onSubmit={onSubmit} onDone={onDone} />,
    );
    await fillFields(
      document.body,
      {
        'First name': 'Ann',
        'Last name': 'Baker',
        Email: 'ann@diner.com',
        Phone: '5085550100',
        Company: 'Diner',
        Address: '1 Main St',
        'ZIP code': '01752',
        City: 'Marlborough',
        Website: 'diner.com',
      },
      userEvent,
    );
    await selectOptions(document.body, { State: 'Massachusetts', 'Number of locations': '1' }, userEvent);
    await solveCaptcha(document.body);
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('button', { name: MSG_SENDING })).toBeDisabled();
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ locations: 'one', state: 'MA', captchaId: 'captcha-token' }),
    );
    resolve();
    const dialog = await screen.findByRole('dialog', { name: MSG_SAMPLE_SUCCESS_TITLE });
    expect(dialog).toHaveAccessibleDescription(MSG_SAMPLE_SUCCESS_TEXT);
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('textbox', { name: 'Company' })).toHaveValue('');
  });
});
