import { defaultBrand } from '@larder/domain';

/** One express-rate-limit window: at most `limit` requests per IP in `windowMs`. */
export interface RateWindow {
  windowMs: number;
  limit: number;
}

/**
 * Settings of the write side that the shared `Config` does not hold (yet). Defaults work offline; each can be
 * set from the environment (`loadFormsSettings`) or passed directly (tests lower the limits).
 */
export interface FormsSettings {
  /** From address of every email. */
  mailFrom: string;
  /** Staff inboxes that receive a notification for each submission. */
  staff: { contact: string; samples: string; events: string; inquiries: string };
  /** HMAC key of ALTCHA challenges; when absent one is generated and kept in `DATA_DIR/altcha-hmac.key`. */
  altchaHmacKey: string | undefined;
  /** Upper bound of the ALTCHA proof-of-work number (the widget tries about half of it on average). */
  altchaMaxNumber: number;
  /** How long an ALTCHA challenge stays valid. */
  altchaTtlMs: number;
  /** Per-IP limits: form posts, send-files, and lookups (ZIP, sitekey, challenge). */
  rateLimits: { forms: RateWindow; email: RateWindow; lookup: RateWindow };
  /** Emails send-files may send to one address per UTC day. */
  sendFilesDailyCap: number;
  /** Largest accepted JSON body. */
  bodyLimitBytes: number;
}

const MINUTE = 60_000;

export const DEFAULT_FORMS_SETTINGS: FormsSettings = {
  mailFrom: `"${defaultBrand.name}" <no-reply@marlows.example>`,
  staff: {
    contact: 'contact@marlows.example',
    samples: 'samples@marlows.example',
    events: 'events@marlows.example',
    inquiries: 'inquiries@marlows.example',
  },
  altchaHmacKey: undefined,
  altchaMaxNumber: 100_000,
  altchaTtlMs: 10 * MINUTE,
  rateLimits: {
    forms: { windowMs: 15 * MINUTE, limit: 20 },
    email: { windowMs: 15 * MINUTE, limit: 10 },
    lookup: { windowMs: MINUTE, limit: 120 },
  },
  sendFilesDailyCap: 20,
  bodyLimitBytes: 64 * 1024,
};

type Env = Record<string, string | undefined>;

function text(env: Env, key: string): string | undefined {
  const value = env[key]?.trim();
  return value === undefined || value === '' ? undefined : value;
}

function positive(env: Env, key: string, fallback: number): number {
  const value = text(env, key);
  if (value === undefined) return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number <= 0) {
    throw new Error(`${key} must be a positive whole number, got '${value}'`);
  }
  return number;
}

/**
 * Reads MAIL_FROM, MAIL_TO_CONTACT, MAIL_TO_SAMPLES, MAIL_TO_EVENTS, MAIL_TO_INQUIRIES, ALTCHA_HMAC_KEY,
 * FORMS_RATE_LIMIT (form posts per IP per 15 minutes), EMAIL_RATE_LIMIT, LOOKUP_RATE_LIMIT (per minute) and
 * SEND_FILES_DAILY_CAP; anything unset keeps its default.
 */
export function loadFormsSettings(env: Env = process.env): FormsSettings {
  const defaults = DEFAULT_FORMS_SETTINGS;
  return {
    ...defaults,
    mailFrom: text(env, 'MAIL_FROM') ?? defaults.mailFrom,
    staff: {
      contact: text(env, 'MAIL_TO_CONTACT') ?? defaults.staff.contact,
      samples: text(env, 'MAIL_TO_SAMPLES') ?? defaults.staff.samples,
      events: text(env, 'MAIL_TO_EVENTS') ?? defaults.staff.events,
      inquiries: text(env, 'MAIL_TO_INQUIRIES') ?? defaults.staff.inquiries,
    },
    altchaHmacKey: text(env, 'ALTCHA_HMAC_KEY'),
    rateLimits: {
      forms: {
        ...defaults.rateLimits.forms,
        limit: positive(env, 'FORMS_RATE_LIMIT', defaults.rateLimits.forms.limit),
      },
      email: {
        ...defaults.rateLimits.email,
        limit: positive(env, 'EMAIL_RATE_LIMIT', defaults.rateLimits.email.limit),
      },
      lookup: {
        ...defaults.rateLimits.lookup,
        limit: positive(env, 'LOOKUP_RATE_LIMIT', defaults.rateLimits.lookup.limit),
      },
    },
    sendFilesDailyCap: positive(env, 'SEND_FILES_DAILY_CAP', defaults.sendFilesDailyCap),
  };
}
