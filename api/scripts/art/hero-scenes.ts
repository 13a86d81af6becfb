/** What each page hero shows: its two subjects and four key ingredients at the edges. */
import { type Ctx, g } from './core';
import { clipboard, sampleBox, spoons } from './blocks';
import { dishOf, packAt } from './cards';
import type { DishInfo } from './dish';
import { icon } from './flavor-icons';
import * as H from './handhelds';
import { lineStyle } from './label';
import type { PackId } from './packs';
import { printColor, sauceOf } from './palette';
import * as Pl from './platters';
import { drawerFor } from './recipes';
import { ramekin } from './surface';

export type Item = (ctx: Ctx) => string;

export const dish =
  (d: DishInfo, draw?: (c: Ctx, x: DishInfo) => string): Item =>
  (ctx) =>
    (draw ?? drawerFor(d).draw)(ctx, d);

/** Packs standing in a row, the middle one in front. */
const packs =
  (list: readonly [PackId, string, string][], lines: string[] = []): Item =>
  (ctx) =>
    list
      .map(([pack, flavor, color], i) => {
        const x = (i - (list.length - 1) / 2) * 170;
        const front = i === Math.floor(list.length / 2);
        const tall = pack === 'cup' || pack === 'pillowPack' ? 150 : 250;
        return [
          front ? 1 : 0,
          packAt(
            ctx,
            pack,
            { color: printColor(flavor, color), flavor, style: lineStyle(lines) },
            color,
            x,
            front ? 90 : 60,
            front ? tall * 1.1 : tall,
          ),
        ] as const;
      })
      .sort((a, b) => a[0] - b[0])
      .map(([, s]) => s)
      .join('');

const withRamekin =
  (item: Item, flavor: string, color: string): Item =>
  (ctx) =>
    item(ctx) + ramekin(230, 110, 56, sauceOf(flavor, color));

export interface HeroDef {
  left: Item;
  right: Item;
  /** Four key ingredients scattered at the edges. */
  accents: [string, string, string, string];
}

const BURGER = dishOf(
  'hero-burger',
  'burger',
  'ground chuck patty',
  'sesame seed bun',
  ['American cheese', 'tomato', 'shredded lettuce', 'dill pickle chips'],
  'boom-boom',
  '#f28c3a',
);
const WINGS = dishOf(
  'hero-wings',
  'wings',
  'chicken wings',
  '',
  ['celery sticks', 'carrot sticks'],
  'buffalo',
  '#e0542a',
  ['ranch', '#e9e2cc'],
);
const BOWL = dishOf(
  'hero-bowl',
  'bowl',
  'chickpeas',
  'cooked farro',
  ['roasted sweet potato', 'baby kale', 'avocado', 'shredded carrots'],
  'green-goddess',
  '#7fa845',
);
const SALAD = dishOf(
  'hero-salad',
  'salad',
  'chicken breast',
  'romaine lettuce',
  ['parmesan cheese', 'garlic croutons', 'cherry tomatoes'],
  'caesar',
  '#e3cf9a',
);
const TACOS = dishOf(
  'hero-tacos',
  'tacos',
  'shredded chicken tinga',
  'flour tortillas',
  ['queso fresco', 'fresh cilantro', 'white onion'],
  'avocado',
  '#8fb339',
);
const PIZZA = dishOf(
  'hero-pizza',
  'pizza',
  'cooked chicken',
  'pizza dough ball',
  ['mozzarella cheese', 'red onion', 'fresh cilantro'],
  'barbecue',
  '#7b2d12',
);
const TENDERS = dishOf(
  'hero-tenders',
  'app',
  'chicken tenderloins',
  '',
  ['coleslaw'],
  'chickn-dipn',
  '#e9a35b',
  ['honey-mustard', '#e0a526'],
);
const CUPS: [PackId, string, string][] = [
  ['cup', 'ranch', '#e9e2cc'],
  ['cup', 'barbecue', '#7b2d12'],
  ['cup', 'honey-mustard', '#e0a526'],
];
const CUPS2: [PackId, string, string][] = [
  ['cup', 'buffalo', '#e0542a'],
  ['cup', 'chickn-dipn', '#e9a35b'],
  ['cup', 'sweet-chili', '#e4572e'],
];

