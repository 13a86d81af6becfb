import type { Product, ProductStatus } from './entities.js';

/** The status of the products the site offers in its lists, forms and FAQ tools (spec §9). */
export const WEBSITE_ACTIVE_STATUS = 'Website Active' satisfies ProductStatus;

/**
 * Whether a product is 'Website Active': the sample form and the FAQ answer tools list only these, and the
 * availability tool answers 'Available' for them (spec §4, §9).
 */
export function isWebsiteActive(product: Pick<Product, 'status'>): boolean {
  return product.status === WEBSITE_ACTIVE_STATUS;
}

/**
 * Whether an entered UPC names this product: it equals the product's `upc` (GTIN-14) or `upc12` (UPC-A)
 * exactly (spec §4, §5). An empty value names no product.
 */
export function matchesUpc(product: Pick<Product, 'upc' | 'upc12'>, value: string): boolean {
  return value !== '' && (product.upc === value || product.upc12 === value);
}
