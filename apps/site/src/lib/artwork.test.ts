import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MENU_INSIGHT_SLUGS, menuInsightPath } from '@larder/domain';
import { getHref, type OfferPageId } from '../paths';
import { CHEF_PORTRAITS, HERO_IDS, dishArt, heroArt, menuInsightHeroArt, offerHeroArt } from './artwork';

const content = join(import.meta.dirname, '../../../../api/content');
const artwork = JSON.parse(readFileSync(join(content, 'artwork.json'), 'utf8')) as {
  heroes: Record<string, { route: string; wide: string; phone: string }>;
  chefs: Record<string, string>;
  dishes: Record<string, string>;
};
const image = (path: string) => existsSync(join(content, 'images', path));

describe('artwork the site shows', () => {
  it('names every drawn page hero, with the files artwork.json lists, and each exists', () => {
    expect([...HERO_IDS].sort()).toEqual(Object.keys(artwork.heroes).sort());
    for (const id of HERO_IDS) {
      const { wide, phone } = artwork.heroes[id]!;
      expect(heroArt(id)).toEqual({ wide, phone });
      expect(image(wide) && image(phone), id).toBe(true);
    }
  });

  it('gives each offer and menu-insight page the hero drawn for its route', () => {
    const routeOf = (art: { wide: string }) =>
      Object.values(artwork.heroes).find((hero) => hero.wide === art.wide)?.route;
    const offers: OfferPageId[] = [
      'dippingCups',
      'fallFlavors',
      'avocadoRanch',
      'boomBoom',
      'chicknDipn',
      'dillPickle',
      'greenGoddess',
    ];
    for (const id of offers) expect(routeOf(offerHeroArt(id))).toBe(getHref('offer', id));
    for (const slug of MENU_INSIGHT_SLUGS)
      expect(routeOf(menuInsightHeroArt(slug))).toBe(menuInsightPath(slug));
  });

  it('has a portrait of each chef and a picture of each dish category', () => {
    expect(CHEF_PORTRAITS).toEqual(artwork.chefs);
    for (const [id, path] of Object.entries(artwork.dishes)) {
      expect(dishArt(id)).toBe(path);
      expect(image(path), path).toBe(true);
    }
  });
});
