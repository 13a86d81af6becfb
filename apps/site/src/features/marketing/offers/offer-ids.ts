// The landing pages' ids alone, for the route table in the entry chunk (offer-data.ts, with the pages' data and
// helpers, stays in the offer pages' chunks).
import type { OfferPageId } from '../../../paths';

/** The single-product landing pages. */
export type LandingOfferId = Exclude<OfferPageId, 'dippingCups' | 'fallFlavors'>;
export const LANDING_OFFER_IDS: readonly LandingOfferId[] = [
  'avocadoRanch',
  'boomBoom',
  'chicknDipn',
  'dillPickle',
  'greenGoddess',
];
