import { matchRoutes, type Params, type RouteMatch as RouterMatch } from 'react-router';
import { MENU_INSIGHT_SLUGS } from '@larder/domain';
import { DEFAULT_ANCHOR_OFFSET, PRODUCT_ANCHOR_OFFSET } from './constants';
import { lazyPage, type LazyPage } from './lib/lazy-page';
import { getHref, paths } from './paths';
import { FORM_TOOLS } from './features/faq/form-tools';
import { LANDING_OFFER_IDS } from './features/marketing/offers/offer-ids';

export type { PrefetchResult, RouteContext } from './lib/route-types';
export { DEFAULT_ANCHOR_OFFSET };

export interface SiteRoute {
  id: string;
  /** React Router path pattern. */
  path: string;
  page: LazyPage;
  /** Offset of in-page anchor jumps, for the fixed header (spec §2.1). @default 85 */
  anchorOffset?: number;
}

// Every page is a chunk of its own (its first argument names it in Vite's manifest, for modulepreload links):
// the forms, their dialogs and the captcha widget stay out of the other pages. The route table itself is in the
// entry chunk, so it imports page modules only lazily, and the data loading of each route's first render (server
// only) is in `route-prefetch.ts`, keyed by route id.
const page = {
  home: lazyPage('src/features/marketing/home.tsx', () => import('./features/marketing/home')),
  searchResult: lazyPage(
    'src/features/search/search-result.tsx',
    () => import('./features/search/search-result'),
  ),
  productsStory: lazyPage(
    'src/features/marketing/product-lines/products-story.tsx',
    () => import('./features/marketing/product-lines/products-story'),
  ),
  productsList: lazyPage(
    'src/features/products/products-list.tsx',
    () => import('./features/products/products-list'),
  ),
  productDetail: lazyPage(
    'src/features/products/product-detail.tsx',
    () => import('./features/products/product-detail'),
  ),
  recipesList: lazyPage(
    'src/features/recipes/recipes-list.tsx',
    () => import('./features/recipes/recipes-list'),
  ),
  recipeDetail: lazyPage(
    'src/features/recipes/recipe-detail.tsx',
    () => import('./features/recipes/recipe-detail'),
  ),
  plusOnes: lazyPage(
    'src/features/plus-ones/plus-ones-list.tsx',
    () => import('./features/plus-ones/plus-ones-list'),
  ),
  allergens: lazyPage(
    'src/features/allergens/allergens-page.tsx',
    () => import('./features/allergens/allergens-page'),
  ),
  offline: lazyPage('src/features/offline/offline-page.tsx', () => import('./features/offline/offline-page')),
  compare: lazyPage('src/features/compare/compare-page.tsx', () => import('./features/compare/compare-page')),
  faqHub: lazyPage('src/features/faq/faq-hub.tsx', () => import('./features/faq/faq-hub')),
  faqTool: lazyPage('src/features/faq/faq-tool.tsx', () => import('./features/faq/faq-tool')),
  faqFormTool: lazyPage('src/features/faq/faq-form-tool.tsx', () => import('./features/faq/faq-form-tool')),
  contact: lazyPage('src/features/forms/contact.tsx', () => import('./features/forms/contact')),
  getSample: lazyPage('src/features/forms/get-sample.tsx', () => import('./features/forms/get-sample')),
  pizzaExpo: lazyPage('src/features/forms/pizzaexpo.tsx', () => import('./features/forms/pizzaexpo')),
  portionControl: lazyPage(
    'src/features/forms/portion-control.tsx',
    () => import('./features/forms/portion-control'),
  ),
  privacy: lazyPage(
    'src/features/marketing/legal/privacy.tsx',
    () => import('./features/marketing/legal/privacy'),
  ),
  terms: lazyPage('src/features/marketing/legal/terms.tsx', () => import('./features/marketing/legal/terms')),
  coronavirus: lazyPage(
    'src/features/marketing/coronavirus.tsx',
    () => import('./features/marketing/coronavirus'),
  ),
  whatsHot: lazyPage('src/features/marketing/whats-hot.tsx', () => import('./features/marketing/whats-hot')),
  aboutUs: lazyPage('src/features/marketing/about-us.tsx', () => import('./features/marketing/about-us')),
  cups: lazyPage(
    'src/features/marketing/package-pages/cups.tsx',
    () => import('./features/marketing/package-pages/cups'),
  ),
  pouches: lazyPage(
    'src/features/marketing/package-pages/pouches.tsx',
    () => import('./features/marketing/package-pages/pouches'),
  ),
  barBottles: lazyPage(
    'src/features/marketing/package-pages/bar-bottles.tsx',
    () => import('./features/marketing/package-pages/bar-bottles'),
  ),
  essentials: lazyPage(
    'src/features/marketing/product-lines/essentials.tsx',
    () => import('./features/marketing/product-lines/essentials'),
  ),
  metropolitan: lazyPage(
    'src/features/marketing/product-lines/metropolitan.tsx',
    () => import('./features/marketing/product-lines/metropolitan'),
  ),
  signature: lazyPage(
    'src/features/marketing/product-lines/signature.tsx',
    () => import('./features/marketing/product-lines/signature'),
  ),
  menuInsight: lazyPage(
    'src/features/marketing/menu-insights/menu-insight.tsx',
    () => import('./features/marketing/menu-insights/menu-insight'),
  ),
  dippingCups: lazyPage(
    'src/features/marketing/offers/dipping-cups.tsx',
    () => import('./features/marketing/offers/dipping-cups'),
  ),
  fallFlavors: lazyPage(
    'src/features/marketing/offers/fall-flavors.tsx',
    () => import('./features/marketing/offers/fall-flavors'),
  ),
};

