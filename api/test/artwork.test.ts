/**
 * The generated illustration set in `api/content/images` (drawn by `api/scripts/art`): no words baked into any
 * picture, every recipe in the three ratios search engines ask for, the heroes and chef portraits that
 * `artwork.json` lists, and pictures that librsvg (the resizer) actually paints.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Recipe } from '@larder/domain';
import { artRng } from '../scripts/art/core';

const ROOT = join(import.meta.dirname, '..', 'content');
const IMAGES = join(ROOT, 'images');
const recipes = JSON.parse(readFileSync(join(ROOT, 'recipes.json'), 'utf8')) as Recipe[];
const artwork = JSON.parse(readFileSync(join(ROOT, 'artwork.json'), 'utf8')) as {
  heroes: Record<string, { route: string; wide: string; phone: string }>;
  chefs: Record<string, string>;
  dishes: Record<string, string>;
};

const svgFiles = readdirSync(IMAGES, { recursive: true })
  .map(String)
  .filter((file) => file.endsWith('.svg'));

/** The viewBox's width / height of an image. */
function ratioOf(rel: string): number {
  const head = readFileSync(join(IMAGES, rel), 'utf8').slice(0, 400);
  const match = /viewBox="0 0 (\d+) (\d+)"/.exec(head);
  if (!match) throw new Error(`no viewBox in ${rel}`);
  return Number(match[1]) / Number(match[2]);
}

describe('the artwork', () => {
  it('has no text drawn into any picture (names are printed beside the art, in the page font)', () => {
    expect(svgFiles.length).toBeGreaterThan(2900);
    const withText = svgFiles.filter((file) => /<text[\s>]/.test(readFileSync(join(IMAGES, file), 'utf8')));
    expect(withText).toEqual([]);
  });

  it('draws every recipe at 4:3 (image and thumbnail), 1:1 and 16:9', () => {
    expect(recipes.length).toBeGreaterThan(120);
    for (const r of recipes) {
      expect(ratioOf(r.image), r.image).toBeCloseTo(4 / 3, 2);
      expect(ratioOf(r.thumbnail), r.thumbnail).toBeCloseTo(4 / 3, 2);
      expect(ratioOf(`recipes/${r.slug}-1x1.svg`), r.slug).toBeCloseTo(1, 2);
      expect(ratioOf(`recipes/${r.slug}-16x9.svg`), r.slug).toBeCloseTo(16 / 9, 2);
    }
  });

  it('lists a wide (21:9) and a phone (4:5) hero for the home, plus-one, about, package, offer and trend pages', () => {
    const routes = Object.values(artwork.heroes).map((hero) => hero.route);
    for (const route of [
      '/',
      '/plus-one',
      '/about-us',
      '/cups',
      '/pouches',
      '/bar-bottles',
      '/whats-hot',
      '/offers/boom-boom',
    ])
      expect(routes).toContain(route);
    for (const hero of Object.values(artwork.heroes)) {
      expect(ratioOf(hero.wide), hero.wide).toBeCloseTo(21 / 9, 2);
      expect(ratioOf(hero.phone), hero.phone).toBeCloseTo(4 / 5, 2);
    }
  });

  it('has a square portrait for each of the three chefs and a square picture per dish category', () => {
    expect(Object.keys(artwork.chefs)).toEqual([
      'Chef Dana Whitfield',
      'Chef Marco Bellini',
      'Chef Alana Reyes',
    ]);
    for (const file of [...Object.values(artwork.chefs), ...Object.values(artwork.dishes)])
      expect(ratioOf(file), file).toBeCloseTo(1, 2);
    expect(Object.keys(artwork.dishes)).toHaveLength(17);
  });

  it('paints every kind of picture through sharp (librsvg) at the sizes the site asks for, not as a blank', async () => {
    const samples: [string, number, number][] = [
      [recipes[0]?.image ?? '', 800, 600],
      [`recipes/${recipes[0]?.slug ?? ''}-16x9.svg`, 1200, 675],
      ['products/ke1001-website.svg', 500, 500],
      ['products/ke1001-case.svg', 300, 300],
      [artwork.heroes.home?.wide ?? '', 1600, 686],
      [artwork.chefs['Chef Alana Reyes'] ?? '', 120, 120],
      ['flavors/ranch.svg', 300, 300],
    ];
    for (const [file, width, height] of samples) {
      const source = join(IMAGES, file);
      const meta = await sharp(source).metadata();
      const density = 72 * Math.max(width / (meta.width ?? width), height / (meta.height ?? height));
      const stats = await sharp(source, { density }).resize({ width, height, fit: 'inside' }).stats();
      // A drawing has contrast: the spread of every channel is well above that of a flat fill.
      for (const channel of stats.channels.slice(0, 3)) expect(channel.stdev, file).toBeGreaterThan(12);
    }
  });

  it('draws from its own random numbers, seeded per picture, so the catalogue never depends on the art', () => {
    const a = artRng('recipe:boom-boom-smash-burger');
    const b = artRng('recipe:boom-boom-smash-burger');
    const other = artRng('recipe:classic-buffalo-wings');
    const first = Array.from({ length: 5 }, () => a());
    expect(Array.from({ length: 5 }, () => b())).toEqual(first);
    expect(Array.from({ length: 5 }, () => other())).not.toEqual(first);
  });
});
