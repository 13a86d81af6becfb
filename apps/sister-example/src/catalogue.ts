import type { ProductSummary } from '@larder/domain';
import sample from './products.json';

/** The brand's sample catalogue (a real site would fetch it from its API). */
export const products = sample as ProductSummary[];

/** The packagings the list can be filtered by, with their labels. */
export const packagings = [
  { value: 'cup', label: 'Cup' },
  { value: 'pouch', label: 'Pouch' },
  { value: 'gallon', label: 'Gallon' },
] as const;

/** The products of one packaging ('' for all). */
export function productsIn(packaging: string): ProductSummary[] {
  return packaging ? products.filter((product) => product.packaging === packaging) : products;
}
