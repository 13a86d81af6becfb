// Server only (entry-server.tsx): the data each route's first render reads, by route id (routes.ts). Kept out of
// the route table so that none of it, nor the queries and domain helpers it needs, is in the browser's entry chunk.
import { MENU_INSIGHT_SLUGS } from '@larder/domain';
import type { Prefetch } from './lib/route-types';
import { prefetchAllergens } from './features/allergens/route-data';
import { prefetchCompare } from './features/compare/route-data';
import { FORM_TOOLS, prefetchFaqTool } from './features/faq/route-data';
import { prefetchFormPage, prefetchPortionControl } from './features/forms/route-data';
import {
  prefetchHome,
  prefetchMenuInsightPage,
  prefetchOfferPage,
  prefetchPackagePage,
  prefetchProductLine,
  prefetchProductsStory,
} from './features/marketing/route-data';
import { LANDING_OFFER_IDS } from './features/marketing/offers/offer-data';
import { prefetchPlusOnes } from './features/plus-ones/route-data';
import { prefetchProduct, prefetchProducts } from './features/products/route-data';
import { prefetchRecipe, prefetchRecipes } from './features/recipes/route-data';
import { prefetchSearchResult } from './features/search/route-data';

/** Loads the data of a route's first render; a route without an entry renders from its code alone. */
export const routePrefetch: Readonly<Record<string, Prefetch>> = {
  home: prefetchHome,
  'search-result': prefetchSearchResult,
  'products-story': prefetchProductsStory,
  products: prefetchProducts,
  product: prefetchProduct,
  recipes: prefetchRecipes,
  recipe: prefetchRecipe,
  'plus-one': prefetchPlusOnes,
  ...Object.fromEntries(
    FORM_TOOLS.map((slug): [string, Prefetch] => [
      `faq-${slug}`,
      ({ client, search }) => prefetchFaqTool(slug, client, search),
    ]),
  ),
  'faq-tool': ({ params, client, search }) => prefetchFaqTool(params.slug, client, search),
  allergens: prefetchAllergens,
  compare: prefetchCompare,
  contact: prefetchFormPage,
  'get-sample': prefetchFormPage,
  pizzaexpo: prefetchFormPage,
  'portion-control': prefetchPortionControl,
  cups: prefetchPackagePage('cups'),
  pouches: prefetchPackagePage('pouches'),
  'bar-bottles': prefetchPackagePage('bar-bottles'),
  essentials: prefetchProductLine('essentials-products'),
  metropolitan: prefetchProductLine('metropolitan-products'),
  signature: prefetchProductLine('signature-products'),
  ...Object.fromEntries(
    MENU_INSIGHT_SLUGS.map((slug): [string, Prefetch] => [
      `menu-insight-${slug}`,
      prefetchMenuInsightPage(slug),
    ]),
  ),
  'offer-dippingCups': prefetchOfferPage('dippingCups'),
  'offer-fallFlavors': prefetchOfferPage('fallFlavors'),
  ...Object.fromEntries(
    LANDING_OFFER_IDS.map((id): [string, Prefetch] => [`offer-${id}`, prefetchOfferPage(id)]),
  ),
};
