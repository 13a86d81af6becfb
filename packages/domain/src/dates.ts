import { MSG_INVALID_JULIAN_DATE, MSG_INVALID_TWO_DIGIT_YEAR, MSG_NOT_LEAP_YEAR } from './messages.js';

/**
 * Expiration maths of spec §5. Dates are calendar days held as local-midnight `Date`s; every function that needs
 * "now" takes `today` as a parameter so results never depend on a hidden clock.
 */

/** How many years back a manufacture year may lie (spec §9: year window 10 years). */
export const YEAR_WINDOW = 10;
export const MAX_JULIAN_DAY = 366;

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInYear(year: number): number {
  return isLeapYear(year) ? 366 : 365;
}

/** A local-midnight date for a calendar day; safe for years below 100 and across DST changes. */
export function calendarDate(year: number, monthIndex: number, day: number): Date {
  const date = new Date(2000, 0, 1);
  date.setFullYear(year, monthIndex, day);
  date.setHours(0, 0, 0, 0);
  return date;
}

function startOfDay(date: Date): Date {
  return calendarDate(date.getFullYear(), date.getMonth(), date.getDate());
}

/** Adds whole calendar days (negative subtracts). */
export function addDays(date: Date, days: number): Date {
  return calendarDate(date.getFullYear(), date.getMonth(), date.getDate() + days);
}

/** MM/dd/yyyy, e.g. '03/01/2024'. */
export function formatDate(date: Date): string {
  const mm = String(date.getMonth() + 1).padStart(2, '0');
  const dd = String(date.getDate()).padStart(2, '0');
  const yyyy = String(date.getFullYear()).padStart(4, '0');
  return `${mm}/${dd}/${yyyy}`;
}

/** A two-digit year maps to the latest century that does not put it in the future ('27' in 2026 → 1927). */
export function resolveTwoDigitYear(twoDigits: number, today: Date): number {
  const current = today.getFullYear();
  const year = Math.floor(current / 100) * 100 + twoDigits;
  return year > current ? year - 100 : year;
}

/** True when `year` lies within the last 10 years up to and including the current year. */
export function isYearInWindow(year: number, today: Date): boolean {
  const current = today.getFullYear();
  return year <= current && year >= current - YEAR_WINDOW;
}

export type DateResult<T> = { ok: true; value: T } | { ok: false; error: string };

/**
 * Reads the year field: two digits (or four, in the generic field), resolved to a full year and checked against
 * the 10-year window. Any failure reads 'Invalid two digit year'.
 */
export function parseManufactureYear(input: string | number, today: Date): DateResult<number> {
  const text = String(input).trim();
  let year: number;
  if (/^\d{2}$/.test(text)) year = resolveTwoDigitYear(Number(text), today);
  else if (/^\d{4}$/.test(text)) year = Number(text);
  else return { ok: false, error: MSG_INVALID_TWO_DIGIT_YEAR };
  return isYearInWindow(year, today)
    ? { ok: true, value: year }
    : { ok: false, error: MSG_INVALID_TWO_DIGIT_YEAR };
}

/** Reads the Julian field: an integer 1 to 366 (at most 3 digits), else 'Invalid Julian date'. */
export function parseJulianDay(input: string | number): DateResult<number> {
  const text = String(input).trim();
  if (!/^\d{1,3}$/.test(text)) return { ok: false, error: MSG_INVALID_JULIAN_DATE };
  const day = Number(text);
  return day >= 1 && day <= MAX_JULIAN_DAY
    ? { ok: true, value: day }
    : { ok: false, error: MSG_INVALID_JULIAN_DATE };
}

/** The calendar day of a Julian day in a year; day 366 of a common year is refused. */
export function julianToDate(dayOfYear: number, year: number): DateResult<Date> {
  if (!Number.isInteger(dayOfYear) || dayOfYear < 1 || dayOfYear > MAX_JULIAN_DAY) {
    return { ok: false, error: MSG_INVALID_JULIAN_DATE };
  }
  if (dayOfYear > daysInYear(year)) return { ok: false, error: MSG_NOT_LEAP_YEAR };
  return { ok: true, value: calendarDate(year, 0, dayOfYear) };
}

/** Expiration = manufacture day + shelf life − 1 (the day of manufacture counts as the first day). */
export function expirationDate(manufactureDate: Date, shelfLifeDays: number): Date {
  return addDays(manufactureDate, shelfLifeDays - 1);
}

/** True when the expiration day lies before today; a product expiring today is not yet past. */
export function isPastExpiration(expiration: Date, today: Date): boolean {
  return startOfDay(expiration).getTime() < startOfDay(today).getTime();
}

export interface ExpirationInput {
  julian: string | number;
  year: string | number;
  shelfLife: number;
  today: Date;
}

export interface ExpirationResult {
  manufactureDate: Date;
  expirationDate: Date;
  /** MM/dd/yyyy. */
  expiration: string;
  isPast: boolean;
}

export type ExpirationOutcome =
  ({ ok: true } & ExpirationResult) | { ok: false; field: 'julian' | 'year'; error: string };

/** The whole expiration calculator: validates both fields and computes the result. */
export function calculateExpiration(input: ExpirationInput): ExpirationOutcome {
  const julian = parseJulianDay(input.julian);
  if (!julian.ok) return { ok: false, field: 'julian', error: julian.error };
  const year = parseManufactureYear(input.year, input.today);
  if (!year.ok) return { ok: false, field: 'year', error: year.error };
  const made = julianToDate(julian.value, year.value);
  if (!made.ok) return { ok: false, field: 'year', error: made.error };
  const expires = expirationDate(made.value, input.shelfLife);
  return {
    ok: true,
    manufactureDate: made.value,
    expirationDate: expires,
    expiration: formatDate(expires),
    isPast: isPastExpiration(expires, input.today),
  };
}
