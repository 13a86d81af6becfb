import { prefetch } from '@larder/client';
import type { MenuInsightSlug } from '@larder/domain';
import { optional } from '../../lib/prefetch';
import type { Prefetch } from '../../lib/route-types';
import type { OfferPageId } from '../../paths';
import { prefetchCuratedEntries, type CuratedListId } from './curated-lists';
import { HOME_DATASETS } from './home-content';
import { OFFER_PAGES, prefetchOffer } from './offers/offer-data';
import { prefetchCurated } from './package-pages/curated-products';
import {
  FEATURED_RECIPE_LIST,
  LINE_DATASETS,
  STORY_DATASETS,
  type ProductLineListId,
} from './product-lines/story-data';

/** Home: its category blocks. */
export const prefetchHome: Prefetch = async ({ client }) => ({
  entries: await optional(prefetch.dxpData(client, HOME_DATASETS)),
});

/** A package page (/cups, /pouches, /bar-bottles): its curated products. */
export function prefetchPackagePage(listId: CuratedListId): Prefetch {
  return async ({ client }) => ({ entries: await prefetchCurated(client, listId) });
}

/** Flavor Central (/products/story): its lookups and the featured recipe. */
export const prefetchProductsStory: Prefetch = async ({ client }) => ({
  entries: await prefetchCuratedEntries(client, STORY_DATASETS, FEATURED_RECIPE_LIST, 'recipes'),
});

/** A product-line page (/essentials, /metropolitan, /signature): the line and its curated products. */
export function prefetchProductLine(listId: ProductLineListId): Prefetch {
  return async ({ client }) => ({
    entries: await prefetchCuratedEntries(client, LINE_DATASETS, listId, 'products'),
  });
}

/** A menu-insight page: its curated recipes and sauces. */
export function prefetchMenuInsightPage(slug: MenuInsightSlug): Prefetch {
  return async ({ client }) => {
    // Imported when the server prefetches, so the route table (in every page's entry chunk) carries no page copy.
    const { prefetchMenuInsight } = await import('./menu-insights/insight-curation');
    return { entries: await prefetchMenuInsight(client, slug) };
  };
}

/** An offer or landing page: its curated lists, their search, its product table and units. */
export function prefetchOfferPage(id: OfferPageId): Prefetch {
  return async ({ client }) => ({ entries: await prefetchOffer(client, OFFER_PAGES[id].lists) });
}
