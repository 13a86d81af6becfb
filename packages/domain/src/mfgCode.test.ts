import { describe, expect, it } from 'vitest';

import { calendarDate, formatDate } from './dates.js';
import { decodeMfgCode, MfgCodeError, parseMfgCode } from './mfgCode.js';

const today = calendarDate(2026, 5, 15);

describe('manufacturing code', () => {
  it("decodes the spec's example '112 24 M1 15:20'", () => {
    const decoded = decodeMfgCode('112 24 M1 15:20', today);
    expect(decoded).toMatchObject({
      dayOfYear: 112,
      year: 2024,
      facility: { code: 'M', name: 'Marlborough' },
      line: 1,
      time: '15:20',
    });
    expect(formatDate(decoded.manufactureDate)).toBe('04/21/2024');
  });

  it('names every facility', () => {
    const names = ['A', 'M', 'V', 'B'].map(
      (code) => decodeMfgCode(`10 25 ${code}2 08:00`, today).facility.name,
    );
    expect(names).toEqual(['Atlanta', 'Marlborough', 'Las Vegas', 'Indiana']);
  });

  it('accepts extra spaces, a lowercase facility and a one-digit hour', () => {
    expect(decodeMfgCode('  5  25  v12  7:05 ', today)).toMatchObject({
      dayOfYear: 5,
      facility: { code: 'V' },
      line: 12,
      time: '07:05',
    });
  });

  it('given a code of the wrong shape, explains what a code looks like', () => {
    for (const code of ['112 24 M1', '11224M11520', '112 2024 M1 15:20', '112 24 1M 15:20']) {
      const result = parseMfgCode(code, today);
      expect(result.ok).toBe(false);
      expect(!result.ok && result.error).toMatch(/day of year, year, facility and line, then time/);
    }
  });

  it('given an empty code, asks for one', () => {
    expect(parseMfgCode('   ', today)).toEqual({
      ok: false,
      error: 'Enter a manufacturing code, e.g. 112 24 M1 15:20',
    });
  });

  it('given an unknown facility letter, names the known ones', () => {
    expect(() => decodeMfgCode('112 24 X1 15:20', today)).toThrow(
      new MfgCodeError('Unknown facility: the letter must be A, M, V or B'),
    );
  });

  it('given day 0 or 367, refuses the day of year', () => {
    for (const code of ['0 24 M1 15:20', '367 24 M1 15:20']) {
      expect(parseMfgCode(code, today)).toEqual({
        ok: false,
        error: 'The day of year must be between 1 and 366',
      });
    }
  });

  it('given day 366 of a common year, refuses it, and accepts it in a leap year', () => {
    expect(parseMfgCode('366 25 M1 10:00', today)).toEqual({
      ok: false,
      error: 'Day 366 only exists in a leap year',
    });
    expect(formatDate(decodeMfgCode('366 24 M1 10:00', today).manufactureDate)).toBe('12/31/2024');
  });

  it('given an impossible time, refuses it', () => {
    for (const code of ['112 24 M1 24:00', '112 24 M1 12:60']) {
      expect(parseMfgCode(code, today)).toEqual({
        ok: false,
        error: 'The time must be a 24-hour time between 00:00 and 23:59',
      });
    }
  });

  it('given a day later this year, says the date is in the future; today itself is fine', () => {
    expect(parseMfgCode('200 26 M1 10:00', today)).toEqual({
      ok: false,
      error: 'This manufacturing date is in the future',
    });
    expect(decodeMfgCode('166 26 M1 10:00', today).year).toBe(2026);
  });

  it('maps a two-digit year later than this year to the previous century', () => {
    expect(decodeMfgCode('10 99 A1 01:00', today).year).toBe(1999);
  });
});
