/**
 * Recipe artwork: the dish drawn as what it is, on the same table, with its sauce in a ramekin and the flavor's key
 * ingredient beside it. Composed separately for 4:3 (the main image and its thumbnail), 1:1 and 16:9.
 */
import { Ctx, g, saveSvg } from './core';
import * as B from './bowls';
import type { DishDrawer, DishInfo } from './dish';
import * as F from './flats';
import { flavorProp } from './flavor-icons';
import * as H from './handhelds';
import { backdropFor, P, sauceOf } from './palette';
import * as Pi from './piles';
import * as Pl from './platters';
import { scatter } from './pieces';
import { backdrop, grainOver, napkin, ramekin } from './surface';

export interface RecipeArtInput {
  slug: string;
  title: string;
  /** The generator's dish type. */
  t: string;
  dishes: readonly string[];
  main: string;
  base: string;
  extras: readonly string[];
  /** The first flavor of each product the recipe uses, in order: [id, colour]. */
  flavors: readonly (readonly [string, string])[];
}

/** Which drawing a recipe gets, from its dish type and ingredients. */
export function drawerFor(d: DishInfo): { draw: DishDrawer; ramekin: boolean } {
  const title = d.title.toLowerCase();
  const b = d.base.toLowerCase();
  const m = d.main.toLowerCase();
  switch (d.t) {
    case 'burger':
    case 'chicken':
    case 'breakfast':
    case 'sliders':
      return { draw: H.burger, ramekin: true };
    case 'deli':
      if (/hoagie|french|cuban/.test(b)) return { draw: H.sub, ramekin: true };
      if (/toast|sourdough|rye|bread/.test(b)) return { draw: H.deli, ramekin: true };
      return { draw: H.burger, ramekin: true };
    case 'mix':
      if (/croissant/.test(b)) return { draw: H.burger, ramekin: true };
      return { draw: B.mixBowl, ramekin: false };
    case 'side':
      return { draw: B.mixBowl, ramekin: false };
    case 'dog':
      return { draw: H.hotdog, ramekin: true };
    case 'wrap':
      return { draw: F.wrap, ramekin: !/pita/.test(b) };
    case 'tacos':
      return { draw: F.tacos, ramekin: true };
    case 'wings':
      return { draw: Pi.wings, ramekin: true };
    case 'salad':
      if (/heirloom/.test(b)) return { draw: B.caprese, ramekin: false };
      return { draw: B.salad, ramekin: true };
    case 'wedge':
      return { draw: B.wedge, ramekin: false };
    case 'pizza':
      return { draw: F.pizza, ramekin: false };
    case 'fries':
      return { draw: Pi.fries, ramekin: true };
    case 'seafood':
      if (/salmon/.test(m)) return { draw: F.salmonPlate, ramekin: false };
      return { draw: Pl.basketMeal, ramekin: true };
    case 'bowl':
      return { draw: B.grainBowl, ramekin: false };
    case 'nachos':
      return { draw: Pl.nachos, ramekin: false };
    case 'dip':
      return { draw: Pl.dip, ramekin: false };
    case 'roast':
      return { draw: Pl.roast, ramekin: false };
    case 'dessert':
      return { draw: F.dessert, ramekin: false };
    default:
      if (/skewer/.test(title)) return { draw: Pi.skewers, ramekin: false };
      if (/platter/.test(title)) return { draw: Pl.platter, ramekin: false };
      if (/tender|pretzel chicken/.test(title)) return { draw: Pl.basketMeal, ramekin: true };
      if (/pretzel bites|pickle chips/.test(title))
        return { draw: (c, x) => Pi.bites(c, x, false), ramekin: true };
      return { draw: (c, x) => Pi.bites(c, x, true), ramekin: true };
  }
}

interface Frame {
  w: number;
  h: number;
  dish: [x: number, y: number, scale: number];
  ramekin: [x: number, y: number, r: number];
  prop: [x: number, y: number, scale: number] | null;
  napkin: [x: number, y: number, w: number, h: number, rot: number];
  herbs: { cx: number; cy: number; rx: number; ry: number };
}

