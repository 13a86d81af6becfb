/**
 * Generates the demo catalogue in `api/content/`: products, recipes, plus-ones, lookups, home blocks, curated
 * lists, SEO rows and the SVG artwork they point at (drawn by `./art`, see art/README.md, with its own random
 * numbers). Deterministic (seeded PRNG), so re-running it produces the same files byte for byte. Run with
 * `cd api && npx tsx scripts/generate-content.ts`.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { artworkFiles } from './art/core';
import { productArtwork as drawProduct } from './art/products';
import { recipeArtwork as drawRecipe, type RecipeArtInput } from './art/recipes';
import { addInIcon, flavorCard, packagingCard, plusOneCard, productLineCard, trendCard } from './art/cards';
import { dishCard, homeBlock } from './art/blocks';
import { CHEFS, chefPortraits } from './art/chefs';
import { HERO_ROUTES, heroArtwork } from './art/heroes';
import type {
  Allergens,
  CaseInfo,
  CuratedList,
  Flavor,
  HomeBlock,
  MarketingClaims,
  NamedLookup,
  Nutrition,
  Packaging,
  PlusOne,
  PlusOneIngredient,
  Product,
  ProductLine,
  ProductRef,
  ProductStatus,
  Recipe,
  RecipeIngredient,
  RecipeStep,
  SeoRow,
  SubRecipe,
  Trend,
  Uom,
  YesNo,
} from '@larder/domain';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', 'content');
const IMG = join(ROOT, 'images');
const BRAND = "Marlow's Foodservice";
const SITE = 'https://www.marlows.example';

// ---------------------------------------------------------------------------------------------------------------
// Utilities
// ---------------------------------------------------------------------------------------------------------------

/** mulberry32: small, fast and good enough to make the catalogue look varied but stay reproducible. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const rnd = prng(20240611);
const between = (lo: number, hi: number): number => lo + (hi - lo) * rnd();
const int = (lo: number, hi: number): number => Math.floor(between(lo, hi + 1));
const chance = (p: number): boolean => rnd() < p;
function pick<T>(list: readonly T[]): T {
  const v = list[Math.floor(rnd() * list.length)];
  if (v === undefined) throw new Error('pick from empty list');
  return v;
}
function shuffle<T>(list: readonly T[]): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}
function must<T>(v: T | undefined | null, what: string): T {
  if (v === undefined || v === null) throw new Error(`missing ${what}`);
  return v;
}
const round = (v: number, d = 0): number => {
  const f = 10 ** d;
  return Math.round(v * f) / f;
};
export const kebab = (s: string): string =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/&/g, ' and ')
    .replace(/\+/g, ' ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
/** GS1 check digit for the digits given (without the check digit). */
export function gs1Check(digits: string): number {
  let sum = 0;
  const n = digits.length;
  for (let i = 0; i < n; i++) sum += Number(digits[i]) * ((n - i) % 2 === 1 ? 3 : 1);
  return (10 - (sum % 10)) % 10;
}
const COMPANY_PREFIX = '074658';
let upcSeq = 10010;
function nextUpc(): string {
  upcSeq += int(1, 7);
  const body = `${COMPANY_PREFIX}${String(upcSeq).padStart(5, '0')}`;
  return body + String(gs1Check(body));
}
function caseGtin(upc: string, indicator = 1): string {
  const body = `${indicator}0${upc.slice(0, 11)}`;
  return body + String(gs1Check(body));
}

