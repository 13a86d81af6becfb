import { isWebsiteActive, matchesUpc, type FaqProduct } from '@larder/domain';

/**
 * The nine FAQ tools (spec §2.9), in the spec's order. Which slug is which tool, as read from the spec:
 * - `manufacture-code-show` shows where the code is printed: the package date-code help (Gallon, Pouch, Cup);
 * - `manufacture-code-read` reads a code: the manufacturing-code explainer ('112 24 M1 15:20');
 * - `product-shelf-life-location` is the shelf-life tool ('N day(s)');
 * - `product-active` is product availability, `where-purchase` where to buy, `expiration-date` the calculator.
 * The titles follow the pages' SEO titles (`api/content/seo.json`).
 */
export const FAQ_TOOLS = [
  { slug: 'allergen', title: 'Allergen Lookup', summary: 'Which allergens a product contains.' },
  { slug: 'gluten-free', title: 'Gluten-Free Status', summary: 'Whether a product is gluten-free.' },
  { slug: 'kosher', title: 'Kosher Status', summary: 'Whether a product is kosher or kosher dairy.' },
  {
    slug: 'manufacture-code-show',
    title: 'Where to Find the Date Code',
    summary: 'Where the date code is printed on gallons, pouches and cups.',
  },
  {
    slug: 'manufacture-code-read',
    title: 'How to Read a Manufacturing Code',
    summary: 'What each part of a code such as 112 24 M1 15:20 means.',
  },
  { slug: 'product-active', title: 'Product Availability', summary: 'Whether a product is available.' },
  {
    slug: 'where-purchase',
    title: 'Where to Buy',
    summary: 'Tell us where you are and we will connect you.',
  },
  {
    slug: 'product-shelf-life-location',
    title: 'Product Shelf Life',
    summary: 'How many days a product keeps.',
  },
  {
    slug: 'expiration-date',
    title: 'Expiration Date Calculator',
    summary: 'The expiration date from a Julian manufacturing date.',
  },
] as const;

export type FaqSlug = (typeof FAQ_TOOLS)[number]['slug'];
export type FaqTool = (typeof FAQ_TOOLS)[number];

export function faqTool(slug: string | undefined): FaqTool | undefined {
  return FAQ_TOOLS.find((tool) => tool.slug === slug);
}

/** Tools that need the FAQ product list (`/api/products/faq`), prefetched by the server. */
export const PRODUCT_TOOLS: readonly FaqSlug[] = [
  'allergen',
  'gluten-free',
  'kosher',
  'product-active',
  'where-purchase',
  'product-shelf-life-location',
  'expiration-date',
];

/** Tools with a form and its captcha (the site key is prefetched). */
export const CAPTCHA_TOOLS: readonly FaqSlug[] = ['where-purchase', 'product-active'];

/** Answer tools list 'Website Active' products only (spec §9). */
export function activeProducts(products: readonly FaqProduct[]): FaqProduct[] {
  return products.filter(isWebsiteActive);
}

/**
 * The product a shared URL names: `?product=<id>`, else (a form sent without JavaScript) `?upc=` matching a
 * product's upc or upc12.
 */
export function productFromQuery(
  products: readonly FaqProduct[],
  search: URLSearchParams,
): FaqProduct | undefined {
  const id = search.get('product');
  if (id) return products.find((product) => product.id === id);
  const upc = search.get('upc')?.trim();
  if (upc && upc.length >= 12) return products.find((product) => matchesUpc(product, upc));
  return undefined;
}
