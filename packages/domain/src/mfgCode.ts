import { julianToDate, resolveTwoDigitYear, type DateResult } from './dates.js';

/**
 * The manufacturing code printed on packages (spec §2.9): '112 24 M1 15:20' = day of year 112, year 2024,
 * facility M (Marlborough), line 1, time 15:20.
 */

export const FACILITIES = [
  { code: 'A', name: 'Atlanta' },
  { code: 'M', name: 'Marlborough' },
  { code: 'V', name: 'Las Vegas' },
  { code: 'B', name: 'Indiana' },
] as const;
export type FacilityCode = (typeof FACILITIES)[number]['code'];
export interface Facility {
  code: FacilityCode;
  name: string;
}

export const MFG_CODE_EXAMPLE = '112 24 M1 15:20';

export const MFG_ERRORS = {
  empty: 'Enter a manufacturing code, e.g. 112 24 M1 15:20',
  format: 'A manufacturing code reads day of year, year, facility and line, then time, e.g. 112 24 M1 15:20',
  day: 'The day of year must be between 1 and 366',
  leapDay: 'Day 366 only exists in a leap year',
  facility: 'Unknown facility: the letter must be A, M, V or B',
  time: 'The time must be a 24-hour time between 00:00 and 23:59',
  future: 'This manufacturing date is in the future',
} as const;

export interface DecodedMfgCode {
  dayOfYear: number;
  /** Four-digit year. */
  year: number;
  facility: Facility;
  line: number;
  /** 'HH:MM', 24-hour. */
  time: string;
  /** Local-midnight date of manufacture. */
  manufactureDate: Date;
}

export class MfgCodeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MfgCodeError';
  }
}

const CODE_PATTERN = /^(\d{1,3})\s+(\d{2})\s+([A-Za-z])(\d{1,2})\s+(\d{1,2}):(\d{2})$/;

/** Decodes a manufacturing code; `today` resolves the two-digit year and rejects dates in the future. */
export function parseMfgCode(code: string, today: Date): DateResult<DecodedMfgCode> {
  const text = code.trim();
  if (text === '') return { ok: false, error: MFG_ERRORS.empty };
  const match = CODE_PATTERN.exec(text);
  if (!match) return { ok: false, error: MFG_ERRORS.format };
  const [, dayText = '', yearText = '', letter = '', lineText = '', hourText = '', minuteText = ''] = match;

  const dayOfYear = Number(dayText);
  if (dayOfYear < 1 || dayOfYear > 366) return { ok: false, error: MFG_ERRORS.day };
  const year = resolveTwoDigitYear(Number(yearText), today);
  const date = julianToDate(dayOfYear, year);
  if (!date.ok) return { ok: false, error: MFG_ERRORS.leapDay };

  const facility = FACILITIES.find((candidate) => candidate.code === letter.toUpperCase());
  if (!facility) return { ok: false, error: MFG_ERRORS.facility };

  const hours = Number(hourText);
  const minutes = Number(minuteText);
  if (hours > 23 || minutes > 59) return { ok: false, error: MFG_ERRORS.time };

  const startOfToday = new Date(today.getFullYear(), today.getMonth(), today.getDate()).getTime();
  if (date.value.getTime() > startOfToday) return { ok: false, error: MFG_ERRORS.future };

  return {
    ok: true,
    value: {
      dayOfYear,
      year,
      facility: { code: facility.code, name: facility.name },
      line: Number(lineText),
      time: `${String(hours).padStart(2, '0')}:${minuteText}`,
      manufactureDate: date.value,
    },
  };
}

/** Like `parseMfgCode`, but throws `MfgCodeError` with a readable message for a malformed code. */
export function decodeMfgCode(code: string, today: Date): DecodedMfgCode {
  const result = parseMfgCode(code, today);
  if (!result.ok) throw new MfgCodeError(result.error);
  return result.value;
}