/** Cuts or extends a sentence so it reads as a 120–160 character meta description. */
function fitDescription(text: string, filler: string[]): string {
  let out = text.trim();
  for (const f of filler) {
    if (out.length >= 120) break;
    out = `${out} ${f}`;
  }
  if (out.length > 160) {
    const words = out.split(' ');
    while (words.join(' ').length > 157) words.pop();
    out = `${words.join(' ').replace(/[,;:.]$/, '')}.`;
  }
  if (out.length < 120 || out.length > 160) throw new Error(`description length ${out.length}: ${out}`);
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// Lookups
// ---------------------------------------------------------------------------------------------------------------

const FLAVOR_DEFS: [id: string, name: string, color: string][] = [
  ['ranch', 'Ranch', '#e9e2cc'],
  ['caesar', 'Caesar', '#e3cf9a'],
  ['italian', 'Italian', '#d9822b'],
  ['asian', 'Asian', '#9c5a2e'],
  ['balsamic', 'Balsamic', '#4a2c2a'],
  ['barbecue', 'Barbecue', '#7b2d12'],
  ['bleu-cheese', 'Bleu Cheese', '#d5dde2'],
  ['french', 'French', '#e8672c'],
  ['honey-mustard', 'Honey Mustard', '#e0a526'],
  ['greek', 'Greek', '#6b8e23'],
  ['thousand-island', 'Thousand Island', '#f0a679'],
  ['vinaigrette', 'Vinaigrette', '#b5651d'],
  ['green-goddess', 'Green Goddess', '#7fa845'],
  ['avocado', 'Avocado', '#8fb339'],
  ['chipotle', 'Chipotle', '#a23e1c'],
  ['poppyseed', 'Poppyseed', '#efe0b9'],
  ['raspberry', 'Raspberry', '#c2185b'],
  ['buffalo', 'Buffalo', '#e0542a'],
  ['mayonnaise', 'Mayonnaise', '#f6efd9'],
  ['boom-boom', 'Boom Boom', '#f28c3a'],
  ['chickn-dipn', "Chick'n Dip'n", '#e9a35b'],
  ['bistro', 'Bistro', '#cf8a5c'],
  ['cocktail', 'Cocktail', '#c0392b'],
  ['tartar', 'Tartar', '#e6e1c3'],
  ['mustard', 'Mustard', '#d4a017'],
  ['dill-pickle', 'Dill Pickle', '#9bb24a'],
  ['fig', 'Fig', '#6d3b47'],
  ['honey', 'Honey', '#f0b429'],
  ['garlic', 'Garlic', '#efe6cf'],
  ['cilantro-lime', 'Cilantro Lime', '#5aa845'],
  ['peppercorn', 'Peppercorn', '#d8cfbf'],
  ['cucumber', 'Cucumber', '#a8c98a'],
  ['coleslaw', 'Coleslaw', '#f1ecd6'],
  ['bacon', 'Bacon', '#a0452e'],
  ['strawberry', 'Strawberry', '#e0405a'],
  ['mango', 'Mango', '#f7a928'],
  ['lemon', 'Lemon', '#f4d03f'],
  ['orange', 'Orange', '#f39c12'],
  ['cranberry', 'Cranberry', '#9b1b30'],
  ['apple', 'Apple', '#c9463d'],
  ['peach', 'Peach', '#f7b267'],
  ['blueberry', 'Blueberry', '#4f5d9c'],
  ['pomegranate', 'Pomegranate', '#a4161a'],
  ['jalapeno', 'Jalapeño', '#4caf50'],
  ['sriracha', 'Sriracha', '#d62d20'],
  ['teriyaki', 'Teriyaki', '#5a3214'],
  ['sweet-chili', 'Sweet Chili', '#e4572e'],
  ['sweet-onion', 'Sweet Onion', '#e8d8a8'],
  ['parmesan', 'Parmesan', '#f0dca0'],
  ['herb', 'Herb', '#6a994e'],
  ['tomato', 'Tomato', '#d1432f'],
  ['southwest', 'Southwest', '#c8642a'],
  ['sesame', 'Sesame', '#c9a66b'],
  ['horseradish', 'Horseradish', '#eeeadf'],
  ['gochujang', 'Gochujang', '#b23a48'],
  ['bourbon', 'Bourbon', '#8b4513'],
  ['jerk', 'Caribbean Jerk', '#7a3e1d'],
];
const FLAVOR_COLOR = new Map(FLAVOR_DEFS.map(([id, , c]) => [id, c]));
const FLAVOR_NAME = new Map(FLAVOR_DEFS.map(([id, n]) => [id, n]));
const flavorColor = (id: string): string => must(FLAVOR_COLOR.get(id), `flavor ${id}`);

type PackId =
  'gallon' | 'barBottle' | 'cup' | 'pouch' | 'tub' | 'bagInBox' | 'pillowPack' | 'dispenserPack' | 'pail';
const PACKAGINGS: [PackId, string, number][] = [
  ['gallon', 'Gallon', 1],
  ['barBottle', 'Bar Bottle', 2],
  ['cup', 'Cup', 3],
  ['pouch', 'Pouch', 4],
  ['tub', 'Tub', 5],
  ['bagInBox', 'Bag-in-Box', 6],
  ['pillowPack', 'Pillow Pack', 7],
  ['dispenserPack', 'Dispenser Pack', 8],
  ['pail', 'Pail', 9],
];
const PACK_ORDER = new Map(PACKAGINGS.map(([id, , o]) => [id, o]));
/** Cup sizes in the order of spec §9 (larger cups first). */
const CUP_ORDER = [3, 2, 1.75, 1.5, 1.25, 1, 0.75];

type ProductType = 'dressings' | 'sauces' | 'marinades' | 'mayonnaise' | 'glazes' | 'dips';
const PRODUCT_TYPES: [ProductType, string][] = [
  ['dressings', 'Dressings'],
  ['sauces', 'Sauces'],
  ['marinades', 'Marinades'],
  ['mayonnaise', 'Mayonnaise'],
  ['glazes', 'Glazes'],
  ['dips', 'Dips & Spreads'],
];

const PRODUCT_LINES: [string, string, string][] = [
  [
    'essentials',
    'Essentials',
    'Clean-label dressings and sauces made without high fructose corn syrup, artificial flavors or artificial preservatives.',
  ],
  [
    'metropolitan',
    'Metropolitan Select',
    'Chef-crafted, small-batch recipes with premium ingredients for upscale casual menus.',
  ],
  [
    'signature',
    'Signature',
    "Marlow's Signature sauces, mustards and glazes: bold, on-trend flavors developed by our culinary team.",
  ],
  [
    'mayonnaise',
    'Mayonnaise & Spreads',
    'Real mayonnaise, whipped dressing and flavored mayos built for high-volume sandwich and salad stations.',
  ],
  [
    'steakhouse',
    'Steakhouse',
    "Rich, chunky Marlow's Steakhouse recipes inspired by classic chophouse wedges and sides.",
  ],
  [
    'better-for-you',
    'Better For You',
    'Lite and fat free dressings that keep the flavor guests love with fewer calories per serving.',
  ],
  [
    'restaurant-classics',
    'Restaurant Classics',
    'The dependable, everyday favorites operators have relied on for decades.',
  ],
];

const UOMS: [string, string][] = [
  ['cup', 'cup'],
  ['tbsp', 'tbsp'],
  ['tsp', 'tsp'],
  ['oz', 'oz'],
  ['floz', 'fl oz'],
  ['lb', 'lb'],
  ['each', 'each'],
  ['slice', 'slice'],
  ['clove', 'clove'],
  ['pinch', 'pinch'],
  ['to-taste', 'to taste'],
  ['gallon', 'gallon'],
  ['qt', 'qt'],
  ['pt', 'pt'],
  ['bunch', 'bunch'],
  ['sprig', 'sprig'],
  ['dash', 'dash'],
  ['head', 'head'],
];
const UOM_IDS = new Set(UOMS.map(([id]) => id));

const COURSES: [string, string][] = [
  ['appetizer', 'Appetizer'],
  ['entree', 'Entrée'],
  ['side', 'Side'],
  ['snack', 'Snack'],
  ['breakfast', 'Breakfast'],
  ['dessert', 'Dessert'],
];
const DISHES: [string, string][] = [
  ['burgers', 'Burgers'],
  ['wings', 'Wings'],
  ['salads', 'Salads'],
  ['pizza', 'Pizza'],
  ['breakfast-sandwiches', 'Breakfast Sandwiches'],
  ['chicken-sandwiches', 'Chicken Sandwiches'],
  ['fries', 'Fries'],
  ['tacos', 'Tacos'],
  ['deli', 'Deli'],
  ['seafood', 'Seafood'],
  ['bowls', 'Bowls'],
  ['appetizers', 'Appetizers'],
  ['wraps', 'Wraps'],
  ['pasta', 'Pasta'],
  ['sides', 'Sides'],
  ['desserts', 'Desserts'],
  ['stadium-staples', 'Stadium Staples'],
];
const COURSE_TITLE = new Map(COURSES);
const DISH_TITLE = new Map(DISHES);

const TREND_DEFS: [string, string, string, string][] = [
  ['stadium-staples', 'Stadium Staples', '/offers/stadium-staples', '#1f5f3b'],
  ['boom-boom', 'The Boom Boom Effect', '/offers/boom-boom', '#f28c3a'],
  ['fall-flavors', 'Fall Flavors', '/offers/fall-flavors', '#b5651d'],
  ['dipping-cups', 'Dip Into Dipping Cups', '/offers/dipping-cups', '#e0a526'],
  ['green-goddess', 'Green Goddess Revival', '/offers/green-goddess', '#7fa845'],
  ['dill-pickle', 'Dill Pickle Everything', '/offers/dill-pickle', '#9bb24a'],
  ['avocado-ranch', 'Avocado Ranch', '/offers/avocado-ranch', '#8fb339'],
  ['chickn-dipn', "Chick'n Dip'n Craze", '/offers/marlows-signature-chickn-dipn-sauce', '#e9a35b'],
  ['global-street-food', 'Global Street Food', '/tacos', '#b23a48'],
  ['bowl-builders', 'Bowl Builders', '/bowls', '#5aa845'],
  ['grab-and-go', 'Grab-and-Go Portions', '/portion-control', '#c2185b'],
  ['better-burgers', 'Better Burgers', '/burgers', '#7b2d12'],
];

// ---------------------------------------------------------------------------------------------------------------
// Catalogue definition: one entry per website group (a recipe sold in 1–4 package formats)
// ---------------------------------------------------------------------------------------------------------------

type Style =
  | 'creamy'
  | 'vinaigrette'
  | 'sweetPour'
  | 'asian'
  | 'bbq'
  | 'hot'
  | 'sweetHot'
  | 'mayoSauce'
  | 'cocktail'
  | 'mustard'
  | 'sweetChili'
  | 'teriyaki'
  | 'peanut'
  | 'sweetSour'
  | 'creamyDip'
  | 'marinade'
  | 'mayo'
  | 'lightMayo'
  | 'whipped'
  | 'glaze';

interface PackReq {
  p: PackId;
  size?: number;
  code?: string;
  isNew?: boolean;
  notice?: string;
  edta?: boolean;
}
interface GroupDef {
  name: string;
  type: ProductType;
  flavors: string[];
  style?: Style;
  packs?: PackReq[];
  lines?: string[];
  /** Brand slug for the group's first product (spec §2.13: slugs carry the brand prefix). */
  slug?: string;
  /** Named on a page of the spec: every product stays 'Website Active'. */
  keep?: boolean;
  gallonQty?: 2 | 4;
  fullWeight?: number;
  storage?: string;
  cold?: boolean;
  noWheatSoy?: boolean;
}

const D = (name: string, flavors: string[], extra: Partial<GroupDef> = {}): GroupDef => ({
  name,
  type: 'dressings',
  flavors,
  ...extra,
});
const S = (
  name: string,
  type: ProductType,
  flavors: string[],
  style: Style,
  extra: Partial<GroupDef> = {},
) => ({
  name,
  type,
  flavors,
  style,
  ...extra,
});
const cup = (size: number, extra: Partial<PackReq> = {}): PackReq => ({ p: 'cup', size, ...extra });
const P = (p: PackId, extra: Partial<PackReq> = {}): PackReq => ({ p, ...extra });

const RANCH: GroupDef[] = [
  D('Ranch Dressing', ['ranch'], {
    keep: true,
    packs: [P('gallon'), P('barBottle'), cup(1.5), P('pouch')],
    lines: ['restaurant-classics'],
  }),
  D('Buttermilk Ranch Dressing', ['ranch']),
  D('Lite Ranch Dressing', ['ranch'], { keep: true, packs: [P('gallon'), cup(1.5), P('pillowPack')] }),
  D('Fat Free Ranch Dressing', ['ranch']),
  D('Jalapeño Ranch Dressing', ['ranch', 'jalapeno'], { keep: true, packs: [P('gallon'), cup(2)] }),
  D('Avocado Ranch Dressing', ['ranch', 'avocado'], {
    keep: true,
    packs: [P('gallon'), cup(2)],
    gallonQty: 2,
    fullWeight: 17.31,
    cold: true,
    storage: 'Refrigerated',
  }),
  D('Chipotle Ranch Dressing', ['ranch', 'chipotle']),
  D('Bacon Ranch Dressing', ['ranch', 'bacon']),
  D('Parmesan Peppercorn Ranch Dressing', ['ranch', 'peppercorn']),
  D("Marlow's Metropolitan Select Creamy Buttermilk Ranch", ['ranch'], {
    keep: true,
    lines: ['metropolitan'],
    slug: 'marlows-metropolitan-select-creamy-buttermilk-ranch',
    packs: [P('gallon')],
    cold: true,
  }),
  D('Essentials Ranch Dressing', ['ranch'], { keep: true, packs: [P('gallon'), P('barBottle'), cup(1)] }),
  D('Southwest Ranch Dressing', ['ranch', 'southwest']),
  D('Sriracha Ranch Dressing', ['ranch', 'sriracha']),
  D('Restaurant-Style Ranch Dressing', ['ranch']),
];

const CAESAR: GroupDef[] = [
  D('Caesar Dressing', ['caesar'], {
    keep: true,
    packs: [P('gallon'), P('barBottle'), cup(1.5), P('pouch')],
    lines: ['restaurant-classics'],
  }),
  D('Creamy Caesar Dressing', ['caesar']),
  D('Lite Caesar Dressing', ['caesar']),
  D('Classic Caesar Dressing', ['caesar']),
  D("Marlow's Metropolitan Select Roman Caesar Dressing", ['caesar'], {
    keep: true,
    lines: ['metropolitan'],
    slug: 'marlows-metropolitan-select-roman-caesar-dressing',
    packs: [P('gallon')],
    cold: true,
  }),
  D('Essentials Caesar Dressing', ['caesar']),
  D('Caesar Vinaigrette', ['caesar']),
  D('Cracked Pepper Caesar Dressing', ['caesar', 'peppercorn']),
  D('Asiago Caesar Dressing', ['caesar']),
  D('Parmesan Caesar Dressing', ['caesar', 'parmesan']),
  D('Lemon Garlic Caesar Dressing', ['caesar', 'lemon']),
];

const ITALIAN: GroupDef[] = [
  D('Italian Dressing', ['italian'], { keep: true, packs: [P('gallon'), P('barBottle'), cup(1.5)] }),
  D('Zesty Italian Dressing', ['italian']),
  D('Golden Italian Dressing', ['italian'], { keep: true, packs: [P('gallon'), P('pouch')] }),
  D('Creamy Italian Dressing', ['italian']),
  D('Lite Italian Dressing', ['italian']),
  D('Fat Free Italian Dressing', ['italian']),
  D('Italian Herb Vinaigrette', ['italian', 'vinaigrette', 'herb'], {
    keep: true,
    packs: [P('gallon'), cup(1.5)],
  }),
  D('Parmesan Italian Dressing', ['italian', 'parmesan']),
  D('Robust Italian Dressing', ['italian']),
  D('Tuscan Italian Dressing', ['italian']),
  D('Essentials Italian Dressing', ['italian'], { keep: true, packs: [P('gallon'), P('barBottle')] }),
  D('Red Wine Italian Vinaigrette', ['italian', 'vinaigrette']),
  D('Sun-Dried Tomato Italian Vinaigrette', ['italian', 'tomato']),
  D('Roasted Garlic Italian Dressing', ['italian', 'garlic']),
  D('Lite Golden Italian Dressing', ['italian']),
  D('Olive Oil Italian Dressing', ['italian']),
  D('Restaurant-Style Italian Dressing', ['italian']),
  D('Steakhouse Italian Dressing', ['italian']),
  D('Creamy Parmesan Italian Dressing', ['italian', 'parmesan']),
];

const OTHER_DRESSINGS: GroupDef[] = [
  // bleu cheese
  D('Bleu Cheese Dressing', ['bleu-cheese'], { keep: true, packs: [P('gallon'), P('barBottle'), cup(1.5)] }),
  D('Chunky Blue Cheese Dressing', ['bleu-cheese'], { keep: true, packs: [P('gallon'), P('pouch')] }),
  D('Lite Bleu Cheese Dressing', ['bleu-cheese']),
  D('Fat Free Bleu Cheese Dressing', ['bleu-cheese']),
  D('Gorgonzola Bleu Cheese Dressing', ['bleu-cheese']),
  D('Essentials Bleu Cheese Dressing', ['bleu-cheese']),
  D('Steakhouse Chunky Bleu Cheese Dressing', ['bleu-cheese']),
  D('Buffalo Bleu Cheese Dressing', ['bleu-cheese', 'buffalo']),
  D('Bleu Cheese Vinaigrette', ['bleu-cheese', 'vinaigrette']),
  D('Creamy Bleu Cheese Dressing', ['bleu-cheese']),
  D('Bacon Bleu Cheese Dressing', ['bleu-cheese', 'bacon']),
  D('Steakhouse Wedge Dressing', ['bleu-cheese']),
  // french
  D('French Dressing', ['french']),
  D('Country French Dressing with Orange Blossom Honey', ['french', 'honey'], {
    keep: true,
    packs: [P('gallon'), P('pouch')],
  }),
  D('Lite French Dressing', ['french']),
  D('Fat Free French Dressing', ['french']),
  D('Catalina Dressing', ['french']),
  D('Lite Catalina Dressing', ['french']),
  D('Creamy French Dressing', ['french']),
  D('Sweet Red French Dressing', ['french']),
  D('Essentials French Dressing', ['french']),
  D('Honey French Dressing', ['french', 'honey']),
  D('Russian Dressing', ['french', 'horseradish']),
  // thousand island
  D('Thousand Island Dressing', ['thousand-island'], {
    keep: true,
    packs: [P('gallon'), P('barBottle'), cup(1), P('pouch')],
  }),
  D('Lite Thousand Island Dressing', ['thousand-island'], {
    keep: true,
    packs: [
      P('gallon', { code: 'KE5060' }),
      cup(1.5, {
        code: 'KE5060B3',
        isNew: true,
        notice: 'New product code and GTIN. EDTA added.',
        edta: true,
      }),
    ],
  }),
  D('Fat Free Thousand Island Dressing', ['thousand-island']),
  D('Essentials Thousand Island Dressing', ['thousand-island']),
  D('Steakhouse Thousand Island Dressing', ['thousand-island']),
  D('Louie Dressing', ['thousand-island', 'cocktail']),
  // honey mustard
  D('Honey Mustard Dressing', ['honey-mustard'], {
    keep: true,
    packs: [P('gallon'), P('barBottle'), cup(1.5), P('pouch')],
  }),
  D('Lite Honey Mustard Dressing', ['honey-mustard']),
  D('Fat Free Honey Mustard Dressing', ['honey-mustard']),
  D('Honey Dijon Dressing', ['honey-mustard', 'mustard']),
  D('Spicy Honey Mustard Dressing', ['honey-mustard']),
  D('Essentials Honey Mustard Dressing', ['honey-mustard']),
  D('Creamy Honey Mustard Dressing', ['honey-mustard']),
  D('Stone-Ground Honey Mustard Dressing', ['honey-mustard', 'mustard']),
  // balsamic
  D('Balsamic Vinaigrette', ['balsamic', 'vinaigrette'], {
    keep: true,
    packs: [P('gallon'), P('barBottle'), cup(1.5), P('pouch')],
  }),
  D('Light Balsamic Dressing with Olive Oil', ['balsamic'], { keep: true, packs: [P('gallon'), P('pouch')] }),
  D('Fat Free Balsamic Vinaigrette', ['balsamic', 'vinaigrette']),
  D('Strawberry Balsamic Vinaigrette', ['balsamic', 'strawberry']),
  D('White Balsamic Vinaigrette', ['balsamic', 'vinaigrette']),
  D('Aged Balsamic Vinaigrette', ['balsamic', 'vinaigrette']),
  D('Essentials Balsamic Vinaigrette', ['balsamic', 'vinaigrette']),
  D('Fig Balsamic Vinaigrette', ['balsamic', 'fig']),
  D('Honey Balsamic Vinaigrette', ['balsamic', 'honey']),
  D('Creamy Balsamic Dressing', ['balsamic']),
  D('Blackberry Balsamic Vinaigrette', ['balsamic']),
  D('Balsamic Dijon Vinaigrette', ['balsamic', 'mustard']),
  // greek
  D('Greek Dressing', ['greek'], { keep: true, packs: [P('gallon'), P('pouch')] }),
  D('Greek Vinaigrette with Feta', ['greek', 'vinaigrette']),
  D('Lite Greek Dressing', ['greek']),
  D('Creamy Greek Yogurt Dressing', ['greek']),
  D('Lemon Oregano Greek Dressing', ['greek', 'lemon']),
  D('Essentials Greek Vinaigrette', ['greek', 'vinaigrette']),
  D('Tzatziki Dressing', ['greek', 'cucumber']),
  // vinaigrettes
  D('Red Wine Vinaigrette', ['vinaigrette']),
  D('Champagne Vinaigrette', ['vinaigrette']),
  D('White Wine Vinaigrette', ['vinaigrette']),
  D('Apple Cider Vinaigrette', ['vinaigrette', 'apple']),
  D('Lemon Vinaigrette', ['vinaigrette', 'lemon']),
  D('Sherry Vinaigrette', ['vinaigrette']),
  D('Maple Cider Vinaigrette', ['vinaigrette', 'apple']),
  D('Dijon Vinaigrette', ['vinaigrette', 'mustard']),
  D('Lemon Herb Vinaigrette', ['vinaigrette', 'lemon', 'herb']),
  D('Garden Herb Vinaigrette', ['vinaigrette', 'herb']),
  D('Essentials Red Wine Vinaigrette', ['vinaigrette']),
  D('Shallot Vinaigrette', ['vinaigrette']),
  // raspberry and fruit
  D('Raspberry Vinaigrette', ['raspberry', 'vinaigrette'], {
    keep: true,
    packs: [P('gallon'), P('barBottle')],
  }),
  D('Fat Free Raspberry Vinaigrette', ['raspberry', 'vinaigrette']),
  D('Raspberry Walnut Vinaigrette', ['raspberry', 'vinaigrette']),
  D('Lite Raspberry Vinaigrette', ['raspberry', 'vinaigrette']),
  D('Raspberry Chipotle Vinaigrette', ['raspberry', 'chipotle']),
  D('Mango Vinaigrette', ['mango', 'vinaigrette']),
  D('Mango Habanero Vinaigrette', ['mango', 'vinaigrette']),
  D('Strawberry Vinaigrette', ['strawberry', 'vinaigrette']),
  D('Strawberry Basil Vinaigrette', ['strawberry', 'herb']),
  D('Orange Ginger Vinaigrette', ['orange', 'asian']),
  D('Blood Orange Vinaigrette', ['orange', 'vinaigrette']),
  D('Pomegranate Vinaigrette', ['pomegranate', 'vinaigrette']),
  D('Cranberry Vinaigrette', ['cranberry', 'vinaigrette']),
  D('Cranberry Pecan Vinaigrette', ['cranberry', 'vinaigrette']),
  D('Harvest Apple Vinaigrette', ['apple', 'vinaigrette']),
  D('Apple Pecan Vinaigrette', ['apple', 'vinaigrette']),
  D('Peach Vinaigrette', ['peach', 'vinaigrette']),
  D('Blueberry Vinaigrette', ['blueberry', 'vinaigrette']),
  D('Citrus Vinaigrette', ['orange', 'lemon', 'vinaigrette']),
  // poppyseed
  D('Poppyseed Dressing', ['poppyseed']),
  D('Lite Poppyseed Dressing', ['poppyseed']),
  D('Orange Poppyseed Dressing', ['poppyseed', 'orange']),
  D('Lemon Poppyseed Dressing', ['poppyseed', 'lemon']),
  D('Strawberry Poppyseed Dressing', ['poppyseed', 'strawberry']),
  // asian
  D('Asian Sesame Dressing', ['asian', 'sesame'], {
    keep: true,
    noWheatSoy: true,
    packs: [
      P('gallon', {
        code: 'KE5052',
        isNew: true,
        notice: 'New product code and GTIN. Wheat and soy removed.',
      }),
      P('barBottle', {
        code: 'KE5052ZY',
        isNew: true,
        notice: 'New product code and GTIN. Wheat and soy removed.',
      }),
      cup(1.5, {
        code: 'KE5052B3',
        isNew: true,
        notice: 'New product code and GTIN. Wheat and soy removed.',
      }),
    ],
  }),
  D('Sesame Ginger Dressing', ['asian', 'sesame']),
  D('Toasted Sesame Dressing', ['asian', 'sesame']),
  D('Asian Ginger Vinaigrette', ['asian', 'vinaigrette']),
  D('Miso Ginger Dressing', ['asian']),
  D('Lite Asian Sesame Dressing', ['asian', 'sesame']),
  D('Mandarin Orange Sesame Dressing', ['asian', 'orange', 'sesame']),
  D('Spicy Asian Peanut Dressing', ['asian']),
  D('Ginger Soy Vinaigrette', ['asian', 'vinaigrette']),
  D('Wasabi Ginger Dressing', ['asian']),
  D('Sweet Sesame Dressing', ['asian', 'sesame']),
  D('Rice Wine Vinaigrette', ['asian', 'vinaigrette']),
  // green goddess, avocado, herbs
  D('Green Goddess Dressing', ['green-goddess', 'herb'], {
    keep: true,
    packs: [P('gallon'), cup(1.5)],
    gallonQty: 2,
    fullWeight: 17.34,
    cold: true,
    storage: 'Refrigerated',
  }),
  D('Lite Green Goddess Dressing', ['green-goddess']),
  D('Avocado Green Goddess Dressing', ['green-goddess', 'avocado']),
  D('Avocado Lime Dressing', ['avocado', 'cilantro-lime']),
  D('Avocado Cilantro Dressing', ['avocado', 'cilantro-lime']),
  D('Avocado Oil Vinaigrette', ['avocado', 'vinaigrette']),
  D('Chipotle Lime Dressing', ['chipotle', 'cilantro-lime']),
  D('Creamy Chipotle Dressing', ['chipotle']),
  D('Chipotle Honey Vinaigrette', ['chipotle', 'honey']),
  D('Smoky Chipotle Southwest Dressing', ['chipotle', 'southwest']),
  D('Cilantro Lime Dressing', ['cilantro-lime']),
  D('Creamy Cilantro Lime Dressing', ['cilantro-lime']),
  D('Cilantro Lime Vinaigrette', ['cilantro-lime', 'vinaigrette']),
  D('Southwest Dressing', ['southwest']),
  D('Fiesta Lime Dressing', ['southwest', 'cilantro-lime']),
  D('Jalapeño Lime Vinaigrette', ['jalapeno', 'cilantro-lime']),
  D('Creamy Jalapeño Dressing', ['jalapeno']),
  D('Sriracha Lime Dressing', ['sriracha']),
  // coleslaw
  D('Coleslaw Dressing', ['coleslaw']),
  D('Lite Coleslaw Dressing', ['coleslaw']),
  D('Sweet Coleslaw Dressing', ['coleslaw']),
  D('Vinegar Slaw Dressing', ['coleslaw']),
  D('Essentials Coleslaw Dressing', ['coleslaw']),
  // peppercorn, parmesan, garlic
  D('Creamy Peppercorn Dressing', ['peppercorn']),
  D('Steakhouse Peppercorn Dressing', ['peppercorn']),
  D('Black Pepper Parmesan Dressing', ['peppercorn', 'parmesan']),
  D('Lite Peppercorn Dressing', ['peppercorn']),
  D('Creamy Parmesan Dressing', ['parmesan']),
  D('Parmesan Garlic Vinaigrette', ['parmesan', 'garlic']),
  D('Creamy Garlic Dressing', ['garlic']),
  D('Roasted Garlic Vinaigrette', ['garlic', 'vinaigrette']),
  D('Garlic Parmesan Dressing', ['garlic', 'parmesan']),
  // cucumber, yogurt, tahini
  D('Cucumber Dill Dressing', ['cucumber']),
  D('Creamy Cucumber Dressing', ['cucumber']),
  D('Cucumber Mint Vinaigrette', ['cucumber', 'vinaigrette']),
  D('Yogurt Dill Dressing', ['cucumber']),
  D('Lemon Tahini Dressing', ['sesame', 'lemon']),
  D('Tahini Herb Dressing', ['sesame', 'herb']),
  // honey, onion, bacon, herb
  D('Honey Lime Vinaigrette', ['honey', 'cilantro-lime']),
  D('Honey Citrus Vinaigrette', ['honey', 'orange']),
  D('Honey Ginger Dressing', ['honey', 'asian']),
  D('Hot Honey Vinaigrette', ['honey']),
  D('Sweet Onion Dressing', ['sweet-onion']),
  D('Vidalia-Style Onion Vinaigrette', ['sweet-onion', 'vinaigrette']),
  D('Caramelized Onion Dressing', ['sweet-onion']),
  D('Hot Bacon Dressing', ['bacon']),
  D('Honey Bacon Dressing', ['bacon', 'honey']),
  D('Smoky Bacon Vinaigrette', ['bacon', 'vinaigrette']),
  D('Basil Pesto Vinaigrette', ['herb', 'vinaigrette']),
  D('Tomato Basil Vinaigrette', ['tomato', 'herb']),
  D('Lemon Basil Dressing', ['lemon', 'herb']),
  D('Buttermilk Herb Dressing', ['herb']),
  D('Sun-Dried Tomato Vinaigrette', ['tomato', 'vinaigrette']),
  D('Steakhouse Horseradish Dressing', ['horseradish']),
];

const SAUCES: GroupDef[] = [
  S('Boom Boom Sauce', 'sauces', ['boom-boom'], 'mayoSauce', {
    keep: true,
    packs: [P('gallon'), P('barBottle'), cup(2)],
    gallonQty: 4,
    fullWeight: 33.67,
    cold: false,
    storage: '50-80°F',
  }),
  S('Original Barbecue Sauce', 'sauces', ['barbecue'], 'bbq', {
    keep: true,
    packs: [P('gallon'), cup(2), P('pail')],
  }),
  S('Hickory Smoked Barbecue Sauce', 'sauces', ['barbecue'], 'bbq'),
  S('Honey Barbecue Sauce', 'sauces', ['barbecue', 'honey'], 'bbq'),
  S('Kansas City-Style Barbecue Sauce', 'sauces', ['barbecue'], 'bbq'),
  S('Carolina Gold Barbecue Sauce', 'sauces', ['barbecue', 'mustard'], 'bbq'),
  S("Marlow's Metropolitan Select Blue Ribbon Texas Barbecue Sauce", 'sauces', ['barbecue'], 'bbq', {
    keep: true,
    lines: ['metropolitan'],
    slug: 'marlows-metropolitan-select-blue-ribbon-texas-barbecue-sauce',
    packs: [P('gallon')],
  }),
  S('Bourbon Barbecue Sauce', 'sauces', ['barbecue', 'bourbon'], 'bbq'),
  S('Buffalo Wing Sauce', 'sauces', ['buffalo'], 'hot', {
    keep: true,
    packs: [P('gallon'), P('barBottle'), cup(2)],
  }),
  S('Hot Buffalo Wing Sauce', 'sauces', ['buffalo'], 'hot'),
  S('Mild Buffalo Wing Sauce', 'sauces', ['buffalo'], 'hot'),
  S('Nashville Hot Sauce', 'sauces', ['buffalo'], 'hot'),
  S('Garlic Parmesan Wing Sauce', 'sauces', ['garlic', 'parmesan'], 'mayoSauce'),
  S('Mango Habanero Wing Sauce', 'sauces', ['mango'], 'sweetHot'),
  S('Honey Sriracha Sauce', 'sauces', ['sriracha', 'honey'], 'sweetHot'),
  S('Cocktail Sauce', 'sauces', ['cocktail'], 'cocktail', { keep: true, packs: [P('gallon'), cup(3)] }),
  S('Tartar Sauce', 'sauces', ['tartar'], 'mayoSauce', {
    keep: true,
    packs: [P('gallon'), cup(1), P('pail')],
  }),
  S("Marlow's Signature Bistro Sauce", 'sauces', ['bistro'], 'mayoSauce', {
    keep: true,
    lines: ['signature'],
    slug: 'marlows-signature-bistro-sauce',
    packs: [P('gallon')],
  }),
  S("Marlow's Signature Chick'n Dip'n Sauce", 'sauces', ['chickn-dipn'], 'mayoSauce', {
    keep: true,
    lines: ['signature'],
    slug: 'marlows-signature-chickn-dipn-sauce',
    packs: [P('gallon'), cup(2)],
    gallonQty: 2,
    fullWeight: 17.7,
    cold: false,
    storage: 'Shelf Stable',
  }),
  S("Marlow's Signature Brewpub-Style Mustard", 'sauces', ['mustard'], 'mustard', {
    keep: true,
    lines: ['signature'],
    slug: 'marlows-signature-brewpub-style-mustard',
    packs: [P('gallon')],
  }),
  S('Sweet Chili Sauce', 'sauces', ['sweet-chili', 'asian'], 'sweetChili', {
    keep: true,
    packs: [P('gallon'), cup(2)],
  }),
  S('Teriyaki Sauce', 'sauces', ['teriyaki', 'asian'], 'teriyaki'),
  S('Cajun Remoulade Sauce', 'sauces', ['southwest'], 'mayoSauce'),
  S('Burger Sauce', 'sauces', ['thousand-island'], 'mayoSauce'),
  S('Yum Yum Sauce', 'sauces', ['asian'], 'mayoSauce'),
  S('Comeback Sauce', 'sauces', ['chipotle'], 'mayoSauce'),
  S('Creamy Horseradish Sauce', 'sauces', ['horseradish'], 'mayoSauce', { cold: true }),
  S('Thai Peanut Sauce', 'sauces', ['asian'], 'peanut'),
  S('Sweet and Sour Sauce', 'sauces', ['asian'], 'sweetSour'),
  S('Gochujang Sauce', 'sauces', ['gochujang', 'asian'], 'sweetHot'),
  S('Honey Mustard Dipping Sauce', 'sauces', ['honey-mustard'], 'mayoSauce', {
    keep: true,
    packs: [P('gallon'), cup(2)],
  }),
  S('Creamy Chipotle Sauce', 'sauces', ['chipotle'], 'mayoSauce'),
  S('Jalapeño Cilantro Sauce', 'sauces', ['jalapeno', 'cilantro-lime'], 'mayoSauce'),
];

const MARINADES: GroupDef[] = [
  S('Italian Herb Marinade', 'marinades', ['italian', 'herb'], 'marinade'),
  S('Mojo Citrus Marinade', 'marinades', ['orange', 'garlic'], 'marinade'),
  S('Teriyaki Marinade', 'marinades', ['teriyaki', 'asian'], 'teriyaki'),
  S('Lemon Pepper Marinade', 'marinades', ['lemon', 'peppercorn'], 'marinade'),
  S('Chipotle Lime Marinade', 'marinades', ['chipotle', 'cilantro-lime'], 'marinade'),
  S('Korean Bulgogi Marinade', 'marinades', ['gochujang', 'asian'], 'teriyaki'),
  S('Greek Lemon Herb Marinade', 'marinades', ['greek', 'lemon'], 'marinade'),
  S('Caribbean Jerk Marinade', 'marinades', ['jerk'], 'marinade'),
  S('Garlic Herb Marinade', 'marinades', ['garlic', 'herb'], 'marinade'),
  S('Balsamic Herb Marinade', 'marinades', ['balsamic', 'herb'], 'marinade'),
  S('Fajita Marinade', 'marinades', ['southwest'], 'marinade'),
];

const MAYONNAISE: GroupDef[] = [
  S('Real Mayonnaise', 'mayonnaise', ['mayonnaise'], 'mayo', {
    keep: true,
    packs: [P('gallon'), P('pillowPack'), P('dispenserPack'), P('pail')],
  }),
  S('Extra Heavy Mayonnaise', 'mayonnaise', ['mayonnaise'], 'mayo', {
    keep: true,
    packs: [P('gallon'), P('pail')],
  }),
  S('Light Mayonnaise', 'mayonnaise', ['mayonnaise'], 'lightMayo'),
  S('Whipped Salad Dressing', 'mayonnaise', ['mayonnaise'], 'whipped'),
  S('Essentials Real Mayonnaise', 'mayonnaise', ['mayonnaise'], 'mayo'),
  S('Chipotle Mayonnaise', 'mayonnaise', ['mayonnaise', 'chipotle'], 'mayo'),
  S('Sriracha Mayonnaise', 'mayonnaise', ['mayonnaise', 'sriracha'], 'mayo'),
  S('Garlic Mayonnaise', 'mayonnaise', ['mayonnaise', 'garlic'], 'mayo'),
  S('Avocado Oil Mayonnaise', 'mayonnaise', ['mayonnaise', 'avocado'], 'mayo'),
  S('Deli-Style Mayonnaise', 'mayonnaise', ['mayonnaise'], 'mayo'),
];

const GLAZES: GroupDef[] = [
  S("Marlow's Signature Balsamic Fig Glaze", 'glazes', ['balsamic', 'fig'], 'glaze', {
    keep: true,
    lines: ['signature'],
    slug: 'marlows-signature-balsamic-fig-glaze',
    packs: [P('barBottle')],
  }),
  S('Balsamic Glaze', 'glazes', ['balsamic'], 'glaze'),
  S('Honey Sriracha Glaze', 'glazes', ['sriracha', 'honey'], 'glaze'),
  S('Bourbon Brown Sugar Glaze', 'glazes', ['bourbon'], 'glaze'),
  S('Teriyaki Glaze', 'glazes', ['teriyaki', 'asian'], 'teriyaki'),
  S('Hot Honey Glaze', 'glazes', ['honey'], 'glaze'),
];

const DIPS: GroupDef[] = [
  S('Dill Pickle Aioli', 'dips', ['dill-pickle'], 'mayoSauce', {
    keep: true,
    packs: [P('gallon'), cup(2)],
    gallonQty: 2,
    fullWeight: 17.47,
    cold: false,
    storage: 'Shelf Stable',
  }),
  S('Garlic Aioli', 'dips', ['garlic'], 'mayoSauce'),
  S('Chipotle Aioli', 'dips', ['chipotle'], 'mayoSauce'),
  S('Roasted Red Pepper Aioli', 'dips', ['tomato'], 'mayoSauce'),
  S('Smoky Bacon Aioli', 'dips', ['bacon'], 'mayoSauce'),
  S('Pesto Aioli', 'dips', ['herb'], 'mayoSauce'),
  S('French Onion Dip', 'dips', ['sweet-onion'], 'creamyDip'),
  S('Jalapeño Popper Dip', 'dips', ['jalapeno'], 'creamyDip'),
  S('Spinach Artichoke Dip', 'dips', ['herb'], 'creamyDip'),
];

const GROUP_DEFS: GroupDef[] = [
  ...RANCH,
  ...CAESAR,
  ...ITALIAN,
  ...OTHER_DRESSINGS,
  ...SAUCES,
  ...MARINADES,
  ...MAYONNAISE,
  ...GLAZES,
  ...DIPS,
];

// ---------------------------------------------------------------------------------------------------------------
// Formulation: ingredients, claims and nutrition of a group (shared by its package formats)
// ---------------------------------------------------------------------------------------------------------------

const FLAVOR_ING: Record<string, { main: string[]; minor: string[] }> = {
  ranch: {
    main: ['Buttermilk (Cultured Nonfat Milk, Salt)'],
    minor: ['Garlic*', 'Onion*', 'Parsley*', 'Sour Cream Powder (Cultured Cream, Nonfat Milk)', 'Spices'],
  },
  caesar: {
    main: ['Parmesan Cheese (Pasteurized Milk, Cheese Cultures, Salt, Enzymes)'],
    minor: ['Anchovy Paste (Anchovies, Salt)', 'Lemon Juice Concentrate', 'Garlic*', 'Black Pepper'],
  },
  italian: {
    main: ['Red Bell Pepper*'],
    minor: ['Garlic*', 'Onion*', 'Oregano', 'Basil', 'Red Pepper Flakes'],
  },
  asian: {
    main: ['Soy Sauce (Water, Wheat, Soybeans, Salt)', 'Rice Vinegar'],
    minor: ['Ginger Puree', 'Garlic*', 'Toasted Sesame Oil'],
  },
  balsamic: { main: ['Balsamic Vinegar (Wine Vinegar, Grape Must)'], minor: ['Garlic*', 'Onion*', 'Basil'] },
  barbecue: { main: [], minor: ['Chili Powder'] },
  'bleu-cheese': {
    main: ['Blue Cheese (Pasteurized Milk, Salt, Cheese Cultures, Enzymes, Penicillium Roqueforti)'],
    minor: ['Garlic*', 'Onion*', 'Lemon Juice Concentrate'],
  },
  french: {
    main: ['Tomato Paste'],
    minor: ['Paprika', 'Onion*', 'Mustard Flour', 'Paprika Extract (Color)'],
  },
  'honey-mustard': {
    main: ['Honey', 'Dijon Mustard (Water, Mustard Seed, Vinegar, Salt, White Wine)'],
    minor: ['Turmeric', 'Onion*'],
  },
  greek: {
    main: ['Red Wine Vinegar', 'Extra Virgin Olive Oil'],
    minor: ['Oregano', 'Garlic*', 'Lemon Juice Concentrate', 'Black Pepper'],
  },
  'thousand-island': {
    main: ['Tomato Paste', 'Sweet Pickle Relish (Cucumbers, Sugar, Vinegar, Salt)'],
    minor: ['Onion*', 'Paprika', 'Spices'],
  },
  vinaigrette: { main: [], minor: ['Garlic*', 'Shallots*', 'Black Pepper'] },
  'green-goddess': {
    main: ['Sour Cream (Cultured Cream, Milk)', 'Green Onion*'],
    minor: [
      'Parsley*',
      'Tarragon',
      'Chives*',
      'Anchovy Paste (Anchovies, Salt)',
      'Lemon Juice Concentrate',
      'Garlic*',
    ],
  },
  avocado: {
    main: ['Avocado Puree (Avocado, Ascorbic Acid)'],
    minor: ['Lime Juice Concentrate', 'Cilantro*'],
  },
  chipotle: {
    main: ['Chipotle Peppers in Adobo (Chipotle Peppers, Water, Tomato Paste, Vinegar, Salt, Onion, Garlic)'],
    minor: ['Cumin', 'Lime Juice Concentrate'],
  },
  poppyseed: { main: ['Poppy Seeds'], minor: ['Onion*', 'Dry Mustard'] },
  raspberry: { main: ['Raspberry Puree'], minor: ['Raspberry Juice Concentrate', 'Pectin'] },
  buffalo: {
    main: ['Cayenne Pepper Sauce (Aged Cayenne Red Peppers, Vinegar, Water, Salt, Garlic)'],
    minor: ['Paprika'],
  },
  mayonnaise: { main: [], minor: [] },
  'boom-boom': {
    main: [
      'Sweet Chili Sauce (Sugar, Water, Chili Peppers, Vinegar, Garlic, Salt)',
      'Sriracha (Chili Peppers, Sugar, Garlic, Salt, Vinegar)',
    ],
    minor: ['Paprika', 'Garlic*'],
  },
  'chickn-dipn': {
    main: [
      'Ketchup (Tomato Concentrate, Distilled Vinegar, Sugar, Salt, Onion Powder, Spice)',
      'Worcestershire Sauce (Distilled Vinegar, Molasses, Water, Sugar, Salt, Onions, Anchovies, Garlic, Cloves, Tamarind Extract, Natural Flavors, Chili Pepper Extract)',
    ],
    minor: ['Black Pepper', 'Garlic*'],
  },
  bistro: {
    main: ['Roasted Garlic Puree', 'Dijon Mustard (Water, Mustard Seed, Vinegar, Salt, White Wine)'],
    minor: ['Smoked Paprika', 'Lemon Juice Concentrate'],
  },
  cocktail: { main: [], minor: [] },
  tartar: {
    main: ['Dill Pickle Relish (Cucumbers, Water, Vinegar, Salt, Dill)'],
    minor: ['Onion*', 'Parsley*', 'Lemon Juice Concentrate'],
  },
  mustard: { main: ['Dijon Mustard (Water, Mustard Seed, Vinegar, Salt, White Wine)'], minor: [] },
  'dill-pickle': {
    main: ['Dill Pickle Relish (Cucumbers, Water, Vinegar, Salt, Dill)', 'Pickle Brine'],
    minor: ['Dill Weed', 'Garlic*'],
  },
  fig: { main: ['Fig Paste (Figs, Rice Flour)'], minor: [] },
  honey: { main: ['Honey'], minor: [] },
  garlic: { main: ['Roasted Garlic Puree'], minor: ['Garlic*'] },
  'cilantro-lime': { main: ['Lime Juice'], minor: ['Cilantro*', 'Jalapeño Peppers', 'Garlic*'] },
  peppercorn: { main: [], minor: ['Cracked Black Pepper', 'Green Peppercorns', 'Garlic*'] },
  cucumber: { main: ['Cucumber Puree'], minor: ['Dill Weed', 'Garlic*'] },
  coleslaw: { main: [], minor: ['Celery Seed', 'Onion*', 'Dry Mustard'] },
  bacon: {
    main: ['Bacon (Cured with Water, Salt, Sugar, Sodium Erythorbate, Sodium Nitrite)'],
    minor: ['Onion*', 'Natural Smoke Flavor'],
  },
  strawberry: { main: ['Strawberry Puree'], minor: ['Strawberry Juice Concentrate'] },
  mango: { main: ['Mango Puree'], minor: ['Lime Juice Concentrate'] },
  lemon: { main: ['Lemon Juice'], minor: ['Lemon Peel'] },
  orange: { main: ['Orange Juice Concentrate'], minor: ['Orange Peel'] },
  cranberry: {
    main: ['Cranberry Juice Concentrate', 'Dried Cranberries (Cranberries, Sugar, Sunflower Oil)'],
    minor: [],
  },
  apple: { main: ['Apple Cider Vinegar', 'Apple Juice Concentrate'], minor: [] },
  peach: { main: ['Peach Puree'], minor: [] },
  blueberry: { main: ['Blueberry Puree'], minor: [] },
  pomegranate: { main: ['Pomegranate Juice Concentrate'], minor: [] },
  jalapeno: { main: ['Jalapeño Peppers'], minor: ['Cilantro*', 'Garlic*'] },
  sriracha: {
    main: ['Sriracha (Chili Peppers, Sugar, Garlic, Salt, Vinegar)'],
    minor: ['Lime Juice Concentrate'],
  },
  teriyaki: { main: [], minor: [] },
  'sweet-chili': { main: [], minor: [] },
  'sweet-onion': { main: ['Sweet Onion Puree'], minor: ['Onion*'] },
  parmesan: {
    main: ['Parmesan Cheese (Pasteurized Milk, Cheese Cultures, Salt, Enzymes)'],
    minor: ['Garlic*'],
  },
  herb: { main: [], minor: ['Basil', 'Parsley*', 'Thyme', 'Oregano'] },
  tomato: { main: ['Sun-Dried Tomatoes', 'Tomato Paste'], minor: ['Basil', 'Garlic*'] },
  southwest: {
    main: ['Roasted Green Chiles', 'Tomato Paste'],
    minor: ['Cumin', 'Chili Powder', 'Paprika', 'Garlic*'],
  },
  sesame: { main: ['Toasted Sesame Oil', 'Sesame Seeds'], minor: [] },
  horseradish: { main: ['Prepared Horseradish (Horseradish, Vinegar, Salt)'], minor: [] },
  gochujang: {
    main: ['Gochujang (Rice, Red Pepper Powder, Soybeans, Salt, Wheat)'],
    minor: ['Garlic*', 'Ginger Puree'],
  },
  bourbon: { main: ['Bourbon Whiskey', 'Brown Sugar'], minor: ['Natural Smoke Flavor'] },
  jerk: {
    main: ['Scotch Bonnet Pepper Mash (Peppers, Vinegar, Salt)', 'Allspice'],
    minor: ['Thyme', 'Garlic*', 'Green Onion*'],
  },
};

/** Name words that bring their own ingredient (and so possibly an allergen) to the formula. */
const NAME_ING: [RegExp, string][] = [
  [/Walnut/, 'Walnuts'],
  [/Pecan/, 'Pecans'],
  [/Peanut/, 'Peanut Butter (Peanuts, Salt)'],
  [/Feta/, 'Feta Cheese (Pasteurized Milk, Salt, Cheese Cultures, Enzymes)'],
  [/Asiago/, 'Asiago Cheese (Pasteurized Milk, Cheese Cultures, Salt, Enzymes)'],
  [/Gorgonzola/, 'Gorgonzola Cheese (Pasteurized Milk, Salt, Cheese Cultures, Enzymes)'],
  [/Yogurt|Tzatziki/, 'Greek Yogurt (Cultured Pasteurized Nonfat Milk)'],
  [/Tahini/, 'Tahini (Ground Sesame Seeds)'],
  [/Miso/, 'White Miso (Soybeans, Rice, Salt)'],
  [/Wasabi/, 'Wasabi Powder (Horseradish, Mustard, Wasabi)'],
  [/Habanero/, 'Habanero Pepper Mash (Habanero Peppers, Vinegar, Salt)'],
  [/Pesto/, 'Basil Pesto (Basil, Olive Oil, Pine Nuts, Parmesan Cheese [Milk], Garlic)'],
  [/Blackberry/, 'Blackberry Puree'],
  [/Maple/, 'Maple Syrup'],
  [/Buttermilk/, 'Buttermilk (Cultured Nonfat Milk, Salt)'],
  [/Louie/, 'Chili Sauce (Tomatoes, Sugar, Vinegar, Salt, Onion)'],
  [/Spinach/, 'Spinach'],
  [/Artichoke/, 'Artichoke Hearts'],
  [/Popper/, 'Cream Cheese (Pasteurized Milk and Cream, Salt, Carob Bean Gum)'],
  [/Popper|Spinach/, 'Cheddar Cheese (Pasteurized Milk, Cheese Cultures, Salt, Enzymes, Annatto [Color])'],
  [/Roasted Red Pepper/, 'Fire-Roasted Red Peppers'],
  [/Nashville/, 'Brown Sugar'],
  [/Mint/, 'Mint'],
  [/Dijon/, 'Dijon Mustard (Water, Mustard Seed, Vinegar, Salt, White Wine)'],
];

function vinegarFor(name: string): string {
  if (/Champagne/.test(name)) return 'Champagne Vinegar';
  if (/White Wine/.test(name)) return 'White Wine Vinegar';
  if (/Sherry/.test(name)) return 'Sherry Vinegar';
  if (/Cider|Apple/.test(name)) return 'Apple Cider Vinegar';
  if (/Rice|Asian|Ginger|Sesame/.test(name)) return 'Rice Vinegar';
  if (/White Balsamic/.test(name)) return 'White Balsamic Vinegar (White Wine Vinegar, Grape Must)';
  if (/Red Wine|Italian|Greek|Shallot/.test(name)) return 'Red Wine Vinegar';
  return 'Distilled Vinegar';
}

interface Flags {
  pres: boolean;
  edta: boolean;
  msg: boolean;
  hfcs: boolean;
  artFlavor: boolean;
  colors: boolean;
  cold: boolean;
  kosher: boolean;
}

function classify(def: GroupDef): Style {
  if (def.style) return def.style;
  const n = def.name;
  if (def.flavors.includes('asian') && !/Orange Ginger|Honey Ginger/.test(n)) return 'asian';
  const vin = /Vinaigrette/.test(n);
  const creamy =
    !vin &&
    /Ranch|Bleu|Blue|Caesar|Creamy|Thousand|Goddess|Peppercorn|Cucumber|Coleslaw|Yogurt|Tzatziki|Louie|Wedge|Poppyseed|Honey Mustard|Honey Dijon|Garlic Dressing|Garlic Parmesan|Parmesan Dressing|Tahini|Avocado Lime|Avocado Cilantro|Chipotle Lime|Cilantro Lime Dressing|Southwest|Fiesta|Jalapeño Dressing|Buttermilk|Horseradish|Russian|Honey Bacon|Asiago|Sriracha Lime|Honey Ginger|Sweet Onion|Caramelized|Lemon Basil|Black Pepper/.test(
      n,
    );
  if (creamy) return 'creamy';
  if (/French|Catalina/.test(n)) return 'sweetPour';
  return 'vinaigrette';
}
const isSweet = (n: string): boolean =>
  /French|Catalina|Russian|Poppyseed|Honey|Coleslaw|Slaw|Sweet|Caramelized|Thousand|Louie|Raspberry|Strawberry|Mango|Peach|Blueberry|Cranberry|Apple|Pomegranate|Orange|Fig|Blackberry|Maple|Citrus|Bacon/.test(
    n,
  );

function ingredientList(def: GroupDef, style: Style, f: Flags, edtaOverride: boolean): string {
  const n = def.name;
  const essentials = /Essentials/.test(n);
  const lite = /\b(Lite|Light)\b/.test(n);
  const fatFree = /Fat Free/.test(n);
  const oil = /Olive Oil/.test(n)
    ? 'Extra Virgin Olive Oil'
    : /Avocado Oil/.test(n)
      ? 'Avocado Oil'
      : essentials
        ? 'Canola Oil'
        : 'Soybean Oil';
  const mains: string[] = [];
  const minors: string[] = [];
  for (const fl of def.flavors) {
    let fi = FLAVOR_ING[fl];
    if (fl === 'asian' && def.noWheatSoy) {
      fi = { main: ['Rice Vinegar', 'Brown Sugar'], minor: ['Ginger Puree', 'Garlic*', 'Molasses'] };
    }
    if (!fi) continue;
    for (const m of fi.main) if (!mains.includes(m)) mains.push(m);
    for (const m of fi.minor) if (!minors.includes(m)) minors.push(m);
  }
  for (const [re, ing] of NAME_ING) if (re.test(n) && !mains.includes(ing)) mains.push(ing);
  if (/Greek/.test(n) && !mains.includes('Extra Virgin Olive Oil') && style !== 'marinade') {
    mains.push('Extra Virgin Olive Oil');
  }
  const sweetener = f.hfcs ? 'High Fructose Corn Syrup' : /Honey/.test(n) ? 'Honey' : 'Sugar';
  const tail: string[] = [];
  if (f.msg) tail.push('Monosodium Glutamate');
  if (f.artFlavor) tail.push('Artificial Flavor');
  if (f.pres) tail.push('Potassium Sorbate and Sodium Benzoate (Preservatives)');
  if (!f.pres && !f.cold && /creamy|mayoSauce|creamyDip/.test(style))
    tail.push('Cultured Dextrose', 'Rosemary Extract');
  if (f.edta || edtaOverride) tail.push('Calcium Disodium EDTA (to Protect Flavor)');
  if (f.colors) tail.push(/French|Catalina|Sweet and Sour/.test(n) ? 'Red 40' : 'Yellow 6', 'Yellow 5');
  let first: string[];
  let less: string[];
  switch (style) {
    case 'creamy':
      first = fatFree
        ? ['Water', 'Corn Syrup', ...mains, 'Distilled Vinegar', 'Sugar', 'Modified Food Starch', 'Salt']
        : lite
          ? ['Water', oil, ...mains, 'Distilled Vinegar', 'Sugar', 'Egg Yolk', 'Modified Food Starch', 'Salt']
          : [
              oil,
              'Water',
              ...mains,
              'Distilled Vinegar',
              'Egg Yolk',
              isSweet(n) ? sweetener : 'Sugar',
              'Salt',
            ];
      less = [...minors, fatFree ? 'Cellulose Gel' : '', 'Xanthan Gum', 'Natural Flavor'];
      break;
    case 'vinaigrette':
      first = fatFree
        ? ['Water', vinegarFor(n), isSweet(n) ? sweetener : 'Sugar', ...mains, 'Salt']
        : lite
          ? ['Water', vinegarFor(n), oil, isSweet(n) ? sweetener : 'Sugar', ...mains, 'Salt']
          : ['Water', oil, vinegarFor(n), isSweet(n) ? sweetener : 'Sugar', ...mains, 'Salt'];
      less = [...minors, 'Xanthan Gum'];
      break;
    case 'sweetPour':
      first = [oil, sweetener, 'Distilled Vinegar', 'Water', ...mains, 'Salt'];
      less = [...minors, 'Xanthan Gum', 'Natural Flavor'];
      break;
    case 'asian':
      first = ['Water', 'Sugar', oil, ...mains, 'Salt'];
      less = [...minors, 'Xanthan Gum'];
      break;
    case 'bbq':
      first = ['Tomato Paste', sweetener, 'Distilled Vinegar', 'Molasses', 'Water', ...mains, 'Salt'];
      less = [...minors, 'Natural Smoke Flavor', 'Spices', 'Onion*', 'Garlic*', 'Paprika', 'Caramel Color'];
      break;
    case 'hot':
      first = [
        'Cayenne Pepper Sauce (Aged Cayenne Red Peppers, Vinegar, Water, Salt, Garlic)',
        'Water',
        'Soybean Oil',
        ...mains.filter((m) => !m.startsWith('Cayenne')),
        'Salt',
      ];
      less = [
        'Paprika',
        'Natural Butter Flavor',
        'Xanthan Gum',
        'Garlic*',
        /Nashville/.test(n) ? 'Cayenne Pepper' : '',
      ];
      break;
    case 'sweetHot':
      first = [sweetener, 'Water', ...mains, 'Distilled Vinegar', 'Salt'];
      less = [...minors, 'Red Pepper Flakes', 'Modified Food Starch', 'Xanthan Gum', 'Garlic*'];
      break;
    case 'mayoSauce':
      first = [oil, 'Water', ...mains, 'Egg Yolk', 'Distilled Vinegar', 'Sugar', 'Salt'];
      less = [...minors, 'Xanthan Gum', 'Natural Flavor'];
      break;
    case 'cocktail':
      first = [
        'Tomato Concentrate',
        sweetener,
        'Prepared Horseradish (Horseradish, Vinegar, Salt)',
        'Distilled Vinegar',
        'Salt',
      ];
      less = ['Lemon Juice Concentrate', 'Onion*', 'Spices', 'Natural Flavor'];
      break;
    case 'mustard':
      first = [
        'Water',
        'Brown Mustard Seed',
        'Yellow Mustard Seed',
        'Apple Cider Vinegar',
        'Dark Ale (Water, Malted Barley, Hops, Yeast)',
        'Salt',
      ];
      less = ['Turmeric', 'Spices', 'Garlic*'];
      break;
    case 'sweetChili':
      first = ['Sugar', 'Water', 'Chili Peppers', 'Distilled Vinegar', 'Garlic', 'Salt'];
      less = ['Modified Food Starch', 'Xanthan Gum'];
      break;
    case 'teriyaki':
      first = [
        'Soy Sauce (Water, Wheat, Soybeans, Salt)',
        'Water',
        'Sugar',
        'Mirin (Water, Rice, Sugar)',
        ...mains,
      ];
      less = [...minors, 'Garlic*', 'Ginger Puree', 'Toasted Sesame Oil', 'Modified Food Starch', 'Onion*'];
      break;
    case 'peanut':
      first = [
        'Water',
        'Peanut Butter (Peanuts, Salt)',
        'Sugar',
        'Soy Sauce (Water, Wheat, Soybeans, Salt)',
        'Rice Vinegar',
        'Lime Juice Concentrate',
      ];
      less = ['Garlic*', 'Ginger Puree', 'Red Pepper Flakes', 'Toasted Sesame Oil', 'Xanthan Gum'];
      break;
    case 'sweetSour':
      first = [
        sweetener,
        'Water',
        'Distilled Vinegar',
        'Pineapple Juice Concentrate',
        'Tomato Paste',
        'Modified Food Starch',
        'Salt',
      ];
      less = ['Paprika', 'Garlic*'];
      break;
    case 'creamyDip':
      first = ['Sour Cream (Cultured Cream, Milk)', oil, 'Water', ...mains, 'Salt'];
      less = [...minors, 'Whey (Milk)', 'Xanthan Gum', 'Natural Flavor'];
      break;
    case 'marinade':
      first = ['Water', oil, vinegarFor(n), ...mains, 'Salt', 'Sugar'];
      less = [...minors, 'Spices', 'Xanthan Gum'];
      break;
    case 'mayo':
      first = [
        oil,
        'Water',
        'Whole Eggs',
        /Extra Heavy/.test(n) ? 'Egg Yolks' : '',
        'Distilled Vinegar',
        'Salt',
        'Sugar',
        ...mains,
      ];
      less = [...minors, 'Lemon Juice Concentrate', 'Natural Flavor'];
      break;
    case 'lightMayo':
      first = ['Water', oil, 'Modified Food Starch', 'Egg Yolks', 'Distilled Vinegar', 'Sugar', 'Salt'];
      less = ['Cellulose Gel', 'Xanthan Gum', 'Lemon Juice Concentrate', 'Natural Flavor'];
      break;
    case 'whipped':
      first = ['Water', oil, sweetener, 'Distilled Vinegar', 'Modified Food Starch', 'Eggs', 'Salt'];
      less = ['Mustard Flour', 'Paprika', 'Natural Flavor'];
      break;
    case 'glaze':
      first = [
        ...mains,
        sweetener === 'Honey' ? 'Honey' : 'Sugar',
        'Water',
        'Distilled Vinegar',
        'Modified Food Starch',
        'Salt',
      ];
      less = [...minors];
      break;
  }
  const firstClean = [...new Set(first.filter(Boolean))];
  const lessClean = [...new Set([...less, ...tail].filter((x) => x && !firstClean.includes(x)))];
  let text = firstClean.join(', ');
  if (lessClean.length) text += `, Contains Less Than 2% of ${lessClean.join(', ')}`;
  text += '.';
  if (/\*/.test(text)) text += ' *Dehydrated.';
  return text;
}

export function allergensOf(ingredients: string): Allergens {
  const t = ingredients.toLowerCase();
  const a: Allergens = {};
  if (/\b(milk|cheese|buttermilk|cream|whey|yogurt)\b/.test(t)) a.milk = 'Contains';
  if (/\beggs?\b|\begg yolks?\b/.test(t)) a.eggs = 'Contains';
  if (/anchov/.test(t)) a.fish = 'Contains';
  if (/\bwheat\b/.test(t)) a.wheat = 'Contains';
  if (/soybeans\b|\bmiso\b/.test(t)) a.soy = 'Contains';
  if (/peanut/.test(t)) a.peanuts = 'Contains';
  if (/walnut|pecan|pine nut|almond|cashew/.test(t)) a.treenuts = 'Contains';
  if (/sesame|tahini/.test(t)) a.sesame = 'Contains';
  if (/shrimp|crab|lobster/.test(t)) a.crustacean = 'Contains';
  return a;
}

interface Macro {
  fat: number;
  sat: number;
  chol: number;
  sodium: number;
  carbs: number;
  fiber: number;
  sugar: number;
  added: number;
  protein: number;
  calcium: number;
  iron: number;
  potassium: number;
  vitA: number;
  vitC: number;
}
interface Serving {
  house: string;
  value: string;
  grams: number;
  code: 'GRM' | 'ML';
}

function servingFor(style: Style): Serving {
  switch (style) {
    case 'bbq':
    case 'sweetSour':
      return { house: '2 Tbsp', value: '36 g', grams: 36, code: 'GRM' };
    case 'sweetHot':
    case 'sweetChili':
      return { house: '2 Tbsp', value: '38 g', grams: 38, code: 'GRM' };
    case 'cocktail':
      return { house: '2 Tbsp', value: '35 g', grams: 35, code: 'GRM' };
    case 'peanut':
      return { house: '2 Tbsp', value: '34 g', grams: 34, code: 'GRM' };
    case 'hot':
      return { house: '1 Tbsp', value: '15 mL', grams: 15, code: 'ML' };
    case 'teriyaki':
      return { house: '1 Tbsp', value: '18 g', grams: 18, code: 'GRM' };
    case 'mustard':
      return { house: '1 tsp', value: '5 g', grams: 5, code: 'GRM' };
    case 'mayo':
      return { house: '1 Tbsp', value: '14 g', grams: 14, code: 'GRM' };
    case 'lightMayo':
    case 'whipped':
      return { house: '1 Tbsp', value: '15 g', grams: 15, code: 'GRM' };
    case 'glaze':
      return { house: '1 Tbsp', value: '20 g', grams: 20, code: 'GRM' };
    case 'vinaigrette':
    case 'marinade':
    case 'asian':
      return { house: '2 Tbsp', value: '30 mL', grams: 30, code: 'ML' };
    default:
      return { house: '2 Tbsp', value: '30 g', grams: 30, code: 'GRM' };
  }
}

function macrosFor(def: GroupDef, style: Style, allergens: Allergens): Macro {
  const n = def.name;
  const lite = /\b(Lite|Light)\b/.test(n);
  const fatFree = /Fat Free/.test(n);
  const sweet = isSweet(n);
  let fat = 0;
  let carbs = 0;
  let protein = 0;
  let sodium = 0;
  switch (style) {
    case 'creamy':
      fat = fatFree ? 0 : lite ? between(4, 7) : between(12, 16);
      carbs = fatFree ? between(6, 11) : sweet ? between(5, 9) : between(1, 3) + (lite ? 2 : 0);
      protein = allergens.milk ? between(0.3, 1.4) : between(0, 0.4);
      sodium = between(210, 330);
      break;
    case 'vinaigrette':
      fat = fatFree ? 0 : lite ? between(2.5, 5) : between(7, 12);
      carbs = sweet ? between(6, 11) : between(2, 5) + (fatFree ? 3 : 0);
      sodium = between(240, 480);
      protein = allergens.milk ? between(0.3, 1) : 0;
      break;
    case 'sweetPour':
      fat = fatFree ? 0 : lite ? between(3, 6) : between(9, 12);
      carbs = between(8, 11) + (fatFree ? 3 : 0);
      sodium = between(250, 350);
      break;
    case 'asian':
      fat = lite ? between(2, 4) : between(5, 9);
      carbs = between(6, 10);
      sodium = between(300, 480);
      protein = allergens.soy ? between(0.3, 1) : 0;
      break;
    case 'bbq':
      carbs = between(12, 17);
      sodium = between(260, 420);
      break;
    case 'hot':
      fat = between(0, 3);
      carbs = between(0, 1);
      sodium = between(380, 620);
      break;
    case 'sweetHot':
    case 'sweetChili':
      carbs = between(10, 16);
      sodium = between(200, 400);
      break;
    case 'mayoSauce':
      fat = between(14, 19);
      carbs = between(2, 6);
      sodium = between(200, 330);
      protein = allergens.milk ? between(0.5, 1.4) : between(0, 0.4);
      break;
    case 'cocktail':
      carbs = between(7, 9);
      sodium = between(330, 420);
      break;
    case 'mustard':
      sodium = between(55, 100);
      break;
    case 'teriyaki':
      carbs = between(3, 6);
      protein = between(0.5, 1.2);
      sodium = between(500, 650);
      break;
    case 'peanut':
      fat = between(6, 8);
      carbs = between(7, 9);
      protein = between(2, 3);
      sodium = between(380, 480);
      break;
    case 'sweetSour':
      carbs = between(12, 15);
      sodium = between(120, 200);
      break;
    case 'creamyDip':
      fat = between(5, 9);
      carbs = between(2, 3);
      protein = between(0.6, 1.4);
      sodium = between(180, 280);
      break;
    case 'marinade':
      fat = between(3, 9);
      carbs = between(1, 6);
      sodium = between(380, 650);
      break;
    case 'mayo':
      fat = between(10, 11.5);
      sodium = between(70, 95);
      break;
    case 'lightMayo':
      fat = between(3.5, 5);
      carbs = between(1, 2);
      sodium = between(110, 130);
      break;
    case 'whipped':
      fat = between(4.5, 6);
      carbs = between(2, 3);
      sodium = between(95, 115);
      break;
    case 'glaze':
      carbs = between(9, 13);
      sodium = between(10, 160);
      break;
  }
  const sugarShare = /creamy|mayo|creamyDip|hot|mustard/.test(style) && !sweet ? 0.7 : 0.9;
  const sugar = carbs * sugarShare;
  return {
    fat,
    sat: fat * between(0.12, 0.2) + (allergens.milk ? 0.5 : 0),
    chol: (allergens.eggs ? between(5, 12) : 0) + (allergens.milk ? between(2, 10) : 0),
    sodium,
    carbs,
    fiber: /Seed|Pecan|Walnut|Fig|Pesto/.test(n) || style === 'mustard' ? between(0, 0.6) : 0,
    sugar,
    added: /Mango|Raspberry|Strawberry|Peach|Blueberry|Fig|Pomegranate|Cranberry/.test(n)
      ? sugar * 0.75
      : sugar * 0.95,
    protein,
    calcium: allergens.milk ? between(10, 30) : between(0, 8),
    iron: between(0, 0.2),
    potassium: between(0, 45) + (/Tomato|Avocado|bbq|Cocktail/.test(n + style) ? 40 : 0),
    vitA: /Tomato|French|Catalina|Chipotle|bbq|Cocktail|Boom/.test(n + style)
      ? between(10, 40)
      : between(0, 6),
    vitC: /Lemon|Lime|Orange|Citrus|Tomato|Avocado|Mango/.test(n) ? between(500, 2500) : 0,
  };
}

/** FDA label rounding rules (21 CFR 101.9). */
const rFat = (g: number): number => (g < 0.5 ? 0 : g < 5 ? Math.round(g * 2) / 2 : Math.round(g));
const rGram = (g: number): number => (g < 0.5 ? 0 : Math.round(g));
const rSodium = (mg: number): number =>
  mg < 5 ? 0 : mg <= 140 ? Math.round(mg / 5) * 5 : Math.round(mg / 10) * 10;
const rChol = (mg: number): number => (mg < 2 ? 0 : Math.round(mg / 5) * 5);
const rCal = (kcal: number): number =>
  kcal < 5 ? 0 : kcal <= 50 ? Math.round(kcal / 5) * 5 : Math.round(kcal / 10) * 10;
const pct = (v: number, dv: number): number => Math.round((v / dv) * 100);

function nutritionOf(m: Macro, s: Serving, withCode: boolean): Nutrition {
  const fat = rFat(m.fat);
  const carbs = rGram(m.carbs);
  const protein = rGram(m.protein);
  const sat = Math.min(fat, rFat(m.sat));
  const cal = rCal(9 * fat + 4 * carbs + 4 * protein);
  const sodium = rSodium(m.sodium);
  const chol = rChol(m.chol);
  const fiber = rGram(m.fiber);
  const sugar = Math.min(carbs, rGram(m.sugar));
  const added = Math.min(sugar, rGram(m.added));
  const calcium = Math.round(m.calcium / 2) * 2;
  const iron = round(m.iron, 1);
  const potassium = Math.round(m.potassium / 5) * 5;
  const vitA = Math.round(m.vitA);
  const vitC = Math.round(m.vitC / 100) * 100;
  return {
    serviceSizeHouseholding: s.house,
    serviceSizeValue: s.value,
    formatTypeCode: withCode ? s.code : null,
    caloriesVal: { Val: cal, Percent: null },
    totalFat: { Val: fat, Percent: pct(fat, 78) },
    saturatedFat: { Val: sat, Percent: pct(sat, 20) },
    transfattyAcids: { Val: 0, Percent: null },
    cholesterol: { Val: chol, Percent: pct(chol, 300) },
    sodium: { Val: sodium, Percent: pct(sodium, 2300) },
    carbohydrates: { Val: carbs, Percent: pct(carbs, 275) },
    totalDietary: { Val: fiber, Percent: pct(fiber, 28) },
    totalSugar: { Val: sugar, Percent: null },
    addedSugar: { Val: added, Percent: pct(added, 50) },
    protein: { Val: protein, Percent: null },
    calcium: { Val: calcium, Percent: pct(calcium, 1300) },
    iron: { Val: iron, Percent: pct(iron, 18) },
    potassium: { Val: potassium, Percent: pct(potassium, 4700) },
    vitaminD: { Val: 0, Percent: 0 },
    vitaminA: { Val: vitA, Percent: pct(vitA, 900) },
    vitaminC: { Val: vitC, Percent: pct(vitC, 90000) },
  };
}

const DENSITY: Record<Style, [number, number]> = {
  creamy: [7.9, 8.3],
  vinaigrette: [8.3, 8.7],
  sweetPour: [8.9, 9.3],
  asian: [8.7, 9.1],
  bbq: [10.0, 10.6],
  hot: [8.4, 8.6],
  sweetHot: [10.0, 10.4],
  mayoSauce: [7.8, 8.1],
  cocktail: [9.5, 9.8],
  mustard: [8.7, 8.9],
  sweetChili: [10.3, 10.6],
  teriyaki: [9.5, 9.8],
  peanut: [9.3, 9.6],
  sweetSour: [10.1, 10.4],
  creamyDip: [8.1, 8.4],
  marinade: [8.5, 8.8],
  mayo: [7.6, 7.8],
  lightMayo: [8.1, 8.3],
  whipped: [7.9, 8.1],
  glaze: [10.6, 11.0],
};

// ---------------------------------------------------------------------------------------------------------------
// Products
// ---------------------------------------------------------------------------------------------------------------

const FLAVOR_COPY: Record<string, string> = {
  ranch: 'the cool, herb-flecked buttermilk flavor guests ask for by name',
  caesar: 'bold Parmesan, garlic and cracked pepper with a savory anchovy finish',
  italian: 'a zesty, well-balanced blend of vinegar, garlic and Mediterranean herbs',
  asian: 'a sweet and savory balance of rice vinegar, ginger and toasted sesame',
  balsamic: 'the rich, mellow sweetness of aged balsamic vinegar',
  barbecue: 'slow-simmered tomato, molasses and smoke in every spoonful',
  'bleu-cheese': 'generous crumbles of tangy, aged blue cheese',
  french: 'a sweet, tangy tomato base with a warm paprika color',
  'honey-mustard': 'golden honey balanced with the gentle bite of Dijon mustard',
  greek: 'bright lemon, oregano and olive oil inspired by Mediterranean tavernas',
  'thousand-island': 'a creamy, tangy blend of tomato and sweet pickle relish',
  vinaigrette: 'a crisp, clean vinegar tang balanced with quality oil',
  'green-goddess': 'a fresh, herbaceous blend of tarragon, chives and parsley in a creamy base',
  avocado: 'the smooth, buttery richness of ripe avocado',
  chipotle: 'the smoky warmth of chipotle peppers in adobo',
  poppyseed: 'a sweet, creamy base speckled with crunchy poppy seeds',
  raspberry: 'the bright, sweet-tart flavor of ripe raspberries',
  buffalo: 'the classic tangy cayenne heat of game-day wings',
  mayonnaise: 'a rich, creamy texture made with real eggs',
  'boom-boom': 'a creamy, sweet and spicy kick of chili and sriracha',
  'chickn-dipn': 'a peppery, tangy dipping flavor built for crispy chicken',
  bistro: 'roasted garlic and Dijon with a hint of smoked paprika',
  cocktail: 'a bright tomato base with a sharp horseradish kick',
  tartar: 'a creamy, tangy blend of dill pickle, onion and lemon',
  mustard: 'a coarse, brewpub-style bite of brown and yellow mustard seed',
  'dill-pickle': 'the crunchy, garlicky punch of a deli dill pickle',
  fig: 'the jammy sweetness of ripe figs',
  honey: 'the golden sweetness of real honey',
  garlic: 'mellow roasted garlic in every bite',
  'cilantro-lime': 'bright lime and fresh cilantro',
  peppercorn: 'a bold hit of cracked black and green peppercorns',
  cucumber: 'a cool, crisp cucumber and dill freshness',
  coleslaw: 'a sweet-tangy creaminess with a touch of celery seed',
  bacon: 'smoky, savory bacon flavor',
  strawberry: 'the sweet flavor of sun-ripened strawberries',
  mango: 'the tropical sweetness of ripe mango',
  lemon: 'a squeeze of fresh lemon brightness',
  orange: 'sweet citrus notes of orange',
  cranberry: 'tart, seasonal cranberry flavor',
  apple: 'crisp orchard apple and cider tang',
  peach: 'the mellow sweetness of summer peaches',
  blueberry: 'the deep, fruity flavor of blueberries',
  pomegranate: 'a jewel-toned, sweet-tart pomegranate finish',
  jalapeno: 'the green, lively heat of jalapeño peppers',
  sriracha: 'garlicky red chili heat',
  teriyaki: 'a glossy, sweet-savory soy and ginger glaze',
  'sweet-chili': 'a sweet, sticky heat inspired by Southeast Asian chili sauce',
  'sweet-onion': 'the mellow sweetness of slow-cooked onions',
  parmesan: 'nutty, aged Parmesan cheese',
  herb: 'a garden-fresh blend of basil, parsley and thyme',
  tomato: 'the concentrated flavor of sun-dried tomatoes',
  southwest: 'a warm blend of roasted chiles, cumin and chili powder',
  sesame: 'nutty toasted sesame',
  horseradish: 'a clean, nose-tingling horseradish bite',
  gochujang: 'the sweet, funky heat of Korean gochujang',
  bourbon: 'caramel notes of bourbon and brown sugar',
  jerk: 'a fiery island blend of scotch bonnet, allspice and thyme',
};
const USE_COPY: Record<Style, string> = {
  creamy: 'Thick enough to cling to crisp greens, it doubles as a dip, wrap spread and sandwich sauce.',
  vinaigrette:
    'Pour it over salads and grain bowls or use it as a quick marinade for proteins and vegetables.',
  sweetPour: 'It pours evenly over salads and brings color to wraps, taco salads and slaws.',
  asian: 'Toss it with noodles, slaws and greens or brush it on grilled proteins.',
  bbq: 'It brushes on evenly, caramelizes on the grill and holds up on the line.',
  hot: 'Toss with wings and tenders or stir into dips for instant heat.',
  sweetHot: 'Toss with wings, glaze shrimp or drizzle over bowls and tacos.',
  mayoSauce: 'Spread it on burgers and sandwiches or serve it as a dip with fries and tenders.',
  cocktail: 'Serve it chilled with shrimp, oysters and fried seafood.',
  mustard: 'Spread it on pretzels, sausages and deli sandwiches.',
  sweetChili: 'Use it as a dip for spring rolls, a glaze for wings or a drizzle over bowls.',
  teriyaki: 'Marinate, glaze or stir-fry: it coats evenly and caramelizes beautifully.',
  peanut: 'Toss it with noodles, drizzle it over bowls or serve with satay.',
  sweetSour: 'Serve it with egg rolls and tenders or toss it with crispy chicken.',
  creamyDip: 'Serve it cold with chips and crudités or bake it until bubbly.',
  marinade: 'Marinate proteins and vegetables for 30 minutes to overnight before grilling.',
  mayo: 'It spreads smoothly and holds up in salads, sandwiches and sauce bases.',
  lightMayo: 'Half the fat of regular mayonnaise with the creamy spread operators count on.',
  whipped: 'A tangy, sweet spread for sandwiches, deli salads and slaws.',
  glaze: 'Drizzle it over pizza, salads, roasted vegetables and desserts.',
};
const PACK_COPY: Record<PackId, string> = {
  gallon: 'Packed in easy-pour 1-gallon jugs for back-of-house efficiency.',
  pail: 'Packed in a resealable 4-gallon pail for high-volume kitchens.',
  tub: 'Packed in resealable tubs that stack neatly in the walk-in.',
  barBottle: 'Squeeze-friendly bar bottles go straight from the walk-in to the line.',
  cup: 'Portion-controlled cups cut waste and speed up takeout and delivery.',
  pouch: 'Single-serve pouches travel well for catering, delivery and grab-and-go.',
  bagInBox: 'The bag-in-box format dispenses cleanly with less waste.',
  pillowPack: 'Single-serve pillow packs are ideal for condiment stations and to-go bags.',
  dispenserPack: 'Dispenser packs load straight into pump stations for fast, consistent portions.',
};

interface PackSpec {
  unitQuantity: number;
  val: number;
  unit: 'ONZ' | 'GLL' | 'LBR' | 'FOZ';
  dims: [number, number, number];
  tare: number;
  primary: string;
  secondary: string;
  inner: number;
}

function packSpec(p: PackId, size: number, gallonQty: 2 | 4, type: ProductType): PackSpec {
  const j = (v: number): number => round(v + between(-0.15, 0.15), 2);
  switch (p) {
    case 'gallon':
      return gallonQty === 4
        ? {
            unitQuantity: 4,
            val: 1,
            unit: 'GLL',
            dims: [j(13.1), j(13.1), j(11.9)],
            tare: 4 * 0.32 + 1.15,
            primary: 'HDPE Jug',
            secondary: 'Corrugated Case',
            inner: 1,
          }
        : {
            unitQuantity: 2,
            val: 1,
            unit: 'GLL',
            dims: [j(13.1), j(6.7), j(11.9)],
            tare: 2 * 0.32 + 0.82,
            primary: 'HDPE Jug',
            secondary: 'Corrugated Case',
            inner: 1,
          };
    case 'pail':
      return {
        unitQuantity: 1,
        val: 4,
        unit: 'GLL',
        dims: [j(11.9), j(11.9), j(14.4)],
        tare: 1.9,
        primary: 'HDPE Pail with Lid',
        secondary: 'Stretch Wrap',
        inner: 1,
      };
    case 'tub':
      return {
        unitQuantity: 4,
        val: 5,
        unit: 'LBR',
        dims: [j(15.6), j(7.9), j(6.9)],
        tare: 4 * 0.35 + 0.9,
        primary: 'PP Tub with Lid',
        secondary: 'Corrugated Case',
        inner: 1,
      };
    case 'barBottle':
      return {
        unitQuantity: 6,
        val: type === 'glazes' ? 16 : 20,
        unit: 'FOZ',
        dims: [j(9.6), j(6.5), j(9.2)],
        tare: 6 * 0.11 + 0.45,
        primary: 'PET Squeeze Bottle',
        secondary: 'Corrugated Case',
        inner: 1,
      };
    case 'cup': {
      const qty: Record<string, number> = {
        '0.75': 216,
        '1': 100,
        '1.25': 100,
        '1.5': 100,
        '1.75': 84,
        '2': 72,
        '3': 60,
      };
      const unitQuantity = must(qty[String(size)], `cup size ${size}`);
      const inner = size <= 1.5 && chance(0.5) ? 25 : 1;
      const scale = Math.cbrt((unitQuantity * size) / 150);
      return {
        unitQuantity,
        val: size,
        unit: 'ONZ',
        dims: [j(12.4 * scale), j(9.4 * scale), j(6.4 * scale)],
        tare: unitQuantity * 0.006 + 0.7,
        primary: 'PP Portion Cup with Peelable Lid',
        secondary: inner > 1 ? 'Poly Sleeve in Corrugated Case' : 'Corrugated Case',
        inner,
      };
    }
    case 'pouch':
      return {
        unitQuantity: 60,
        val: 1.5,
        unit: 'ONZ',
        dims: [j(12.1), j(9.1), j(5.1)],
        tare: 60 * 0.004 + 0.55,
        primary: 'Foil Laminate Pouch',
        secondary: 'Corrugated Case',
        inner: 1,
      };
    case 'bagInBox':
      return {
        unitQuantity: 2,
        val: 1.5,
        unit: 'GLL',
        dims: [j(12.8), j(9.9), j(10.6)],
        tare: 1.1,
        primary: 'Poly Bag with Dispensing Fitment',
        secondary: 'Corrugated Box',
        inner: 1,
      };
    case 'pillowPack':
      return {
        unitQuantity: 200,
        val: 0.42,
        unit: 'ONZ',
        dims: [j(11.4), j(8.6), j(5.6)],
        tare: 0.65,
        primary: 'Single-Serve Pillow Pack',
        secondary: 'Poly Bag in Corrugated Case',
        inner: 50,
      };
    case 'dispenserPack':
      return {
        unitQuantity: 4,
        val: 48,
        unit: 'FOZ',
        dims: [j(13.4), j(10.1), j(7.4)],
        tare: 4 * 0.08 + 0.85,
        primary: 'Flexible Dispenser Pouch',
        secondary: 'Corrugated Case',
        inner: 1,
      };
  }
}

const PACK_TYPE_NAME: Record<PackId, string> = {
  gallon: 'Gallon',
  pail: 'Pail',
  tub: 'Tub',
  barBottle: 'Bar Bottle',
  cup: 'Cup',
  pouch: 'Pouch',
  bagInBox: 'Bag-in-Box',
  pillowPack: 'Pillow Pack',
  dispenserPack: 'Dispenser Pack',
};
const fmtNum = (v: number): string => String(v);
function productName(def: GroupDef, pack: PackReq, index: number): string {
  if (pack.p === 'gallon' || (def.slug && index === 0)) return def.name;
  if (pack.p === 'cup') return `${def.name} Cup ${fmtNum(pack.size ?? 1.5)} oz`;
  return `${def.name} ${PACK_TYPE_NAME[pack.p]}`;
}

function randomPacks(def: GroupDef): PackReq[] {
  const weights: Partial<Record<PackId, number>> =
    def.type === 'dressings'
      ? { cup: 30, pouch: 14, barBottle: 12, pillowPack: 8, bagInBox: 7, dispenserPack: 5, pail: 6 }
      : def.type === 'sauces'
        ? { cup: 35, barBottle: 15, pail: 12, pouch: 8, dispenserPack: 6, pillowPack: 6, bagInBox: 5, tub: 8 }
        : def.type === 'marinades'
          ? { pail: 10, bagInBox: 8 }
          : def.type === 'mayonnaise'
            ? { pail: 14, tub: 8, pillowPack: 12, dispenserPack: 10, cup: 6 }
            : def.type === 'glazes'
              ? { gallon: 10, cup: 4 }
              : { tub: 12, cup: 10 };
  const first: PackId =
    def.type === 'glazes'
      ? 'barBottle'
      : def.type === 'dressings' && chance(0.08)
        ? pick(['barBottle', 'cup', 'pouch'] as const)
        : 'gallon';
  const packs: PackReq[] = [first === 'cup' ? cup(pick([1, 1.5, 2])) : P(first)];
  const r = rnd();
  const extra = r < 0.4 ? 0 : r < 0.75 ? 1 : r < 0.93 ? 2 : 3;
  for (let i = 0; i < extra; i++) {
    const entries = Object.entries(weights) as [PackId, number][];
    const total = entries.reduce((s, [, w]) => s + w, 0);
    let x = rnd() * total;
    let chosen: PackId = entries[0]?.[0] ?? 'cup';
    for (const [id, w] of entries) {
      x -= w;
      if (x <= 0) {
        chosen = id;
        break;
      }
    }
    if (chosen === 'cup') {
      const size = pick([0.75, 1, 1, 1.25, 1.5, 1.5, 1.75, 2, 2, 3]);
      if (packs.some((q) => q.p === 'cup' && q.size === size)) continue;
      packs.push(cup(size));
    } else if (!packs.some((q) => q.p === chosen)) {
      packs.push(P(chosen));
    }
  }
  return packs;
}

const packRank = (q: { p: PackId; size?: number }): number =>
  must(PACK_ORDER.get(q.p), q.p) * 10 + (q.p === 'cup' ? CUP_ORDER.indexOf(q.size ?? 1.5) : 0);

interface Group {
  def: GroupDef;
  id: string;
  style: Style;
  products: Product[];
}

const CODE_BASE: Record<ProductType, number> = {
  dressings: 1001,
  sauces: 3001,
  marinades: 4001,
  mayonnaise: 6001,
  glazes: 7001,
  dips: 8001,
};
const codeSeq: Record<ProductType, number> = { ...CODE_BASE };

function linesFor(def: GroupDef): string[] {
  if (def.lines) return def.lines;
  const out: string[] = [];
  if (/Essentials/.test(def.name)) out.push('essentials');
  if (/Steakhouse/.test(def.name)) out.push('steakhouse');
  if (/\b(Lite|Light)\b|Fat Free/.test(def.name)) out.push('better-for-you');
  if (def.type === 'mayonnaise') out.push('mayonnaise');
  if (!out.length && chance(0.35)) out.push('restaurant-classics');
  return out;
}

function flagsFor(def: GroupDef, style: Style): Flags {
  const n = def.name;
  const essentials = /Essentials/.test(n);
  const creamyish = ['creamy', 'mayoSauce', 'mayo', 'lightMayo', 'whipped', 'creamyDip'].includes(style);
  let cold: boolean;
  if (def.cold !== undefined) cold = def.cold;
  else if (style === 'creamyDip') cold = true;
  else if (style === 'creamy') cold = chance(0.55);
  else if (style === 'mayoSauce') cold = chance(0.3);
  else cold = false;
  const pres = essentials
    ? false
    : !cold && creamyish && style !== 'mayo'
      ? true
      : chance(style === 'creamyDip' ? 0 : style === 'mayo' ? 0.15 : 0.55);
  const sweetStyles = ['sweetPour', 'bbq', 'cocktail', 'sweetSour', 'whipped'];
  return {
    pres,
    cold,
    edta: !essentials && creamyish && !def.noWheatSoy && !/Thousand/.test(n) && chance(0.4),
    msg: !essentials && (def.flavors.includes('ranch') ? chance(0.25) : chance(0.04)) && style !== 'glaze',
    hfcs: !essentials && sweetStyles.includes(style) && chance(0.35),
    artFlavor: !essentials && chance(0.07),
    colors: !essentials && (/French|Catalina|Thousand|Sweet and Sour|Russian/.test(n) ? chance(0.5) : false),
    kosher: chance(0.78),
  };
}

function claimsFor(
  def: GroupDef,
  ingredients: string,
  allergens: Allergens,
  f: Flags,
  fat: number,
): MarketingClaims {
  const t = ingredients.toLowerCase();
  const yn = (b: boolean): YesNo => (b ? 'Yes' : 'No');
  const kosher = f.kosher && !/bacon/.test(t) && !(allergens.fish && allergens.milk);
  return {
    lite: yn(/\b(Lite|Light)\b/.test(def.name)),
    msg: yn(/monosodium glutamate/.test(t)),
    hfcs: yn(/high fructose corn syrup/.test(t)),
    edta: yn(/edta/.test(t)),
    artificialFlavors: yn(/artificial flavor/.test(t)),
    syntheticColors: yn(/\b(red|yellow|blue) \d+\b/.test(t)),
    artificialPreservatives: yn(/sodium benzoate|potassium sorbate|sodium nitrite/.test(t)),
    fatFree: yn(fat === 0),
    gluten: yn(Boolean(allergens.wheat) || /barley|malt/.test(t)),
    kosher: yn(kosher),
    kosherDairy: yn(kosher && Boolean(allergens.milk)),
    refrigerated: yn(f.cold),
    shelfStable: yn(!f.cold),
  };
}

function marketingMessage(def: GroupDef, style: Style, pack: PackReq): string {
  const lead = def.flavors.map((f) => FLAVOR_COPY[f]).filter(Boolean);
  const flavorText =
    lead.length > 1 ? `${lead[0]}, with ${lead[1]}` : (lead[0] ?? 'a balanced, chef-developed flavor');
  const intro = pick([
    `${def.name} delivers ${flavorText}.`,
    `Made for busy kitchens, ${def.name} brings ${flavorText}.`,
    `${def.name}: ${flavorText}, made the way chefs would make it from scratch.`,
  ]);
  let msg = `${intro} ${USE_COPY[style]} ${PACK_COPY[pack.p]}`;
  if (/Essentials/.test(def.name)) {
    msg += ' Made without high fructose corn syrup, artificial flavors or artificial preservatives.';
  }
  return msg;
}

const groups: Group[] = [];
const products: Product[] = [];
const productById = new Map<string, Product>();

function buildCatalogue(): void {
  const usedCodes = new Set(
    GROUP_DEFS.flatMap((d) => (d.packs ?? []).map((q) => q.code).filter((c): c is string => Boolean(c))),
  );
  for (const def of GROUP_DEFS) {
    const style = classify(def);
    const packs = [...(def.packs ?? randomPacks(def))].sort((a, b) => packRank(a) - packRank(b));
    if (packs.length > 4) throw new Error(`${def.name}: more than 4 formats`);
    const f = flagsFor(def, style);
    const baseIngredients = ingredientList(def, style, f, false);
    const allergens = allergensOf(baseIngredients);
    const macros = macrosFor(def, style, allergens);
    const serving = servingFor(style);
    const [dlo, dhi] = DENSITY[style];
    const density = between(dlo, dhi);
    const gallonQty: 2 | 4 = def.gallonQty ?? (chance(0.7) ? 4 : 2);
    const shelfLife = f.cold ? int(12, 18) * 10 : pick([270, 300, 330, 365]);
    const storage =
      def.storage ??
      (f.cold ? 'Refrigerated' : def.type !== 'dressings' && chance(0.2) ? '50-80°F' : 'Shelf Stable');
    const groupId = kebab(def.name);
    const lines = linesFor(def);
    const group: Group = { def, id: groupId, style, products: [] };
    packs.forEach((pack, index) => {
      let code = pack.code;
      if (!code) {
        do {
          code = `KE${codeSeq[def.type]++}`;
        } while (usedCodes.has(code));
        usedCodes.add(code);
      }
      const name = productName(def, pack, index);
      const slug = def.slug && index === 0 ? def.slug : `${code.toLowerCase()}-${kebab(name)}`;
      const ingredients = pack.edta ? ingredientList(def, style, f, true) : baseIngredients;
      const allergensP = allergensOf(ingredients);
      const nutritionBase = nutritionOf(macros, serving, true);
      const fat = must(nutritionBase.totalFat?.Val, 'fat');
      const claims = claimsFor(def, ingredients, allergensP, f, fat);
      const spec = packSpec(pack.p, pack.size ?? 1.5, gallonQty, def.type);
      const netFromVolume =
        spec.unit === 'GLL'
          ? spec.unitQuantity * spec.val * density
          : spec.unit === 'FOZ'
            ? (spec.unitQuantity * spec.val * density) / 128
            : spec.unit === 'LBR'
              ? spec.unitQuantity * spec.val
              : (spec.unitQuantity * spec.val) / 16;
      let gross = round(netFromVolume + spec.tare, 2);
      let net = round(netFromVolume, 2);
      if (def.fullWeight && pack.p === 'gallon') {
        gross = def.fullWeight;
        net = round(def.fullWeight - spec.tare, 2);
      }
      const [L, W, H] = spec.dims;
      const ti = Math.max(2, Math.floor((1920 * 0.9) / (L * W)));
      const hi = Math.max(2, Math.min(8, Math.floor(56 / H)));
      const unitGrams =
        spec.unit === 'GLL'
          ? spec.val * density * 453.592
          : spec.unit === 'FOZ'
            ? (spec.val / 128) * density * 453.592
            : spec.unit === 'LBR'
              ? spec.val * 453.592
              : spec.val * 28.3495;
      const upc = nextUpc();
      const caseInfo: CaseInfo = {
        packageType: PACK_TYPE_NAME[pack.p],
        individualUnitVal: spec.val,
        individualUnitPercent: spec.unit,
        unitQuantity: spec.unitQuantity,
        caseGtin: caseGtin(upc, 1),
        innerUpc: spec.inner > 1 ? nextUpc() : null,
        caseLength: L,
        caseWidth: W,
        caseHeight: H,
        grossWeight: gross,
        netWeight: net,
        fullWeight: gross,
        volume: round((L * W * H) / 1728, 3),
        tixHl: `${ti}x${hi}`,
        primaryPackaging: spec.primary,
        secondaryPackaging: spec.secondary,
        averageServings: round(unitGrams / serving.grams, unitGrams / serving.grams < 10 ? 1 : 0),
        quantityInnerPack: spec.inner,
      };
      const nutrition =
        spec.inner > 1 || chance(0.08) ? { ...nutritionBase, formatTypeCode: null } : nutritionBase;
      const status: ProductStatus =
        def.keep || index === 0
          ? 'Website Active'
          : chance(0.13)
            ? 'Deactivated'
            : chance(0.1)
              ? 'Website Inactive'
              : 'Website Active';
      const lc = code.toLowerCase();
      const soufletOk =
        ['gallon', 'pail', 'tub', 'bagInBox', 'dispenserPack'].includes(pack.p) && def.type !== 'marinades';
      const flavorNames = def.flavors.map((x) => must(FLAVOR_NAME.get(x), x));
      const typeName = must(
        PRODUCT_TYPES.find(([id]) => id === def.type),
        def.type,
      )[1].toLowerCase();
      const product: Product = {
        id: lc,
        slug,
        name,
        productCode: code,
        status,
        websiteGroup: groupId,
        upc,
        upc12: upc,
        marketingMessage: marketingMessage(def, style, pack),
        ingredients,
        flavors: def.flavors,
        productType: def.type,
        packaging: pack.p,
        productLines: lines,
        meta: {
          title: `${name} | ${BRAND}`,
          keyword: [
            name.toLowerCase(),
            ...flavorNames.map((x) => x.toLowerCase()),
            `foodservice ${typeName}`,
            PACK_TYPE_NAME[pack.p].toLowerCase(),
          ].join(', '),
          description: fitDescription(
            `${name} (${code}) from ${BRAND}: ${flavorNames.join(' and ').toLowerCase()} ${typeName} in a ${caseInfo.unitQuantity}/${fmtNum(caseInfo.individualUnitVal)} ${caseInfo.individualUnitPercent === 'ONZ' ? 'oz' : PACK_TYPE_NAME[pack.p].toLowerCase()} case.`,
            ['Ingredients, allergens, nutrition and case specs.', 'Request a sample today.'],
          ),
        },
        shelfLife,
        files: { pdf: `/files/products/${slug}.pdf` },
        images: {
          website: `products/${lc}-website.svg`,
          websiteThumbnail: `products/${lc}-thumb.svg`,
          each: chance(0.95) || def.keep ? `products/${lc}-each.svg` : null,
          case: `products/${lc}-case.svg`,
          souflet: soufletOk && chance(0.6) ? `products/${lc}-souflet.svg` : null,
          innerCase: spec.inner > 1 ? `products/${lc}-inner.svg` : null,
        },
        claims: {
          marketing: claims,
          allergens: allergensP,
          sensitivities: allergensP.sesame ? { sesame: 'Contains' } : {},
        },
        storage: { storage, shelfLife },
        caseInfo,
        nutrition,
        isNew: Boolean(pack.isNew),
        notice: pack.notice ?? null,
        related: [],
      };
      group.products.push(product);
      products.push(product);
      productById.set(product.id, product);
    });
    groups.push(group);
  }
  // Related products: active lead products of other groups sharing a flavor, else the same category.
  const leads = groups.map((g) => ({ g, p: must(g.products[0], g.id) }));
  for (const g of groups) {
    const candidates = leads.filter(
      (l) =>
        l.g !== g &&
        l.p.status === 'Website Active' &&
        l.g.def.flavors.some((x) => g.def.flavors.includes(x)),
    );
    const same = leads.filter((l) => l.g !== g && l.g.def.type === g.def.type && !candidates.includes(l));
    const pool = [...shuffle(candidates), ...shuffle(same)];
    const count = int(2, 4);
    const related = pool.slice(0, count).map((l) => l.p.id);
    for (const p of g.products) p.related = related;
  }
}
buildCatalogue();

/** The product a recipe or plus-one links to for a group name: its gallon, else its first active format. */
function productFor(groupName: string, pack?: PackId, size?: number): Product {
  const g = must(
    groups.find((x) => x.def.name === groupName),
    `group ${groupName}`,
  );
  const active = g.products.filter((p) => p.status === 'Website Active');
  const found = pack
    ? active.find(
        (p) => p.packaging === pack && (size === undefined || p.caseInfo.individualUnitVal === size),
      )
    : active[0];
  return must(found, `${groupName} ${pack ?? ''} ${size ?? ''}`);
}
const refOf = (p: Product): ProductRef => ({
  id: p.id,
  code: p.productCode,
  title: p.name,
  url: `/products/${p.slug}`,
});

// ---------------------------------------------------------------------------------------------------------------
// Plus-ones ('Make it your own')
// ---------------------------------------------------------------------------------------------------------------

type Line = string; // 'amount|uom|ingredient|notes'
function parseLine(l: Line): { amount: string; weight: string | null; ingredient: string; notes: string } {
  const [amount = '', weight = '', ingredient = '', notes = ''] = l.split('|');
  if (weight && !UOM_IDS.has(weight)) throw new Error(`unknown unit ${weight} in ${l}`);
  return { amount, weight: weight || null, ingredient, notes };
}

interface PlusOneDef {
  title: string;
  label: string;
  products: string[];
  adds: Line[];
  serve: string;
  fall?: boolean;
}
const PLUS_ONE_DEFS: PlusOneDef[] = [
  {
    title: 'Ranch + Sriracha',
    label: 'Sriracha Ranch',
    products: ['Ranch Dressing'],
    adds: ['2|tbsp|sriracha|'],
    serve: 'as a dip for wings, fries and tenders',
  },
  {
    title: 'Ranch + Dill Pickle',
    label: 'Pickle Ranch',
    products: ['Ranch Dressing', 'Dill Pickle Aioli'],
    adds: ['1|tbsp|fresh dill|chopped'],
    serve: 'with fried pickles, burgers and chicken sandwiches',
  },
  {
    title: 'Caesar + Lemon Pepper',
    label: 'Lemon Pepper Caesar',
    products: ['Caesar Dressing'],
    adds: ['1|tbsp|lemon zest|', '1|tsp|cracked black pepper|'],
    serve: 'over grilled romaine or as a wrap spread',
  },
  {
    title: 'Honey Mustard + Chipotle',
    label: 'Smoky Honey Mustard',
    products: ['Honey Mustard Dressing'],
    adds: ['1|tbsp|chipotle peppers in adobo|minced'],
    serve: 'with chicken tenders, pretzels and club sandwiches',
  },
  {
    title: 'Bleu Cheese + Buffalo',
    label: 'Buffalo Bleu',
    products: ['Bleu Cheese Dressing', 'Buffalo Wing Sauce'],
    adds: [],
    serve: 'as a wing dip or a spicy wedge-salad dressing',
  },
  {
    title: 'Balsamic + Fig',
    label: 'Fig Balsamic',
    products: ['Balsamic Vinaigrette', "Marlow's Signature Balsamic Fig Glaze"],
    adds: [],
    serve: 'over arugula salads, flatbreads and roasted vegetables',
  },
  {
    title: 'Boom Boom + Lime',
    label: 'Boom Boom Lime',
    products: ['Boom Boom Sauce'],
    adds: ['2|tbsp|fresh lime juice|', '1|tsp|lime zest|'],
    serve: 'on fish tacos, shrimp and rice bowls',
  },
  {
    title: 'Barbecue + Bourbon',
    label: 'Bourbon BBQ',
    products: ['Original Barbecue Sauce'],
    adds: ['2|tbsp|bourbon|', '1|tbsp|brown sugar|'],
    serve: 'brushed on ribs, wings and burgers',
    fall: true,
  },
  {
    title: 'Thousand Island + Pickle Relish',
    label: 'Diner Burger Sauce',
    products: ['Thousand Island Dressing'],
    adds: ['2|tbsp|dill pickle relish|', '1|tsp|smoked paprika|'],
    serve: 'on smash burgers, patty melts and Reubens',
  },
  {
    title: 'Green Goddess + Avocado',
    label: 'Avocado Goddess',
    products: ['Green Goddess Dressing'],
    adds: ['1|each|ripe avocado|mashed smooth'],
    serve: 'on grain bowls, toast and crudités',
  },
  {
    title: 'Avocado Ranch + Cilantro',
    label: 'Cilantro Avocado Ranch',
    products: ['Avocado Ranch Dressing'],
    adds: ['1/4|cup|fresh cilantro|chopped', '1|tbsp|fresh lime juice|'],
    serve: 'on tacos, burrito bowls and quesadillas',
  },
  {
    title: 'Dill Pickle Aioli + Hot Honey',
    label: 'Sweet Heat Pickle',
    products: ['Dill Pickle Aioli', 'Hot Honey Glaze'],
    adds: [],
    serve: 'on fried chicken sandwiches and biscuits',
  },
  {
    title: 'Italian + Parmesan',
    label: 'Parmesan Italian',
    products: ['Italian Dressing'],
    adds: ['1/2|cup|Parmesan cheese|finely grated'],
    serve: 'on chopped salads, subs and pasta salads',
  },
  {
    title: "Chick'n Dip'n + Cajun Spice",
    label: "Cajun Dip'n Sauce",
    products: ["Marlow's Signature Chick'n Dip'n Sauce"],
    adds: ['1|tbsp|Cajun seasoning|'],
    serve: 'with chicken fingers, fries and po’ boys',
  },
  {
    title: 'Raspberry + Chipotle',
    label: 'Raspberry Chipotle',
    products: ['Raspberry Vinaigrette'],
    adds: ['1|tbsp|chipotle peppers in adobo|minced'],
    serve: 'over spinach salads or as a glaze for pork',
  },
  {
    title: 'Greek + Feta',
    label: 'Feta Greek',
    products: ['Greek Dressing'],
    adds: ['1/2|cup|feta cheese|crumbled', '1|tbsp|fresh dill|chopped'],
    serve: 'on gyros, Greek salads and grilled chicken',
  },
  {
    title: 'Caesar + Sriracha',
    label: 'Caesar Heat',
    products: ['Caesar Dressing'],
    adds: ['2|tbsp|sriracha|'],
    serve: 'on chicken Caesar wraps and grilled shrimp',
  },
  {
    title: 'Ranch + Buffalo',
    label: 'Buffalo Ranch',
    products: ['Ranch Dressing', 'Buffalo Wing Sauce'],
    adds: [],
    serve: 'as a dip for wings, pizza crusts and veggies',
  },
  {
    title: 'Honey Mustard + Bacon',
    label: 'Honey Bacon Mustard',
    products: ['Honey Mustard Dressing'],
    adds: ['1/4|cup|bacon|cooked and crumbled'],
    serve: 'on spinach salads and club sandwiches',
  },
  {
    title: 'Asian Sesame + Sweet Chili',
    label: 'Sweet Chili Sesame',
    products: ['Asian Sesame Dressing', 'Sweet Chili Sauce'],
    adds: [],
    serve: 'over noodle salads, lettuce wraps and rice bowls',
  },
  {
    title: 'Tartar + Seafood Seasoning',
    label: 'Seasoned Tartar',
    products: ['Tartar Sauce'],
    adds: ['1|tsp|seafood seasoning|', '1|tbsp|fresh lemon juice|'],
    serve: 'with fried fish, crab cakes and shrimp baskets',
  },
  {
    title: 'Cocktail + Horseradish',
    label: 'Extra-Kick Cocktail',
    products: ['Cocktail Sauce'],
    adds: ['2|tbsp|prepared horseradish|'],
    serve: 'with chilled shrimp and oysters',
  },
  {
    title: 'Bistro + Truffle',
    label: 'Truffle Bistro',
    products: ["Marlow's Signature Bistro Sauce"],
    adds: ['1|tsp|truffle oil|'],
    serve: 'with fries, burgers and steak sandwiches',
  },
  {
    title: 'Brewpub Mustard + Honey',
    label: 'Brewpub Honey Mustard',
    products: ["Marlow's Signature Brewpub-Style Mustard"],
    adds: ['1/4|cup|honey|'],
    serve: 'with soft pretzels, brats and ham sandwiches',
    fall: true,
  },
  {
    title: 'Balsamic + Maple',
    label: 'Maple Balsamic',
    products: ['Balsamic Vinaigrette'],
    adds: ['2|tbsp|pure maple syrup|', '1|pinch|ground cinnamon|'],
    serve: 'over roasted squash and harvest salads',
    fall: true,
  },
  {
    title: 'Poppyseed + Apple Cider',
    label: 'Apple Cider Poppyseed',
    products: ['Poppyseed Dressing'],
    adds: ['1/4|cup|apple cider|', '1|tsp|apple cider vinegar|'],
    serve: 'on fall slaws and spinach apple salads',
    fall: true,
  },
  {
    title: 'Cranberry + Orange',
    label: 'Cranberry Orange',
    products: ['Cranberry Vinaigrette'],
    adds: ['1|tbsp|orange zest|'],
    serve: 'on turkey sandwiches and harvest salads',
    fall: true,
  },
  {
    title: 'Honey Mustard + Apple Butter',
    label: 'Harvest Honey Mustard',
    products: ['Honey Mustard Dressing'],
    adds: ['1/4|cup|apple butter|'],
    serve: 'with pork chops, turkey and pretzels',
    fall: true,
  },
  {
    title: 'Chipotle Ranch + Lime',
    label: 'Chipotle Lime Ranch',
    products: ['Chipotle Ranch Dressing'],
    adds: ['2|tbsp|fresh lime juice|'],
    serve: 'on taco salads and burrito bowls',
  },
  {
    title: 'Boom Boom + Ranch',
    label: 'Boom Boom Ranch',
    products: ['Boom Boom Sauce', 'Ranch Dressing'],
    adds: [],
    serve: 'as a creamy dip for fries and chicken bites',
  },
  {
    title: 'Barbecue + Ranch',
    label: 'BBQ Ranch',
    products: ['Original Barbecue Sauce', 'Ranch Dressing'],
    adds: [],
    serve: 'on BBQ chicken salads, pizza and onion rings',
  },
  {
    title: 'Mayonnaise + Roasted Garlic',
    label: 'Quick Garlic Aioli',
    products: ['Real Mayonnaise'],
    adds: ['4|clove|roasted garlic|mashed', '1|tbsp|fresh lemon juice|'],
    serve: 'on burgers, fries and grilled vegetables',
  },
  {
    title: 'Mayonnaise + Sriracha',
    label: 'Spicy Mayo',
    products: ['Real Mayonnaise'],
    adds: ['1/4|cup|sriracha|', '1|tsp|toasted sesame oil|'],
    serve: 'on sushi bowls, poke and crispy shrimp',
  },
  {
    title: 'Mayonnaise + Chipotle',
    label: 'Chipotle Mayo',
    products: ['Real Mayonnaise'],
    adds: ['2|tbsp|chipotle peppers in adobo|minced', '1|tsp|fresh lime juice|'],
    serve: 'on turkey clubs, fish tacos and burgers',
  },
  {
    title: 'Sweet Chili + Lime',
    label: 'Sweet Chili Lime',
    products: ['Sweet Chili Sauce'],
    adds: ['2|tbsp|fresh lime juice|', '1|tbsp|fresh cilantro|chopped'],
    serve: 'with spring rolls, shrimp and wings',
  },
  {
    title: 'Buffalo + Honey',
    label: 'Honey Buffalo',
    products: ['Buffalo Wing Sauce'],
    adds: ['1/4|cup|honey|'],
    serve: 'tossed with wings, cauliflower bites and tenders',
  },
  {
    title: 'Teriyaki + Pineapple',
    label: 'Pineapple Teriyaki',
    products: ['Teriyaki Sauce'],
    adds: ['1/4|cup|pineapple juice|'],
    serve: 'as a glaze for chicken skewers and salmon',
  },
  {
    title: 'Cilantro Lime + Jalapeño',
    label: 'Jalapeño Lime Crema',
    products: ['Cilantro Lime Dressing'],
    adds: ['1|each|jalapeño pepper|seeded and minced', '1/4|cup|sour cream|'],
    serve: 'on street tacos and nachos',
  },
  {
    title: 'Caesar + Roasted Garlic',
    label: 'Roasted Garlic Caesar',
    products: ['Caesar Dressing'],
    adds: ['4|clove|roasted garlic|mashed'],
    serve: 'on grilled chicken, kale salads and flatbreads',
  },
  {
    title: 'Italian + Balsamic Glaze',
    label: 'Balsamic Italian',
    products: ['Italian Dressing', 'Balsamic Glaze'],
    adds: [],
    serve: 'over caprese salads and antipasto platters',
  },
  {
    title: 'Bleu Cheese + Bacon',
    label: 'Steakhouse Bleu Bacon',
    products: ['Bleu Cheese Dressing'],
    adds: ['1/4|cup|bacon|cooked and crumbled'],
    serve: 'on wedge salads and steak burgers',
  },
  {
    title: 'Green Goddess + Lemon',
    label: 'Lemony Green Goddess',
    products: ['Green Goddess Dressing'],
    adds: ['1|tbsp|lemon zest|', '1|tbsp|fresh lemon juice|'],
    serve: 'on grilled fish, potato salads and wraps',
  },
  {
    title: 'Catalina + Smoked Paprika',
    label: 'Smoky Catalina',
    products: ['Catalina Dressing'],
    adds: ['1|tsp|smoked paprika|'],
    serve: 'on taco salads and grilled chicken',
  },
  {
    title: 'Ranch + Dill',
    label: 'Dill Ranch',
    products: ['Ranch Dressing'],
    adds: ['2|tbsp|fresh dill|chopped'],
    serve: 'with fried pickles, salmon and veggie platters',
  },
  {
    title: 'Gochujang + Honey',
    label: 'Honey Gochujang',
    products: ['Gochujang Sauce'],
    adds: ['2|tbsp|honey|', '1|tsp|toasted sesame seeds|'],
    serve: 'on Korean fried chicken, tacos and rice bowls',
  },
  {
    title: 'Dill Pickle Aioli + Sriracha',
    label: 'Spicy Pickle Aioli',
    products: ['Dill Pickle Aioli'],
    adds: ['1|tbsp|sriracha|'],
    serve: 'on burgers, fried fish and waffle fries',
  },
  {
    title: 'Avocado Ranch + Jalapeño',
    label: 'Avocado Jalapeño Ranch',
    products: ['Avocado Ranch Dressing'],
    adds: ['1|each|jalapeño pepper|seeded and minced'],
    serve: 'on nachos, fajitas and chicken wraps',
  },
  {
    title: 'Barbecue + Sriracha',
    label: 'Sriracha BBQ',
    products: ['Honey Barbecue Sauce', 'Honey Sriracha Sauce'],
    adds: [],
    serve: 'on pulled pork, wings and meatballs',
  },
];

const plusOnes: PlusOne[] = [];
const plusOneById = new Map<string, PlusOne>();
for (const def of PLUS_ONE_DEFS) {
  const id = kebab(def.title);
  const prods = def.products.map((n) => productFor(n));
  const ingredients: PlusOneIngredient[] = [
    ...prods.map((p, i) => ({
      amount: i === 0 ? '1' : '1/2',
      weight: 'cup',
      ingredient: p.name,
      notes: '',
      productId: p.id,
    })),
    ...def.adds.map((l) => ({ ...parseLine(l), productId: null })),
  ];
  const codes = prods.map((p) => `[${p.productCode}]`);
  const addNames = def.adds.map((l) => parseLine(l).ingredient);
  const first =
    codes.length > 1
      ? `Whisk ${codes.join(' and ')}${addNames.length ? ` with the ${addNames.join(' and ')}` : ''} in a mixing bowl until smooth.`
      : `Whisk ${codes[0] ?? ''} with the ${addNames.join(' and ')} in a mixing bowl until smooth.`;
  const f1 = must(prods[0]?.flavors[0], id);
  const f2 = prods[1]?.flavors[0];
  const image = plusOneCard(
    `plusones/${id}.svg`,
    def.title,
    [f1, flavorColor(f1)],
    f2 ? [f2, flavorColor(f2)] : null,
    addInIcon(addNames, f2 ?? null),
  );
  const flavors = [...new Set(prods.flatMap((p) => p.flavors))];
  const po: PlusOne = {
    id,
    label: def.label,
    title: def.title,
    image,
    pdfFilePath: `/files/plusones/${id}.pdf`,
    flavors,
    details: { title: def.title, pdfFilePath: `/files/plusones/${id}.pdf`, ingredients },
    steps: [
      first,
      'Cover and refrigerate for at least 30 minutes so the flavors blend. Keep chilled for up to 3 days.',
      `Serve ${def.serve}.`,
    ],
    related: { products: prods.map(refOf) },
  };
  plusOnes.push(po);
  plusOneById.set(id, po);
}
const FALL_PLUS_ONES = PLUS_ONE_DEFS.filter((d) => d.fall).map((d) => kebab(d.title));

// ---------------------------------------------------------------------------------------------------------------
// Recipes
// ---------------------------------------------------------------------------------------------------------------

type T =
  | 'burger'
  | 'chicken'
  | 'breakfast'
  | 'deli'
  | 'wrap'
  | 'tacos'
  | 'wings'
  | 'salad'
  | 'wedge'
  | 'pizza'
  | 'fries'
  | 'seafood'
  | 'bowl'
  | 'app'
  | 'side'
  | 'mix'
  | 'roast'
  | 'dessert'
  | 'dog'
  | 'nachos'
  | 'sliders'
  | 'dip';

interface Concept {
  title: string;
  t: T;
  dishes: string[];
  course: string;
  p: string[];
  main: Line;
  base?: Line;
  x?: Line[];
  po?: string;
  sub?: string;
  trends?: string[];
  kogi?: boolean;
}

interface SubDef {
  title: string;
  standAlone: boolean;
  lines: (Line | { product: string; amount: string; unit: string; notes?: string })[];
  steps: (products: Product[]) => string[];
}
const SUBS: Record<string, SubDef> = {
  'crispy-tenders': {
    title: 'Crispy Chicken Tenders',
    standAlone: true,
    lines: [
      '1|lb|chicken tenderloins|',
      '1|cup|buttermilk|',
      '1|cup|all-purpose flour|',
      '1|tsp|garlic powder|',
      '1|tsp|kosher salt|',
      '1/2|tsp|black pepper|',
    ],
    steps: () => [
      'Soak the chicken tenderloins in the buttermilk for at least 1 hour, refrigerated.',
      'Mix the flour, garlic powder, salt and pepper; dredge each tender, pressing the coating on firmly.',
      'Fry at 350°F for 4 to 5 minutes, until golden and 165°F inside. Drain on a rack.',
    ],
  },
  'pickled-onions': {
    title: 'Quick Pickled Red Onions',
    standAlone: false,
    lines: [
      '1|each|red onion|thinly sliced',
      '1/2|cup|red wine vinegar|',
      '1|tbsp|sugar|',
      '1|tsp|kosher salt|',
    ],
    steps: () => [
      'Bring the vinegar, sugar and salt to a simmer, stirring until dissolved.',
      'Pour over the sliced onion and let stand at least 30 minutes. Refrigerate up to 1 week.',
    ],
  },
  'boom-slaw': {
    title: 'Boom Boom Slaw',
    standAlone: false,
    lines: [
      '3|cup|shredded green cabbage|',
      '1|cup|shredded carrots|',
      { product: 'Boom Boom Sauce', amount: '1/2', unit: 'cup' },
      '2|each|green onions|sliced',
    ],
    steps: (ps) => [
      `Toss the cabbage, carrots and green onions with [${ps[0]?.name ?? ''}] until evenly coated. Chill 20 minutes.`,
    ],
  },
  'gg-slaw': {
    title: 'Green Goddess Slaw',
    standAlone: false,
    lines: [
      '3|cup|shredded napa cabbage|',
      '1|cup|snap peas|thinly sliced',
      { product: 'Green Goddess Dressing', amount: '1/2', unit: 'cup' },
    ],
    steps: (ps) => [
      `Toss the cabbage and snap peas with [${ps[0]?.name ?? ''}]. Season with salt and chill until service.`,
    ],
  },
  'sesame-slaw': {
    title: 'Sesame Ginger Slaw',
    standAlone: false,
    lines: [
      '3|cup|shredded red cabbage|',
      '1|cup|shredded carrots|',
      { product: 'Sesame Ginger Dressing', amount: '1/3', unit: 'cup' },
      '1|tbsp|toasted sesame seeds|',
    ],
    steps: (ps) => [
      `Toss the cabbage and carrots with [${ps[0]?.name ?? ''}] and sprinkle with the sesame seeds.`,
    ],
  },
  'buffalo-chicken': {
    title: 'Buffalo Chicken',
    standAlone: false,
    lines: [
      '1|lb|boneless chicken breast|diced',
      '1|tbsp|vegetable oil|',
      { product: 'Buffalo Wing Sauce', amount: '1/2', unit: 'cup' },
    ],
    steps: (ps) => [
      'Sauté the diced chicken in the oil over medium-high heat until cooked through, 165°F.',
      `Toss the hot chicken with [${ps[0]?.name ?? ''}] until evenly coated.`,
    ],
  },
  'korean-beef': {
    title: 'Korean Bulgogi Beef',
    standAlone: false,
    lines: [
      '1|lb|ribeye|thinly sliced',
      { product: 'Korean Bulgogi Marinade', amount: '1/2', unit: 'cup' },
      '2|each|green onions|sliced',
    ],
    steps: (ps) => [
      `Marinate the sliced ribeye in [${ps[0]?.name ?? ''}] for at least 2 hours, refrigerated.`,
      'Sear on a very hot flat-top in small batches, 1 to 2 minutes, until caramelized. Finish with the green onions.',
    ],
  },
  'herb-potatoes': {
    title: 'Herb Roasted Potatoes',
    standAlone: true,
    lines: [
      '2|lb|baby red potatoes|halved',
      { product: 'Garlic Herb Marinade', amount: '1/3', unit: 'cup' },
      '1|tsp|kosher salt|',
    ],
    steps: (ps) => [
      `Toss the potatoes with [${ps[0]?.name ?? ''}] and the salt.`,
      'Roast at 425°F for 25 to 30 minutes, turning once, until crisp and tender.',
    ],
  },
  'chipotle-crema': {
    title: 'Chipotle Lime Crema',
    standAlone: false,
    lines: [
      { product: 'Creamy Chipotle Sauce', amount: '1/2', unit: 'cup' },
      '1/4|cup|sour cream|',
      '1|tbsp|fresh lime juice|',
    ],
    steps: (ps) => [`Whisk [${ps[0]?.name ?? ''}] with the sour cream and lime juice until smooth.`],
  },
};

/** How many portions a template's amounts make (the recipe's yield, `servings`, which scaling starts from). */
const SERVES: Record<T, number> = {
  burger: 1,
  chicken: 1,
  breakfast: 1,
  deli: 1,
  wrap: 1,
  tacos: 1,
  wings: 4,
  salad: 1,
  wedge: 4,
  pizza: 2,
  fries: 2,
  seafood: 1,
  bowl: 1,
  app: 4,
  side: 8,
  mix: 4,
  roast: 4,
  dessert: 4,
  dog: 1,
  nachos: 2,
  sliders: 1,
  dip: 8,
};

const C = (
  title: string,
  t: T,
  dishes: string[],
  course: string,
  p: string[],
  main: Line,
  rest: Partial<Concept> = {},
): Concept => ({ title, t, dishes, course, p, main, ...rest });

const BUN = '1|each|brioche bun|split';
const CONCEPTS: Concept[] = [
  // burgers
  C(
    'Boom Boom Smash Burger',
    'burger',
    ['burgers'],
    'entree',
    ['Boom Boom Sauce'],
    '2|each|ground beef balls|2 oz each, 80/20',
    {
      base: '1|each|potato bun|split',
      x: ['1|slice|American cheese|', '1|oz|iceberg lettuce|shredded', '4|slice|dill pickle chips|'],
      trends: ['boom-boom', 'better-burgers'],
    },
  ),
  C(
    'Avocado Ranch Turkey Burger',
    'burger',
    ['burgers'],
    'entree',
    ['Avocado Ranch Dressing'],
    '6|oz|ground turkey patty|',
    {
      base: BUN,
      x: ['1|slice|pepper jack cheese|', '2|slice|tomato|', '1|oz|baby arugula|'],
      trends: ['avocado-ranch', 'better-burgers'],
    },
  ),
  C(
    'Steakhouse Bleu Burger',
    'burger',
    ['burgers'],
    'entree',
    ['Steakhouse Chunky Bleu Cheese Dressing'],
    '6|oz|ground chuck patty|80/20',
    {
      base: '1|each|pretzel bun|split',
      x: ['2|slice|thick-cut bacon|cooked crisp', '1|oz|baby arugula|'],
      sub: 'pickled-onions',
      trends: ['better-burgers'],
    },
  ),
  C(
    'Dill Pickle Aioli Double Cheeseburger',
    'burger',
    ['burgers'],
    'entree',
    ['Dill Pickle Aioli'],
    '2|each|ground beef patties|3 oz each',
    {
      base: '1|each|sesame seed bun|split',
      x: ['2|slice|American cheese|', '6|slice|dill pickle chips|', '1|oz|white onion|finely diced'],
      trends: ['dill-pickle', 'better-burgers'],
    },
  ),
  C(
    'Green Goddess Veggie Burger',
    'burger',
    ['burgers'],
    'entree',
    ['Green Goddess Dressing'],
    '1|each|plant-based burger patty|4 oz',
    {
      base: '1|each|whole wheat bun|split',
      x: ['2|slice|tomato|', '1|oz|sprouts|', '2|slice|cucumber|'],
      trends: ['green-goddess'],
    },
  ),
  C(
    'Bistro Mushroom Swiss Burger',
    'burger',
    ['burgers'],
    'entree',
    ["Marlow's Signature Bistro Sauce"],
    '6|oz|ground chuck patty|80/20',
    {
      base: BUN,
      x: [
        '1/2|cup|cremini mushrooms|sliced and sautéed',
        '1|slice|Swiss cheese|',
        '1|oz|caramelized onions|',
      ],
    },
  ),
  C(
    'Texas Barbecue Bacon Burger',
    'burger',
    ['burgers'],
    'entree',
    ["Marlow's Metropolitan Select Blue Ribbon Texas Barbecue Sauce"],
    '6|oz|ground brisket patty|',
    {
      base: BUN,
      x: [
        '1|slice|sharp cheddar cheese|',
        '2|slice|thick-cut bacon|cooked crisp',
        '1/2|cup|crispy onion strings|',
      ],
      trends: ['better-burgers'],
    },
  ),
  C(
    'Thousand Island Diner Burger',
    'burger',
    ['burgers'],
    'entree',
    ['Thousand Island Dressing'],
    '2|each|ground beef patties|3 oz each',
    {
      base: '1|each|potato bun|split',
      x: ['1|slice|American cheese|', '1|oz|shredded lettuce|', '2|slice|tomato|'],
      po: 'thousand-island-pickle-relish',
    },
  ),
  C(
    'Chipotle Ranch Jalapeño Burger',
    'burger',
    ['burgers'],
    'entree',
    ['Chipotle Ranch Dressing'],
    '6|oz|ground chuck patty|80/20',
    {
      base: BUN,
      x: ['1|slice|pepper jack cheese|', '6|slice|pickled jalapeños|', '1/2|each|avocado|sliced'],
    },
  ),
  C(
    'Korean BBQ Burger',
    'burger',
    ['burgers'],
    'entree',
    ['Gochujang Sauce'],
    '6|oz|ground beef patty|80/20',
    {
      base: BUN,
      sub: 'sesame-slaw',
      x: ['1|slice|American cheese|', '2|tbsp|kimchi|chopped'],
      kogi: true,
      trends: ['global-street-food'],
    },
  ),
  // wings
  C(
    'Classic Buffalo Wings',
    'wings',
    ['wings', 'stadium-staples'],
    'appetizer',
    ['Buffalo Wing Sauce', 'Bleu Cheese Dressing'],
    '2|lb|chicken wings|split, tips removed',
    { x: ['4|each|celery sticks|', '4|each|carrot sticks|'], trends: ['stadium-staples'] },
  ),
  C(
    'Boom Boom Wings',
    'wings',
    ['wings'],
    'appetizer',
    ['Boom Boom Sauce', 'Ranch Dressing'],
    '2|lb|chicken wings|split, tips removed',
    { x: ['2|each|green onions|sliced', '1|tsp|toasted sesame seeds|'], trends: ['boom-boom'] },
  ),
  C(
    'Honey Sriracha Wings',
    'wings',
    ['wings'],
    'appetizer',
    ['Honey Sriracha Sauce', 'Ranch Dressing'],
    '2|lb|chicken wings|split, tips removed',
    { x: ['1|tbsp|fresh cilantro|chopped'] },
  ),
  C(
    'Garlic Parmesan Wings',
    'wings',
    ['wings'],
    'appetizer',
    ['Garlic Parmesan Wing Sauce', 'Ranch Dressing'],
    '2|lb|chicken wings|split, tips removed',
    { x: ['2|tbsp|Parmesan cheese|grated', '1|tbsp|fresh parsley|chopped'] },
  ),
  C(
    'Mango Habanero Wings',
    'wings',
    ['wings'],
    'appetizer',
    ['Mango Habanero Wing Sauce', 'Cilantro Lime Dressing'],
    '2|lb|chicken wings|split, tips removed',
    { x: ['1|each|lime|cut into wedges'] },
  ),
  C(
    'Korean Gochujang Wings',
    'wings',
    ['wings'],
    'appetizer',
    ['Gochujang Sauce'],
    '2|lb|chicken wings|split, tips removed',
    {
      x: ['1|tbsp|toasted sesame seeds|', '2|each|green onions|sliced'],
      po: 'gochujang-honey',
      kogi: true,
      trends: ['global-street-food'],
    },
  ),
  C(
    'Nashville Hot Wings',
    'wings',
    ['wings'],
    'appetizer',
    ['Nashville Hot Sauce', 'Ranch Dressing'],
    '2|lb|chicken wings|split, tips removed',
    { x: ['8|slice|dill pickle chips|', '2|slice|white bread|'], po: 'ranch-dill' },
  ),
  C(
    'Dill Pickle Wings',
    'wings',
    ['wings'],
    'appetizer',
    ['Buffalo Wing Sauce', 'Dill Pickle Aioli'],
    '2|lb|chicken wings|split, tips removed',
    { x: ['1|tbsp|fresh dill|chopped'], trends: ['dill-pickle'] },
  ),
  // salads
  C(
    'Classic Chicken Caesar Salad',
    'salad',
    ['salads'],
    'entree',
    ['Caesar Dressing'],
    '4|oz|chicken breast|',
    {
      base: '4|cup|romaine lettuce|chopped',
      x: ['1/4|cup|Parmesan cheese|shaved', '1/2|cup|garlic croutons|'],
    },
  ),
  C(
    'Grilled Iceberg Wedges with Green Goddess Dressing',
    'wedge',
    ['salads', 'sides'],
    'side',
    ['Green Goddess Dressing'],
    '4|slice|thick-cut bacon|cooked and crumbled',
    {
      base: '1|head|iceberg lettuce|quartered through the core',
      x: ['1/2|cup|cherry tomatoes|halved', '2|tbsp|fresh chives|sliced'],
      trends: ['green-goddess'],
    },
  ),
  C(
    'Steakhouse Wedge Salad',
    'wedge',
    ['salads'],
    'side',
    ['Steakhouse Wedge Dressing'],
    '4|slice|thick-cut bacon|cooked and crumbled',
    {
      base: '1|head|iceberg lettuce|quartered through the core',
      x: ['1/2|cup|grape tomatoes|halved', '1/4|cup|blue cheese crumbles|'],
      sub: 'pickled-onions',
    },
  ),
  C('Cobb Salad with Ranch', 'salad', ['salads'], 'entree', ['Ranch Dressing'], '4|oz|chicken breast|', {
    base: '4|cup|mixed greens|',
    x: [
      '2|each|hard-boiled eggs|quartered',
      '1/2|each|avocado|diced',
      '2|slice|bacon|cooked and crumbled',
      '1/4|cup|blue cheese crumbles|',
    ],
  }),
  C('Greek Salad with Feta', 'salad', ['salads'], 'side', ['Greek Dressing'], '1/2|cup|feta cheese|cubed', {
    base: '3|cup|romaine lettuce|chopped',
    x: [
      '1/2|cup|cucumber|sliced',
      '1/4|cup|kalamata olives|',
      '1/4|cup|red onion|thinly sliced',
      '1/2|cup|cherry tomatoes|halved',
    ],
  }),
  C(
    'Strawberry Spinach Salad',
    'salad',
    ['salads'],
    'side',
    ['Strawberry Poppyseed Dressing'],
    '1/4|cup|candied pecans|',
    {
      base: '4|cup|baby spinach|',
      x: ['1|cup|strawberries|sliced', '1/4|cup|goat cheese|crumbled', '2|tbsp|red onion|thinly sliced'],
    },
  ),
  C('Asian Chicken Salad', 'salad', ['salads'], 'entree', ['Asian Sesame Dressing'], '4|oz|chicken breast|', {
    base: '3|cup|napa cabbage|shredded',
    x: [
      '1/2|cup|mandarin orange segments|',
      '1/4|cup|crispy wonton strips|',
      '2|each|green onions|sliced',
      '1/4|cup|shredded carrots|',
    ],
  }),
  C(
    'Southwest Chicken Salad',
    'salad',
    ['salads'],
    'entree',
    ['Southwest Dressing'],
    '4|oz|chicken breast|',
    {
      base: '4|cup|romaine lettuce|chopped',
      x: [
        '1/2|cup|black beans|rinsed',
        '1/2|cup|roasted corn|',
        '1/4|cup|cheddar jack cheese|shredded',
        '1/2|cup|tortilla strips|',
      ],
    },
  ),
  C(
    'Harvest Apple Salad',
    'salad',
    ['salads'],
    'side',
    ['Harvest Apple Vinaigrette'],
    '1/4|cup|candied pecans|',
    {
      base: '4|cup|mixed greens|',
      x: [
        '1|each|Honeycrisp apple|thinly sliced',
        '1/4|cup|dried cranberries|',
        '1/4|cup|sharp white cheddar|crumbled',
      ],
      trends: ['fall-flavors'],
    },
  ),
  C(
    'Balsamic Caprese Salad',
    'salad',
    ['salads'],
    'side',
    ['Balsamic Vinaigrette', "Marlow's Signature Balsamic Fig Glaze"],
    '8|oz|fresh mozzarella|sliced',
    { base: '2|each|heirloom tomatoes|sliced', x: ['8|each|fresh basil leaves|', '1|pinch|flaky sea salt|'] },
  ),
  C('Buffalo Chicken Salad', 'salad', ['salads'], 'entree', ['Bleu Cheese Dressing'], '1|cup|celery|sliced', {
    base: '4|cup|romaine lettuce|chopped',
    sub: 'buffalo-chicken',
    x: ['1/2|cup|shredded carrots|', '1/4|cup|blue cheese crumbles|'],
  }),
  C(
    'Kale Caesar with Crispy Chickpeas',
    'salad',
    ['salads'],
    'side',
    ['Lemon Garlic Caesar Dressing'],
    '1|cup|chickpeas|roasted until crisp',
    {
      base: '4|cup|lacinato kale|thinly sliced',
      x: ['1/4|cup|Parmesan cheese|shaved', '1|each|lemon|cut into wedges'],
    },
  ),
  C(
    'Roasted Beet and Goat Cheese Salad',
    'salad',
    ['salads'],
    'side',
    ['Raspberry Walnut Vinaigrette'],
    '2|each|roasted beets|cut into wedges',
    { base: '4|cup|baby arugula|', x: ['1/4|cup|goat cheese|crumbled', '1/4|cup|toasted walnuts|'] },
  ),
  C('Chopped Italian Salad', 'salad', ['salads'], 'side', ['Italian Dressing'], '2|oz|salami|diced', {
    base: '4|cup|romaine lettuce|chopped',
    x: [
      '1/4|cup|pepperoncini|sliced',
      '1/2|cup|chickpeas|rinsed',
      '1/4|cup|provolone cheese|diced',
      '1/2|cup|cherry tomatoes|halved',
    ],
    po: 'italian-parmesan',
  }),
  C(
    'Shrimp Louie Salad',
    'salad',
    ['salads', 'seafood'],
    'entree',
    ['Louie Dressing'],
    '6|oz|cooked shrimp|peeled and chilled',
    {
      base: '4|cup|iceberg lettuce|chopped',
      x: [
        '2|each|hard-boiled eggs|quartered',
        '1/2|cup|asparagus|blanched',
        '1/2|cup|cherry tomatoes|halved',
      ],
    },
  ),
  C(
    'Lemon Pepper Grilled Chicken Salad',
    'salad',
    ['salads'],
    'entree',
    ['Lemon Pepper Marinade', 'Lemon Vinaigrette'],
    '6|oz|chicken breast|',
    {
      base: '4|cup|mixed greens|',
      x: ['1/2|cup|cucumber|sliced', '1/4|cup|red onion|thinly sliced', '1/4|cup|feta cheese|crumbled'],
    },
  ),
  C(
    'Cranberry Pecan Harvest Salad',
    'salad',
    ['salads'],
    'side',
    ['Cranberry Pecan Vinaigrette'],
    '1/4|cup|toasted pecans|',
    {
      base: '4|cup|baby spinach|',
      x: [
        '1/4|cup|dried cranberries|',
        '1/2|cup|roasted butternut squash|cubed',
        '1/4|cup|goat cheese|crumbled',
      ],
      trends: ['fall-flavors'],
    },
  ),
  // pizza
  C(
    'Boom Boom Chicken Pizza',
    'pizza',
    ['pizza'],
    'entree',
    ['Boom Boom Sauce'],
    '4|oz|cooked chicken|diced',
    {
      base: '1|each|pizza dough ball|12-inch, room temperature',
      x: ['1|cup|mozzarella cheese|shredded', '2|each|green onions|sliced', '1/4|cup|red bell pepper|diced'],
      trends: ['boom-boom'],
    },
  ),
  C(
    'Buffalo Chicken Pizza',
    'pizza',
    ['pizza'],
    'entree',
    ['Buffalo Wing Sauce', 'Ranch Dressing'],
    '4|oz|cooked chicken|diced',
    {
      base: '1|each|pizza dough ball|12-inch, room temperature',
      x: [
        '1|cup|mozzarella cheese|shredded',
        '1/4|cup|blue cheese crumbles|',
        '1/4|cup|celery|thinly sliced',
      ],
    },
  ),
  C(
    'Fig and Prosciutto Flatbread',
    'pizza',
    ['pizza', 'appetizers'],
    'appetizer',
    ["Marlow's Signature Balsamic Fig Glaze"],
    '2|oz|prosciutto|torn',
    {
      base: '1|each|flatbread|',
      x: ['1/4|cup|goat cheese|crumbled', '1|cup|baby arugula|', '1/2|cup|mozzarella cheese|shredded'],
      trends: ['fall-flavors'],
    },
  ),
  C(
    'BBQ Chicken Pizza',
    'pizza',
    ['pizza'],
    'entree',
    ['Original Barbecue Sauce'],
    '4|oz|cooked chicken|diced',
    {
      base: '1|each|pizza dough ball|12-inch, room temperature',
      x: [
        '1|cup|mozzarella cheese|shredded',
        '1/4|cup|red onion|thinly sliced',
        '2|tbsp|fresh cilantro|chopped',
      ],
      po: 'barbecue-ranch',
    },
  ),
  C(
    'Dill Pickle Pizza',
    'pizza',
    ['pizza'],
    'entree',
    ['Dill Pickle Aioli'],
    '1/2|cup|dill pickle chips|patted dry',
    {
      base: '1|each|pizza dough ball|12-inch, room temperature',
      x: ['1|cup|mozzarella cheese|shredded', '1|tbsp|fresh dill|chopped', '1|pinch|red pepper flakes|'],
      trends: ['dill-pickle'],
    },
  ),
  C(
    'Chicken Bacon Ranch Pizza',
    'pizza',
    ['pizza'],
    'entree',
    ['Ranch Dressing'],
    '4|oz|cooked chicken|diced',
    {
      base: '1|each|pizza dough ball|12-inch, room temperature',
      x: ['1|cup|mozzarella cheese|shredded', '3|slice|bacon|cooked and crumbled', '1/4|cup|tomato|diced'],
    },
  ),
  C(
    'Green Goddess Veggie Flatbread',
    'pizza',
    ['pizza'],
    'appetizer',
    ['Green Goddess Dressing'],
    '1/2|cup|zucchini|thinly sliced',
    {
      base: '1|each|flatbread|',
      x: [
        '1/2|cup|mozzarella cheese|shredded',
        '1/4|cup|artichoke hearts|quartered',
        '1/4|cup|cherry tomatoes|halved',
      ],
      trends: ['green-goddess'],
    },
  ),
  C(
    'Avocado Ranch Chicken Flatbread',
    'pizza',
    ['pizza', 'appetizers'],
    'appetizer',
    ['Avocado Ranch Dressing'],
    '4|oz|cooked chicken|diced',
    {
      base: '1|each|flatbread|',
      x: ['1/2|cup|pepper jack cheese|shredded', '1/4|cup|roasted corn|', '1/4|cup|pico de gallo|'],
      trends: ['avocado-ranch'],
    },
  ),
  C(
    'Spinach Artichoke Dip Flatbread',
    'pizza',
    ['pizza', 'appetizers'],
    'appetizer',
    ['Spinach Artichoke Dip'],
    '1/2|cup|mozzarella cheese|shredded',
    { base: '1|each|flatbread|', x: ['1/4|cup|Parmesan cheese|grated', '1|pinch|red pepper flakes|'] },
  ),
  // breakfast sandwiches
  C(
    "Crispy Chicken Dip'n Biscuit",
    'breakfast',
    ['breakfast-sandwiches', 'chicken-sandwiches'],
    'breakfast',
    ["Marlow's Signature Chick'n Dip'n Sauce"],
    '1|each|egg|',
    {
      base: '1|each|buttermilk biscuit|split',
      sub: 'crispy-tenders',
      x: ['1|slice|American cheese|', '2|slice|dill pickle chips|'],
      trends: ['chickn-dipn'],
    },
  ),
  C(
    'Bacon, Egg and Boom Boom Croissant',
    'breakfast',
    ['breakfast-sandwiches'],
    'breakfast',
    ['Boom Boom Sauce'],
    '2|each|eggs|',
    {
      base: '1|each|butter croissant|split',
      x: ['2|slice|bacon|cooked crisp', '1|slice|cheddar cheese|'],
      trends: ['boom-boom'],
    },
  ),
  C(
    'Avocado Ranch Breakfast Sandwich',
    'breakfast',
    ['breakfast-sandwiches'],
    'breakfast',
    ['Avocado Ranch Dressing'],
    '1|each|egg|',
    {
      base: '1|each|English muffin|split',
      x: ['1|slice|pepper jack cheese|', '2|slice|tomato|', '1/4|each|avocado|sliced'],
      trends: ['avocado-ranch'],
    },
  ),
  C(
    'Sausage, Egg and Honey Mustard Muffin',
    'breakfast',
    ['breakfast-sandwiches'],
    'breakfast',
    ['Honey Mustard Dressing'],
    '1|each|egg|',
    {
      base: '1|each|English muffin|split',
      x: ['1|each|pork sausage patty|cooked', '1|slice|American cheese|'],
    },
  ),
  C(
    'Hot Honey Chicken Biscuit',
    'breakfast',
    ['breakfast-sandwiches', 'chicken-sandwiches'],
    'breakfast',
    ['Hot Honey Glaze'],
    '1|each|egg|',
    { base: '1|each|buttermilk biscuit|split', sub: 'crispy-tenders', x: ['2|slice|dill pickle chips|'] },
  ),
  C(
    'Chipotle Chorizo Breakfast Burrito',
    'wrap',
    ['breakfast-sandwiches', 'wraps'],
    'breakfast',
    ['Creamy Chipotle Sauce'],
    '3|oz|chorizo|cooked and crumbled',
    {
      base: '1|each|12-inch flour tortilla|',
      x: [
        '2|each|eggs|scrambled',
        '1/2|cup|breakfast potatoes|roasted',
        '1/4|cup|cheddar jack cheese|shredded',
      ],
    },
  ),
  C(
    'Green Goddess Egg White Wrap',
    'wrap',
    ['breakfast-sandwiches', 'wraps'],
    'breakfast',
    ['Green Goddess Dressing'],
    '3|each|egg whites|scrambled',
    {
      base: '1|each|spinach tortilla|',
      x: ['1/2|cup|baby spinach|', '1/4|cup|feta cheese|crumbled', '1/4|cup|roasted red peppers|sliced'],
      trends: ['green-goddess'],
    },
  ),
  // chicken sandwiches
  C(
    "Chick'n Dip'n Club Sandwich",
    'deli',
    ['chicken-sandwiches', 'deli'],
    'entree',
    ["Marlow's Signature Chick'n Dip'n Sauce"],
    '2|slice|thick-cut bacon|cooked crisp',
    {
      base: '3|slice|Texas toast|toasted',
      sub: 'crispy-tenders',
      x: ['2|each|green leaf lettuce leaves|', '2|slice|tomato|', '1|slice|Swiss cheese|'],
      trends: ['chickn-dipn'],
    },
  ),
  C(
    'Nashville Hot Chicken Sandwich',
    'chicken',
    ['chicken-sandwiches'],
    'entree',
    ['Nashville Hot Sauce', 'Ranch Dressing'],
    '1|each|boneless chicken thigh|breaded',
    { base: BUN, x: ['4|slice|dill pickle chips|', '1/2|cup|coleslaw|'] },
  ),
  C(
    'Boom Boom Crispy Chicken Sandwich',
    'chicken',
    ['chicken-sandwiches'],
    'entree',
    ['Boom Boom Sauce'],
    '1|each|chicken breast|breaded',
    { base: BUN, sub: 'boom-slaw', x: ['4|slice|dill pickle chips|'], trends: ['boom-boom'] },
  ),
  C(
    'Grilled Chicken Bistro Sandwich',
    'chicken',
    ['chicken-sandwiches'],
    'entree',
    ["Marlow's Signature Bistro Sauce"],
    '1|each|grilled chicken breast|pounded thin',
    {
      base: '1|each|ciabatta roll|split',
      x: ['1|slice|provolone cheese|', '1/4|cup|roasted red peppers|', '1/2|cup|baby arugula|'],
    },
  ),
  C(
    'Buffalo Chicken Sandwich',
    'chicken',
    ['chicken-sandwiches'],
    'entree',
    ['Buffalo Wing Sauce', 'Bleu Cheese Dressing'],
    '1|each|chicken breast|breaded',
    { base: BUN, x: ['1/2|cup|shredded lettuce|', '2|slice|tomato|'] },
  ),
  C(
    'Honey Mustard Chicken Sandwich',
    'chicken',
    ['chicken-sandwiches'],
    'entree',
    ['Honey Mustard Dressing'],
    '1|each|grilled chicken breast|',
    {
      base: '1|each|pretzel bun|split',
      x: ['2|slice|bacon|cooked crisp', '1|slice|Swiss cheese|', '2|slice|tomato|'],
    },
  ),
  C(
    'Dill Pickle Fried Chicken Sandwich',
    'chicken',
    ['chicken-sandwiches'],
    'entree',
    ['Dill Pickle Aioli'],
    '1|each|chicken breast|brined in pickle juice and breaded',
    { base: BUN, x: ['6|slice|dill pickle chips|', '1/2|cup|shredded lettuce|'], trends: ['dill-pickle'] },
  ),
  // fries
  C(
    "Dip'n Chicken Fries",
    'fries',
    ['fries', 'appetizers'],
    'appetizer',
    ["Marlow's Signature Chick'n Dip'n Sauce"],
    '1|lb|chicken breast|cut into fry-shaped strips and breaded',
    { x: ['1|tsp|seasoned salt|', '1|tbsp|fresh parsley|chopped'], trends: ['chickn-dipn'] },
  ),
  C(
    'Loaded Boom Boom Fries',
    'fries',
    ['fries', 'stadium-staples'],
    'appetizer',
    ['Boom Boom Sauce'],
    '1|lb|frozen shoestring fries|',
    {
      x: ['1/2|cup|cooked chicken|diced', '1/4|cup|green onions|sliced', '1|tsp|toasted sesame seeds|'],
      trends: ['boom-boom', 'stadium-staples'],
    },
  ),
  C('Garlic Parmesan Fries', 'fries', ['fries'], 'side', ['Garlic Aioli'], '1|lb|frozen skin-on fries|', {
    x: ['1/4|cup|Parmesan cheese|grated', '1|tbsp|fresh parsley|chopped', '1|tsp|garlic|minced'],
  }),
  C(
    'Buffalo Ranch Fries',
    'fries',
    ['fries'],
    'appetizer',
    ['Buffalo Wing Sauce', 'Ranch Dressing'],
    '1|lb|frozen crinkle-cut fries|',
    { x: ['1/4|cup|blue cheese crumbles|', '2|each|green onions|sliced'] },
  ),
  C(
    'Dill Pickle Aioli Waffle Fries',
    'fries',
    ['fries'],
    'side',
    ['Dill Pickle Aioli'],
    '1|lb|frozen waffle fries|',
    { x: ['1|tbsp|fresh dill|chopped', '1/4|cup|dill pickles|diced'], trends: ['dill-pickle'] },
  ),
  C(
    'Chili Cheese Fries with Chipotle Ranch',
    'fries',
    ['fries', 'stadium-staples'],
    'appetizer',
    ['Chipotle Ranch Dressing'],
    '1|lb|frozen steak fries|',
    {
      x: ['1|cup|beef chili|hot', '1/2|cup|cheddar cheese|shredded', '2|tbsp|pickled jalapeños|'],
      trends: ['stadium-staples'],
    },
  ),
  C(
    'Loaded Tater Tots with Avocado Ranch',
    'fries',
    ['fries', 'stadium-staples'],
    'appetizer',
    ['Avocado Ranch Dressing'],
    '1|lb|frozen tater tots|',
    {
      x: ['1/2|cup|cheddar cheese|shredded', '2|slice|bacon|cooked and crumbled', '1/4|cup|pico de gallo|'],
      trends: ['avocado-ranch', 'stadium-staples'],
    },
  ),
  // tacos
  C('Korean BBQ Beef Tacos', 'tacos', ['tacos'], 'entree', ['Gochujang Sauce'], '1|tbsp|kimchi|chopped', {
    base: '3|each|corn tortillas|',
    sub: 'korean-beef',
    x: ['1|tbsp|fresh cilantro|chopped', '1|tsp|toasted sesame seeds|'],
    kogi: true,
    trends: ['global-street-food'],
  }),
  C(
    'Baja Fish Tacos',
    'tacos',
    ['tacos', 'seafood'],
    'entree',
    ['Creamy Chipotle Sauce'],
    '6|oz|cod fillet|beer-battered',
    {
      base: '3|each|corn tortillas|',
      x: ['1|cup|shredded green cabbage|', '1/4|cup|pico de gallo|', '1|each|lime|cut into wedges'],
      trends: ['global-street-food'],
    },
  ),
  C(
    'Chicken Tinga Tacos with Avocado Ranch',
    'tacos',
    ['tacos'],
    'entree',
    ['Avocado Ranch Dressing'],
    '6|oz|shredded chicken tinga|',
    {
      base: '3|each|flour tortillas|6-inch',
      x: ['1/4|cup|queso fresco|crumbled', '1/4|cup|white onion|diced', '1|tbsp|fresh cilantro|chopped'],
      trends: ['avocado-ranch'],
    },
  ),
  C(
    'Boom Boom Shrimp Tacos',
    'tacos',
    ['tacos', 'seafood'],
    'entree',
    ['Boom Boom Sauce'],
    '6|oz|shrimp|peeled, deveined and lightly breaded',
    {
      base: '3|each|flour tortillas|6-inch',
      sub: 'boom-slaw',
      x: ['1|each|lime|cut into wedges'],
      trends: ['boom-boom'],
    },
  ),
  C(
    'Carnitas Tacos with Cilantro Lime',
    'tacos',
    ['tacos'],
    'entree',
    ['Cilantro Lime Dressing'],
    '6|oz|pork carnitas|crisped',
    {
      base: '3|each|corn tortillas|',
      sub: 'pickled-onions',
      x: ['1/4|cup|cotija cheese|crumbled', '1|tbsp|fresh cilantro|chopped'],
      trends: ['global-street-food'],
    },
  ),
  C(
    'Buffalo Cauliflower Tacos',
    'tacos',
    ['tacos'],
    'entree',
    ['Buffalo Wing Sauce', 'Ranch Dressing'],
    '2|cup|cauliflower florets|roasted',
    {
      base: '3|each|flour tortillas|6-inch',
      x: ['1/2|cup|shredded romaine|', '1/4|cup|celery|diced', '2|tbsp|blue cheese crumbles|'],
    },
  ),
  C(
    'Steak Tacos with Green Goddess',
    'tacos',
    ['tacos'],
    'entree',
    ['Green Goddess Dressing'],
    '6|oz|flank steak|',
    {
      base: '3|each|corn tortillas|',
      x: ['1/4|cup|radishes|thinly sliced', '1/4|cup|queso fresco|crumbled', '1|each|lime|cut into wedges'],
      trends: ['green-goddess'],
    },
  ),
  C(
    'Jerk Chicken Tacos with Mango',
    'tacos',
    ['tacos'],
    'entree',
    ['Caribbean Jerk Marinade', 'Mango Vinaigrette'],
    '6|oz|boneless chicken thighs|',
    {
      base: '3|each|flour tortillas|6-inch',
      x: ['1/2|cup|mango|diced', '1/4|cup|red onion|diced', '1|tbsp|fresh cilantro|chopped'],
      trends: ['global-street-food'],
    },
  ),
  C(
    'Chipotle Lime Chicken Tacos',
    'tacos',
    ['tacos'],
    'entree',
    ['Chipotle Lime Marinade'],
    '6|oz|boneless chicken thighs|',
    {
      base: '3|each|corn tortillas|',
      sub: 'chipotle-crema',
      x: ['1/2|cup|shredded green cabbage|', '1/4|cup|cotija cheese|crumbled'],
    },
  ),
  C(
    'Korean Fried Chicken Tacos',
    'tacos',
    ['tacos'],
    'entree',
    ['Gochujang Sauce'],
    '6|oz|boneless chicken thighs|breaded',
    {
      base: '3|each|flour tortillas|6-inch',
      sub: 'sesame-slaw',
      x: ['2|each|green onions|sliced'],
      kogi: true,
      trends: ['global-street-food'],
    },
  ),
  // deli and wraps
  C(
    'Turkey Avocado Ranch Club',
    'deli',
    ['deli'],
    'entree',
    ['Avocado Ranch Dressing'],
    '4|oz|roast turkey breast|thinly sliced',
    {
      base: '3|slice|sourdough bread|toasted',
      x: ['2|slice|bacon|cooked crisp', '2|slice|tomato|', '1|slice|Swiss cheese|'],
      trends: ['avocado-ranch'],
    },
  ),
  C(
    'Italian Sub with Zesty Italian',
    'deli',
    ['deli'],
    'entree',
    ['Zesty Italian Dressing'],
    '2|oz|Genoa salami|thinly sliced',
    {
      base: '1|each|hoagie roll|split',
      x: [
        '2|oz|capicola|thinly sliced',
        '2|slice|provolone cheese|',
        '1/2|cup|shredded lettuce|',
        '1/4|cup|banana peppers|',
      ],
    },
  ),
  C(
    'Reuben with Thousand Island',
    'deli',
    ['deli'],
    'entree',
    ['Thousand Island Dressing'],
    '4|oz|corned beef|thinly sliced',
    { base: '2|slice|marble rye bread|', x: ['1/3|cup|sauerkraut|drained', '2|slice|Swiss cheese|'] },
  ),
  C(
    'Roast Beef and Horseradish Sandwich',
    'deli',
    ['deli'],
    'entree',
    ['Creamy Horseradish Sauce'],
    '4|oz|roast beef|thinly sliced',
    {
      base: '1|each|onion roll|split',
      x: ['1|slice|sharp cheddar cheese|', '1/2|cup|baby arugula|'],
      sub: 'pickled-onions',
    },
  ),
  C(
    'Brewpub Ham and Swiss Pretzel Roll',
    'deli',
    ['deli'],
    'entree',
    ["Marlow's Signature Brewpub-Style Mustard"],
    '4|oz|smoked ham|thinly sliced',
    {
      base: '1|each|pretzel roll|split',
      x: ['2|slice|Swiss cheese|', '4|slice|dill pickle chips|'],
      po: 'brewpub-mustard-honey',
    },
  ),
  C(
    'Chicken Caesar Wrap',
    'wrap',
    ['deli', 'wraps'],
    'entree',
    ['Caesar Dressing'],
    '4|oz|grilled chicken breast|sliced',
    {
      base: '1|each|12-inch flour tortilla|',
      x: [
        '1|cup|romaine lettuce|chopped',
        '2|tbsp|Parmesan cheese|shaved',
        '1/4|cup|garlic croutons|crushed',
      ],
    },
  ),
  C(
    'Green Goddess Veggie Wrap',
    'wrap',
    ['deli', 'wraps'],
    'entree',
    ['Green Goddess Dressing'],
    '1/2|cup|hummus|',
    {
      base: '1|each|spinach tortilla|',
      x: [
        '1/2|cup|cucumber|sliced',
        '1/4|cup|shredded carrots|',
        '1/2|cup|mixed greens|',
        '1/4|cup|sprouts|',
      ],
    },
  ),
  C(
    'Buffalo Chicken Wrap',
    'wrap',
    ['deli', 'wraps'],
    'entree',
    ['Ranch Dressing'],
    '1/2|cup|shredded lettuce|',
    {
      base: '1|each|12-inch flour tortilla|',
      sub: 'buffalo-chicken',
      x: ['1/4|cup|tomato|diced', '1/4|cup|cheddar jack cheese|shredded'],
    },
  ),
  C(
    'Dill Pickle Chicken Salad',
    'mix',
    ['deli', 'salads'],
    'entree',
    ['Dill Pickle Aioli'],
    '2|cup|cooked chicken|diced',
    {
      base: '4|each|croissants|split',
      x: ['1/4|cup|celery|diced', '1/4|cup|dill pickles|diced', '1|tbsp|fresh dill|chopped'],
      trends: ['dill-pickle'],
    },
  ),
  C(
    'Mojo Pork Cuban Sandwich',
    'deli',
    ['deli'],
    'entree',
    ["Marlow's Signature Brewpub-Style Mustard"],
    '4|oz|mojo roast pork|thinly sliced',
    {
      base: '1|each|Cuban bread roll|split',
      x: ['2|oz|smoked ham|thinly sliced', '2|slice|Swiss cheese|', '4|slice|dill pickle chips|'],
    },
  ),
  C(
    'Greek Chicken Pita',
    'wrap',
    ['wraps'],
    'entree',
    ['Greek Lemon Herb Marinade', 'Tzatziki Dressing'],
    '6|oz|boneless chicken thighs|',
    {
      base: '1|each|pita bread|warmed',
      x: ['1/4|cup|tomato|diced', '1/4|cup|red onion|thinly sliced', '1/4|cup|cucumber|diced'],
    },
  ),
  // seafood
  C(
    'Fried Shrimp Basket with Cocktail Sauce',
    'seafood',
    ['seafood'],
    'entree',
    ['Cocktail Sauce', 'Tartar Sauce'],
    '8|oz|shrimp|peeled, deveined and breaded',
    { x: ['1|cup|coleslaw|', '1|each|lemon|cut into wedges'], po: 'cocktail-horseradish' },
  ),
  C(
    'Beer-Battered Fish and Chips',
    'seafood',
    ['seafood', 'fries'],
    'entree',
    ['Tartar Sauce'],
    '8|oz|cod fillets|beer-battered',
    {
      x: ['8|oz|frozen steak fries|', '1|each|lemon|cut into wedges', '1/2|cup|malt vinegar|'],
      po: 'tartar-seafood-seasoning',
    },
  ),
  C(
    'Boom Boom Shrimp',
    'app',
    ['seafood', 'appetizers'],
    'appetizer',
    ['Boom Boom Sauce'],
    '1|lb|shrimp|peeled, deveined and lightly breaded',
    { x: ['1|cup|shredded iceberg lettuce|', '2|each|green onions|sliced'], trends: ['boom-boom'] },
  ),
  C(
    'Green Goddess Shrimp Pasta Salad',
    'side',
    ['salads', 'seafood', 'pasta'],
    'entree',
    ['Green Goddess Dressing'],
    '1|lb|rotini pasta|',
    {
      x: [
        '12|oz|cooked shrimp|peeled and chilled',
        '1|cup|snap peas|sliced',
        '1/2|cup|cucumber|diced',
        '2|tbsp|fresh dill|chopped',
      ],
      trends: ['green-goddess'],
    },
  ),
  C(
    'Blackened Salmon with Dill Pickle Aioli',
    'seafood',
    ['seafood'],
    'entree',
    ['Dill Pickle Aioli'],
    '6|oz|salmon fillet|skin removed',
    {
      x: ['1|tbsp|blackening seasoning|', '1|cup|rice pilaf|', '1|each|lemon|cut into wedges'],
      trends: ['dill-pickle'],
    },
  ),
  C(
    'Crab Cake Sliders with Cajun Remoulade',
    'sliders',
    ['seafood', 'burgers'],
    'appetizer',
    ['Cajun Remoulade Sauce'],
    '3|each|crab cakes|2 oz each',
    { base: '3|each|slider buns|split', x: ['1/2|cup|shredded lettuce|', '3|slice|tomato|'] },
  ),
  C(
    'Teriyaki Glazed Salmon Bowl',
    'bowl',
    ['seafood', 'bowls'],
    'entree',
    ['Teriyaki Glaze'],
    '6|oz|salmon fillet|',
    {
      base: '1|cup|steamed jasmine rice|',
      x: ['1/2|cup|broccoli florets|steamed', '1/4|cup|edamame|shelled', '1|tsp|toasted sesame seeds|'],
    },
  ),
  C(
    "Shrimp Po' Boy",
    'deli',
    ['seafood', 'deli'],
    'entree',
    ['Cajun Remoulade Sauce'],
    '6|oz|fried shrimp|',
    {
      base: '1|each|French bread roll|split',
      x: ['1/2|cup|shredded lettuce|', '3|slice|tomato|', '4|slice|dill pickle chips|'],
    },
  ),
  C(
    'Grilled Shrimp Skewers with Sweet Chili',
    'app',
    ['seafood', 'appetizers'],
    'appetizer',
    ['Sweet Chili Sauce'],
    '1|lb|large shrimp|peeled and skewered',
    { x: ['1|each|lime|cut into wedges', '2|tbsp|fresh cilantro|chopped'], po: 'sweet-chili-lime' },
  ),
  C(
    'Salmon Poke Bowl with Sesame Ginger',
    'bowl',
    ['seafood', 'bowls'],
    'entree',
    ['Sesame Ginger Dressing'],
    '5|oz|sushi-grade salmon|cubed',
    {
      base: '1|cup|sushi rice|',
      x: [
        '1/2|each|avocado|sliced',
        '1/4|cup|cucumber|diced',
        '2|tbsp|pickled ginger|',
        '1|tsp|toasted sesame seeds|',
      ],
      po: 'mayonnaise-sriracha',
    },
  ),
  // bowls
  C(
    'Korean Bulgogi Rice Bowl',
    'bowl',
    ['bowls'],
    'entree',
    ['Gochujang Sauce'],
    '1|each|egg|fried sunny-side up',
    {
      base: '1|cup|steamed jasmine rice|',
      sub: 'korean-beef',
      x: ['1/4|cup|kimchi|', '1/4|cup|shredded carrots|', '1/4|cup|cucumber|sliced'],
      kogi: true,
      trends: ['global-street-food', 'bowl-builders'],
    },
  ),
  C(
    'Mediterranean Chicken Bowl',
    'bowl',
    ['bowls'],
    'entree',
    ['Greek Dressing'],
    '5|oz|grilled chicken breast|sliced',
    {
      base: '1|cup|cooked quinoa|',
      x: [
        '1/4|cup|hummus|',
        '1/4|cup|kalamata olives|',
        '1/2|cup|cucumber|diced',
        '1/4|cup|feta cheese|crumbled',
      ],
      trends: ['bowl-builders'],
    },
  ),
  C(
    'Southwest Chicken Burrito Bowl',
    'bowl',
    ['bowls'],
    'entree',
    ['Chipotle Ranch Dressing'],
    '5|oz|grilled chicken breast|sliced',
    {
      base: '1|cup|cilantro lime rice|',
      x: [
        '1/2|cup|black beans|rinsed',
        '1/4|cup|roasted corn|',
        '1/4|cup|pico de gallo|',
        '1/4|cup|cheddar jack cheese|shredded',
      ],
      trends: ['bowl-builders'],
    },
  ),
  C(
    'Thai Peanut Noodle Bowl',
    'bowl',
    ['bowls', 'pasta'],
    'entree',
    ['Thai Peanut Sauce'],
    '4|oz|grilled chicken breast|sliced',
    {
      base: '6|oz|rice noodles|cooked',
      x: [
        '1/2|cup|shredded red cabbage|',
        '1/4|cup|shredded carrots|',
        '2|tbsp|roasted peanuts|chopped',
        '1|tbsp|fresh cilantro|chopped',
      ],
      trends: ['bowl-builders'],
    },
  ),
  C(
    'Green Goddess Grain Bowl',
    'bowl',
    ['bowls'],
    'entree',
    ['Green Goddess Dressing'],
    '1/2|cup|chickpeas|roasted',
    {
      base: '1|cup|cooked farro|',
      x: ['1/2|cup|roasted sweet potato|cubed', '1/2|cup|baby kale|', '1/4|each|avocado|sliced'],
      trends: ['green-goddess', 'bowl-builders'],
    },
  ),
  C(
    'Boom Boom Crispy Chicken Bowl',
    'bowl',
    ['bowls'],
    'entree',
    ['Boom Boom Sauce'],
    '5|oz|popcorn chicken|fried crisp',
    {
      base: '1|cup|steamed jasmine rice|',
      x: ['1/2|cup|edamame|shelled', '1/4|cup|shredded carrots|', '2|each|green onions|sliced'],
      trends: ['boom-boom', 'bowl-builders'],
    },
  ),
  C(
    'Harvest Grain Bowl with Maple Cider Vinaigrette',
    'bowl',
    ['bowls'],
    'entree',
    ['Maple Cider Vinaigrette'],
    '1/2|cup|roasted butternut squash|cubed',
    {
      base: '1|cup|cooked wild rice|',
      x: ['1/2|cup|Brussels sprouts|roasted', '1/4|cup|dried cranberries|', '2|tbsp|toasted pecans|'],
      trends: ['fall-flavors', 'bowl-builders'],
    },
  ),
  // stadium staples
  C(
    'Loaded Stadium Nachos',
    'nachos',
    ['stadium-staples', 'appetizers'],
    'appetizer',
    ['Jalapeño Cilantro Sauce'],
    '1|cup|seasoned ground beef|cooked',
    {
      base: '6|oz|tortilla chips|',
      x: ['1|cup|cheddar jack cheese|shredded', '1/4|cup|pickled jalapeños|', '1/4|cup|pico de gallo|'],
      trends: ['stadium-staples'],
    },
  ),
  C(
    'Brewpub Pretzel Bites',
    'app',
    ['stadium-staples', 'appetizers'],
    'snack',
    ["Marlow's Signature Brewpub-Style Mustard"],
    '1|lb|soft pretzel bites|',
    { x: ['1|tbsp|coarse pretzel salt|', '2|tbsp|melted butter|'], trends: ['stadium-staples'] },
  ),
  C(
    'Boom Boom Chicken Bites',
    'app',
    ['stadium-staples', 'appetizers'],
    'appetizer',
    ['Boom Boom Sauce'],
    '1|lb|popcorn chicken|fried crisp',
    {
      x: ['2|each|green onions|sliced', '1|tsp|toasted sesame seeds|'],
      trends: ['stadium-staples', 'boom-boom'],
    },
  ),
  C(
    'Chicago-Style Hot Dog',
    'dog',
    ['stadium-staples'],
    'entree',
    ["Marlow's Signature Brewpub-Style Mustard"],
    '1|each|all-beef hot dog|',
    {
      base: '1|each|poppy seed hot dog bun|',
      x: [
        '2|tbsp|sweet pickle relish|',
        '1|tbsp|white onion|diced',
        '2|each|sport peppers|',
        '2|slice|tomato|',
        '1|each|dill pickle spear|',
      ],
      trends: ['stadium-staples'],
    },
  ),
  C(
    'BBQ Pulled Pork Sliders',
    'sliders',
    ['stadium-staples', 'burgers'],
    'entree',
    ['Original Barbecue Sauce'],
    '12|oz|pulled pork|cooked',
    {
      base: '4|each|slider buns|split',
      x: ['1|cup|coleslaw|', '8|slice|dill pickle chips|'],
      po: 'barbecue-bourbon',
      trends: ['stadium-staples'],
    },
  ),
  C(
    'Buffalo Chicken Dip',
    'dip',
    ['stadium-staples', 'appetizers'],
    'appetizer',
    ['Buffalo Wing Sauce', 'Ranch Dressing'],
    '2|cup|cooked chicken|shredded',
    {
      x: ['8|oz|cream cheese|softened', '1|cup|cheddar cheese|shredded', '1|bunch|celery|cut into sticks'],
      trends: ['stadium-staples'],
    },
  ),
  C(
    'Sweet Chili Popcorn Chicken',
    'app',
    ['stadium-staples', 'appetizers'],
    'snack',
    ['Sweet Chili Sauce'],
    '1|lb|popcorn chicken|fried crisp',
    { x: ['1|tbsp|fresh cilantro|chopped', '1|each|lime|cut into wedges'], trends: ['stadium-staples'] },
  ),
  C(
    'Fried Pickle Chips with Dill Pickle Aioli',
    'app',
    ['stadium-staples', 'appetizers'],
    'appetizer',
    ['Dill Pickle Aioli'],
    '2|cup|dill pickle chips|breaded',
    { x: ['1|tbsp|fresh dill|chopped'], po: 'ranch-dill-pickle', trends: ['stadium-staples', 'dill-pickle'] },
  ),
  C(
    'Bratwurst with Beer Mustard',
    'dog',
    ['stadium-staples'],
    'entree',
    ["Marlow's Signature Brewpub-Style Mustard"],
    '1|each|bratwurst|simmered in beer',
    {
      base: '1|each|hoagie roll|split',
      x: ['1/4|cup|sauerkraut|warmed', '1/4|cup|caramelized onions|'],
      trends: ['stadium-staples', 'fall-flavors'],
    },
  ),
  // appetizers, sides and desserts
  C(
    'Crispy Chicken Tenders',
    'app',
    ['appetizers', 'chicken-sandwiches'],
    'entree',
    ["Marlow's Signature Chick'n Dip'n Sauce", 'Honey Mustard Dipping Sauce'],
    '1|tbsp|fresh parsley|chopped',
    { sub: 'crispy-tenders', x: ['1|cup|coleslaw|'], trends: ['chickn-dipn'] },
  ),
  C(
    'Herb Roasted Potatoes',
    'roast',
    ['sides'],
    'side',
    ['Garlic Herb Marinade'],
    '2|lb|baby red potatoes|halved',
    { x: ['1|tbsp|fresh rosemary|chopped', '1|tsp|flaky sea salt|'] },
  ),
  C(
    'Green Goddess Potato Salad',
    'side',
    ['salads', 'sides'],
    'side',
    ['Green Goddess Dressing'],
    '3|lb|red potatoes|cut into 1-inch pieces',
    {
      x: [
        '1/2|cup|celery|diced',
        '1/4|cup|green onions|sliced',
        '2|each|hard-boiled eggs|chopped',
        '2|tbsp|fresh dill|chopped',
      ],
      trends: ['green-goddess'],
    },
  ),
  C(
    'Avocado Ranch Veggie Platter',
    'app',
    ['appetizers'],
    'appetizer',
    ['Avocado Ranch Dressing'],
    '2|cup|baby carrots|',
    {
      x: [
        '1|cup|cucumber|sliced',
        '1|cup|cherry tomatoes|',
        '1|cup|sugar snap peas|',
        '1|cup|bell pepper strips|',
      ],
      po: 'avocado-ranch-cilantro',
      trends: ['avocado-ranch'],
    },
  ),
  C('Classic Coleslaw', 'mix', ['sides'], 'side', ['Coleslaw Dressing'], '6|cup|shredded green cabbage|', {
    base: '4|each|pulled pork sandwiches|to serve',
    x: ['1|cup|shredded carrots|', '1/4|cup|red onion|minced'],
  }),
  C(
    'Italian Pasta Salad',
    'side',
    ['pasta', 'sides'],
    'side',
    ['Italian Dressing'],
    '1|lb|tri-color rotini pasta|',
    {
      x: [
        '1/2|cup|salami|diced',
        '1/2|cup|fresh mozzarella pearls|',
        '1/2|cup|cherry tomatoes|halved',
        '1/4|cup|black olives|sliced',
      ],
    },
  ),
  C('Caesar Pasta Salad', 'side', ['pasta', 'sides'], 'side', ['Caesar Dressing'], '1|lb|penne pasta|', {
    x: [
      '1|cup|grilled chicken breast|diced',
      '1/2|cup|Parmesan cheese|shaved',
      '1/2|cup|cherry tomatoes|halved',
      '2|cup|romaine lettuce|chopped',
    ],
  }),
  C(
    'Balsamic Glazed Brussels Sprouts',
    'roast',
    ['sides'],
    'side',
    ['Balsamic Glaze'],
    '2|lb|Brussels sprouts|trimmed and halved',
    {
      x: ['2|tbsp|olive oil|', '1/4|cup|dried cranberries|', '1/4|cup|toasted pecans|chopped'],
      trends: ['fall-flavors'],
    },
  ),
  C(
    'Maple Balsamic Roasted Squash',
    'roast',
    ['sides'],
    'side',
    ['Balsamic Vinaigrette'],
    '2|lb|butternut squash|peeled and cubed',
    {
      x: ['2|tbsp|olive oil|', '2|tbsp|fresh sage|chopped', '1/4|cup|pepitas|toasted'],
      po: 'balsamic-maple',
      trends: ['fall-flavors'],
    },
  ),
  C(
    'Apple Cider Poppyseed Slaw',
    'mix',
    ['sides', 'salads'],
    'side',
    ['Poppyseed Dressing'],
    '4|cup|shredded red cabbage|',
    {
      base: '4|each|pulled pork sliders|to serve',
      x: ['1|each|Honeycrisp apple|julienned', '1/4|cup|dried cranberries|'],
      po: 'poppyseed-apple-cider',
      trends: ['fall-flavors'],
    },
  ),
  C(
    'Bourbon Glazed Pork Belly Bites',
    'app',
    ['appetizers'],
    'appetizer',
    ['Bourbon Brown Sugar Glaze'],
    '1|lb|pork belly|braised and cubed',
    { x: ['2|each|green onions|sliced', '1|tsp|flaky sea salt|'], trends: ['fall-flavors'] },
  ),
  C(
    'Honey Mustard Pretzel Chicken',
    'app',
    ['appetizers'],
    'entree',
    ['Honey Mustard Dipping Sauce'],
    '1|lb|chicken tenderloins|coated in crushed pretzels and baked',
    { x: ['1|tbsp|fresh parsley|chopped'] },
  ),
  C(
    'Teriyaki Chicken Skewers',
    'app',
    ['appetizers'],
    'appetizer',
    ['Teriyaki Marinade', 'Teriyaki Glaze'],
    '1|lb|boneless chicken thighs|cubed and skewered',
    { x: ['2|each|green onions|sliced', '1|tsp|toasted sesame seeds|'], po: 'teriyaki-pineapple' },
  ),
  C(
    'Boom Boom Cauliflower Bites',
    'app',
    ['appetizers'],
    'appetizer',
    ['Boom Boom Sauce'],
    '1|head|cauliflower|cut into florets and battered',
    { x: ['2|each|green onions|sliced'], po: 'boom-boom-lime', trends: ['boom-boom'] },
  ),
  C(
    'Grilled Peaches with Balsamic Fig Glaze',
    'dessert',
    ['desserts'],
    'dessert',
    ["Marlow's Signature Balsamic Fig Glaze"],
    '4|each|ripe peaches|halved and pitted',
    { x: ['4|oz|mascarpone|', '2|tbsp|honey|', '1|tbsp|fresh mint|chopped'], trends: ['fall-flavors'] },
  ),
  C(
    'Strawberry Balsamic Shortcake',
    'dessert',
    ['desserts'],
    'dessert',
    ['Balsamic Glaze'],
    '2|cup|strawberries|hulled and quartered',
    { x: ['4|each|shortcake biscuits|split', '1|cup|whipped cream|', '1|tbsp|sugar|'] },
  ),
  C(
    'Raspberry Chipotle Glazed Meatballs',
    'app',
    ['appetizers'],
    'appetizer',
    ['Raspberry Chipotle Vinaigrette'],
    '2|lb|cooked beef meatballs|',
    { x: ['2|tbsp|fresh cilantro|chopped'], po: 'raspberry-chipotle', trends: ['stadium-staples'] },
  ),
  C(
    'Sesame Ginger Chicken Lettuce Wraps',
    'wrap',
    ['wraps', 'appetizers'],
    'appetizer',
    ['Sesame Ginger Dressing'],
    '1|lb|ground chicken|cooked',
    {
      base: '8|each|butter lettuce leaves|',
      x: ['1/2|cup|water chestnuts|diced', '1/4|cup|shredded carrots|', '2|each|green onions|sliced'],
    },
  ),
  C(
    'Creamy Horseradish Prime Rib Sliders',
    'sliders',
    ['burgers', 'appetizers'],
    'appetizer',
    ['Creamy Horseradish Sauce'],
    '12|oz|prime rib|thinly sliced',
    { base: '4|each|slider buns|split', x: ['1/2|cup|caramelized onions|', '1|cup|baby arugula|'] },
  ),
];

const INGREDIENT_LOOKUP: [RegExp, string, string][] = [
  [/chicken/i, 'chicken', 'Chicken'],
  [/bacon/i, 'bacon', 'Bacon'],
  [/beef|chuck|brisket|steak|ribeye|prime rib|corned|meatball/i, 'beef', 'Beef'],
  [/pork|ham\b|carnitas|prosciutto|sausage|chorizo|bratwurst|hot dog|salami|capicola/i, 'pork', 'Pork'],
  [/turkey/i, 'turkey', 'Turkey'],
  [/shrimp/i, 'shrimp', 'Shrimp'],
  [/salmon/i, 'salmon', 'Salmon'],
  [/\bcod\b|fish/i, 'fish', 'Fish'],
  [/crab/i, 'crab', 'Crab'],
  [/\beggs?\b|egg whites/i, 'eggs', 'Eggs'],
  [/cheese|parmesan|mozzarella|cheddar|feta|swiss|provolone|cotija|queso|mascarpone/i, 'cheese', 'Cheese'],
  [/avocado/i, 'avocado', 'Avocado'],
  [/lettuce|romaine|iceberg|greens|arugula|spinach|kale|cabbage/i, 'greens', 'Leafy Greens'],
  [/tomato|pico/i, 'tomatoes', 'Tomatoes'],
  [/onion|shallot/i, 'onions', 'Onions'],
  [/potato|fries|tots/i, 'potatoes', 'Potatoes'],
  [/pasta|rotini|penne|noodle/i, 'pasta', 'Pasta'],
  [/rice|quinoa|farro/i, 'grains', 'Rice & Grains'],
  [/tortilla/i, 'tortillas', 'Tortillas'],
  [
    /\bbuns?\b|bread|\brolls?\b|biscuit|muffin|croissant|\btoast\b|pita|dough|flatbread|pretzel/i,
    'bread',
    'Bread & Buns',
  ],
  [/pickle/i, 'pickles', 'Pickles'],
  [/pepper(?!corn)|jalapeño|jalapeno|pepperoncini/i, 'peppers', 'Peppers'],
  [/mushroom/i, 'mushrooms', 'Mushrooms'],
  [
    /cauliflower|broccoli|brussels|squash|carrot|celery|cucumber|corn\b|beet|zucchini|snap peas|asparagus|radish|edamame|artichoke/i,
    'vegetables',
    'Vegetables',
  ],
  [/apple|peach|strawberr|mango|cranberr|pineapple|mandarin|lemon|lime/i, 'fruit', 'Fruit'],
  [/pecan|walnut|peanut|pepitas/i, 'nuts', 'Nuts & Seeds'],
  [/bean|chickpea|hummus/i, 'beans', 'Beans & Legumes'],
];
const usedIngredientLookups = new Map<string, string>();

const SUB_AMOUNT: Record<string, [string, string]> = {
  'crispy-tenders': ['2', 'each'],
  'pickled-onions': ['2', 'tbsp'],
  'boom-slaw': ['1/2', 'cup'],
  'gg-slaw': ['1/2', 'cup'],
  'sesame-slaw': ['1/2', 'cup'],
  'buffalo-chicken': ['4', 'oz'],
  'korean-beef': ['4', 'oz'],
  'herb-potatoes': ['1', 'cup'],
  'chipotle-crema': ['2', 'tbsp'],
};
const SAUCE_AMOUNT: Partial<Record<T, [string, string]>> = {
  wings: ['1/2', 'cup'],
  salad: ['1/4', 'cup'],
  wedge: ['1/4', 'cup'],
  pizza: ['1/3', 'cup'],
  side: ['1', 'cup'],
  mix: ['3/4', 'cup'],
  dip: ['1/2', 'cup'],
  roast: ['1/4', 'cup'],
};

const subRecipeCache = new Map<string, SubRecipe>();
function buildSub(key: string): SubRecipe {
  const cached = subRecipeCache.get(key);
  if (cached) return cached;
  const def = must(SUBS[key], `sub ${key}`);
  const prods: Product[] = [];
  const ingredients: RecipeIngredient[] = def.lines.map((l) => {
    if (typeof l === 'string')
      return { ...parseLine(l), productId: null, plusOneId: null, subRecipeId: null };
    const p = productFor(l.product);
    prods.push(p);
    return {
      amount: l.amount,
      weight: l.unit,
      ingredient: p.name,
      notes: l.notes ?? '',
      productId: p.id,
      plusOneId: null,
      subRecipeId: null,
    };
  });
  const steps: RecipeStep[] = def.steps(prods).map((text) => ({
    step: text,
    products: prods.filter((p) => text.includes(`[${p.name}]`)).map((p) => p.id),
    plusOnes: [],
    subRecipes: [],
  }));
  const sub: SubRecipe = {
    id: `sub-${key}`,
    title: def.title,
    slug: kebab(def.title),
    isStandAlone: def.standAlone,
    ingredients,
    steps,
    related: { products: prods.map(refOf) },
  };
  subRecipeCache.set(key, sub);
  return sub;
}

const listText = (items: string[]): string =>
  items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1] ?? ''}`;

function prepText(main: string): string | null {
  const m = main.toLowerCase();
  if (/plant-based/.test(m))
    return `Cook the ${main} on a 400°F flat-top for 3 to 4 minutes per side, until heated through and well browned.`;
  if (/ground turkey/.test(m))
    return `Season the ${main} with kosher salt and black pepper and cook on a 400°F flat-top to an internal temperature of 165°F.`;
  if (/ground (beef|chuck|brisket)|beef balls|beef patt/.test(m)) {
    return /balls/.test(m)
      ? `Smash the ${main} thin on a 400°F flat-top, season with kosher salt and black pepper and cook to an internal temperature of 160°F, about 2 minutes per side.`
      : `Season the ${main} with kosher salt and black pepper and cook on a 400°F flat-top to an internal temperature of 160°F.`;
  }
  if (/(chicken|thigh).*(breaded|fried)|popcorn chicken|breaded/.test(m) && /chicken|thigh/.test(m)) {
    return `Fry the ${main} at 350°F for 5 to 6 minutes, until golden and 165°F inside. Drain on a rack.`;
  }
  if (/shrimp.*(breaded|fried)|fried shrimp/.test(m))
    return `Fry the ${main} at 350°F for 2 to 3 minutes, until golden and opaque.`;
  if (/battered/.test(m) && /cod|fish/.test(m))
    return `Fry the ${main} at 350°F for 4 to 5 minutes, until golden and 145°F inside.`;
  if (/cooked|shredded|diced|roasted|crisped|sliced|carnitas|tinga|chili/.test(m) && !/raw/.test(m))
    return null;
  if (/chicken|thigh/.test(m))
    return `Grill the ${main} over medium-high heat to an internal temperature of 165°F; rest 5 minutes, then slice.`;
  if (/flank|steak/.test(m))
    return `Grill the ${main} to medium-rare, 130°F; rest 5 minutes and slice thinly against the grain.`;
  if (/salmon/.test(m) && !/sushi/.test(m))
    return `Sear the ${main} in a hot skillet for 3 minutes, then finish in a 400°F oven to an internal temperature of 145°F.`;
  if (/shrimp/.test(m))
    return `Grill the ${main} over high heat for about 2 minutes per side, until pink and opaque.`;
  if (/egg/.test(m) && !/boiled/.test(m))
    return `Cook the ${main} on a buttered 325°F griddle until the whites are set.`;
  if (/crab cakes/.test(m))
    return `Sear the ${main} in a hot skillet for 3 minutes per side, until golden and heated through.`;
  return null;
}

const STICKY =
  /Sweet Chili|Boom Boom|Glaze|Wing Sauce|Hot Sauce|Barbecue|Teriyaki|Gochujang|Sriracha|Raspberry Chipotle/;
const recipes: Recipe[] = [];

/**
 * The first artwork drew some of its colours from the catalogue's random sequence (one number per coloured piece:
 * 26 for a salad or side, 14 for a pizza, 6 for a dessert, 5 for a bowl or pasta). The artwork has its own
 * generator now (api/scripts/art); these draws keep every later product and recipe field exactly as it was.
 */
/** Each recipe's drawing input with its dish categories, for the dish-category pictures. */
const recipeArt: [readonly string[], RecipeArtInput][] = [];
const LEGACY_ART_DRAWS: Record<string, number> = {
  salads: 26,
  sides: 26,
  pizza: 14,
  desserts: 6,
  bowls: 5,
  pasta: 5,
};
function burnLegacyArtDraws(dish: string): void {
  for (let i = 0; i < (LEGACY_ART_DRAWS[dish] ?? 0); i++) rnd();
}

function buildRecipe(c: Concept, index: number): Recipe {
  const slug = kebab(c.title);
  const all = c.p.map((n) => productFor(n));
  const marinade = all.find((p) => p.productType === 'marinades') ?? null;
  const sauces = all.filter((p) => p !== marinade);
  const [s1, s2] = sauces;
  const sub = c.sub ? buildSub(c.sub) : null;
  const po = c.po ? must(plusOneById.get(c.po), `plus-one ${c.po}`) : null;
  const main = parseLine(c.main);
  const base = c.base ? parseLine(c.base) : null;
  const xs = (c.x ?? []).map(parseLine);
  const mainName =
    main.ingredient + (main.notes && /breaded|battered|fried/.test(main.notes) ? ` (${main.notes})` : '');
  const baseName = base?.ingredient ?? '';
  const xNames = xs.map((x) => x.ingredient);
  const br = (p: { name?: string; title?: string }): string => `[${p.name ?? p.title ?? ''}]`;
  const steps: RecipeStep[] = [];
  const add = (text: string | null): void => {
    if (!text) return;
    steps.push({
      step: text,
      products: all.filter((p) => text.includes(`[${p.name}]`)).map((p) => p.id),
      plusOnes: po && text.includes(`[${po.title}]`) ? [po.id] : [],
      subRecipes: sub && text.includes(`[${sub.title}]`) ? [sub.id] : [],
    });
  };
  const prep = (): string | null =>
    marinade
      ? `Marinate the ${mainName} in ${br(marinade)} for at least 1 hour, refrigerated, then grill over medium-high heat to an internal temperature of 165°F.`
      : prepText(mainName);
  const sauceLine = (verb: string, p: Product | undefined): string | null => (p ? `${verb} ${br(p)}` : null);
  const poStep = (): string | null => (po ? `For a twist, finish with a spoonful of ${br(po)}.` : null);
  switch (c.t) {
    case 'burger':
    case 'chicken':
    case 'breakfast': {
      add(prep());
      if (sub && c.sub === 'crispy-tenders') add(`Prepare the ${br(sub)} and keep hot.`);
      add(
        `Toast the ${baseName} cut-side down until golden, then spread the cut sides with ${br(must(s1, c.title))}.`,
      );
      if (s2) add(`Spoon ${br(s2)} over the hot ${mainName}.`);
      if (sub && c.sub !== 'crispy-tenders') add(`Top the ${mainName} with ${br(sub)}.`);
      add(poStep());
      add(
        `Build on the bottom of the ${baseName}: ${listText(xNames)}, then the ${mainName}${sub && c.sub === 'crispy-tenders' ? ` and ${br(sub)}` : ''}. Close and serve hot.`,
      );
      break;
    }
    case 'deli':
      add(prep());
      add(`Spread ${br(must(s1, c.title))} over the ${baseName}.`);
      if (sub) add(`Prepare the ${br(sub)} and pile it on the bottom layer.`);
      add(
        `Layer the ${mainName} with ${listText(xNames)}, close the sandwich and cut on the bias. Serve immediately.`,
      );
      if (s2) add(`Serve with ${br(s2)} on the side.`);
      add(poStep());
      break;
    case 'wrap':
      add(prep());
      add(`Warm the ${baseName} on the flat-top for about 10 seconds per side.`);
      if (s1) add(`Spread ${br(s1)} down the center of the ${baseName}.`);
      if (sub) add(`Add the ${br(sub)}.`);
      add(
        `Add the ${mainName} and ${listText(xNames)}, fold in the sides and roll tightly. Cut in half and serve.`,
      );
      if (s2) add(`Serve with ${br(s2)} for dipping.`);
      add(poStep());
      break;
    case 'tacos':
      add(prep());
      add(`Warm the ${baseName} on a hot flat-top until pliable.`);
      add(
        `Fill each tortilla with the ${mainName}${sub ? ` and ${br(sub)}` : ''}, then top with ${listText(xNames)}.`,
      );
      add(
        s1
          ? `Finish each taco with a drizzle of ${br(s1)}${s2 ? ` and a spoonful of ${br(s2)}` : ''}.`
          : null,
      );
      add(poStep());
      break;
    case 'wings':
      add(`Fry the ${mainName} at 350°F for 10 to 12 minutes, until crisp and 165°F inside.`);
      add(`Toss the hot wings with ${br(must(s1, c.title))} in a large bowl until evenly coated.`);
      add(poStep());
      add(
        s2
          ? `Serve with ${listText(xNames)} and ${br(s2)} for dipping.`
          : `Garnish with ${listText(xNames)} and serve immediately.`,
      );
      break;
    case 'salad':
      add(prep());
      add(
        `Toss the ${baseName} with ${listText(xNames)}${sub ? ` and the ${br(sub)}` : ''} in a chilled mixing bowl.`,
      );
      add(sauceLine('Add', s1) ? `Add ${br(must(s1, c.title))} and toss gently to coat.` : null);
      add(
        `Plate and top with the ${mainName}.${s2 ? ` Finish with a drizzle of ${br(s2)}.` : ''} Serve immediately.`,
      );
      add(poStep());
      break;
    case 'wedge':
      add(
        `Brush the cut sides of the ${baseName} with oil and grill over high heat for 1 minute per side, until lightly charred.`,
      );
      add(`Place each wedge on a chilled plate and spoon ${br(must(s1, c.title))} generously over the top.`);
      add(
        `Sprinkle with the ${mainName} and ${listText(xNames)}${sub ? `, add a few ${br(sub)}` : ''} and serve.`,
      );
      break;
    case 'pizza': {
      const first = must(s1, c.title);
      const drizzleOnly = /Glaze/.test(first.name);
      add(
        /flatbread/.test(baseName)
          ? `Lay the ${baseName} on a sheet pan.`
          : `Stretch the ${baseName} to a 12-inch round on a floured peel.`,
      );
      if (!drizzleOnly) add(`Spread ${br(first)} evenly over the crust, leaving a 1/2-inch border.`);
      add(`Top with the ${mainName} and ${listText(xNames)}.`);
      add(
        /flatbread/.test(baseName)
          ? 'Bake at 450°F for 6 to 8 minutes, until the edges are crisp and the cheese melts.'
          : 'Bake at 500°F for 8 to 10 minutes, until the crust is golden and the cheese bubbles.',
      );
      add(
        drizzleOnly
          ? `Finish with a drizzle of ${br(first)}, slice and serve.`
          : s2
            ? `Drizzle with ${br(s2)}, slice and serve.`
            : 'Slice and serve hot.',
      );
      add(poStep());
      break;
    }
    case 'fries': {
      const chickenFries = /chicken/.test(mainName);
      add(
        chickenFries
          ? `Fry the ${mainName} at 350°F for 4 to 5 minutes, until golden and 165°F inside.`
          : `Fry the ${mainName} at 350°F for 3 to 4 minutes, until crisp; season with salt immediately.`,
      );
      add(`Pile into a serving boat and top with ${listText(xNames)}.`);
      add(
        chickenFries
          ? `Serve with ${br(must(s1, c.title))} for dipping.`
          : `Drizzle with ${br(must(s1, c.title))} and serve hot.`,
      );
      if (s2) add(`Serve with ${br(s2)} on the side.`);
      add(poStep());
      break;
    }
    case 'seafood':
      add(prep());
      add(`Plate with ${listText(xNames)}.`);
      add(
        /salmon/.test(mainName)
          ? `Top the ${mainName} with a generous spoonful of ${br(must(s1, c.title))} and serve.`
          : `Serve with ${br(must(s1, c.title))}${s2 ? ` and ${br(s2)}` : ''} for dipping.`,
      );
      add(poStep());
      break;
    case 'bowl':
      add(prep());
      add(`Spoon the ${baseName} into a bowl.`);
      add(`Arrange the ${mainName}${sub ? `, the ${br(sub)}` : ''} and ${listText(xNames)} on top.`);
      add(`Drizzle with ${br(must(s1, c.title))} and serve.`);
      add(poStep());
      break;
    case 'app': {
      if (sub) add(`Prepare the ${br(sub)} and keep hot.`);
      const p =
        prep() ??
        (/bites|meatballs|pork belly|battered|cauliflower|pickle chips|pretzel/.test(mainName)
          ? `Cook the ${mainName} in a 400°F oven or fryer until hot and crisp, about 8 to 10 minutes.`
          : null);
      add(p);
      const first = must(s1, c.title);
      if (p && STICKY.test(first.name))
        add(`Toss the hot ${main.ingredient} with ${br(first)} until evenly coated.`);
      else if (!p && !sub)
        add(
          `Arrange the ${mainName} and ${listText(xNames)} on a platter. Serve with ${br(first)} for dipping.`,
        );
      else add(`Serve with ${br(first)} for dipping.`);
      if (s2) add(`${STICKY.test(s2.name) ? 'Brush with' : 'Serve alongside'} ${br(s2)}.`);
      if (p || sub) add(`Garnish with ${listText(xNames)} and serve immediately.`);
      add(poStep());
      break;
    }
    case 'side':
      add(
        `Cook the ${mainName} in boiling salted water until tender; drain, spread on a sheet pan and cool completely.`,
      );
      add(`Transfer to a large bowl and add ${listText(xNames)}.`);
      add(`Fold in ${br(must(s1, c.title))} until evenly coated; season with salt and pepper.`);
      add('Cover and refrigerate at least 1 hour before serving.');
      break;
    case 'mix':
      add(`Combine the ${mainName} and ${listText(xNames)} in a large mixing bowl.`);
      add(`Fold in ${br(must(s1, c.title))} until evenly coated; season to taste with salt and pepper.`);
      add(poStep());
      add(`Cover and refrigerate at least 1 hour. Serve on ${baseName}.`);
      break;
    case 'roast': {
      const oil = xNames.find((n) => /oil/.test(n));
      const rest = xNames.filter((n) => n !== oil);
      add(
        marinade
          ? `Toss the ${mainName} with ${br(marinade)}.`
          : `Toss the ${mainName} with the ${oil ?? 'olive oil'} and a pinch of salt.`,
      );
      add('Roast on a sheet pan at 425°F for 20 to 25 minutes, turning once, until caramelized and tender.');
      if (s1) add(`Drizzle with ${br(s1)} and toss to coat.`);
      add(poStep());
      add(`Sprinkle with ${listText(rest)} and serve warm.`);
      break;
    }
    case 'dessert':
      add(
        /peach/.test(mainName)
          ? `Grill the ${mainName} cut-side down over medium heat for 3 to 4 minutes, until caramelized.`
          : `Toss the ${mainName} with the sugar and let stand 15 minutes to release their juices.`,
      );
      add(`Plate with ${listText(xNames.filter((n) => n !== 'sugar'))}.`);
      add(`Drizzle with ${br(must(s1, c.title))} just before serving.`);
      break;
    case 'dog':
      add(`Grill the ${mainName} until heated through and well marked.`);
      add(`Steam the ${baseName} and nestle the ${main.ingredient} inside.`);
      add(`Top with ${listText(xNames)}.`);
      add(`Finish with a stripe of ${br(must(s1, c.title))} and serve.`);
      break;
    case 'nachos':
      add(
        `Spread the ${baseName} on a sheet pan and top with the ${mainName} and ${listText(xNames.slice(0, 1))}.`,
      );
      add('Bake at 400°F for 6 to 8 minutes, until the cheese melts.');
      add(
        `Top with ${listText(xNames.slice(1))}, drizzle with ${br(must(s1, c.title))} and serve immediately.`,
      );
      break;
    case 'sliders':
      add(prepText(mainName) ?? `Warm the ${mainName} in a covered pan over medium heat until hot.`);
      add(`Toast the ${baseName} and spread the cut sides with ${br(must(s1, c.title))}.`);
      add(`Pile the ${main.ingredient} onto the buns, top with ${listText(xNames)} and serve.`);
      add(poStep());
      break;
    case 'dip': {
      const serveWith = xNames[xNames.length - 1] ?? 'tortilla chips';
      add(
        `Combine the ${mainName}, ${listText(xNames.slice(0, -1))}, ${br(must(s1, c.title))}${s2 ? ` and ${br(s2)}` : ''} in a baking dish.`,
      );
      add('Bake at 350°F for 20 minutes, until hot and bubbly.');
      add(`Serve warm with ${serveWith}.`);
      break;
    }
  }
  // Every linked product must appear on a step.
  for (const p of all) {
    if (!steps.some((s) => s.products.includes(p.id))) throw new Error(`${c.title}: ${p.name} on no step`);
  }
  if (sub && !steps.some((s) => s.subRecipes.includes(sub.id)))
    throw new Error(`${c.title}: sub-recipe on no step`);
  if (po && !steps.some((s) => s.plusOnes.includes(po.id)))
    throw new Error(`${c.title}: plus-one on no step`);

  const [sa, su] = SAUCE_AMOUNT[c.t] ?? ['2', 'tbsp'];
  const line = (l: ReturnType<typeof parseLine>): RecipeIngredient => ({
    ...l,
    productId: null,
    plusOneId: null,
    subRecipeId: null,
  });
  const ingredients: RecipeIngredient[] = [
    line(main),
    ...(base ? [line(base)] : []),
    ...xs.map(line),
    ...all.map((p, i) => ({
      amount: p === marinade ? '1/2' : i === 0 ? sa : '1/4',
      weight: p === marinade ? 'cup' : i === 0 ? su : 'cup',
      ingredient: p.name,
      notes: p === marinade ? 'for marinating' : i > 0 ? 'for dipping or drizzling' : '',
      productId: p.id,
      plusOneId: null,
      subRecipeId: null,
    })),
    ...(sub
      ? [
          {
            amount: must(SUB_AMOUNT[c.sub ?? ''], 'sub amount')[0],
            weight: must(SUB_AMOUNT[c.sub ?? ''], 'sub amount')[1],
            ingredient: sub.title,
            notes: 'see sub-recipe',
            productId: null,
            plusOneId: null,
            subRecipeId: sub.id,
          },
        ]
      : []),
    ...(po
      ? [
          {
            amount: '2',
            weight: 'tbsp',
            ingredient: po.title,
            notes: 'Make it your own',
            productId: null,
            plusOneId: po.id,
            subRecipeId: null,
          },
        ]
      : []),
  ];
  const ingredientIds: string[] = [];
  for (const l of [main, ...(base ? [base] : []), ...xs]) {
    for (const [re, id, name] of INGREDIENT_LOOKUP) {
      if (re.test(l.ingredient) && !ingredientIds.includes(id)) {
        ingredientIds.push(id);
        usedIngredientLookups.set(id, name);
      }
    }
  }
  const relatedProducts = [
    ...all,
    ...(sub ? sub.related.products.map((r) => must(productById.get(r.id), r.id)) : []),
  ];
  const uniq = [...new Map(relatedProducts.map((p) => [p.id, p])).values()];
  const flavors = [...new Set([...uniq.flatMap((p) => p.flavors), ...(po?.flavors ?? [])])];
  const relatedPlusOnes = [
    ...(po ? [po] : []),
    ...plusOnes
      .filter((x) => x !== po && x.related.products.some((r) => uniq.some((p) => p.id === r.id)))
      .slice(0, 2),
  ];
  burnLegacyArtDraws(must(c.dishes[0], c.title));
  const artInput: RecipeArtInput = {
    slug,
    title: c.title,
    t: c.t,
    dishes: c.dishes,
    main: main.ingredient,
    base: baseName,
    extras: xNames,
    flavors: uniq.map((p) => {
      const id = must(p.flavors[0], p.id);
      return [id, flavorColor(id)] as const;
    }),
  };
  recipeArt.push([c.dishes, artInput]);
  const art = drawRecipe(artInput);
  const created = new Date(
    Date.UTC(2019, 0, 1) + Math.floor(rnd() * (Date.UTC(2026, 1, 28) - Date.UTC(2019, 0, 1))),
  );
  const modified = new Date(
    Math.min(created.getTime() + Math.floor(rnd() * 400) * 86400000, Date.UTC(2026, 2, 31)),
  );
  const promoted = chance(0.2)
    ? new Date(created.getTime() + Math.floor((modified.getTime() - created.getTime()) * rnd()))
    : null;
  const productNames = listText(uniq.map((p) => p.name));
  const courseTitle = must(COURSE_TITLE.get(c.course), c.course);
  return {
    id: `r${String(1001 + index)}`,
    slug,
    url: `/recipes/${slug}`,
    code: `MR-${String(2101 + index)}`,
    label: c.title,
    title: c.title,
    thumbnail: art.thumbnail,
    image: art.image,
    pdfFilePath: `/files/recipes/${slug}.pdf`,
    cardFilePath: `/files/recipes/${slug}-card.pdf`,
    isKFS: chance(0.3),
    isKogi: Boolean(c.kogi),
    flavors,
    courses: [{ id: c.course, title: courseTitle }],
    dishes: c.dishes.map((d) => ({ id: d, title: must(DISH_TITLE.get(d), d) })),
    servings: SERVES[c.t],
    ingredientIds,
    trends: c.trends ?? [],
    meta: {
      title: `${c.title} Recipe | ${BRAND}`,
      keyword: [
        c.title.toLowerCase(),
        ...c.dishes.map((d) => must(DISH_TITLE.get(d), d).toLowerCase()),
        ...uniq.map((p) => p.name.toLowerCase()),
      ].join(', '),
      description: fitDescription(
        `${c.title}: a foodservice ${courseTitle.toLowerCase()} recipe made with ${productNames}.`,
        ['Step-by-step method, ingredient list and printable card.', 'Built for busy kitchens.'],
      ),
    },
    details: { title: c.title, thumbnail: art.thumbnail },
    ingredients,
    steps,
    subRecipes: sub ? [sub] : [],
    related: {
      products: uniq.map(refOf),
      plusOnes: relatedPlusOnes.map((x) => ({ id: x.id, title: x.title, pdfFilePath: x.pdfFilePath })),
    },
    timeCreated: created.toISOString(),
    timeModified: modified.toISOString(),
    timeArchived: null,
    timePromoted: promoted ? promoted.toISOString() : null,
  };
}
CONCEPTS.forEach((c, i) => recipes.push(buildRecipe(c, i)));
// A picture per dish category: its first recipe's dish (no content field points at these: see artwork.json).
const dishArt: Record<string, string> = {};
const recipesByDish = new Map<string, RecipeArtInput[]>();
/** The recipes that show a category best (a chicken sandwich for chicken sandwiches, not a club). */
const TYPICAL: Record<string, (r: RecipeArtInput) => boolean> = {
  'chicken-sandwiches': (r) => r.t === 'chicken',
  wraps: (r) => /tortilla/.test(r.base),
  'stadium-staples': (r) => r.t === 'dog' || r.t === 'nachos',
  sides: (r) => r.t === 'roast',
  appetizers: (r) => r.t === 'app',
};
for (const [id, name] of DISHES) {
  const typical = TYPICAL[id] ?? (() => true);
  const first = recipeArt.filter(([dishes, r]) => dishes[0] === id && typical(r)).map(([, input]) => input);
  const any = recipeArt.filter(([dishes]) => dishes.includes(id)).map(([, input]) => input);
  recipesByDish.set(id, first.length >= 2 ? first : any);
  dishArt[id] = dishCard(id, name, must(first[0] ?? any[0], `a recipe for dish ${id}`));
}

// ---------------------------------------------------------------------------------------------------------------
// Lookup artwork, home blocks, curated lists and SEO rows
// ---------------------------------------------------------------------------------------------------------------

const flavors: Flavor[] = FLAVOR_DEFS.map(([id, name, color]) => ({
  id,
  name,
  image: flavorCard(id, name, color),
  color,
}));
const packagings: Packaging[] = PACKAGINGS.map(([id, name, displayOrder]) => ({
  id,
  name,
  displayOrder,
  image: packagingCard(id, name),
}));
const productLines: ProductLine[] = PRODUCT_LINES.map(([id, name, description]) => ({
  id,
  name,
  description,
  image: productLineCard(id, name),
}));
const trends: Trend[] = TREND_DEFS.map(([id, title, link, color]) => ({
  id,
  title,
  link,
  image: trendCard(id, title, color),
}));
const homeBlocks: HomeBlock[] = [
  [
    'Flavor Central',
    'Explore 202 dressings plus sauces, marinades, mayonnaise and glazes in every pack size.',
    '/products/story',
    '#1f5f3b',
  ],
  [
    'Recipes & Menu Trends',
    'Chef-tested recipes for burgers, wings, bowls, tacos and more.',
    '/recipes',
    '#b5651d',
  ],
  [
    'Make It Your Own',
    'Plus-one ideas: one of our sauces plus one ingredient equals a signature flavor.',
    '/plus-one',
    '#c2185b',
  ],
  ["What's Hot Now", 'Stadium staples, Boom Boom, portion cups and fall flavors.', '/whats-hot', '#e4572e'],
  [
    'Questions? We Have Answers',
    'Allergens, gluten and kosher status, shelf life and date codes.',
    '/faq',
    '#2b2d42',
  ],
  [
    'Request a Sample',
    'Foodservice professionals can try our products in their own kitchens.',
    '/get-sample',
    '#7b2d12',
  ],
].map(([title = '', caption = '', link = '', color = '#1f5f3b']) => ({
  title,
  caption,
  link,
  image: homeBlock(`home/${kebab(title)}.svg`, title, link, color),
}));

const recipeBySlug = new Map(recipes.map((r) => [r.slug, r]));
const rid = (slug: string): string => must(recipeBySlug.get(slug), `recipe ${slug}`).id;
const items = (ids: string[], images?: string[]): CuratedList['items'] =>
  ids.map((_id, i) => ({ _id, displayOrder: i + 1, ...(images?.[i] ? { image: images[i] } : {}) }));
const curatedLists: CuratedList[] = [];
const list = (id: string, kind: CuratedList['kind'], ids: string[], images?: string[]): void => {
  if (new Set(ids).size !== ids.length) throw new Error(`duplicate items in ${id}`);
  curatedLists.push({ id, kind, items: items(ids, images) });
};

const MENU_PAGES: [string, number, string[]][] = [
  [
    'burgers',
    6,
    ['Boom Boom Sauce', 'Dill Pickle Aioli', "Marlow's Signature Bistro Sauce", 'Thousand Island Dressing'],
  ],
  ['wings', 5, ['Buffalo Wing Sauce', 'Bleu Cheese Dressing', 'Ranch Dressing', 'Honey Sriracha Sauce']],
  ['salads', 8, ['Caesar Dressing', 'Ranch Dressing', 'Balsamic Vinaigrette', 'Green Goddess Dressing']],
  [
    'pizza',
    6,
    ['Ranch Dressing', 'Boom Boom Sauce', "Marlow's Signature Balsamic Fig Glaze", 'Dill Pickle Aioli'],
  ],
  [
    'breakfast-sandwiches',
    5,
    [
      "Marlow's Signature Chick'n Dip'n Sauce",
      'Avocado Ranch Dressing',
      'Honey Mustard Dressing',
      'Boom Boom Sauce',
    ],
  ],
  [
    'chicken-sandwiches',
    6,
    [
      "Marlow's Signature Chick'n Dip'n Sauce",
      'Nashville Hot Sauce',
      'Honey Mustard Dipping Sauce',
      'Dill Pickle Aioli',
    ],
  ],
  [
    'fries',
    5,
    ['Boom Boom Sauce', 'Garlic Aioli', "Marlow's Signature Chick'n Dip'n Sauce", 'Dill Pickle Aioli'],
  ],
  [
    'tacos',
    8,
    ['Creamy Chipotle Sauce', 'Avocado Ranch Dressing', 'Gochujang Sauce', 'Cilantro Lime Dressing'],
  ],
  [
    'deli',
    6,
    [
      "Marlow's Signature Brewpub-Style Mustard",
      'Thousand Island Dressing',
      'Creamy Horseradish Sauce',
      'Real Mayonnaise',
    ],
  ],
  ['seafood', 8, ['Cocktail Sauce', 'Tartar Sauce', 'Cajun Remoulade Sauce', 'Boom Boom Sauce']],
  ['bowls', 6, ['Sesame Ginger Dressing', 'Gochujang Sauce', 'Green Goddess Dressing', 'Thai Peanut Sauce']],
  [
    'stadium-staples',
    8,
    [
      'Buffalo Wing Sauce',
      'Boom Boom Sauce',
      "Marlow's Signature Brewpub-Style Mustard",
      'Original Barbecue Sauce',
      'Ranch Dressing',
      'Jalapeño Cilantro Sauce',
    ],
  ],
];
for (const [page, count, prods] of MENU_PAGES) {
  const matching = recipes.filter((r) => r.dishes.some((d) => d.id === page));
  if (matching.length < count) throw new Error(`${page}: only ${matching.length} recipes`);
  list(
    `${page}-recipes`,
    'recipes',
    matching.slice(0, count).map((r) => r.id),
  );
  list(
    `${page}-products`,
    'products',
    prods.map((n) => productFor(n).id),
  );
}
const fmt = (names: [string, PackId, number?][]): string[] =>
  names.map(([n, p, s]) => productFor(n, p, s).id);
list(
  'bar-bottles',
  'products',
  fmt([
    ['Ranch Dressing', 'barBottle'],
    ['Caesar Dressing', 'barBottle'],
    ['Balsamic Vinaigrette', 'barBottle'],
    ['Honey Mustard Dressing', 'barBottle'],
    ['Bleu Cheese Dressing', 'barBottle'],
    ['Thousand Island Dressing', 'barBottle'],
    ['Italian Dressing', 'barBottle'],
    ['Raspberry Vinaigrette', 'barBottle'],
    ['Essentials Ranch Dressing', 'barBottle'],
  ]),
);
list(
  'cups',
  'products',
  fmt([
    ['Ranch Dressing', 'cup', 1.5],
    ['Caesar Dressing', 'cup', 1.5],
    ['Balsamic Vinaigrette', 'cup', 1.5],
    ['Honey Mustard Dressing', 'cup', 1.5],
    ['Bleu Cheese Dressing', 'cup', 1.5],
    ['Italian Herb Vinaigrette', 'cup', 1.5],
    ['Thousand Island Dressing', 'cup', 1],
  ]),
);
list(
  'pouches',
  'products',
  fmt([
    ['Ranch Dressing', 'pouch'],
    ['Caesar Dressing', 'pouch'],
    ['Balsamic Vinaigrette', 'pouch'],
    ['Honey Mustard Dressing', 'pouch'],
    ['Greek Dressing', 'pouch'],
    ['Thousand Island Dressing', 'pouch'],
    ['Golden Italian Dressing', 'pouch'],
    ['Chunky Blue Cheese Dressing', 'pouch'],
  ]),
);
list(
  'dipping-cups',
  'products',
  fmt([
    ['Boom Boom Sauce', 'cup', 2],
    ['Original Barbecue Sauce', 'cup', 2],
    ['Buffalo Wing Sauce', 'cup', 2],
    ["Marlow's Signature Chick'n Dip'n Sauce", 'cup', 2],
    ['Sweet Chili Sauce', 'cup', 2],
    ['Honey Mustard Dipping Sauce', 'cup', 2],
  ]),
);
list(
  'portion-control-cups',
  'products',
  fmt([
    ['Ranch Dressing', 'cup', 1.5],
    ['Caesar Dressing', 'cup', 1.5],
    ['Cocktail Sauce', 'cup', 3],
    ['Italian Herb Vinaigrette', 'cup', 1.5],
    ['Balsamic Vinaigrette', 'cup', 1.5],
    ['Honey Mustard Dressing', 'cup', 1.5],
    ['Jalapeño Ranch Dressing', 'cup', 2],
    ['Bleu Cheese Dressing', 'cup', 1.5],
    ['Tartar Sauce', 'cup', 1],
    ['Lite Ranch Dressing', 'cup', 1.5],
  ]),
);
list(
  'portion-control-pouches',
  'products',
  fmt([
    ['Country French Dressing with Orange Blossom Honey', 'pouch'],
    ['Honey Mustard Dressing', 'pouch'],
    ['Light Balsamic Dressing with Olive Oil', 'pouch'],
    ['Greek Dressing', 'pouch'],
    ['Ranch Dressing', 'pouch'],
    ['Balsamic Vinaigrette', 'pouch'],
    ['Caesar Dressing', 'pouch'],
    ['Chunky Blue Cheese Dressing', 'pouch'],
    ['Thousand Island Dressing', 'pouch'],
    ['Golden Italian Dressing', 'pouch'],
  ]),
);
const fallRecipes = recipes.filter((r) => r.trends.includes('fall-flavors')).slice(0, 6);
list(
  'fall-flavors-recipes',
  'recipes',
  fallRecipes.map((r) => r.id),
);
const fallPlusOnes = FALL_PLUS_ONES.slice(0, 4).map((id) => must(plusOneById.get(id), id));
list(
  'fall-flavors-plusones',
  'plusOnes',
  fallPlusOnes.map((p) => p.id),
  fallPlusOnes.map((p) => p.image),
);
list(
  'fall-flavors-products',
  'products',
  [
    "Marlow's Signature Balsamic Fig Glaze",
    'Balsamic Vinaigrette',
    'Poppyseed Dressing',
    'Cranberry Vinaigrette',
    'Maple Cider Vinaigrette',
    'Harvest Apple Vinaigrette',
  ].map((n) => productFor(n).id),
);
list('featured-recipe', 'recipes', [rid('boom-boom-smash-burger')]);
const LANDINGS: [string, string, string[], string[]][] = [
  [
    'avocado-ranch',
    'Avocado Ranch Dressing',
    [
      'avocado-ranch-turkey-burger',
      'avocado-ranch-breakfast-sandwich',
      'turkey-avocado-ranch-club',
      'loaded-tater-tots-with-avocado-ranch',
    ],
    ['avocado-ranch-cilantro', 'avocado-ranch-jalapeno'],
  ],
  [
    'boom-boom',
    'Boom Boom Sauce',
    [
      'boom-boom-smash-burger',
      'boom-boom-wings',
      'boom-boom-shrimp',
      'boom-boom-chicken-pizza',
      'loaded-boom-boom-fries',
    ],
    ['boom-boom-lime', 'boom-boom-ranch'],
  ],
  [
    'chickn-dipn',
    "Marlow's Signature Chick'n Dip'n Sauce",
    ['dipn-chicken-fries', 'chickn-dipn-club-sandwich', 'crispy-chicken-dipn-biscuit'],
    ['chickn-dipn-cajun-spice'],
  ],
  [
    'dill-pickle',
    'Dill Pickle Aioli',
    [
      'dill-pickle-aioli-double-cheeseburger',
      'dill-pickle-pizza',
      'dill-pickle-aioli-waffle-fries',
      'dill-pickle-chicken-salad',
    ],
    ['dill-pickle-aioli-hot-honey', 'dill-pickle-aioli-sriracha', 'ranch-dill-pickle'],
  ],
  [
    'green-goddess',
    'Green Goddess Dressing',
    [
      'green-goddess-potato-salad',
      'grilled-iceberg-wedges-with-green-goddess-dressing',
      'green-goddess-shrimp-pasta-salad',
    ],
    ['green-goddess-avocado', 'green-goddess-lemon'],
  ],
];
for (const [id, group, recipeSlugs, poIds] of LANDINGS) {
  list(`${id}-recipes`, 'recipes', recipeSlugs.map(rid));
  const g = must(
    groups.find((x) => x.def.name === group),
    group,
  );
  list(
    `${id}-products`,
    'products',
    g.products.filter((p) => p.status === 'Website Active').map((p) => p.id),
  );
  list(
    `${id}-plusones`,
    'plusOnes',
    poIds.map((x) => must(plusOneById.get(x), x).id),
    poIds.map((x) => must(plusOneById.get(x), x).image),
  );
}
list(
  'signature-products',
  'products',
  groups.filter((g) => g.def.lines?.includes('signature')).map((g) => must(g.products[0], g.id).id),
);
list(
  'metropolitan-products',
  'products',
  groups.filter((g) => g.def.lines?.includes('metropolitan')).map((g) => must(g.products[0], g.id).id),
);
list(
  'essentials-products',
  'products',
  groups
    .filter((g) => /Essentials/.test(g.def.name))
    .slice(0, 8)
    .map((g) => must(g.products[0], g.id).id),
);

const SEO_FILL = [
  "Marlow's Foodservice makes dressings, sauces and marinades for restaurants and operators.",
  'Call (508) 555-0142 with any question.',
];
const SEO_DEFS: [string, string, string][] = [
  [
    '/',
    "Dressings, Sauces & Marinades for Foodservice | Marlow's Foodservice",
    'Restaurant-quality dressings, sauces, marinades and mayonnaise for foodservice, with recipes, menu trends and free samples for operators.',
  ],
  [
    '/products/story',
    "Flavor Central: Dressings, Sauces & Marinades | Marlow's Foodservice",
    'Flavor Central: 202 dressings including 11 Caesar, 14 Ranch and 19 Italian, plus sauces and marinades in gallons, pails, tubs, cups and pouches.',
  ],
  [
    '/products',
    "All Products: Dressings, Sauces & Marinades | Marlow's Foodservice",
    'Browse every dressing, sauce, marinade, mayonnaise and glaze. Filter by flavor, product, package size, attribute and product line.',
  ],
  [
    '/recipes',
    "Recipes & Menu Trends | Marlow's Foodservice",
    'Chef-tested foodservice recipes and menu trends for burgers, wings, salads, pizza, tacos and bowls, made with our dressings and sauces.',
  ],
  [
    '/faq',
    "FAQ & Product Tools | Marlow's Foodservice",
    'Find the information you need: allergens, gluten-free and kosher status, shelf life, expiration dates, date codes and where to buy.',
  ],
  [
    '/allergens',
    "Allergen Matrix: Every Product, Nine Allergens | Marlow's Foodservice",
    'Check every dressing, sauce and marinade against the nine major allergens at once, filter by flavor, package and product line, and download the chart as CSV.',
  ],
  [
    '/compare',
    "Compare Products Side by Side | Marlow's Foodservice",
    'Compare two to four dressings, sauces and marinades side by side: nutrition, allergens, claims, case data, and what a switch adds to your allergen chart.',
  ],
  [
    '/plus-one',
    "Make It Your Own: Plus-One Flavor Ideas | Marlow's Foodservice",
    'Make it your own: one of our dressings or sauces plus one simple ingredient creates a signature flavor for your menu.',
  ],
  [
    '/whats-hot',
    "What's Hot Now | Marlow's Foodservice",
    "What's hot now: stadium staples, the Boom Boom effect, portion cups and fall flavors to keep your menu on trend.",
  ],
  [
    '/about-us',
    "About Us | Marlow's Foodservice",
    'Family owned and chef driven: our history, culinary team, supply chain, food safety and sustainability commitments.',
  ],
  [
    '/essentials',
    "Essentials Clean-Label Dressings | Marlow's Foodservice",
    'Essentials clean-label dressings and sauces are made without high fructose corn syrup, artificial flavors or artificial preservatives.',
  ],
  [
    '/metropolitan',
    "Metropolitan Select Dressings & Sauces | Marlow's Foodservice",
    'Metropolitan Select: creamy buttermilk ranch, blue ribbon Texas barbecue sauce and Roman Caesar dressing for upscale casual menus.',
  ],
  [
    '/signature',
    "Marlow's Signature Sauces, Mustards & Glazes | Marlow's Foodservice",
    "Marlow's Signature line: brewpub-style mustard, balsamic fig glaze, bistro sauce and Chick'n Dip'n sauce developed by our chefs.",
  ],
  [
    '/get-sample',
    "Request a Sample | Marlow's Foodservice",
    'Foodservice professionals can request free samples of our dressings, sauces and marinades. All requests are reviewed and approved.',
  ],
  [
    '/contact',
    "Contact Us | Marlow's Foodservice",
    'Contact our team for product questions, foodservice sales and marketing, or general inquiries, Monday to Friday, 8:30 AM to 5:00 PM EST.',
  ],
  [
    '/privacy',
    "Privacy Policy | Marlow's Foodservice",
    'How we collect, use and protect your information, including cookies, newsletter opt-out and the rules for visitors under 18.',
  ],
  [
    '/terms',
    "Terms of Use | Marlow's Foodservice",
    'The terms of use for this website, governed by the laws of Massachusetts, including age rules and how to reach customer service.',
  ],
  [
    '/search-result',
    "Search Results | Marlow's Foodservice",
    'Search results across our products, recipes and make-it-your-own ideas. Try ranch, caesar, barbecue, boom boom or essentials.',
  ],
  [
    '/cups',
    "Portion Cups: 1, 1.5, 2 and 3 oz | Marlow's Foodservice",
    'Portion-control cups in 1, 1.5, 2 and 3 ounce sizes cut waste and speed up takeout, delivery and catering service.',
  ],
  [
    '/pouches',
    "Single-Serve Pouches | Marlow's Foodservice",
    'Single-serve dressing pouches travel well for delivery, catering and grab-and-go, with the same flavor as our gallons.',
  ],
  [
    '/bar-bottles',
    "Bar Bottles | Marlow's Foodservice",
    'Squeeze-friendly bar bottles of our best-selling dressings go straight from the walk-in to the line for fast, clean service.',
  ],
  [
    '/burgers',
    "Burger Menu Trends & Sauces | Marlow's Foodservice",
    'Burger menu insights, growth figures and recipes, plus the sauces that make a better burger, from Boom Boom to bistro sauce.',
  ],
  [
    '/wings',
    "Wing Menu Trends & Sauces | Marlow's Foodservice",
    'Wing menu insights and recipes with buffalo, honey sriracha and Boom Boom sauces, plus ranch and bleu cheese for dipping.',
  ],
  [
    '/salads',
    "Salad Menu Trends & Dressings | Marlow's Foodservice",
    'Salad menu insights and recipes with our Caesar, ranch, balsamic and green goddess dressings for every kind of salad bar.',
  ],
  [
    '/pizza',
    "Pizza Menu Trends & Dipping Sauces | Marlow's Foodservice",
    'Pizza menu insights: seventy percent of millennials like to dip pizza in sauces. Recipes and sauces to build a better pie.',
  ],
  [
    '/breakfast-sandwiches',
    "Breakfast Sandwich Menu Trends | Marlow's Foodservice",
    'Breakfast sandwich menu insights and recipes with Chick’n Dip’n, avocado ranch and honey mustard for morning dayparts.',
  ],
  [
    '/chicken-sandwiches',
    "Chicken Sandwich Menu Trends | Marlow's Foodservice",
    'Chicken sandwich menu insights and recipes, from Nashville hot to dill pickle fried chicken, with the sauces that finish them.',
  ],
  [
    '/fries',
    "Fries Menu Trends & Dipping Sauces | Marlow's Foodservice",
    'Loaded fries menu insights and recipes with Boom Boom sauce, garlic aioli and dill pickle aioli for dipping and drizzling.',
  ],
  [
    '/tacos',
    "Taco Menu Trends & Sauces | Marlow's Foodservice",
    'Taco menu insights and global street food recipes with chipotle, avocado ranch, gochujang and cilantro lime sauces.',
  ],
  [
    '/deli',
    "Deli Menu Trends & Spreads | Marlow's Foodservice",
    'Deli menu insights and sandwich recipes with brewpub-style mustard, Thousand Island, horseradish sauce and real mayonnaise.',
  ],
  [
    '/seafood',
    "Seafood Menu Trends & Sauces | Marlow's Foodservice",
    'Seafood menu insights and recipes with cocktail sauce, tartar sauce and Cajun remoulade for baskets, tacos and po’ boys.',
  ],
  [
    '/bowls',
    "Bowl Menu Trends & Sauces | Marlow's Foodservice",
    'Bowl menu insights and recipes with sesame ginger, gochujang, green goddess and Thai peanut sauces for build-your-own bowls.',
  ],
  [
    '/offers/stadium-staples',
    "Stadium Staples | Marlow's Foodservice",
    'Stadium staples: game-day recipes for wings, nachos, pretzel bites and hot dogs, with the sauces fans love. Request a sample.',
  ],
  [
    '/offers/boom-boom',
    "Boom Boom Sauce | Marlow's Foodservice",
    'Boom Boom Sauce: a creamy, sweet and spicy sauce for burgers, wings, shrimp and fries. Recipes, product details and samples.',
  ],
  [
    '/offers/dipping-cups',
    "Dipping Cups | Marlow's Foodservice",
    'Dipping cups of our most popular sauces in grab-and-go portions for takeout, delivery and drive-thru. Request a free sample.',
  ],
  [
    '/offers/fall-flavors',
    "Fall Flavors | Marlow's Foodservice",
    'Fall flavors: harvest recipes, flavor-foundation plus-ones and seasonal dressings like balsamic fig, maple cider and cranberry.',
  ],
  [
    '/offers/marlows-signature-chickn-dipn-sauce',
    "Marlow's Signature Chick'n Dip'n Sauce | Marlow's Foodservice",
    "Marlow's Signature Chick'n Dip'n Sauce: a peppery, tangy dipping sauce for tenders, chicken fries and club sandwiches.",
  ],
  [
    '/offers/green-goddess',
    "Green Goddess Dressing | Marlow's Foodservice",
    'Green Goddess Dressing: a fresh, herbaceous dressing for wedge salads, potato salads and shrimp pasta salad. Request a sample.',
  ],
  [
    '/offers/dill-pickle',
    "Dill Pickle Aioli | Marlow's Foodservice",
    'Dill Pickle Aioli: the crunchy, garlicky punch of a deli dill pickle in a shelf-stable aioli for burgers, fries and sandwiches.',
  ],
  [
    '/offers/avocado-ranch',
    "Avocado Ranch Dressing | Marlow's Foodservice",
    'Avocado Ranch Dressing: cool buttermilk ranch with ripe avocado for burgers, tacos, breakfast sandwiches and loaded tots.',
  ],
  [
    '/coronavirus',
    "Our Coronavirus Response | Marlow's Foodservice",
    'With the growing impact of the coronavirus, customers remain our priority. Resources, portion-control packs and service updates.',
  ],
  [
    '/pizzaexpo',
    "Pizza Expo Evening Invitation | Marlow's Foodservice",
    'You are invited to an evening with a celebrity chef in Las Vegas on 28 March 2023, 6:30 to 8:30 p.m. Register your place.',
  ],
  [
    '/portion-control',
    "Portion-Control Cups & Pouches | Marlow's Foodservice",
    'Convenience tastes so good: ten portion-control cups and ten pouches of our favorite dressings and sauces. Request a sample.',
  ],
  [
    '/404',
    "404 - Page Not Found | Marlow's Foodservice",
    'The page you are looking for could not be found. Search our products and recipes or go back to the home page.',
  ],
  [
    '/faq/allergen',
    "Allergen Lookup | Marlow's Foodservice",
    'Look up the allergens in any of our products by name or UPC: milk, eggs, fish, crustacean shellfish, wheat, soy, peanuts, tree nuts and sesame.',
  ],
  [
    '/faq/gluten-free',
    "Gluten-Free Status | Marlow's Foodservice",
    'Check whether a dressing, sauce or marinade is gluten-free. Choose a product by name or UPC to see its gluten status.',
  ],
  [
    '/faq/kosher',
    "Kosher Status | Marlow's Foodservice",
    'Check whether a product is kosher or kosher dairy. Choose a product by name or UPC to see its kosher certification status.',
  ],
  [
    '/faq/manufacture-code-show',
    "Where to Find the Date Code | Marlow's Foodservice",
    'Where to find the manufacturing date code on gallons, pouches and cups, with pictures for each package type.',
  ],
  [
    '/faq/manufacture-code-read',
    "How to Read a Manufacturing Code | Marlow's Foodservice",
    'How to read a manufacturing code such as 112 24 M1 15:20: day of year, year, facility, line and time of production.',
  ],
  [
    '/faq/product-active',
    "Product Availability | Marlow's Foodservice",
    'Check whether a product is currently available. If it is not, call us or contact us online and we will help you find an alternative.',
  ],
  [
    '/faq/where-purchase',
    "Where to Buy | Marlow's Foodservice",
    'Where to buy our dressings, sauces and marinades: tell us your ZIP code and products and we will connect you with a distributor.',
  ],
  [
    '/faq/product-shelf-life-location',
    "Product Shelf Life | Marlow's Foodservice",
    'Find the shelf life in days of any of our products, refrigerated or shelf stable, and how to store them for best quality.',
  ],
  [
    '/faq/expiration-date',
    "Expiration Date Calculator | Marlow's Foodservice",
    'Calculate the expiration date of a product from its Julian manufacturing date and year, based on its shelf life in days.',
  ],
];
const seo: SeoRow[] = SEO_DEFS.map(([path, title, description]) => ({
  path,
  title,
  description: fitDescription(description, SEO_FILL),
  canonical: `${SITE}${path}`,
}));

// ---------------------------------------------------------------------------------------------------------------
// Write everything
// ---------------------------------------------------------------------------------------------------------------

for (const p of products)
  drawProduct({
    id: p.id,
    name: p.name,
    packaging: p.packaging,
    flavors: p.flavors.map((id) => [id, flavorColor(id)] as const),
    productLines: p.productLines,
    unitQuantity: p.caseInfo.unitQuantity,
    quantityInnerPack: p.caseInfo.quantityInnerPack,
    images: p.images,
  });

function writeJson(rel: string, data: unknown): void {
  const file = join(ROOT, rel);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
}

rmSync(ROOT, { recursive: true, force: true });
writeJson('products.json', products);
writeJson('recipes.json', recipes);
writeJson('plusones.json', plusOnes);
writeJson('homeBlocks.json', homeBlocks);
writeJson('curatedLists.json', curatedLists);
writeJson('seo.json', seo);
writeJson('lookups/flavors.json', flavors);
writeJson('lookups/productLines.json', productLines);
writeJson('lookups/packagings.json', packagings);
writeJson(
  'lookups/products.json',
  PRODUCT_TYPES.map(([id, name]): NamedLookup => ({ id, name })),
);
writeJson(
  'lookups/dishes.json',
  DISHES.map(([id, name]): NamedLookup => ({ id, name })),
);
writeJson(
  'lookups/courses.json',
  COURSES.map(([id, name]): NamedLookup => ({ id, name })),
);
writeJson(
  'lookups/ingredients.json',
  [...usedIngredientLookups.entries()]
    .sort((a, b) => a[1].localeCompare(b[1]))
    .map(([id, name]): NamedLookup => ({ id, name })),
);
writeJson('lookups/trends.json', trends);
const heroes = heroArtwork(
  recipesByDish,
  MENU_PAGES.map(([slug]) => slug).filter((slug) => slug !== 'stadium-staples'),
);
const chefs = chefPortraits();
writeJson('artwork.json', {
  description:
    'Artwork no content field points at yet: page heroes (wide 21:9 and phone 4:5), chef portraits (1:1), dish categories (1:1) and the square and wide versions of every recipe picture. Paths are under content/images, served by /img/fit-in/{w}x{h}/{path}.',
  heroes: Object.fromEntries(
    Object.entries(heroes).map(([id, paths]) => [
      id,
      { route: HERO_ROUTES[id] ?? `/${id.replace(/^menu-/, '')}`, ...paths },
    ]),
  ),
  chefs: Object.fromEntries(CHEFS.map((c) => [c.name, chefs[c.slug]])),
  dishes: dishArt,
  recipes: {
    '4:3': 'recipes/{slug}.svg (Recipe.image)',
    '4:3 thumbnail': 'recipes/{slug}-thumb.svg (Recipe.thumbnail)',
    '1:1': 'recipes/{slug}-1x1.svg',
    '16:9': 'recipes/{slug}-16x9.svg',
  },
});
writeJson(
  'lookups/uoms.json',
  UOMS.map(([id, name]): Uom => ({ id, name })),
);
for (const [rel, doc] of artworkFiles()) {
  const file = join(IMG, rel);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, doc);
}

const byType = new Map<string, number>();
const byPack = new Map<string, number>();
for (const p of products) {
  byType.set(p.productType, (byType.get(p.productType) ?? 0) + 1);
  byPack.set(p.packaging, (byPack.get(p.packaging) ?? 0) + 1);
}
const statusCount = new Map<string, number>();
for (const p of products) statusCount.set(p.status, (statusCount.get(p.status) ?? 0) + 1);
console.log(
  JSON.stringify(
    {
      products: products.length,
      groups: groups.length,
      byType: Object.fromEntries(byType),
      byPack: Object.fromEntries(byPack),
      status: Object.fromEntries(statusCount),
      recipes: recipes.length,
      plusOnes: plusOnes.length,
      images: artworkFiles().size,
      curatedLists: curatedLists.length,
      seo: seo.length,
    },
    null,
    2,
  ),
);
