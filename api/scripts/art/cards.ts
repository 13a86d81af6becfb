/**
 * The square and landscape cards of the catalogue: flavor swatches, plus-ones (a sauce plus one ingredient),
 * trends, packagings, product lines, home blocks and dish categories. No titles in the pictures: the site prints
 * them beside.
 */
import { Ctx, ellipse, g, line, path, saveSvg, smoothClosed, smoothOpen } from './core';
import * as B from './bowls';
import type { DishInfo } from './dish';
import * as F from './flats';
import { icon, iconOf } from './flavor-icons';
import * as H from './handhelds';
import { lineStyle, type LabelSpec } from './label';
import { PACK_SIZE, packShape, type PackId } from './packs';
import { darken, lighten, mix, P, printColor, sauceOf, type Sauce } from './palette';
import * as Pi from './piles';
import * as Pl from './platters';
import { backdrop, flecks, grainOver, ramekin } from './surface';

/** A sauce swatch: a spoon-swept smear, thick where the spoon set down and tapering away, glossy, with flecks. */
export function swoosh(ctx: Ctx, sauce: Sauce, cx: number, cy: number, w: number): string {
  const centre = (t: number): [number, number] => [
    cx - w / 2 + w * t,
    cy + Math.sin(t * Math.PI * 1.6) * w * 0.06 - t * w * 0.05,
  ];
  const thick = (t: number): number => w * 0.2 * (1 - t) ** 0.8 + w * 0.012;
  const n = 9;
  const upper: [number, number][] = [];
  const lower: [number, number][] = [];
  for (let i = 0; i <= n; i++) {
    const t = i / n;
    const [x, y] = centre(t);
    upper.push([x, y - thick(t) / 2]);
    lower.unshift([x, y + thick(t) / 2]);
  }
  const [x0, y0] = centre(0);
  const outline = smoothClosed([[x0 - thick(0) * 0.45, y0], ...upper, ...lower]);
  const gloss = smoothOpen(
    upper.slice(1, 6).map(([x, y], i) => [x, y + thick(i / n) * 0.22] as [number, number]),
  );
  return (
    path(outline, P.ink, 0.1).replace('/>', ' transform="translate(6 10)"/>') +
    ctx.twice(outline, sauce.shade, sauce.base, 2, 5) +
    line(gloss, sauce.hi, w * 0.025, 0.85) +
    flecks(cx - w * 0.18, cy, w * 0.22, w * 0.05, sauce, 14)
  );
}

/** A flavor: its sauce swept across, its key ingredient above. */
export function flavorCard(id: string, name: string, color: string): string {
  const ctx = new Ctx(`flavor:${id}`);
  const sauce = sauceOf(id, color);
  const body =
    backdrop(ctx, 400, 400, mix(lighten(color, 0.82), P.cream, 0.5)) +
    swoosh(ctx, sauce, 200, 270, 300) +
    ellipse(214, 212, 78, 16, P.ink, 0.12) +
    icon(ctx, iconOf(id), 200, 150, 1.55);
  return saveSvg(
    `flavors/${id}.svg`,
    { w: 400, h: 400 },
    ctx,
    body + grainOver(ctx, 400, 400),
    `${name} flavor`,
  );
}

const ADD_IN_ICON: [RegExp, string][] = [
  [/chipotle/, 'chipotle'],
  [/sriracha|chili|cayenne|red pepper/, 'chili'],
  [/jalape/, 'jalapeno'],
  [/lime/, 'lime'],
  [/lemon/, 'lemon'],
  [/bacon/, 'bacon'],
  [/bourbon/, 'barrel'],
  [/honey|maple|brown sugar/, 'honey'],
  [/parmesan/, 'cheese'],
  [/feta|blue|bleu/, 'bluecheese'],
  [/avocado/, 'avocado'],
  [/pickle|relish/, 'pickle'],
  [/garlic/, 'garlic'],
  [/horseradish/, 'horseradish'],
  [/cranberr/, 'cranberry'],
  [/apple|cider/, 'apple'],
  [/pineapple|mango/, 'mango'],
  [/sesame/, 'sesame'],
  [/orange/, 'orange'],
  [/paprika|cajun|seasoning|pepper/, 'peppercorn'],
  [/dill|cilantro|herb|parsley|basil|chive/, 'herbs'],
];

