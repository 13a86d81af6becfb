// The menu-insight pages by slug, apart from their copy (menu-insights.ts): a route table that names the pages
// loads this small module, and the copy stays in the chunk of the page that shows it.

/** The pages, in the order of the spec's route table; each slug is also its dish-category id. */
export const MENU_INSIGHT_SLUGS = [
  'burgers',
  'wings',
  'salads',
  'pizza',
  'breakfast-sandwiches',
  'chicken-sandwiches',
  'fries',
  'tacos',
  'deli',
  'seafood',
  'bowls',
  'stadium-staples',
] as const;

export type MenuInsightSlug = (typeof MENU_INSIGHT_SLUGS)[number];

/**
 * The route of a page (spec §2.1): `/{slug}`, except stadium staples under `/offers`. Kept apart from the copy so
 * a route table can name the pages without loading it.
 */
export function menuInsightPath(slug: MenuInsightSlug): string {
  return slug === 'stadium-staples' ? '/offers/stadium-staples' : `/${slug}`;
}
