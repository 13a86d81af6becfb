import { describe, expect, it } from 'vitest';

import {
  calculateExpiration,
  calendarDate,
  expirationDate,
  formatDate,
  isLeapYear,
  isPastExpiration,
  isYearInWindow,
  julianToDate,
  parseJulianDay,
  parseManufactureYear,
  resolveTwoDigitYear,
} from './dates.js';

const today2026 = calendarDate(2026, 5, 15); // 15 June 2026

describe('Julian day', () => {
  it('given day 0, says the Julian date is invalid', () => {
    expect(parseJulianDay('0')).toEqual({ ok: false, error: 'Invalid Julian date' });
  });
  it('given day 1, accepts it and maps it to 1 January', () => {
    expect(parseJulianDay('1')).toEqual({ ok: true, value: 1 });
    expect(formatDate((julianToDate(1, 2025) as { value: Date }).value)).toBe('01/01/2025');
  });
  it('given zero-padded input, reads the number', () => {
    expect(parseJulianDay('007')).toEqual({ ok: true, value: 7 });
  });
  it('given day 365 in a common year, maps it to 31 December', () => {
    const result = julianToDate(365, 2025);
    expect(result.ok && formatDate(result.value)).toBe('12/31/2025');
  });
  it('given day 365 in a leap year, maps it to 30 December', () => {
    const result = julianToDate(365, 2024);
    expect(result.ok && formatDate(result.value)).toBe('12/30/2024');
  });
  it('given day 366 in a leap year, maps it to 31 December', () => {
    const result = julianToDate(366, 2024);
    expect(result.ok && formatDate(result.value)).toBe('12/31/2024');
  });
  it('given day 366 in a common year, says the year is not a leap year', () => {
    expect(julianToDate(366, 2025)).toEqual({ ok: false, error: 'The selected year is not a leap year' });
  });
  it('given day 367, more than 3 digits, a fraction or letters, says the Julian date is invalid', () => {
    for (const input of ['367', '0001', '1.5', 'abc', '', '-1']) {
      expect(parseJulianDay(input)).toEqual({ ok: false, error: 'Invalid Julian date' });
    }
  });
  it('given day 60, maps it to 29 February in a leap year and 1 March otherwise', () => {
    const leap = julianToDate(60, 2024);
    const common = julianToDate(60, 2023);
    expect(leap.ok && formatDate(leap.value)).toBe('02/29/2024');
    expect(common.ok && formatDate(common.value)).toBe('03/01/2023');
  });
});

describe('leap years', () => {
  it('follows the Gregorian rules (every 4 years, not centuries, except every 400)', () => {
    expect([2024, 2000, 2400].map(isLeapYear)).toEqual([true, true, true]);
    expect([2025, 1900, 2100].map(isLeapYear)).toEqual([false, false, false]);
  });
});

describe('two-digit year', () => {
  it('given the current two-digit year, maps it to this century', () => {
    expect(resolveTwoDigitYear(26, today2026)).toBe(2026);
  });
  it('given a 2-digit year in the future, maps it to the previous century', () => {
    expect(resolveTwoDigitYear(27, today2026)).toBe(1927);
    expect(resolveTwoDigitYear(99, today2026)).toBe(1999);
  });
  it('given a 2-digit year in the past, keeps this century', () => {
    expect(resolveTwoDigitYear(0, today2026)).toBe(2000);
    expect(resolveTwoDigitYear(16, today2026)).toBe(2016);
  });
  it('across a century boundary, maps 99 to the previous century and 00 to the current one', () => {
    const today2000 = calendarDate(2000, 0, 1);
    expect(resolveTwoDigitYear(0, today2000)).toBe(2000);
    expect(resolveTwoDigitYear(99, today2000)).toBe(1999);
    expect(resolveTwoDigitYear(1, today2000)).toBe(1901);
  });
});