/**
 * The offline page, which the service worker also serves under the URL of a page not saved on the device (the app
 * renders it for that URL, app.tsx): a chunk of its own like every page, preloaded before hydration.
 */
export const offlinePage: LazyPage = page.offline;

/** Every route of the site, by section of spec §2.1. Anything else renders the 404 page with status 404. */
export const routes: SiteRoute[] = [
  // Home and search (spec §2.1, §2.8)
  { id: 'home', path: paths.home.path, page: page.home },
  {
    id: 'search-result',
    path: paths.searchResult.path,
    page: page.searchResult,
  },

  // Products (spec §2.3–2.5)
  {
    id: 'products-story',
    path: paths.productsStory.path,
    page: page.productsStory,
  },
  { id: 'products', path: paths.products.path, page: page.productsList },
  {
    id: 'product',
    path: paths.product.path,
    page: page.productDetail,
    anchorOffset: PRODUCT_ANCHOR_OFFSET,
  },

  // Recipes and plus-ones (spec §2.6, §2.7)
  { id: 'recipes', path: paths.recipes.path, page: page.recipesList },
  { id: 'recipe', path: paths.recipe.path, page: page.recipeDetail },
  { id: 'plus-one', path: paths.plusOne.path, page: page.plusOnes },

  // FAQ (spec §2.9): the inquiry tools have their own route, so the other tools load no form code.
  { id: 'faq', path: paths.faq.path, page: page.faqHub },
  ...FORM_TOOLS.map((slug): SiteRoute => ({
    id: `faq-${slug}`,
    path: getHref('faqTool', slug),
    page: page.faqFormTool,
  })),
  {
    id: 'faq-tool',
    path: paths.faqTool.path,
    page: page.faqTool,
  },

  // Operator tools (issue 16)
  { id: 'allergens', path: paths.allergens.path, page: page.allergens },
  { id: 'compare', path: paths.compare.path, page: page.compare },

  // Offline kitchen mode: the service worker's fallback for a page not saved on the device
  { id: 'offline', path: paths.offline.path, page: page.offline },

  // Forms (spec §2.10–2.12)
  { id: 'contact', path: paths.contact.path, page: page.contact },
  { id: 'get-sample', path: paths.getSample.path, page: page.getSample },
  { id: 'pizzaexpo', path: paths.pizzaExpo.path, page: page.pizzaExpo },
  {
    id: 'portion-control',
    path: paths.portionControl.path,
    page: page.portionControl,
  },

  // Marketing pages (spec §2.13)
  { id: 'privacy', path: paths.privacy.path, page: page.privacy },
  { id: 'terms', path: paths.terms.path, page: page.terms },
  { id: 'coronavirus', path: paths.coronavirus.path, page: page.coronavirus },
  { id: 'whats-hot', path: paths.whatsHot.path, page: page.whatsHot },
  { id: 'about-us', path: paths.aboutUs.path, page: page.aboutUs },
  { id: 'cups', path: paths.cups.path, page: page.cups },
  { id: 'pouches', path: paths.pouches.path, page: page.pouches },
  {
    id: 'bar-bottles',
    path: paths.barBottles.path,
    page: page.barBottles,
  },
  {
    id: 'essentials',
    path: paths.essentials.path,
    page: page.essentials,
  },
  {
    id: 'metropolitan',
    path: paths.metropolitan.path,
    page: page.metropolitan,
  },
  {
    id: 'signature',
    path: paths.signature.path,
    page: page.signature,
  },
  // The menu-insight pages, /offers/stadium-staples among them.
  ...MENU_INSIGHT_SLUGS.map((slug): SiteRoute => ({
    id: `menu-insight-${slug}`,
    path: getHref('menuInsight', slug),
    page: page.menuInsight,
  })),
  {
    id: 'offer-dippingCups',
    path: getHref('offer', 'dippingCups'),
    page: page.dippingCups,
  },
  {
    id: 'offer-fallFlavors',
    path: getHref('offer', 'fallFlavors'),
    page: page.fallFlavors,
  },
  // The five single-product landing pages share one chunk, each with its own component.
  ...LANDING_OFFER_IDS.map((id): SiteRoute => ({
    id: `offer-${id}`,
    path: getHref('offer', id),
    page: lazyPage('src/features/marketing/offers/landing-page.tsx', () =>
      import('./features/marketing/offers/landing-page').then((module) => ({
        default: module.landingPages[id],
        parts: module.parts,
      })),
    ),
  })),
];

export interface RouteMatch {
  route: SiteRoute | undefined;
  params: Params;
  /** React Router's matches of the pathname (empty for the 404 page), for its route context. */
  matches: RouterMatch[];
}

const routePatterns = routes.map((route) => ({ path: route.path, id: route.id }));
let lastMatch: { pathname: string; match: RouteMatch } | undefined;

/**
 * The route a pathname renders (undefined: the 404 page). One render asks it several times for the same pathname
 * (the server render, the shell's head and anchor hooks), and React Router ranks the whole table on each call
 * (issue 12: ~3 % of a cold page's server CPU), so the last answer is kept.
 */
export function matchRoute(pathname: string): RouteMatch {
  if (lastMatch?.pathname === pathname) return lastMatch.match;
  const matches = matchRoutes(routePatterns, pathname);
  const found = matches?.[matches.length - 1];
  const match: RouteMatch = found
    ? {
        route: routes.find((route) => route.id === found.route.id),
        params: found.params,
        matches: matches ?? [],
      }
    : { route: undefined, params: {}, matches: [] };
  lastMatch = { pathname, match };
  return match;
}
