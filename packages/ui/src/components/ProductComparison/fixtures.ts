import type { Product } from '@larder/domain';
import { liteItalian, newCaesar, ranchCup, ranchGallon } from '../ProductTile/fixtures';
import type { ComparisonItem } from './ProductComparison';

/** A comparison item of a story fixture, with the links the site builds (`/compare?products=…`). */
export function itemOf(product: Product, all: readonly Product[]): ComparisonItem {
  const slugs = all.map((candidate) => candidate.slug);
  const others = slugs.filter((slug) => slug !== product.slug).join(',');
  return {
    product,
    href: `/products/${product.slug}`,
    currentHref: `/compare?products=${slugs.join(',')}&from=${product.slug}`,
    removeHref: `/compare?products=${others}`,
  };
}

export function itemsOf(products: readonly Product[]): ComparisonItem[] {
  return products.map((product) => itemOf(product, products));
}

export const twoProducts = [liteItalian, ranchGallon];
export const fourProducts = [ranchGallon, ranchCup, newCaesar, liteItalian];

/** The same recipe as the ranch gallon under another code: nothing compared differs. */
export const ranchTwin: Product = {
  ...ranchGallon,
  id: 'p-ranch-twin',
  slug: 'ke1001b-buttermilk-ranch-dressing',
  name: 'Buttermilk Ranch Dressing (club pack)',
  productCode: 'KE1001B',
  caseInfo: { ...ranchGallon.caseInfo, caseGtin: '10012345678926' },
};
