import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isApiError, useSiteKey, type SiteKey } from '@larder/client';
import { toFieldErrors, type CaptchaConfig, type FormSubmitResult } from '@larder/ui';
import { trackEvent } from '../../lib/analytics';
import { getHref } from '../../paths';

/** Where the ALTCHA widget fetches challenges when the site key names no URL. */
const DEFAULT_CHALLENGE_URL = '/api/captcha/challenge';

/** The widget's configuration from `GET /api/sitekey` (undefined while it loads). */
export function captchaConfigOf(siteKey: SiteKey | undefined): CaptchaConfig | undefined {
  if (!siteKey) return undefined;
  if (siteKey.provider === 'recaptcha' && siteKey.sitekey)
    return { provider: 'recaptcha', sitekey: siteKey.sitekey };
  return { provider: 'altcha', challengeUrl: siteKey.challengeUrl ?? DEFAULT_CHALLENGE_URL };
}

/** The active captcha provider of the forms (the route prefetches the site key, so it is there on first render). */
export function useCaptchaConfig(): CaptchaConfig | undefined {
  return captchaConfigOf(useSiteKey().data);
}

/** The form's schema from `@larder/domain`: its fields are the ones a server error may name. */
interface FormSchema {
  fields: Record<string, unknown>;
}

/**
 * Runs a form post: resolves with the server's field errors on the schema's fields (shown on the matching fields,
 * spec §7; an error naming no field of the form goes to the failure modal), or rethrows any other failure so the
 * form opens its failure modal.
 */
export async function withFieldErrors<T>(
  send: () => Promise<T>,
  schema: FormSchema,
): Promise<{ result?: T; errors?: FormSubmitResult }> {
  try {
    return { result: await send() };
  } catch (error) {
    if (isApiError(error) && error.status >= 400 && error.status < 500 && error.errors.length > 0) {
      const errors = toFieldErrors(error.errors, Object.keys(schema.fields));
      if (errors) return { errors };
    }
    throw error;
  }
}

/** A string value of the navigation state, if any. */
export function stateString(state: unknown, name: string): string | undefined {
  if (state === null || typeof state !== 'object') return undefined;
  const value = (state as Record<string, unknown>)[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * Fires the navigation state's `gaFrom` label once on arrival, as a 'Button Click' event of `category`
 * (spec §2.10, §2.11).
 */
export function useGaFromOnArrival(category: string): void {
  const location = useLocation();
  const fired = useRef<string | null>(null);
  useEffect(() => {
    const label = stateString(location.state, 'gaFrom');
    if (!label || fired.current === location.key) return;
    fired.current = location.key;
    trackEvent(category, 'Button Click', label);
  }, [category, location.key, location.state]);
}

/** Where a form goes once its success modal closed and it was reset (spec §4: '/'). */
export function useGoHomeAfterSuccess(): () => void {
  const navigate = useNavigate();
  return () => void navigate(getHref('home'));
}
