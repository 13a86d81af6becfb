import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { isApiError, useSiteKey, type SiteKey } from '@larder/client';
import { toFieldErrors, type CaptchaConfig, type FormSubmitResult } from '@larder/ui';
import { trackEvent } from '../analytics';

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

/**
 * Runs a form post: resolves with the server's field errors (shown on the matching fields, spec §7), or rethrows
 * any other failure so the form opens its failure modal.
 */
export async function withFieldErrors<T>(
  send: () => Promise<T>,
  fields: readonly string[],
): Promise<{ result?: T; errors?: FormSubmitResult }> {
  try {
    return { result: await send() };
  } catch (error) {
    if (isApiError(error) && error.status >= 400 && error.status < 500 && error.errors.length > 0) {
      const errors = toFieldErrors(error.errors, fields);
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
