import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'react-final-form';
import { MSG_ZIP_API_ERROR, MSG_ZIP_INVALID, MSG_ZIP_NO_CITY } from '@larder/domain';
import * as entry from '../../index';
import { renderWithProviders } from '../../test/render';
import { ZIP_LOOKUP_DEBOUNCE_MS, ZipField, type ZipLookupResult } from './ZipField';

const found: ZipLookupResult = {
  success: true,
  city: 'Marlborough',
  state: 'MA',
  cityFound: true,
  error: null,
  errorType: null,
};

function setup(lookup: (zip: string) => Promise<ZipLookupResult>) {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  renderWithProviders(<Form onSubmit={() => undefined} render={() => <ZipField lookup={lookup} />} />);
  return {
    user,
    zip: screen.getByRole('textbox', { name: 'ZIP code' }),
    city: () => screen.getByRole('textbox', { name: 'City' }),
    state: () => screen.getByRole('combobox', { name: 'State' }),
    settle: () =>
      act(async () => {
        await vi.advanceTimersByTimeAsync(ZIP_LOOKUP_DEBOUNCE_MS);
      }),
  };
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('ZipField', { timeout: 20000 }, () => {
  it('is exported with a displayName', () => {
    expect(entry.ZipField).toBe(ZipField);
    expect(ZipField.displayName).toBe('ZipField');
  });

  it('keeps digits only and looks up once, 500 ms after the fifth digit; fills city and state', async () => {
    const lookup = vi.fn(async () => found);
    const { user, zip, city, state, settle } = setup(lookup);
    await user.type(zip, '01a7');
    expect(zip).toHaveValue('017');
    await settle();
    expect(lookup).not.toHaveBeenCalled();
    await user.type(zip, '5299');
    expect(zip).toHaveValue('01752');
    expect(lookup).not.toHaveBeenCalled();
    await settle();
    expect(lookup).toHaveBeenCalledTimes(1);
    expect(lookup).toHaveBeenCalledWith('01752');
    expect(city()).toHaveValue('Marlborough');
    expect(state()).toHaveValue('MA');
    expect(city()).toHaveAttribute('readonly');
  });

  it('changing the ZIP clears city and state', async () => {
    const { user, zip, city, state, settle } = setup(vi.fn(async () => found));
    await user.type(zip, '01752');
    await settle();
    expect(city()).toHaveValue('Marlborough');
    await user.type(zip, '{Backspace}');
    expect(city()).toHaveValue('');
    expect(state()).toHaveValue('');
  });

  it('found without a city: asks for the city and lets the visitor type it', async () => {
    const { user, zip, city, state, settle } = setup(
      vi.fn(async () => ({ ...found, city: null, cityFound: false })),
    );
    await user.type(zip, '01752');
    await settle();
    expect(screen.getByRole('status')).toHaveTextContent(MSG_ZIP_NO_CITY);
    expect(state()).toHaveValue('MA');
    expect(city()).not.toHaveAttribute('readonly');
    await user.type(city(), 'Hudson');
    expect(city()).toHaveValue('Hudson');
  });

  it('INVALID_ZIP: says so and keeps city read-only', async () => {
    const { user, zip, city, settle } = setup(
      vi.fn(async () => ({
        ...found,
        success: false,
        city: null,
        state: null,
        errorType: 'INVALID_ZIP' as const,
      })),
    );
    await user.type(zip, '00000');
    await settle();
    expect(screen.getByRole('status')).toHaveTextContent(MSG_ZIP_INVALID);
    expect(zip).toHaveAttribute('aria-invalid', 'true');
    expect(city()).toHaveAttribute('readonly');
  });

  it('API_ERROR or a failed lookup: asks for city and state by hand', async () => {
    const { user, zip, city, state, settle } = setup(vi.fn(async () => Promise.reject(new Error('down'))));
    await user.type(zip, '01752');
    await settle();
    expect(screen.getByRole('status')).toHaveTextContent(MSG_ZIP_API_ERROR);
    expect(city()).not.toHaveAttribute('readonly');
    expect(state()).toBeEnabled();
  });
});