/** The icon of a plus-one's added ingredient (or, with two sauces, of the second sauce's flavor). */
export const addInIcon = (adds: readonly string[], secondFlavor: string | null): string =>
  ADD_IN_ICON.find(([re]) => re.test(adds.join(' ').toLowerCase()))?.[1] ??
  (secondFlavor ? iconOf(secondFlavor) : 'herbs');

/** A plus-one: a bowl of the sauce, a plus drawn as two bars, and the ingredient (or second sauce) it is mixed with. */
export function plusOneCard(
  rel: string,
  title: string,
  first: [string, string],
  second: [string, string] | null,
  add: string,
): string {
  const ctx = new Ctx(`plusone:${rel}`);
  const sauce = sauceOf(first[0], first[1]);
  const right = second
    ? ramekin(290, 230, 62, sauceOf(second[0], second[1])) + icon(ctx, iconOf(second[0]), 300, 122, 0.7)
    : ellipse(300, 270, 70, 14, P.ink, 0.12) + icon(ctx, add, 296, 212, 1.1);
  const body =
    backdrop(ctx, 400, 400, mix(lighten(sauce.base, 0.8), P.cream, 0.45)) +
    ramekin(122, 206, 92, sauce) +
    g(
      path('M-22 -6h44v12h-44z', P.green) + path('M-6 -22h12v44h-12z', P.green),
      212,
      140,
      1,
      0,
      ' opacity=".9"',
    ) +
    right +
    swoosh(ctx, sauce, 200, 336, 200);
  return saveSvg(rel, { w: 400, h: 400 }, ctx, body + grainOver(ctx, 400, 400), title);
}

/** A synthetic dish, for cards that show a kind of dish rather than a recipe. */
export function dishOf(
  slug: string,
  t: string,
  main: string,
  base: string,
  extras: string[],
  flavor: string,
  color: string,
  second?: [string, string],
): DishInfo {
  return {
    slug,
    title: slug.replace(/-/g, ' '),
    t,
    dishes: [],
    main,
    base,
    extras,
    sauce: sauceOf(flavor, color),
    sauce2: second ? sauceOf(second[0], second[1]) : null,
  };
}

const spec = (flavor: string, color: string, lines: string[] = []): LabelSpec => ({
  color: printColor(flavor, color),
  flavor,
  style: lineStyle(lines),
});

/** A pack standing with its base at (x, y), fitted to `tall` units. */
export function packAt(
  ctx: Ctx,
  pack: PackId,
  s: LabelSpec,
  sauce: string,
  x: number,
  y: number,
  tall: number,
): string {
  const [w, h] = PACK_SIZE[pack];
  return g(packShape(ctx, pack, s, sauce), x, y, Math.min(tall / h, (tall * 1.05) / w));
}

/** A packaging: the pack alone in the house label, on the table. */
export function packagingCard(id: PackId, name: string): string {
  const ctx = new Ctx(`packaging:${id}`);
  const body =
    backdrop(ctx, 400, 400, '#efe6d3') +
    ellipse(200, 340, 170, 28, darken('#efe6d3', 0.05)) +
    packAt(
      ctx,
      id,
      spec('herb', P.green),
      '#e9e2cc',
      200,
      340,
      id === 'cup' || id === 'pillowPack' ? 200 : 270,
    );
  return saveSvg(`packagings/${id}.svg`, { w: 400, h: 400 }, ctx, body + grainOver(ctx, 400, 400), name);
}