export const HEROES: Record<string, HeroDef> = {
  home: {
    left: dish(BURGER),
    right: packs([
      ['barBottle', 'ranch', '#e9e2cc'],
      ['gallon', 'boom-boom', '#f28c3a'],
      ['cup', 'honey-mustard', '#e0a526'],
    ]),
    accents: ['garlic', 'chili', 'lemon', 'herbs'],
  },
  'plus-one': {
    left: (ctx) => ramekin(0, 0, 130, sauceOf('ranch', '#e9e2cc')) + icon(ctx, 'chili', 200, 40, 1.3),
    right: (ctx) => ramekin(0, 0, 130, sauceOf('avocado', '#8fb339')) + icon(ctx, 'lime', -200, 40, 1.3),
    accents: ['honey', 'bacon', 'garlic', 'herbs'],
  },
  about: {
    left: (ctx) =>
      g(
        spoons(ctx, [
          ['ranch', '#e9e2cc'],
          ['italian', '#d9822b'],
          ['honey-mustard', '#e0a526'],
          ['green-goddess', '#7fa845'],
          ['barbecue', '#7b2d12'],
        ]),
        0,
        0,
        1,
      ),
    right: packs(
      [
        ['pail', 'ranch', '#e9e2cc'],
        ['gallon', 'italian', '#d9822b'],
        ['tub', 'mayonnaise', '#f6efd9'],
      ],
      ['restaurant-classics'],
    ),
    accents: ['herbs', 'garlic', 'tomato', 'lemon'],
  },
  cups: { left: packs(CUPS), right: packs(CUPS2), accents: ['chili', 'honey', 'herbs', 'garlic'] },
  pouches: {
    left: packs([
      ['pouch', 'ranch', '#e9e2cc'],
      ['pouch', 'french', '#e8672c'],
      ['pouch', 'honey-mustard', '#e0a526'],
    ]),
    right: packs([
      ['pouch', 'caesar', '#e3cf9a'],
      ['pouch', 'balsamic', '#4a2c2a'],
      ['pouch', 'thousand-island', '#f0a679'],
    ]),
    accents: ['tomato', 'honey', 'herbs', 'grapes'],
  },
  'bar-bottles': {
    left: packs([
      ['barBottle', 'ranch', '#e9e2cc'],
      ['barBottle', 'italian', '#d9822b'],
      ['barBottle', 'balsamic', '#4a2c2a'],
    ]),
    right: packs([
      ['barBottle', 'greek', '#6b8e23'],
      ['barBottle', 'raspberry', '#c2185b'],
      ['barBottle', 'caesar', '#e3cf9a'],
    ]),
    accents: ['olives', 'bellpepper', 'raspberry', 'garlic'],
  },
  'portion-control': {
    left: packs(CUPS),
    right: packs([
      ['pouch', 'ranch', '#e9e2cc'],
      ['pillowPack', 'honey-mustard', '#e0a526'],
      ['pouch', 'french', '#e8672c'],
    ]),
    accents: ['honey', 'tomato', 'herbs', 'chili'],
  },
  'products-story': {
    left: packs([
      ['pail', 'ranch', '#e9e2cc'],
      ['gallon', 'buffalo', '#e0542a'],
      ['barBottle', 'balsamic', '#4a2c2a'],
    ]),
    right: packs([
      ['tub', 'mayonnaise', '#f6efd9'],
      ['gallon', 'honey-mustard', '#e0a526'],
      ['bagInBox', 'barbecue', '#7b2d12'],
    ]),
    accents: ['garlic', 'chili', 'honey', 'herbs'],
  },
  recipes: { left: dish(TACOS), right: dish(PIZZA), accents: ['lime', 'tomato', 'herbs', 'chili'] },
  'whats-hot': {
    left: dish(WINGS),
    right: dish(
      dishOf(
        'hero-nachos',
        'nachos',
        'seasoned ground beef',
        'tortilla chips',
        ['cheddar jack cheese', 'pickled jalapeños', 'pico de gallo'],
        'jalapeno',
        '#4caf50',
      ),
    ),
    accents: ['chili', 'flame', 'jalapeno', 'lime'],
  },
  faq: {
    left: (ctx) => clipboard() + icon(ctx, 'egg', 200, 40, 0.9),
    right: packs([
      ['gallon', 'ranch', '#e9e2cc'],
      ['barBottle', 'italian', '#d9822b'],
    ]),
    accents: ['herbs', 'garlic', 'lemon', 'peppercorn'],
  },
  contact: {
    left: (ctx) => sampleBox(ctx),
    right: dish(SALAD),
    accents: ['herbs', 'lemon', 'garlic', 'cheese'],
  },
  'get-sample': {
    left: (ctx) => sampleBox(ctx),
    right: packs([
      ['gallon', 'ranch', '#e9e2cc'],
      ['cup', 'buffalo', '#e0542a'],
    ]),
    accents: ['herbs', 'chili', 'garlic', 'honey'],
  },
  'offers-dipping-cups': {
    left: dish(TENDERS),
    right: packs(CUPS),
    accents: ['drumstick', 'honey', 'chili', 'herbs'],
  },
  'offers-fall-flavors': {
    left: dish(
      dishOf(
        'hero-squash',
        'roast',
        'butternut squash',
        '',
        ['dried cranberries', 'toasted pecans'],
        'balsamic',
        '#4a2c2a',
      ),
    ),
    right: dish(
      dishOf(
        'hero-harvest',
        'bowl',
        'roasted butternut squash',
        'cooked wild rice',
        ['brussels sprouts', 'dried cranberries', 'toasted pecans'],
        'apple',
        '#c9463d',
      ),
    ),
    accents: ['apple', 'cranberry', 'fig', 'pomegranate'],
  },
  'offers-avocado-ranch': {
    left: dish(TACOS),
    right: withRamekin(
      dish(
        dishOf(
          'hero-ar-burger',
          'burger',
          'ground turkey patty',
          'brioche bun',
          ['pepper jack cheese', 'tomato', 'baby arugula'],
          'avocado',
          '#8fb339',
        ),
      ),
      'avocado',
      '#8fb339',
    ),
    accents: ['avocado', 'lime', 'herbs', 'garlic'],
  },
  'offers-boom-boom': {
    left: dish(dishOf('hero-bb-shrimp', 'app', 'shrimp', '', ['green onions'], 'boom-boom', '#f28c3a')),
    right: dish(BURGER),
    accents: ['chili', 'garlic', 'lime', 'chili'],
  },
  'offers-chickn-dipn': {
    left: dish(TENDERS),
    right: packs(
      [
        ['gallon', 'chickn-dipn', '#e9a35b'],
        ['cup', 'chickn-dipn', '#e9a35b'],
      ],
      ['signature'],
    ),
    accents: ['drumstick', 'honey', 'herbs', 'garlic'],
  },
  'offers-dill-pickle': {
    left: dish(
      dishOf(
        'hero-dp-fries',
        'fries',
        'frozen waffle fries',
        '',
        ['fresh dill', 'dill pickles'],
        'dill-pickle',
        '#9bb24a',
      ),
    ),
    right: dish(
      dishOf(
        'hero-dp-burger',
        'burger',
        'ground beef patties',
        'sesame seed bun',
        ['American cheese', 'dill pickle chips', 'white onion'],
        'dill-pickle',
        '#9bb24a',
      ),
    ),
    accents: ['pickle', 'herbs', 'garlic', 'pickle'],
  },
  'offers-green-goddess': {
    left: dish(BOWL),
    right: dish(
      dishOf(
        'hero-gg-salad',
        'salad',
        'cucumber',
        'romaine lettuce',
        ['cherry tomatoes', 'avocado', 'radishes'],
        'green-goddess',
        '#7fa845',
      ),
    ),
    accents: ['basil', 'avocado', 'lemon', 'herbs'],
  },
  'offers-stadium-staples': {
    left: dish(
      dishOf(
        'hero-dog',
        'dog',
        'all-beef hot dog',
        'poppy seed hot dog bun',
        ['sweet pickle relish', 'tomato', 'sport peppers', 'dill pickle spear'],
        'mustard',
        '#d4a017',
      ),
      H.hotdog,
    ),
    right: dish(
      dishOf(
        'hero-ss-nachos',
        'nachos',
        'seasoned ground beef',
        'tortilla chips',
        ['cheddar jack cheese', 'pickled jalapeños', 'pico de gallo'],
        'jalapeno',
        '#4caf50',
      ),
      Pl.nachos,
    ),
    accents: ['mustard', 'jalapeno', 'chili', 'pickle'],
  },
};
