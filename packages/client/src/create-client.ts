import createClient from 'openapi-fetch';
import { clientOptions, type ApiClientOptions } from './client-options';
import type { ApiClient } from './client';
import type { paths } from './schema';

// `@larder/client/create-client`, an entry of its own and not re-exported by the package's index: the browser pages
// never call `createApiClient` (they use the deferred `apiClient`), and were it in the index, its static import of
// openapi-fetch would put openapi-fetch back in every page's first-load JavaScript.

/**
 * Creates a client. Arrays in query strings are sent as comma lists (`flavor=ranch,caesar`), which is how the
 * contract declares them (`style: form, explode: false`).
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  return createClient<paths>(clientOptions(options));
}