const LINE_FLAVORS: Record<string, [string, string][]> = {
  essentials: [
    ['ranch', '#e9e2cc'],
    ['italian', '#d9822b'],
    ['honey-mustard', '#e0a526'],
  ],
  metropolitan: [
    ['balsamic', '#4a2c2a'],
    ['raspberry', '#c2185b'],
    ['bleu-cheese', '#d5dde2'],
  ],
  signature: [
    ['boom-boom', '#f28c3a'],
    ['chickn-dipn', '#e9a35b'],
    ['dill-pickle', '#9bb24a'],
  ],
  mayonnaise: [
    ['mayonnaise', '#f6efd9'],
    ['garlic', '#efe6cf'],
    ['chipotle', '#a23e1c'],
  ],
  steakhouse: [
    ['bleu-cheese', '#d5dde2'],
    ['peppercorn', '#d8cfbf'],
    ['thousand-island', '#f0a679'],
  ],
  'better-for-you': [
    ['lemon', '#f4d03f'],
    ['greek', '#6b8e23'],
    ['raspberry', '#c2185b'],
  ],
  'restaurant-classics': [
    ['ranch', '#e9e2cc'],
    ['french', '#e8672c'],
    ['thousand-island', '#f0a679'],
  ],
};
const LINE_PACKS: Record<string, PackId[]> = {
  essentials: ['gallon', 'barBottle', 'cup'],
  metropolitan: ['barBottle', 'gallon', 'barBottle'],
  signature: ['gallon', 'cup', 'barBottle'],
  mayonnaise: ['tub', 'gallon', 'pail'],
  steakhouse: ['gallon', 'barBottle', 'gallon'],
  'better-for-you': ['barBottle', 'gallon', 'pouch'],
  'restaurant-classics': ['gallon', 'pail', 'gallon'],
};

/** A product line (3:2): three of its packs in the line's label colours, ingredients at their feet. */
export function productLineCard(id: string, name: string): string {
  const ctx = new Ctx(`line:${id}`);
  const style = lineStyle([id]);
  const flavors = LINE_FLAVORS[id] ?? LINE_FLAVORS.essentials ?? [];
  const packs = LINE_PACKS[id] ?? ['gallon', 'gallon', 'gallon'];
  const bg = mix(lighten(style.bg === '#fbf6ea' ? P.green : style.bg, 0.82), P.cream, 0.4);
  let items = '';
  [
    [110, 270, 190],
    [370, 270, 190],
    [240, 286, 230],
  ].forEach(([x, y, tall], i) => {
    const [fl, c] = flavors[i] ?? ['herb', P.green];
    items += packAt(ctx, packs[i] ?? 'gallon', { ...spec(fl, c), style }, c, x ?? 0, y ?? 0, tall ?? 200);
  });
  const [f0] = flavors[0] ?? ['herb'];
  const [f2] = flavors[2] ?? ['herb'];
  const body =
    backdrop(ctx, 480, 320, bg) +
    ellipse(240, 284, 230, 26, darken(bg, 0.06)) +
    items +
    icon(ctx, iconOf(f0), 40, 286, 0.55) +
    icon(ctx, iconOf(f2), 446, 290, 0.55);
  return saveSvg(`product-lines/${id}.svg`, { w: 480, h: 320 }, ctx, body + grainOver(ctx, 480, 320), name);
}

