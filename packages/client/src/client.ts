import { createContext, createElement, useContext, type ReactNode } from 'react';
import type { Client } from 'openapi-fetch';
import type { paths } from './schema';

/** The typed openapi-fetch client of the Larder API. */
export type ApiClient = Client<paths>;

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

/** The client's calls, each forwarded to the openapi-fetch client once that is loaded. */
const CALLS = ['GET', 'PUT', 'POST', 'DELETE', 'OPTIONS', 'HEAD', 'PATCH', 'TRACE', 'request'] as const;

/**
 * Creates a client. Arrays in query strings are sent as comma lists (`flavor=ranch,caesar`), which is how the
 * contract declares them (`style: form, explode: false`).
 *
 * openapi-fetch itself is loaded by the first call (a dynamic import, then the same client for every later call):
 * a browser page renders from the server's data and calls the API only when the visitor navigates, searches or
 * sends a form, so the library is not part of the site's first-load JavaScript (issue 12, docs/benchmarks.md,
 * js-size). Middleware (`use`, `eject`) is registered on the loaded client, before any call made after it.
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  let loaded: Promise<ApiClient> | undefined;
  const load = () =>
    (loaded ??= import('openapi-fetch').then(({ default: createClient }) =>
      createClient<paths>({
        baseUrl: options.baseUrl ?? '',
        ...(options.fetch ? { fetch: options.fetch } : {}),
        ...(options.headers ? { headers: options.headers } : {}),
        querySerializer: { array: { style: 'form', explode: false } },
      }),
    ));
  const client: Record<string, unknown> = {
    use: (...middleware: Parameters<ApiClient['use']>) => void load().then((real) => real.use(...middleware)),
    eject: (...middleware: Parameters<ApiClient['eject']>) =>
      void load().then((real) => real.eject(...middleware)),
  };
  for (const call of CALLS) {
    client[call] = async (...args: unknown[]) =>
      ((await load())[call] as (...callArgs: unknown[]) => Promise<unknown>)(...args);
  }
  return client as unknown as ApiClient;
}

/** The shared default client: same-origin requests from the browser. */
export const apiClient: ApiClient = createApiClient();

const ApiClientContext = createContext<ApiClient>(apiClient);
ApiClientContext.displayName = 'ApiClientContext';

/** Makes the hooks below it use `client` instead of the shared default (tests, Storybook, other origins). */
export function ApiClientProvider({ client, children }: { client: ApiClient; children?: ReactNode }) {
  return createElement(ApiClientContext.Provider, { value: client }, children);
}

/** The client the hooks use: the nearest `ApiClientProvider`'s, else the shared default. */
export function useApiClient(): ApiClient {
  return useContext(ApiClientContext);
}
