import type { ProductFilters } from '@larder/domain';
import { getHref } from '../../../paths';

/**
 * The copy and link targets of Flavor Central (spec §2.3). The figures are true of the catalogue: each counts the
 * 'Website Active' products (one per website group, whatever the package) of the dressings category, and of its
 * Caesar, Ranch and Italian flavors; the e2e journey recounts them through `/api/products`.
 */
export const CLAIM_COUNTS = { dressings: 202, caesar: 11, ranch: 14, italian: 19 } as const;

/** One line of a claim: an optional figure, shown large, and its words. */
export interface ClaimLine {
  figure?: string;
  text: string;
}

export interface StoryClaim {
  id: string;
  /** The claim on the front, one or more lines. */
  lines: readonly ClaimLine[];
  /** The detail on the back. */
  detail: string;
  link: { href: string; label: string };
}

/** The five flip blocks: 202 dressings; 11 Caesar, 14 Ranch, 19 Italian; package sizes; trends; R&D team and family. */
export const STORY_CLAIMS: readonly StoryClaim[] = [
  {
    id: 'dressings',
    lines: [{ figure: String(CLAIM_COUNTS.dressings), text: 'dressings' }],
    detail:
      'From everyday classics to chef-inspired originals, there is a dressing for every salad, sandwich and dip on your menu.',
    link: { href: getHref('products'), label: 'Browse all products' },
  },
  {
    id: 'classics',
    lines: [
      { figure: String(CLAIM_COUNTS.caesar), text: 'Caesar' },
      { figure: String(CLAIM_COUNTS.ranch), text: 'Ranch' },
      { figure: String(CLAIM_COUNTS.italian), text: 'Italian' },
    ],
    detail: 'The classics, many ways: creamy or light, bold or zesty, each one made for foodservice.',
    link: {
      href: getHref('products', { flavor: ['caesar', 'ranch', 'italian'] }),
      label: 'Find your Caesar, Ranch or Italian',
    },
  },
  {
    id: 'packages',
    lines: [{ text: 'Every package size' }],
    detail:
      'Gallons, pails and tubs for the back of house; cups, pouches and bar bottles for the front of house and takeout.',
    link: { href: getHref('products'), label: 'Shop products by package' },
  },
  {
    id: 'trends',
    lines: [{ text: 'Ahead of the trends' }],
    detail: 'Simple add-ins turn our dressings into on-trend signature sauces your guests will talk about.',
    link: { href: getHref('plusOne'), label: 'Make it your own' },
  },
  {
    id: 'family',
    lines: [{ text: 'Family owned, chef driven' }],
    detail:
      'Our research & development team of chefs creates every recipe, and one family has owned the company since 1952.',
    link: { href: getHref('aboutUs'), label: 'About our company' },
  },
];

/** Flavor tiles: each opens /products with that flavor preselected. */
export const STORY_FLAVORS = [
  'ranch',
  'caesar',
  'italian',
  'bleu-cheese',
  'honey-mustard',
  'thousand-island',
  'balsamic',
  'barbecue',
] as const;

export interface StoryPackage {
  /** Packaging id (`api/content/lookups/packagings.json`), for its picture. */
  id: string;
  label: string;
  href: string;
}

const byPackage = (id: string): ProductFilters => ({ package: [id] });

/** Package images: bulk sizes open /products with the package preselected; the others have their own pages. */
export const STORY_PACKAGES: readonly StoryPackage[] = [
  { id: 'gallon', label: 'Gallons', href: getHref('products', byPackage('gallon')) },
  { id: 'pail', label: 'Pails', href: getHref('products', byPackage('pail')) },
  { id: 'tub', label: 'Tubs', href: getHref('products', byPackage('tub')) },
  { id: 'cup', label: 'Cups', href: getHref('cups') },
  { id: 'pouch', label: 'Pouches', href: getHref('pouches') },
  { id: 'barBottle', label: 'Bar bottles', href: getHref('barBottles') },
];

export interface StoryLine {
  /** Product-line id (`api/content/lookups/productLines.json`): name, description and picture. */
  id: string;
  href: string;
}

/** The product-line carousel: three line pages, and mayonnaise as a flavor filter of /products. */
export const STORY_LINES: readonly StoryLine[] = [
  { id: 'essentials', href: getHref('essentials') },
  { id: 'metropolitan', href: getHref('metropolitan') },
  { id: 'signature', href: getHref('signature') },
  { id: 'mayonnaise', href: getHref('products', { flavor: ['mayonnaise'] }) },
];

export const MSG_STORY_LOOKUPS_FAILED = 'Failed to load flavors, packages and product lines';
export const MSG_FEATURED_RECIPE_FAILED = 'Failed to load the featured recipe';