/** The trend cards (square): each trend drawn as its dish or packs. */
export function trendCard(id: string, title: string, color: string): string {
  const ctx = new Ctx(`trend:${id}`);
  const bg = mix(lighten(color, 0.75), P.cream, 0.35);
  const dish = (d: DishInfo, draw: (c: Ctx, x: DishInfo) => string, x = 200, y = 250, s = 0.62): string =>
    g(draw(ctx, d), x, y, s);
  const cups = (list: [string, string][]): string =>
    list
      .map(([fl, c], i) => packAt(ctx, 'cup', spec(fl, c), c, 90 + i * 110, 300 - (i % 2) * 40, 120))
      .join('');
  const scenes: Record<string, () => string> = {
    'stadium-staples': () =>
      dish(
        dishOf(
          'dog',
          'dog',
          'all-beef hot dog',
          'poppy seed hot dog bun',
          ['sweet pickle relish', 'tomato', 'dill pickle spear'],
          'mustard',
          '#d4a017',
        ),
        H.hotdog,
        200,
        250,
        0.64,
      ),
    'boom-boom': () =>
      dish(dishOf('bb', 'app', 'shrimp', '', ['green onions'], 'boom-boom', '#f28c3a'), (c, d) =>
        Pi.bites(c, d, true),
      ) + icon(ctx, 'chili', 330, 110, 0.8),
    'fall-flavors': () =>
      dish(
        dishOf(
          'ff',
          'roast',
          'butternut squash',
          '',
          ['dried cranberries', 'fresh sage'],
          'balsamic',
          '#4a2c2a',
        ),
        Pl.roast,
      ) +
      icon(ctx, 'apple', 80, 110, 0.7) +
      icon(ctx, 'cranberry', 320, 100, 0.6),
    'dipping-cups': () =>
      cups([
        ['ranch', '#e9e2cc'],
        ['barbecue', '#7b2d12'],
        ['honey-mustard', '#e0a526'],
      ]),
    'green-goddess': () =>
      dish(
        dishOf(
          'gg',
          'salad',
          'cucumber',
          'romaine lettuce',
          ['cherry tomatoes', 'avocado'],
          'green-goddess',
          '#7fa845',
        ),
        B.salad,
      ) + icon(ctx, 'basil', 330, 100, 0.8),
    'dill-pickle': () =>
      dish(
        dishOf(
          'dp',
          'fries',
          'frozen waffle fries',
          '',
          ['fresh dill', 'dill pickles'],
          'dill-pickle',
          '#9bb24a',
        ),
        Pi.fries,
      ) + icon(ctx, 'pickle', 320, 100, 0.9),
    'avocado-ranch': () =>
      dish(
        dishOf(
          'ar',
          'tacos',
          'shredded chicken tinga',
          'flour tortillas',
          ['queso fresco', 'fresh cilantro'],
          'avocado',
          '#8fb339',
        ),
        F.tacos,
        200,
        250,
        0.6,
      ) + icon(ctx, 'avocado', 330, 100, 0.8),
    'chickn-dipn': () =>
      dish(
        dishOf('cd', 'app', 'chicken tenderloins', '', [], 'chickn-dipn', '#e9a35b', [
          'honey-mustard',
          '#e0a526',
        ]),
        Pl.basketMeal,
      ) + icon(ctx, 'drumstick', 320, 96, 0.8),
    'global-street-food': () =>
      dish(
        dishOf(
          'gs',
          'tacos',
          'kimchi',
          'corn tortillas',
          ['fresh cilantro', 'toasted sesame seeds'],
          'gochujang',
          '#b23a48',
        ),
        F.tacos,
        200,
        250,
        0.6,
      ),
    'bowl-builders': () =>
      dish(
        dishOf(
          'bw',
          'bowl',
          'chickpeas',
          'cooked farro',
          ['roasted sweet potato', 'baby kale', 'avocado', 'shredded carrots'],
          'green-goddess',
          '#7fa845',
        ),
        B.grainBowl,
      ),
    'grab-and-go': () =>
      packAt(ctx, 'pouch', spec('ranch', '#e9e2cc'), '#e9e2cc', 120, 320, 200) +
      packAt(ctx, 'pillowPack', spec('honey-mustard', '#e0a526'), '#e0a526', 280, 330, 150) +
      packAt(ctx, 'cup', spec('barbecue', '#7b2d12'), '#7b2d12', 290, 220, 100),
    'better-burgers': () =>
      dish(
        dishOf(
          'bt',
          'burger',
          'ground chuck patty',
          'brioche bun',
          ['sharp cheddar cheese', 'thick-cut bacon', 'tomato', 'baby arugula'],
          'barbecue',
          '#7b2d12',
        ),
        H.burger,
        200,
        270,
        0.66,
      ),
  };
  const scene = scenes[id] ?? scenes['better-burgers'] ?? (() => '');
  const body = backdrop(ctx, 400, 400, bg) + scene();
  return saveSvg(`trends/${id}.svg`, { w: 400, h: 400 }, ctx, body + grainOver(ctx, 400, 400), title);
}

export { F, H, Pi, B };
