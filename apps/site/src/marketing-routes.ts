import { lazyPage } from './lazy-page';
import type { SiteRoute } from './routes';
import type { CuratedListId } from './pages/curated-lists';
import { prefetchCurated } from './pages/cups-curated';

const privacy = lazyPage('src/pages/privacy.tsx', () => import('./pages/privacy'));
const terms = lazyPage('src/pages/terms.tsx', () => import('./pages/terms'));
const coronavirus = lazyPage('src/pages/coronavirus.tsx', () => import('./pages/coronavirus'));
const whatsHot = lazyPage('src/pages/whats-hot.tsx', () => import('./pages/whats-hot'));
const cups = lazyPage('src/pages/cups.tsx', () => import('./pages/cups'));
const pouches = lazyPage('src/pages/pouches.tsx', () => import('./pages/pouches'));
const barBottles = lazyPage('src/pages/bar-bottles.tsx', () => import('./pages/bar-bottles'));
const aboutUs = lazyPage('src/pages/about-us.tsx', () => import('./pages/about-us'));

function curated(listId: CuratedListId): SiteRoute['prefetch'] {
  return async ({ client }) => ({ entries: await prefetchCurated(client, listId) });
}

/** The marketing pages (spec §2.13); `routes.ts` spreads them into the site's route list. */
export const marketingRoutes: SiteRoute[] = [
  { id: 'privacy', path: '/privacy', page: privacy },
  { id: 'terms', path: '/terms', page: terms },
  { id: 'coronavirus', path: '/coronavirus', page: coronavirus },
  { id: 'whats-hot', path: '/whats-hot', page: whatsHot },
  { id: 'cups', path: '/cups', page: cups, prefetch: curated('cups') },
  { id: 'pouches', path: '/pouches', page: pouches, prefetch: curated('pouches') },
  { id: 'bar-bottles', path: '/bar-bottles', page: barBottles, prefetch: curated('bar-bottles') },
  { id: 'about-us', path: '/about-us', page: aboutUs },
];
