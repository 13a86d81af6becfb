import type { MenuInsightSlug } from '@larder/domain';
import type { HeroArt } from '@larder/ui';
import type { OfferPageId } from '../paths';

/**
 * The pictures no content field points at (api/content/artwork.json, drawn by api/scripts/art): page heroes,
 * chef portraits and dish categories. Paths are under the image root, served by `/img/fit-in/{w}x{h}/…`.
 */

/** Every page with a drawn hero, by the id of its pictures (`heroes/{id}.svg` and `heroes/{id}-phone.svg`). */
export const HERO_IDS = [
  'home',
  'plus-one',
  'about',
  'cups',
  'pouches',
  'bar-bottles',
  'portion-control',
  'products-story',
  'recipes',
  'whats-hot',
  'faq',
  'contact',
  'get-sample',
  'offers-dipping-cups',
  'offers-fall-flavors',
  'offers-avocado-ranch',
  'offers-boom-boom',
  'offers-chickn-dipn',
  'offers-dill-pickle',
  'offers-green-goddess',
  'offers-stadium-staples',
  'menu-burgers',
  'menu-wings',
  'menu-salads',
  'menu-pizza',
  'menu-breakfast-sandwiches',
  'menu-chicken-sandwiches',
  'menu-fries',
  'menu-tacos',
  'menu-deli',
  'menu-seafood',
  'menu-bowls',
] as const;
export type HeroId = (typeof HERO_IDS)[number];

/** The wide (21:9) and phone (4:5) pictures of a page's hero. */
export function heroArt(id: HeroId): HeroArt {
  return { wide: `heroes/${id}.svg`, phone: `heroes/${id}-phone.svg` };
}

const OFFER_HEROES: Record<OfferPageId, HeroId> = {
  dippingCups: 'offers-dipping-cups',
  fallFlavors: 'offers-fall-flavors',
  avocadoRanch: 'offers-avocado-ranch',
  boomBoom: 'offers-boom-boom',
  chicknDipn: 'offers-chickn-dipn',
  dillPickle: 'offers-dill-pickle',
  greenGoddess: 'offers-green-goddess',
};

/** The hero of an offer or landing page. */
export function offerHeroArt(id: OfferPageId): HeroArt {
  return heroArt(OFFER_HEROES[id]);
}

/** The hero of a menu-insight page (stadium staples is drawn as an offer: its page is /offers/stadium-staples). */
export function menuInsightHeroArt(slug: MenuInsightSlug): HeroArt {
  return heroArt(slug === 'stadium-staples' ? 'offers-stadium-staples' : `menu-${slug}`);
}

/** The about page's chef portraits (square, shown in a round frame), by the chef's name as printed. */
export const CHEF_PORTRAITS: Record<string, string> = {
  'Chef Dana Whitfield': 'chefs/dana-whitfield.svg',
  'Chef Marco Bellini': 'chefs/marco-bellini.svg',
  'Chef Alana Reyes': 'chefs/alana-reyes.svg',
};

/** The picture of a dish category (square), by its id, e.g. `dishes/burgers.svg`. */
export function dishArt(id: string): string {
  return `dishes/${id}.svg`;
}
