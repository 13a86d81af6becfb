import { Suspense, useEffect, useMemo } from 'react';
import { UNSAFE_RouteContext as RouteContext, useLocation } from 'react-router';
import { ApiClientProvider, apiClient, type ApiClient } from '@larder/client';
import {
  ClaimSprite,
  LarderProvider,
  Loading,
  useHydrated,
  type LarderRoutes,
  type LinkComponentProps,
} from '@larder/ui';
import { RouterLink } from './lib/router-link';
import { SiteProvider, useSite, type SiteContextValue } from './lib/site-context';
import { SwrProvider } from './lib/swr-provider';
import { getHref, paths } from './paths';
import { matchRoute, offlinePage } from './routes';
import { NotFoundPage } from './shell/not-found';
import { useOnline } from './lib/use-online';
import { SiteShell } from './shell/site-shell';

/** Internal links of the library components go through React Router (client-side navigation). */
function RouterLinkAdapter({ href, ref, ...rest }: LinkComponentProps) {
  // Offline, a link loads the whole document: the service worker answers with the saved page (its data inside),
  // or the offline page, where a client-side render would wait for API calls that cannot succeed.
  const online = useOnline();
  // A link marked `data-keep-scroll` (add to compare on a tile) changes the query and keeps the scroll position.
  const keepScroll = 'data-keep-scroll' in rest;
  return (
    <RouterLink
      href={href}
      ref={ref}
      reloadDocument={!online}
      state={keepScroll ? { keepScroll: true } : undefined}
      {...rest}
    />
  );
}

/**
 * The links the library components build themselves (product and recipe tiles, package tabs, search results,
 * popular searches) come from the site's path builders, so every URL of the site is made in one place.
 */
export const libraryRoutes: LarderRoutes = {
  product: (slug, packaging) =>
    packaging === undefined ? getHref('product', slug) : getHref('productPackage', slug, packaging),
  recipe: (slug) => getHref('recipe', slug),
  search: (term) => getHref('searchResult', term),
  searchPage: () => paths.searchResult.path,
  plusOnes: () => getHref('plusOne'),
};

/**
 * Marks <html data-hydrated> once the page itself is hydrated and its enhanced controls have switched in (the
 * library's `useHydrated` switches, rendered as one transition after hydration: styled selects, the combobox,
 * infinite scroll), so tests and CSS that wait for it find the page as a visitor will use it; and the user timing
 * `larder:hydrated` (bench/script-loading.mjs). It sits inside the pages' Suspense boundary: React hydrates the
 * shell first and the boundary's content in a later pass, and a change made to a form control in between is lost
 * (the controlled value wins when that content hydrates).
 */
function HydrationMark() {
  const hydrated = useHydrated();
  useEffect(() => {
    if (!hydrated) return;
    document.documentElement.setAttribute('data-hydrated', '');
    performance.mark('larder:hydrated');
  }, [hydrated]);
  return null;
}

function Pages() {
  const location = useLocation();
  const { notFoundUrl, offlineUrl } = useSite();
  const url = `${location.pathname}${location.search}`;
  // The service worker answered this URL with the offline page: render it until the visitor navigates elsewhere.
  if (offlineUrl && url === offlineUrl)
    return (
      <>
        <offlinePage.Component />
        <HydrationMark />
      </>
    );
  // The server answered this very URL with 404 (e.g. an unknown product slug): render the same until the
  // visitor navigates elsewhere.
  if (notFoundUrl !== null && `${location.pathname}${location.search}` === notFoundUrl)
    return (
      <>
        <NotFoundPage />
        <HydrationMark />
      </>
    );
  return (
    <Suspense fallback={<Loading />}>
      <MatchedPage pathname={location.pathname} />
      <HydrationMark />
    </Suspense>
  );
}

/**
 * The route table's page for a pathname (`matchRoute`, the function the server renders by), or the 404 page, inside
 * React Router's route context (`useParams`, relative links), as `<Routes>` would render it: the same page component
 * for two URLs of one route, another one when the route changes. `<Routes>` itself also brings data routers' error
 * boundaries and hydration fallbacks, which this app does not use (docs/benchmarks.md, js-size).
 */
function MatchedPage({ pathname }: { pathname: string }) {
  const { route, matches } = matchRoute(pathname);
  const context = useMemo(() => ({ outlet: null, matches, isDataRoute: false }), [matches]);
  return <RouteContext value={context}>{route ? <route.page.Component /> : <NotFoundPage />}</RouteContext>;
}

export interface AppProps {
  fallback: Record<string, unknown>;
  site: SiteContextValue;
  /** The API client of the hooks (server: one pointed at the in-process API); the browser uses the default. */
  client?: ApiClient;
}

/** The whole site below the router: data, theme, shell and pages. */
export function App({ fallback, site, client }: AppProps) {
  return (
    <ApiClientProvider client={client ?? apiClient}>
      <SwrProvider fallback={fallback}>
        <SiteProvider value={site}>
          <LarderProvider link={RouterLinkAdapter} routes={libraryRoutes}>
            {/* The claim seals, drawn once per page: product tiles repeat them (up to nine a tile, thirty tiles a page). */}
            <ClaimSprite>
              <SiteShell>
                <Pages />
              </SiteShell>
            </ClaimSprite>
          </LarderProvider>
        </SiteProvider>
      </SwrProvider>
    </ApiClientProvider>
  );
}