const FRAMES: Record<'4x3' | '1x1' | '16x9', Frame> = {
  '4x3': {
    w: 800,
    h: 600,
    dish: [370, 352, 1.18],
    ramekin: [704, 508, 50],
    prop: [714, 300, 1.1],
    napkin: [-60, 470, 250, 210, -14],
    herbs: { cx: 420, cy: 575, rx: 300, ry: 14 },
  },
  '1x1': {
    w: 600,
    h: 600,
    dish: [300, 332, 0.94],
    ramekin: [522, 530, 46],
    prop: null,
    napkin: [400, -70, 260, 200, 16],
    herbs: { cx: 280, cy: 578, rx: 220, ry: 12 },
  },
  '16x9': {
    w: 960,
    h: 540,
    dish: [410, 300, 1],
    ramekin: [800, 448, 54],
    prop: [812, 250, 1.3],
    napkin: [-70, 420, 260, 210, -10],
    herbs: { cx: 560, cy: 520, rx: 360, ry: 12 },
  },
};

function scene(
  ratio: keyof typeof FRAMES,
  d: DishInfo,
  flavorId: string,
  plain = false,
): { ctx: Ctx; body: string; fr: Frame } {
  const fr = FRAMES[ratio];
  // One random stream per recipe: the same dish is drawn alike in each ratio, composed anew.
  const ctx = new Ctx(`recipe:${d.slug}`, plain);
  const { draw, ramekin: withRamekin } = drawerFor(d);
  const nudge = ctx.r.int(0, 5);
  const bg = backdropFor(d.sauce.base, nudge);
  const cloth = [P.green, P.terracotta, '#c9a66b', '#7a8f6a'][nudge % 4] ?? P.green;
  const [dx, dy, ds] = fr.dish;
  const [rx, ry, rr] = fr.ramekin;
  const dish = g(draw(ctx, d), dx, dy, ds);
  const side = withRamekin ? ramekin(rx, ry, rr, d.sauce2 ?? d.sauce) : '';
  const prop = fr.prop && !plain ? flavorProp(ctx, flavorId, fr.prop[0], fr.prop[1], fr.prop[2]) : '';
  const [nx, ny, nw, nh, nr] = fr.napkin;
  const body =
    backdrop(ctx, fr.w, fr.h, bg) +
    (plain ? '' : napkin(nx, ny, nw, nh, nr, cloth)) +
    prop +
    dish +
    side +
    (plain ? '' : scatter(ctx, ['leaf', 'leaf', 'sesame'], 4, fr.herbs, 1.7)) +
    grainOver(ctx, fr.w, fr.h);
  return { ctx, body, fr };
}

/** What the drawings need to know of a recipe. */
export function dishInfoOf(input: RecipeArtInput): DishInfo {
  const [first, second] = input.flavors;
  return {
    slug: input.slug,
    title: input.title,
    t: input.t,
    dishes: input.dishes,
    main: input.main.toLowerCase(),
    base: input.base.toLowerCase(),
    extras: input.extras.map((x) => x.toLowerCase()),
    sauce: sauceOf(first?.[0] ?? 'ranch', first?.[1] ?? '#e9e2cc'),
    sauce2: second && second[0] !== first?.[0] ? sauceOf(second[0], second[1]) : null,
  };
}

/** Draws a recipe in every ratio; returns the paths of the main (4:3) image and its thumbnail. */
export function recipeArtwork(input: RecipeArtInput): { image: string; thumbnail: string } {
  const d = dishInfoOf(input);
  const first = input.flavors[0];
  const flavorId = first?.[0] ?? 'herb';
  const out = (ratio: keyof typeof FRAMES, rel: string, px?: { w: number; h: number }): string => {
    const { ctx, body, fr } = scene(ratio, d, flavorId, px !== undefined);
    return saveSvg(rel, { w: px?.w ?? fr.w, h: px?.h ?? fr.h, vw: fr.w, vh: fr.h }, ctx, body, input.title);
  };
  const image = out('4x3', `recipes/${input.slug}.svg`);
  const thumbnail = out('4x3', `recipes/${input.slug}-thumb.svg`, { w: 320, h: 240 });
  out('1x1', `recipes/${input.slug}-1x1.svg`);
  out('16x9', `recipes/${input.slug}-16x9.svg`);
  return { image, thumbnail };
}
