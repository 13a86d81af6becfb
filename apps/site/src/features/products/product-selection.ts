import { packagingIdFromName, type ProductSummary } from '@larder/domain';
import type { ProductDetails, RelatedRecipesQuery } from '@larder/client';

export type SelectedProduct = Pick<ProductSummary, 'id' | 'slug' | 'flavors' | 'productCode'>;

/**
 * The product shown on a detail page (spec §4): the sibling with the navigation state's productCode, else the
 * sibling of the URL's package segment ('pouch', 'bar bottle', 'Cup'…; case-insensitive, already URL-decoded),
 * else the product of the slug, else the first sibling.
 */
export function selectProduct(
  details: ProductDetails,
  packageSegment: string | undefined,
  productCode: string | undefined,
): SelectedProduct {
  const { product, siblings } = details;
  if (productCode) {
    const byCode = siblings.find(
      (sibling) => sibling.productCode.toLowerCase() === productCode.toLowerCase(),
    );
    if (byCode) return byCode;
  }
  if (packageSegment) {
    const packaging = packagingIdFromName(packageSegment);
    const byPackage =
      packaging &&
      (siblings.find((sibling) => sibling.id === product.id && sibling.packaging === packaging) ??
        siblings.find((sibling) => sibling.packaging === packaging));
    if (byPackage) return byPackage;
  }
  return product;
}

/** Related recipes of the shown product: grouped by its flavors and by the product itself. */
export function relatedRecipesQuery(product: Pick<ProductSummary, 'id' | 'flavors'>): RelatedRecipesQuery {
  return { flavors: product.flavors, products: [product.id] };
}

/** The navigation-state product code, when another page passed one (`{ productCode }`). */
export function productCodeFromState(state: unknown): string | undefined {
  if (state === null || typeof state !== 'object') return undefined;
  const code = (state as { productCode?: unknown }).productCode;
  return typeof code === 'string' && code !== '' ? code : undefined;
}
