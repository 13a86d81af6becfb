import { matchRoutes, type Params } from 'react-router';
import { isApiError, keys, prefetch, fetchers, type ApiClient, type FallbackEntry } from '@larder/client';
import { lazyPage, type LazyPage } from './lazy-page';
import { paths } from './paths';
import { FILTER_DATASETS, productsQueryFromSearch, requestedPages } from './pages/products-list-query';
import { productCodeFromState, relatedRecipesQuery, selectProduct } from './pages/product-selection';
import { contentRoutes } from './content-routes';
import { formRoutes } from './form-routes';
import { marketingRoutes } from './marketing-routes';
import { faqRoutes } from './faq-routes';
import { insightRoutes } from './insight-routes';
import { productLineRoutes } from './product-line-routes';
import { offerRoutes } from './offer-routes';

/** What a route's `prefetch` gets on the server. */
export interface RouteContext {
  params: Params;
  search: URLSearchParams;
  client: ApiClient;
}

export interface PrefetchResult {
  /** SWR fallback entries: exactly the keys the page's hooks read on first render. */
  entries: FallbackEntry<unknown>[];
  /** The URL names nothing (e.g. an unknown product slug): answer 404 with the not-found page. */
  notFound?: boolean;
}

export interface SiteRoute {
  id: string;
  /** React Router path pattern. */
  path: string;
  page: LazyPage;
  /** Loads the data of the first render (server only). */
  prefetch?: (context: RouteContext) => Promise<PrefetchResult>;
  /** Offset of in-page anchor jumps, for the fixed header (spec §2.1). @default 85 */
  anchorOffset?: number;
}

/** The offset anchors get everywhere but product pages (spec §2.1). */
export const DEFAULT_ANCHOR_OFFSET = 85;

const productsList = lazyPage('src/pages/products-list.tsx', () => import('./pages/products-list'));
const productDetail = lazyPage('src/pages/product-detail.tsx', () => import('./pages/product-detail'));

function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}

/** Every route of the site. Anything else renders the 404 page with status 404. */
export const routes: SiteRoute[] = [
  ...contentRoutes,
  ...formRoutes,
  ...marketingRoutes,
  ...faqRoutes,
  ...insightRoutes,
  ...productLineRoutes,
  ...offerRoutes,
  {
    id: 'products',
    path: paths.products.path,
    page: productsList,
    async prefetch({ search, client }) {
      const params = productsQueryFromSearch(search);
      const wanted = requestedPages(search);
      const pages = [];
      // Sequential: each page says whether there is a next one.
      for (let page = 1; page <= wanted; page += 1) {
        const data = await fetchers.products(client, { ...params, page, limit: 30 });
        pages.push(data);
        if (!data.paging.hasNext) break;
      }
      // Only the infinite key is sent; SwrProvider derives the page keys from it for the cache.
      const entries: FallbackEntry<unknown>[] = [
        [keys.productsInfinite(params), pages],
        await prefetch.dxpData(client, FILTER_DATASETS),
      ];
      return { entries };
    },
  },
  {
    id: 'product',
    // One route for both forms, so switching package tabs keeps the page mounted.
    path: '/products/:slug/:package?',
    page: productDetail,
    anchorOffset: 75,
    async prefetch({ params, client }) {
      const slug = params.slug ?? '';
      let base: FallbackEntry<Awaited<ReturnType<typeof fetchers.productDetails>>>;
      try {
        base = await prefetch.productDetails(client, { slug });
      } catch (error) {
        if (isNotFound(error)) return { entries: [], notFound: true };
        throw error;
      }
      const details = base[1];
      const entries: FallbackEntry<unknown>[] = [base];
      // The server has no navigation state; the package segment may still pick a sibling.
      const selected = selectProduct(details, params.package, productCodeFromState(undefined));
      if (selected.id !== details.product.id)
        entries.push(await prefetch.productDetails(client, { slug: selected.slug }));
      entries.push(await prefetch.relatedRecipes(client, relatedRecipesQuery(selected)));
      return { entries };
    },
  },
];

export interface RouteMatch {
  route: SiteRoute | undefined;
  params: Params;
}

/** The route a pathname renders (undefined: the 404 page). */
export function matchRoute(pathname: string): RouteMatch {
  const matches = matchRoutes(
    routes.map((route) => ({ path: route.path, id: route.id })),
    pathname,
  );
  const match = matches?.[matches.length - 1];
  if (!match) return { route: undefined, params: {} };
  return { route: routes.find((route) => route.id === match.route.id), params: match.params };
}
