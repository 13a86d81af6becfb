import type { DatasetName, ProductSummary, RecipeSummary } from '@larder/client';
import { getAttribute, parseProductFilters, type AttributeRule, type ProductFilters } from '@larder/domain';
import { paths } from '../../../paths';
import { useCuratedEntries, type Curated } from '../curated-lists';

/**
 * Data of Flavor Central (/products/story) and the product-line pages (/essentials, /metropolitan, /signature):
 * lookups and curated lists from `/api/dxp-data`, the curated entries resolved through `/api/search?ids`, and the
 * navigation state that travels with a link to /products.
 */

/** Lookups Flavor Central reads: flavor tiles, package images, the product-line carousel, the featured recipe. */
export const STORY_DATASETS: readonly DatasetName[] = [
  'flavors',
  'packagings',
  'productLines',
  'curatedLists',
];

/** Lookups a product-line page reads: its line's name and description, and its curated products. */
export const LINE_DATASETS: readonly DatasetName[] = ['productLines', 'curatedLists'];

/** Curated lists of these pages (`api/content/curatedLists.json`). */
export type ProductLineListId = 'essentials-products' | 'metropolitan-products' | 'signature-products';
export const FEATURED_RECIPE_LIST = 'featured-recipe';

export const MSG_LINE_PRODUCTS_FAILED = 'Failed to load the featured products';

/** The products of a product line's curated list, in display order. */
export function useLineProducts(listId: ProductLineListId): Curated<ProductSummary> {
  return useCuratedEntries(LINE_DATASETS, listId, 'products');
}

/** The featured recipe of Flavor Central (the first of its curated list). */
export function useFeaturedRecipe(): Curated<RecipeSummary> {
  return useCuratedEntries(STORY_DATASETS, FEATURED_RECIPE_LIST, 'recipes');
}

type MarketingRule = Extract<AttributeRule, { kind: 'marketing' }>;

/** The navigation state form of product filters (spec §2.4). */
export type ProductsNavigationState = Partial<
  Record<keyof ProductFilters, string[] | Record<string, string>>
>;

/**
 * The navigation state a link to /products carries, read from its query string (spec §2.4): packaging,
 * product-line, flavor and product ids as lists, and attributes as the claim object other pages pass
 * (`{ hfcs: 'No', artificialFlavors: 'No', … }`) when every attribute is a marketing claim. Undefined for any
 * other link, or a /products link without filters.
 */
export function productsNavigationState(href: string): ProductsNavigationState | undefined {
  const [pathAndQuery = ''] = href.split('#');
  const at = pathAndQuery.indexOf('?');
  const pathname = at === -1 ? pathAndQuery : pathAndQuery.slice(0, at);
  if (pathname !== paths.products.path || at === -1) return undefined;
  const filters = parseProductFilters(pathAndQuery.slice(at + 1));
  if (Object.keys(filters).length === 0) return undefined;
  const state: ProductsNavigationState = { ...filters };
  if (filters.attribute) {
    const rules = filters.attribute.map((key) => getAttribute(key)?.rule);
    const claims = rules.filter((rule): rule is MarketingRule => rule?.kind === 'marketing');
    if (claims.length === rules.length)
      state.attribute = Object.fromEntries(claims.map((rule) => [rule.claim, rule.equals]));
  }
  return state;
}