describe('manufacture year field', () => {
  it("given '26' in 2026, reads 2026", () => {
    expect(parseManufactureYear('26', today2026)).toEqual({ ok: true, value: 2026 });
  });
  it("given '27' in 2026, maps it to 1927, outside the window, and says the year is invalid", () => {
    expect(parseManufactureYear('27', today2026)).toEqual({ ok: false, error: 'Invalid two digit year' });
  });
  it("given '16' in 2026 (10 years back), accepts it as the window's first year", () => {
    expect(parseManufactureYear('16', today2026)).toEqual({ ok: true, value: 2016 });
  });
  it("given '15' in 2026 (11 years back), says the year is invalid", () => {
    expect(parseManufactureYear('15', today2026)).toEqual({ ok: false, error: 'Invalid two digit year' });
  });
  it('given a four-digit year inside the window, accepts it', () => {
    expect(parseManufactureYear('2020', today2026)).toEqual({ ok: true, value: 2020 });
  });
  it('given one digit, three digits or letters, says the year is invalid', () => {
    for (const input of ['6', '026', 'ab', '']) {
      expect(parseManufactureYear(input, today2026)).toEqual({ ok: false, error: 'Invalid two digit year' });
    }
  });
  it('keeps the window edges at the current year and 10 years back, whatever the date in the year', () => {
    const newYearsDay = calendarDate(2026, 0, 1);
    const newYearsEve = calendarDate(2026, 11, 31);
    for (const today of [newYearsDay, newYearsEve]) {
      expect(isYearInWindow(2026, today)).toBe(true);
      expect(isYearInWindow(2016, today)).toBe(true);
      expect(isYearInWindow(2015, today)).toBe(false);
      expect(isYearInWindow(2027, today)).toBe(false);
    }
  });
});

describe('expiration date', () => {
  it('counts the manufacture day as the first day of shelf life', () => {
    expect(formatDate(expirationDate(calendarDate(2025, 0, 1), 1))).toBe('01/01/2025');
    expect(formatDate(expirationDate(calendarDate(2025, 0, 1), 10))).toBe('01/10/2025');
  });
  it('crosses a year end', () => {
    expect(formatDate(expirationDate(calendarDate(2024, 11, 20), 30))).toBe('01/18/2025');
  });
  it('counts 29 February in a leap year and skips it otherwise', () => {
    expect(formatDate(expirationDate(calendarDate(2024, 1, 28), 2))).toBe('02/29/2024');
    expect(formatDate(expirationDate(calendarDate(2023, 1, 28), 2))).toBe('03/01/2023');
  });
  it('given day 112 of 2024 and a 270-day shelf life, expires on 01/15/2025', () => {
    const result = calculateExpiration({ julian: '112', year: '24', shelfLife: 270, today: today2026 });
    expect(result).toMatchObject({ ok: true, expiration: '01/15/2025', isPast: true });
    expect(result.ok && formatDate(result.manufactureDate)).toBe('04/21/2024');
  });
  it('given a product still within its shelf life, is not past its expiration', () => {
    const result = calculateExpiration({ julian: '150', year: '26', shelfLife: 365, today: today2026 });
    expect(result).toMatchObject({ ok: true, expiration: '05/29/2027', isPast: false });
  });
  it('given day 366 of a common year, refuses the year field', () => {
    expect(calculateExpiration({ julian: '366', year: '25', shelfLife: 10, today: today2026 })).toEqual({
      ok: false,
      field: 'year',
      error: 'The selected year is not a leap year',
    });
  });
  it('given an invalid Julian date, refuses the Julian field first', () => {
    expect(calculateExpiration({ julian: '400', year: '99', shelfLife: 10, today: today2026 })).toEqual({
      ok: false,
      field: 'julian',
      error: 'Invalid Julian date',
    });
  });
  it('given a year outside the window, refuses the year field', () => {
    expect(calculateExpiration({ julian: '10', year: '15', shelfLife: 10, today: today2026 })).toEqual({
      ok: false,
      field: 'year',
      error: 'Invalid two digit year',
    });
  });
});

describe('past expiration', () => {
  const expiration = calendarDate(2026, 5, 15);
  it('is not past on the expiration day itself, whatever the time of day', () => {
    expect(isPastExpiration(expiration, new Date(2026, 5, 15, 23, 59))).toBe(false);
  });
  it('is past from the next day on', () => {
    expect(isPastExpiration(expiration, new Date(2026, 5, 16, 0, 1))).toBe(true);
  });
  it('is not past the day before', () => {
    expect(isPastExpiration(expiration, calendarDate(2026, 5, 14))).toBe(false);
  });
});
