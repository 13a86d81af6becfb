/**
 * What a recipe is, for the drawings: its dish type, ingredients and sauces. Every dish drawer draws into the same
 * stage: the footprint centred on (0, 0), about 520 units wide, reaching up to y ≈ -260 and down to y ≈ 150.
 */
import type { Ctx } from './core';
import type { Sauce } from './palette';

export interface DishInfo {
  slug: string;
  title: string;
  /** The generator's dish type (burger, wings, bowl …). */
  t: string;
  dishes: readonly string[];
  /** Main, base and extra ingredients, lower case. */
  main: string;
  base: string;
  extras: readonly string[];
  sauce: Sauce;
  /** A second sauce (a dip beside wings, a drizzle on a bowl) when the recipe uses two. */
  sauce2: Sauce | null;
}

export type DishDrawer = (ctx: Ctx, d: DishInfo) => string;

/** All the ingredient words of a dish, for regex tests. */
export const words = (d: DishInfo): string =>
  [d.title, d.main, d.base, ...d.extras].join(' | ').toLowerCase();

/** True when any ingredient (or the title) matches. */
export const has = (d: DishInfo, re: RegExp): boolean => re.test(words(d));

/** Toppings as scatter pieces, from the extras (and main), in the order given. */
export function toppingPieces(texts: readonly string[]): string[] {
  const out: string[] = [];
  for (const t of texts) {
    const k = pieceFor(t);
    if (k && !out.includes(k)) out.push(k);
  }
  return out;
}

const PIECE_FOR: [RegExp, string][] = [
  [/cherry tomato|grape tomato|heirloom/, 'cherry'],
  [/pico/, 'pico'],
  [/tomato/, 'tomato'],
  [/blue cheese|bleu/, 'blue'],
  [/parmesan/, 'parm'],
  [/feta|goat cheese|queso|cotija|crumbl|mascarpone/, 'crumble'],
  [/mozzarella/, 'mozzarella'],
  [/crouton/, 'crouton'],
  [/olive(?! oil)/, 'olive'],
  [/red onion/, 'redOnion'],
  [/green onion|scallion|chive/, 'scallion'],
  [/onion/, 'onion'],
  [/cucumber/, 'cucumber'],
  [/red cabbage/, 'cabbage'],
  [/carrot/, 'carrot'],
  [/corn/, 'corn'],
  [/black bean/, 'bean'],
  [/chickpea/, 'chickpea'],
  [/pecan|walnut/, 'pecan'],
  [/peanut/, 'peanut'],
  [/cranberr/, 'cranberry'],
  [/strawberr/, 'strawberry'],
  [/mandarin|orange/, 'mandarin'],
  [/beet/, 'beet'],
  [/brussels/, 'sprouthalf'],
  [/squash|sweet potato/, 'squash'],
  [/potato/, 'potato'],
  [/bacon/, 'bacon'],
  [/egg/, 'egg'],
  [/avocado/, 'avocado'],
  [/salami|capicola|pepperoni/, 'salami'],
  [/shrimp/, 'shrimp'],
  [/chicken/, 'chicken'],
  [/black sesame/, 'blackSesame'],
  [/sesame/, 'sesame'],
  [/jalape|sport pepper/, 'jalapeno'],
  [/lime/, 'lime'],
  [/lemon/, 'lemon'],
  [/edamame|snap pea|sugar snap|asparagus/, 'edamame'],
  [/broccoli/, 'broccoli'],
  [/mushroom/, 'mushroom'],
  [/pickled ginger/, 'ginger'],
  [/pickle|relish/, 'pickle'],
  [/kimchi/, 'kimchi'],
  [/red pepper|bell pepper|roasted red/, 'pepper'],
  [/banana pepper|pepperoncini/, 'yellowPepper'],
  [/apple/, 'apple'],
  [/sprout/, 'sprout'],
  [/pepita/, 'pepita'],
  [/rosemary|sage/, 'rosemary'],
  [/cilantro/, 'cilantro'],
  [/dill/, 'dill'],
  [/kale/, 'kale'],
  [/hummus/, 'hummus'],
  [/brussels/, 'sprouthalf'],
  [/red cabbage/, 'cabbage'],
  [/basil|parsley|mint|herb|arugula|spinach/, 'basil'],
  [/cranberr/, 'cranberry'],
  [/chili flake|red pepper flake/, 'chili'],
  [/peach/, 'peach'],
];

export function pieceFor(text: string): string | null {
  const t = text.toLowerCase();
  for (const [re, kind] of PIECE_FOR) if (re.test(t)) return kind;
  return null;
}

/** Herbs to garnish with: the recipe's own, else parsley-like leaves. */
export function herbOf(d: DishInfo): string {
  const w = words(d);
  if (/cilantro/.test(w)) return 'cilantro';
  if (/dill/.test(w)) return 'dill';
  if (/basil/.test(w)) return 'basil';
  if (/green onion|scallion|chive/.test(w)) return 'scallion';
  if (/rosemary|sage/.test(w)) return 'rosemary';
  return 'leaf';
}
