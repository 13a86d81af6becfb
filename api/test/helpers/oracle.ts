import { comparePackageOrder, productMatchesAttributes } from '@larder/domain';
import type { Product } from '@larder/domain';
import { loadContent, type Content } from '../../src/db/seed';

/**
 * The content files read straight from disk: tests compute what the API should answer with plain TypeScript
 * and compare it with what the database answers.
 */
let cached: Content | undefined;
export function content(): Content {
  cached ??= loadContent();
  return cached;
}

export function activeProducts(): Product[] {
  return content().products.filter((product) => product.status === 'Website Active');
}

/** The listing order: name (case-insensitive, code-unit order), then package display order. */
export function byListingOrder(a: Product, b: Product): number {
  const nameA = a.name.toLowerCase();
  const nameB = b.name.toLowerCase();
  if (nameA !== nameB) return nameA < nameB ? -1 : 1;
  return comparePackageOrder(a, b) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

export interface ProductFilterOracle {
  flavor?: string[];
  package?: string[];
  product?: string[];
  attribute?: string[];
  productLines?: string[];
}

export function expectedProducts(filters: ProductFilterOracle): Product[] {
  return activeProducts()
    .filter((product) => !filters.flavor || product.flavors.some((id) => filters.flavor!.includes(id)))
    .filter((product) => !filters.package || filters.package.includes(product.packaging))
    .filter((product) => !filters.product || filters.product.includes(product.productType))
    .filter(
      (product) =>
        !filters.productLines || product.productLines.some((id) => filters.productLines!.includes(id)),
    )
    .filter((product) => !filters.attribute || productMatchesAttributes(product, filters.attribute))
    .sort(byListingOrder);
}

/** The most common value of a list of lists (a filter value that surely has results). */
export function mostCommon(values: string[][]): string {
  const counts = new Map<string, number>();
  for (const list of values) for (const value of list) counts.set(value, (counts.get(value) ?? 0) + 1);
  const best = [...counts.entries()].sort((a, b) => b[1] - a[1])[0];
  if (best === undefined) throw new Error('no values');
  return best[0];
}
