import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { ServerStyleSheet } from 'styled-components';
import { createApiClient, isApiError, prefetch, type FallbackEntry, type SeoRow } from '@larder/client';
import { defaultBrand } from '@larder/domain';
import { App } from './app';
import { matchRoute, type PrefetchResult } from './routes';
import { routePrefetch } from './route-prefetch';
import { preloadShellParts } from './shell/shell-parts';
import { defaultHead, pageHead, withShareImage, type PageHead } from './head-tags';
import { shareImage, structuredData } from './features/seo/structured-data';
import type { RenderRequest, RenderResult } from './render-types';
import { StyleRuleCache } from './server/style-rules';
import { KeptParts } from './server/kept-parts';
import { KeptPartsContext } from './shell/kept-part';

/** styled-components' rules by class name, shared by every render of this process (server/style-rules.ts). */
const styleRules = new StyleRuleCache();
/** The header and footer, rendered once per process (server/kept-parts.ts). */
export const keptParts = new KeptParts(styleRules);

/**
 * Renders one page on the server: matches the route, loads its module and data (through the same client and
 * keys as the browser's hooks, against the in-process API), renders with that data as SWR fallback, and
 * collects styled-components' styles with the response's nonce.
 */
export async function render(request: RenderRequest): Promise<RenderResult> {
  const url = new URL(request.url, 'http://localhost');
  // The API of this process, handed each request without a socket when the server gives `apiFetch` (the loopback
  // hop took a seventh of a cold render's CPU, docs/benchmarks.md); uncompressed either way (inflating what was just
  // compressed took a tenth).
  const client = createApiClient({
    baseUrl: request.apiOrigin,
    headers: { 'accept-encoding': 'identity' },
    ...(request.apiFetch ? { fetch: request.apiFetch } : {}),
  });
  const { route, params } = matchRoute(url.pathname);

  const entries: FallbackEntry<unknown>[] = [];
  let notFound = route === undefined;
  if (route) {
    const prefetch = routePrefetch[route.id];
    const [result] = await Promise.all([
      prefetch
        ? prefetch({ params, search: url.searchParams, client })
        : Promise.resolve<PrefetchResult>({ entries: [] }),
      route.page.preload(),
    ]);
    entries.push(...result.entries);
    notFound = result.notFound === true;
  }

  let head: PageHead = pageHead(null, url.pathname, request.publicUrl);
  if (!notFound) {
    try {
      const seo: FallbackEntry<SeoRow> = await prefetch.seo(client, url.pathname);
      entries.push(seo);
      head = pageHead(seo[1], url.pathname, request.publicUrl);
    } catch (error) {
      if (!(isApiError(error) && error.status === 404)) throw error;
      head = defaultHead(url.pathname, request.publicUrl);
    }
  }

  const fallback = Object.fromEntries(entries);
  if (!notFound) {
    const input = {
      routeId: route?.id,
      params,
      search: url.searchParams,
      fallback,
      publicUrl: request.publicUrl,
    };
    const jsonLd = structuredData(input);
    if (jsonLd.length > 0) head = { ...head, jsonLd };
    const image = shareImage(input);
    if (image) head = withShareImage(head, image);
  }
  const site = {
    notFoundUrl: notFound ? `${url.pathname}${url.search}` : null,
    offlineUrl: route?.id === 'offline' ? `${url.pathname}${url.search}` : null,
    cookiesAccepted: request.cookies[defaultBrand.cookie.name] === 'true',
    publicUrl: request.publicUrl,
    year: new Date().getFullYear(),
  };
  // The shell's lazy parts (shell/shell-parts.ts): loaded by the first render, a settled promise after.
  await preloadShellParts();
  const sheet = new ServerStyleSheet({ nonce: request.nonce });
  styleRules.attach(sheet.instance);
  const kept = keptParts.begin(sheet.instance);
  try {
    const appHtml = kept.finish(
      renderToString(
        sheet.collectStyles(
          <KeptPartsContext.Provider value={kept.context}>
            <StaticRouter location={request.url}>
              <App fallback={fallback} site={site} client={client} />
            </StaticRouter>
          </KeptPartsContext.Provider>,
        ),
      ),
    );
    return {
      status: notFound ? 404 : 200,
      head,
      appHtml,
      styleTags: sheet.getStyleTags(),
      bootstrap: { fallback, ...site },
      pageModule: notFound ? undefined : route?.page.module,
    };
  } finally {
    sheet.seal();
  }
}
