import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  MSG_INVALID_JULIAN_DATE,
  MSG_INVALID_TWO_DIGIT_YEAR,
  MSG_NOT_LEAP_YEAR,
  MSG_PAST_EXPIRATION,
} from '@larder/domain';
import { chooseOption, chosenValue } from '../../forms/storyHelpers';
import { ExpirationCalculator, type ExpirationProduct } from './ExpirationCalculator';

/** Stories run on a fixed day, so every result below is the same on every run: Sunday 15 March 2026. */
const storyToday = new Date(2026, 2, 15);

const calculatorProducts: ExpirationProduct[] = [
  { id: 'p-ke1001', name: 'Buttermilk Ranch Dressing', productCode: 'KE1001', shelfLife: 365 },
  { id: 'p-ke2001', name: 'Roman Caesar Dressing', productCode: 'KE2001', shelfLife: 120 },
  { id: 'p-ke3001', name: 'Sample Day Sauce', productCode: 'KE3001', shelfLife: 1 },
];

const meta = {
  title: 'FAQ/ExpirationCalculator',
  component: ExpirationCalculator,
  args: { products: calculatorProducts, today: storyToday, onValueChange: fn() },
} satisfies Meta<typeof ExpirationCalculator>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Only the product field at first; each field appears once the one before it is valid. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('textbox', { name: /Julian date/ })).not.toBeInTheDocument();
    await chooseOption(
      canvas.getByRole('combobox', { name: /Product/ }),
      'Buttermilk Ranch Dressing (KE1001)',
    );
    const julian = canvas.getByRole('textbox', { name: /Julian date/ });
    await expect(canvas.queryByRole('textbox', { name: /Two digit year/ })).not.toBeInTheDocument();
    await userEvent.type(julian, '100');
    const year = canvas.getByRole('textbox', { name: /Two digit year/ });
    await expect(canvas.queryByRole('button', { name: 'Calculate' })).not.toBeInTheDocument();
    await userEvent.type(year, '25');
    await expect(canvas.getByRole('button', { name: 'Calculate' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Clear' })).toBeVisible();
    await expect(args.onValueChange).toHaveBeenLastCalledWith({
      product: 'p-ke1001',
      julian: '100',
      year: '25',
      calculated: false,
    });
  },
};

export const ProductChosen: Story = {
  args: { defaultValue: { product: 'p-ke2001' } },
};

export const InvalidJulianDate: Story = {
  args: { defaultValue: { product: 'p-ke1001', julian: '400' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /Julian date/ })).toHaveAccessibleDescription(
      expect.stringContaining(MSG_INVALID_JULIAN_DATE),
    );
    await expect(canvas.queryByRole('textbox', { name: /Two digit year/ })).not.toBeInTheDocument();
  },
};

export const NotALeapYear: Story = {
  args: { defaultValue: { product: 'p-ke1001', julian: '366', year: '25' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /Two digit year/ })).toHaveAccessibleDescription(
      expect.stringContaining(MSG_NOT_LEAP_YEAR),
    );
    await expect(canvas.queryByRole('button', { name: 'Calculate' })).not.toBeInTheDocument();
  },
};

/** '99' is 1999, older than the 10-year window, and so is '15' (2015, window 2016–2026). */
export const YearOutOfWindow: Story = {
  args: { defaultValue: { product: 'p-ke1001', julian: '100' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const year = canvas.getByRole('textbox', { name: /Two digit year/ });
    await userEvent.type(year, '99');
    await expect(year).toHaveAccessibleDescription(expect.stringContaining(MSG_INVALID_TWO_DIGIT_YEAR));
    await userEvent.clear(year);
    await userEvent.type(year, '15');
    await expect(year).toHaveAccessibleDescription(expect.stringContaining(MSG_INVALID_TWO_DIGIT_YEAR));
    await userEvent.clear(year);
    await userEvent.type(year, '26');
    await expect(year).not.toHaveAccessibleDescription(expect.stringContaining(MSG_INVALID_TWO_DIGIT_YEAR));
    await expect(canvas.getByRole('button', { name: 'Calculate' })).toBeVisible();
  },
};

export const Ready: Story = {
  args: { defaultValue: { product: 'p-ke1001', julian: '100', year: '25' } },
};

/** Day 10 of 2025 + 365 days − 1 = 01/09/2026, before 15 March 2026: red, with the warning text. */
export const PastExpiration: Story = {
  args: { defaultValue: { product: 'p-ke1001', julian: '10', year: '25' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Calculate' }));
    const result = canvas.getByRole('group', { name: 'Result' });
    await expect(result).toHaveTextContent('Expiration Date: 01/09/2026');
    await expect(result).toHaveTextContent(MSG_PAST_EXPIRATION);
    await expect(result).toHaveAttribute('data-state', 'past');
    await expect(result).toHaveFocus();
    await expect(canvas.getByRole('combobox', { name: /Product/ })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: /Julian date/ })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: /Two digit year/ })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Calculate' })).not.toBeInTheDocument();
  },
};

/** Day 100 of 2025 + 365 days − 1 = 04/09/2026, after 15 March 2026: green, no warning. */
export const WithinShelfLife: Story = {
  args: { defaultValue: { product: 'p-ke1001', julian: '100', year: '25', calculated: true } },
  play: async ({ canvasElement }) => {
    const result = within(canvasElement).getByRole('group', { name: 'Result' });
    await expect(result).toHaveTextContent('Expiration Date: 04/09/2026');
    await expect(result).not.toHaveTextContent(MSG_PAST_EXPIRATION);
    await expect(result).toHaveAttribute('data-state', 'ok');
  },
};

/** 'Clear' unlocks and empties the form and takes the visitor back to the product field. */
export const ClearAfterResult: Story = {
  args: { defaultValue: { product: 'p-ke2001', julian: '1', year: '26', calculated: true } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Result' })).toHaveTextContent('04/30/2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
    await expect(canvas.queryByRole('group', { name: 'Result' })).not.toBeInTheDocument();
    const product = canvas.getByRole('combobox', { name: /Product/ });
    await expect(product).toBeEnabled();
    await expect(chosenValue(product)).toBe('');
    await expect(product).toHaveFocus();
    await expect(canvas.queryByRole('textbox', { name: /Julian date/ })).not.toBeInTheDocument();
    await expect(args.onValueChange).toHaveBeenLastCalledWith({
      product: '',
      julian: '',
      year: '',
      calculated: false,
    });
  },
};

export const Steakhouse: Story = {
  globals: { brand: 'steakhouse' },
  args: { defaultValue: { product: 'p-ke1001', julian: '10', year: '25', calculated: true } },
};
