/**
 * The key ingredient of each flavor, drawn whole (about 120 units across, centred, resting at y ≈ 40): a head of
 * garlic for garlic, a chili for buffalo, grapes for balsamic. Used on labels, flavor swatches and beside dishes.
 */
import { type Ctx, ellipse, f } from './core';

import { PANTRY } from './icons-pantry';
import { PRODUCE } from './icons-produce';

/** Each icon: a function drawing it centred at (0, 0). */
export const ICONS: Record<string, () => string> = { ...PRODUCE, ...PANTRY };

const FLAVOR_ICON: Record<string, string> = {
  ranch: 'herbs',
  caesar: 'cheese',
  italian: 'bellpepper',
  asian: 'ginger',
  balsamic: 'grapes',
  barbecue: 'flame',
  'bleu-cheese': 'bluecheese',
  french: 'tomato',
  'honey-mustard': 'honey',
  greek: 'olives',
  'thousand-island': 'tomato',
  vinaigrette: 'cruet',
  'green-goddess': 'basil',
  avocado: 'avocado',
  chipotle: 'chipotle',
  poppyseed: 'poppy',
  raspberry: 'raspberry',
  buffalo: 'chili',
  mayonnaise: 'egg',
  'boom-boom': 'chili',
  'chickn-dipn': 'drumstick',
  bistro: 'garlic',
  cocktail: 'shrimp',
  tartar: 'pickle',
  mustard: 'mustard',
  'dill-pickle': 'pickle',
  fig: 'fig',
  honey: 'honey',
  garlic: 'garlic',
  'cilantro-lime': 'lime',
  peppercorn: 'peppercorn',
  cucumber: 'cucumber',
  coleslaw: 'cabbage',
  bacon: 'bacon',
  strawberry: 'strawberry',
  mango: 'mango',
  lemon: 'lemon',
  orange: 'orange',
  cranberry: 'cranberry',
  apple: 'apple',
  peach: 'peach',
  blueberry: 'blueberry',
  pomegranate: 'pomegranate',
  jalapeno: 'jalapeno',
  sriracha: 'chili',
  teriyaki: 'ginger',
  'sweet-chili': 'chili',
  'sweet-onion': 'onion',
  parmesan: 'cheese',
  herb: 'herbs',
  tomato: 'tomato',
  southwest: 'corn',
  sesame: 'sesame',
  horseradish: 'horseradish',
  gochujang: 'chili',
  bourbon: 'barrel',
  jerk: 'bonnet',
};

/** The icon name of a flavor's key ingredient. */
export const iconOf = (flavorId: string): string => FLAVOR_ICON[flavorId] ?? 'herbs';

/** Places an icon (defined once per file) at (x, y), scaled. */
export function icon(ctx: Ctx, name: string, x: number, y: number, scale = 1, rot = 0): string {
  const draw = ICONS[name] ?? ICONS.herbs;
  const id = ctx.def(`i-${name}`, () => `<g id="i-${name}">${draw ? draw() : ''}</g>`);
  return `<use href="#${id}" transform="translate(${f(x)} ${f(y)})${rot ? `rotate(${f(rot)})` : ''}${scale !== 1 ? `scale(${Math.round(scale * 100) / 100})` : ''}"/>`;
}

/** A flavor's key ingredient lying on the table, with its shadow. */
export function flavorProp(ctx: Ctx, flavorId: string, x: number, y: number, scale = 1): string {
  return (
    ellipse(x + 8 * scale, y + 40 * scale, 50 * scale, 11 * scale, '#2a211b', 0.12) +
    icon(ctx, iconOf(flavorId), x, y, scale)
  );
}
