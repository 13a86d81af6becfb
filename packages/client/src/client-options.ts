export interface ApiClientOptions {
  /**
   * Origin (and optional prefix) the `/api/...` paths are appended to. '' (the default) means the page's own
   * origin, which only works in a browser; on the server pass an absolute URL such as `http://127.0.0.1:3000`.
   */
  baseUrl?: string;
  /** A fetch to use instead of `globalThis.fetch` (e.g. one that calls the in-process API). */
  fetch?: (input: Request) => Promise<Response>;
  /** Headers sent with every request. */
  headers?: Record<string, string>;
}

/** openapi-fetch's options for a client of the Larder API. */
export function clientOptions(options: ApiClientOptions) {
  return {
    baseUrl: options.baseUrl ?? '',
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.headers ? { headers: options.headers } : {}),
    querySerializer: { array: { style: 'form', explode: false } },
  } as const;
}
