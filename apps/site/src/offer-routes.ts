import { lazyPage, type LazyPage } from './lazy-page';
import type { SiteRoute } from './routes';
import { LANDING_OFFER_IDS, OFFER_PAGES, prefetchOffer, type OfferPageId } from './pages/offers/offer-data';

const dippingCups = lazyPage(
  'src/pages/offers/dipping-cups.tsx',
  () => import('./pages/offers/dipping-cups'),
);
const fallFlavors = lazyPage(
  'src/pages/offers/fall-flavors.tsx',
  () => import('./pages/offers/fall-flavors'),
);

function offerRoute(id: OfferPageId, page: LazyPage): SiteRoute {
  const { path, lists } = OFFER_PAGES[id];
  return {
    id: `offer-${id}`,
    path,
    page,
    prefetch: async ({ client }) => ({ entries: await prefetchOffer(client, lists) }),
  };
}

/** The offer and landing pages under /offers (spec §2.13); `routes.ts` spreads them into the site's route list. */
export const offerRoutes: SiteRoute[] = [
  offerRoute('dippingCups', dippingCups),
  offerRoute('fallFlavors', fallFlavors),
  // The five landing pages share one chunk, each with its own component.
  ...LANDING_OFFER_IDS.map((id) =>
    offerRoute(
      id,
      lazyPage('src/pages/offers/landing-page.tsx', () =>
        import('./pages/offers/landing-page').then((module) => ({ default: module.landingPages[id] })),
      ),
    ),
  ),
];
