import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { chooseOption } from '../../forms/storyHelpers';
import { composeStories } from '@storybook/react-vite';
import {
  MSG_INVALID_JULIAN_DATE,
  MSG_INVALID_TWO_DIGIT_YEAR,
  MSG_NOT_LEAP_YEAR,
  MSG_PAST_EXPIRATION,
  MSG_REQUIRED,
} from '@larder/domain';
import { describeConformance } from '../../test/conformance';
import { renderWithProviders } from '../../test/render';
import { ExpirationCalculator, type ExpirationCalculatorProps } from './ExpirationCalculator';
import * as stories from './ExpirationCalculator.stories';

const { PastExpiration, WithinShelfLife, ClearAfterResult } = composeStories(stories);

const products = [
  { id: 'p-1', name: 'Buttermilk Ranch Dressing', productCode: 'KE1001', shelfLife: 365 },
  { id: 'p-2', name: 'Sample Day Sauce', productCode: 'KE3001', shelfLife: 1 },
];
// Friday 1 March 2024: 2024 is a leap year, so day 366 exists this year and not in 2023.
const today = new Date(2024, 2, 1);

describeConformance(ExpirationCalculator, {
  name: 'ExpirationCalculator',
  props: { products, today },
  refType: HTMLFormElement,
});

function setup(props: Partial<ExpirationCalculatorProps> = {}) {
  const user = userEvent.setup();
  renderWithProviders(<ExpirationCalculator products={products} today={today} {...props} />);
  return user;
}

const julianField = () => screen.getByRole('textbox', { name: /Julian date/ });
const yearField = () => screen.getByRole('textbox', { name: /Two digit year/ });
const result = () => screen.queryByRole('group', { name: 'Result' });

describe('ExpirationCalculator', () => {
  it('reveals the Julian field after a product, the year after a valid day, the buttons after a valid year', async () => {
    const user = setup();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await chooseOption(
      screen.getByRole('combobox', { name: /Product/ }),
      'Buttermilk Ranch Dressing (KE1001)',
      user,
    );
    await user.type(julianField(), '0');
    expect(julianField()).not.toHaveAccessibleDescription(expect.stringContaining(MSG_INVALID_JULIAN_DATE));
    await user.tab();
    expect(julianField()).toHaveAccessibleDescription(expect.stringContaining(MSG_INVALID_JULIAN_DATE));
    expect(screen.queryByRole('textbox', { name: /Two digit year/ })).not.toBeInTheDocument();
    await user.clear(julianField());
    await user.type(julianField(), '60');
    await user.type(yearField(), '24');
    expect(screen.getByRole('button', { name: 'Calculate' })).toBeInTheDocument();
  });

  it('accepts digits only, at most 3 for the day and 2 for the year', async () => {
    const user = setup({ defaultValue: { product: 'p-1' } });
    await user.type(julianField(), '1a2-34');
    expect(julianField()).toHaveValue('123');
    await user.type(yearField(), '2x45');
    expect(yearField()).toHaveValue('24');
  });

  it('shows the required message on a field left empty', async () => {
    const user = setup({ defaultValue: { product: 'p-1' } });
    await user.click(julianField());
    await user.tab();
    expect(julianField()).toHaveAccessibleDescription(expect.stringContaining(MSG_REQUIRED));
  });

  it('refuses day 366 in a common year but takes it in a leap year', async () => {
    const user = setup({ defaultValue: { product: 'p-1', julian: '366' } });
    await user.type(yearField(), '23');
    expect(yearField()).toHaveAccessibleDescription(expect.stringContaining(MSG_NOT_LEAP_YEAR));
    expect(screen.queryByRole('button', { name: 'Calculate' })).not.toBeInTheDocument();
    await user.clear(yearField());
    await user.type(yearField(), '20');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    // 31 Dec 2020 + 364 days = 30 Dec 2021.
    expect(result()).toHaveTextContent('Expiration Date: 12/30/2021');
  });

  it('takes years of the last 10 years up to this one only', async () => {
    const user = setup({ defaultValue: { product: 'p-1', julian: '1' } });
    for (const year of ['25', '13', '99']) {
      await user.clear(yearField());
      await user.type(yearField(), year);
      expect(yearField()).toHaveAccessibleDescription(expect.stringContaining(MSG_INVALID_TWO_DIGIT_YEAR));
    }
    for (const year of ['14', '24']) {
      await user.clear(yearField());
      await user.type(yearField(), year);
      expect(yearField()).not.toHaveAccessibleDescription(
        expect.stringContaining(MSG_INVALID_TWO_DIGIT_YEAR),
      );
    }
  });

  it('counts the day of manufacture as the first day of the shelf life', async () => {
    const user = setup({ defaultValue: { product: 'p-2', julian: '61', year: '24' } });
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    // Made 1 March 2024 with a one-day shelf life: expires that same day, which is today, so not past.
    expect(result()).toHaveTextContent('Expiration Date: 03/01/2024');
    expect(result()).toHaveTextContent('shelf life 1 day.');
    expect(result()).not.toHaveTextContent(MSG_PAST_EXPIRATION);
    expect(result()).toHaveAttribute('data-state', 'ok');
  });

  it('given an expiration date before today, shows the past-expiration message in the red state', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PastExpiration />);
    expect(screen.queryByText(MSG_PAST_EXPIRATION)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(result()).toHaveTextContent(MSG_PAST_EXPIRATION);
    expect(result()).toHaveAttribute('data-state', 'past');
    expect(result()).toHaveFocus();
  });

  it('a shared entry with calculated set renders the result straight away, locked, without moving focus', () => {
    renderWithProviders(<WithinShelfLife />);
    expect(result()).toHaveTextContent('Expiration Date: 04/09/2026');
    expect(result()).not.toHaveFocus();
    expect(screen.getByRole('combobox', { name: /Product/ })).toBeDisabled();
  });

  it('ignores a shared entry that is not valid: no result, fields open', () => {
    setup({ defaultValue: { product: 'p-1', julian: '366', year: '23', calculated: true } });
    expect(result()).not.toBeInTheDocument();
    expect(julianField()).toBeEnabled();
    expect(yearField()).toHaveAccessibleDescription(expect.stringContaining(MSG_NOT_LEAP_YEAR));
  });

  it('ignores an unknown product id', () => {
    setup({ defaultValue: { product: 'p-unknown', julian: '10', year: '24', calculated: true } });
    expect(screen.getByRole('combobox', { name: /Product/ })).toHaveValue('');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('reports each change, the calculation and the clearing through onValueChange', async () => {
    const onValueChange = vi.fn();
    const user = setup({ onValueChange, defaultValue: { product: 'p-1', julian: '10', year: '24' } });
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(onValueChange).toHaveBeenLastCalledWith({
      product: 'p-1',
      julian: '10',
      year: '24',
      calculated: true,
    });
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onValueChange).toHaveBeenLastCalledWith({ product: '', julian: '', year: '', calculated: false });
  });

  it('when controlled, shows the value it is given', () => {
    renderWithProviders(
      <ExpirationCalculator
        products={products}
        today={today}
        value={{ product: 'p-1', julian: '10', year: '24', calculated: true }}
      />,
    );
    // 10 Jan 2024 + 364 days = 8 Jan 2025, after today.
    expect(result()).toHaveTextContent('Expiration Date: 01/08/2025');
  });

  it('Clear empties and unlocks the form', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ClearAfterResult />);
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(result()).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Product/ })).toHaveValue('');
  });
});
