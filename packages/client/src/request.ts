import { ApiError, networkError, toApiError } from './errors';

/** What an openapi-fetch call resolves to, reduced to the parts used here. */
interface FetchResult<T> {
  data?: { data: T };
  error?: unknown;
  response: Response;
}

/**
 * Runs one openapi-fetch call and returns the `data` of its `{ data }` body. Non-2xx answers reject with an
 * `ApiError` carrying the body's error list; failures without an answer reject with an `ApiError` of status 0.
 */
export async function unwrap<T>(call: Promise<FetchResult<T>>): Promise<T> {
  let result: FetchResult<T>;
  try {
    result = await call;
  } catch (cause) {
    throw networkError(cause);
  }
  const { data, error, response } = result;
  if (!response.ok) throw toApiError(response, error);
  if (data === undefined || typeof data !== 'object' || data === null || !('data' in data)) {
    throw new ApiError(response.status, [], { message: 'The response holds no data', body: data });
  }
  return data.data;
}
