import { createContext, createElement, useContext, type ReactNode } from 'react';
import type { Client, Middleware } from 'openapi-fetch';
import { clientOptions, type ApiClientOptions } from './client-options';
import type { paths } from './schema';

/** The typed openapi-fetch client of the Larder API. */
export type ApiClient = Client<paths>;
export type { ApiClientOptions };

type RequestMethod = Exclude<keyof ApiClient, 'use' | 'eject'>;
const REQUEST_METHODS: readonly RequestMethod[] = [
  'request',
  'GET',
  'PUT',
  'POST',
  'DELETE',
  'OPTIONS',
  'HEAD',
  'PATCH',
  'TRACE',
];

/**
 * A client like `createApiClient`'s (create-client.ts) whose openapi-fetch is loaded with its first request (a dynamic import). In the
 * browser build it is a chunk of its own, outside every page's first-load JavaScript: a page hydrates from the data
 * the server sent and asks the API only later (a filter, the next page, client-side navigation).
 */
export function createDeferredApiClient(options: ApiClientOptions = {}): ApiClient {
  const middleware: Middleware[] = [];
  let loaded: ApiClient | undefined;
  let loading: Promise<ApiClient> | undefined;
  const load = () =>
    (loading ??= import('openapi-fetch').then(({ default: create }) => {
      loaded = create<paths>(clientOptions(options));
      if (middleware.length > 0) loaded.use(...middleware);
      return loaded;
    }));
  const client = {
    use(...added: Middleware[]) {
      middleware.push(...added);
      loaded?.use(...added);
    },
    eject(...removed: Middleware[]) {
      for (const one of removed) {
        const index = middleware.indexOf(one);
        if (index >= 0) middleware.splice(index, 1);
      }
      loaded?.eject(...removed);
    },
  } as Partial<Record<keyof ApiClient, unknown>>;
  for (const name of REQUEST_METHODS) {
    client[name] = async (...args: unknown[]) =>
      ((await load())[name] as (...callArgs: unknown[]) => Promise<unknown>)(...args);
  }
  return client as ApiClient;
}

/** The shared default client: same-origin requests from the browser (openapi-fetch loaded with the first one). */
export const apiClient: ApiClient = createDeferredApiClient();

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
