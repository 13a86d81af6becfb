import { lazyPage } from './lazy-page';
import type { SiteRoute } from './routes';
import { paths } from './paths';
import { prefetchCuratedEntries } from './pages/curated-lists';
import {
  FEATURED_RECIPE_LIST,
  LINE_DATASETS,
  STORY_DATASETS,
  type ProductLineListId,
} from './pages/products-story-data';

const story = lazyPage('src/pages/products-story.tsx', () => import('./pages/products-story'));
const essentials = lazyPage('src/pages/essentials.tsx', () => import('./pages/essentials'));
const metropolitan = lazyPage('src/pages/metropolitan.tsx', () => import('./pages/metropolitan'));
const signature = lazyPage('src/pages/signature.tsx', () => import('./pages/signature'));

function lineData(listId: ProductLineListId): SiteRoute['prefetch'] {
  return async ({ client }) => ({
    entries: await prefetchCuratedEntries(client, LINE_DATASETS, listId, 'products'),
  });
}

/** Flavor Central (/products/story) and the product-line pages /essentials, /metropolitan, /signature (spec §2.3, §2.13); `routes.ts` spreads them into the site's route list. */
export const productLineRoutes: SiteRoute[] = [
  {
    id: 'products-story',
    path: paths.productsStory.path,
    page: story,
    prefetch: async ({ client }) => ({
      entries: await prefetchCuratedEntries(client, STORY_DATASETS, FEATURED_RECIPE_LIST, 'recipes'),
    }),
  },
  { id: 'essentials', path: '/essentials', page: essentials, prefetch: lineData('essentials-products') },
  {
    id: 'metropolitan',
    path: '/metropolitan',
    page: metropolitan,
    prefetch: lineData('metropolitan-products'),
  },
  { id: 'signature', path: '/signature', page: signature, prefetch: lineData('signature-products') },
];
