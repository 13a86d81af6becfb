/**
 * The write calls. Form posts send an `Idempotency-Key`: one random UUID per submit attempt, reused by the
 * automatic retries of that attempt (network failure, 502/503/504, or 429 with a short `Retry-After`), so the
 * server stores a submission once however many times it was sent.
 */
import { apiClient, type ApiClient } from './client';
import { ApiError, networkError } from './errors';
import { unwrap } from './request';
import type {
  ContactRequest,
  Created,
  EventRegistrationRequest,
  InquiryRequest,
  SampleRequest,
  SendFilesRequest,
  SiteKey,
  ZipValidationResult,
} from './types';
import { fetchers } from './keys';

export interface CallOptions {
  /** Defaults to the shared `apiClient`; in components pass `useApiClient()`. */
  client?: ApiClient;
  signal?: AbortSignal;
}

export interface SubmitOptions extends CallOptions {
  /** The attempt's key; a new random UUID when left out. Pass the same key to resubmit the same attempt. */
  idempotencyKey?: string;
  /** Automatic retries after a network failure, 502, 503, 504 or 429 (default 2). */
  retries?: number;
  /** Longest wait before a retry, in milliseconds; a longer `Retry-After` ends the attempt (default 5000). */
  maxRetryDelay?: number;
}

/** A random UUID v4 (crypto.randomUUID where available; it is missing outside secure contexts). */
export function newIdempotencyKey(): string {
  const cryptoApi = globalThis.crypto;
  if (typeof cryptoApi.randomUUID === 'function') return cryptoApi.randomUUID();
  const bytes = cryptoApi.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const RETRYABLE = new Set([0, 429, 502, 503, 504]);

function retryDelay(error: ApiError, attempt: number): number {
  return error.retryAfter !== null ? error.retryAfter * 1000 : 250 * 2 ** attempt;
}

function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

type Send<T> = (
  client: ApiClient,
  init: { headers: Record<string, string>; signal?: AbortSignal },
) => Promise<T>;

async function submit<T>(send: Send<T>, options: SubmitOptions = {}): Promise<T> {
  const client = options.client ?? apiClient;
  const idempotencyKey = options.idempotencyKey ?? newIdempotencyKey();
  const retries = options.retries ?? 2;
  const maxRetryDelay = options.maxRetryDelay ?? 5000;
  const init = {
    headers: { 'Idempotency-Key': idempotencyKey },
    ...(options.signal ? { signal: options.signal } : {}),
  };
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await send(client, init);
    } catch (cause) {
      const error = networkError(cause);
      const delay = retryDelay(error, attempt);
      const retry =
        attempt < retries &&
        RETRYABLE.has(error.status) &&
        delay <= maxRetryDelay &&
        !options.signal?.aborted;
      if (!retry) throw error;
      await sleep(delay, options.signal);
    }
  }
}

export function submitContact(body: ContactRequest, options?: SubmitOptions): Promise<Created> {
  return submit((client, init) => unwrap(client.POST('/api/contactus', { body, ...init })), options);
}

/**
 * A general or portion-control sample request, posted to `/api/getconsumersample` when `isConsumer` (the option,
 * else the body's flag) is true and to `/api/getsample` otherwise.
 */
export function submitSample(
  body: SampleRequest,
  options: SubmitOptions & { isConsumer?: boolean } = {},
): Promise<Created> {
  const { isConsumer = body.isConsumer === true, ...rest } = options;
  return submit(
    (client, init) =>
      unwrap(
        isConsumer
          ? client.POST('/api/getconsumersample', { body, ...init })
          : client.POST('/api/getsample', { body, ...init }),
      ),
    rest,
  );
}

export function submitPizzaExpo(body: EventRegistrationRequest, options?: SubmitOptions): Promise<Created> {
  return submit((client, init) => unwrap(client.POST('/api/pizzaexpo', { body, ...init })), options);
}

export function submitPurchaseForm(body: InquiryRequest, options?: SubmitOptions): Promise<Created> {
  return submit((client, init) => unwrap(client.POST('/api/faq/purchase-form', { body, ...init })), options);
}

export function sendFiles(body: SendFilesRequest, options?: SubmitOptions): Promise<Created> {
  return submit((client, init) => unwrap(client.POST('/api/recipes/send-files', { body, ...init })), options);
}

/** City and state of a ZIP code; an unknown ZIP resolves with `success: false`, it does not reject. */
export function validateZipcode(zipCode: string, options: CallOptions = {}): Promise<ZipValidationResult> {
  const client = options.client ?? apiClient;
  return unwrap(
    client.POST('/api/validate-zipcode', {
      body: { zipCode },
      ...(options.signal ? { signal: options.signal } : {}),
    }),
  );
}

/** Which captcha provider is active, and its site key or challenge URL. */
export function getSiteKey(options: CallOptions = {}): Promise<SiteKey> {
  return fetchers.siteKey(options.client ?? apiClient);
}
