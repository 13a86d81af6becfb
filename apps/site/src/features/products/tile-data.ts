import { CLAIM_ICON_KEYS, claimShowsIcon, type MarketingClaims, type ProductSummary } from '@larder/domain';
import type { ProductTileProduct } from '@larder/ui';

/**
 * A product as the list page hands it to the browser: what its tile and the page read (name, link, code, size,
 * image, new flag, the claims that show an icon) and nothing else. A whole `ProductSummary` is ~900 bytes of JSON, so
 * 30 of them made the hydration data a fifth of /products (issue 12: every page ≤ 100 KiB). Code that reads more of a
 * list item must add it here.
 */
export function tileProduct(product: ProductSummary): ProductTileProduct {
  const marketing: Partial<MarketingClaims> = {};
  for (const key of CLAIM_ICON_KEYS) {
    const value = product.claims.marketing[key];
    if (claimShowsIcon(key, value)) marketing[key] = value;
  }
  const image = product.images.websiteThumbnail ?? product.images.website;
  return {
    id: product.id,
    slug: product.slug,
    name: product.name,
    productCode: product.productCode,
    isNew: product.isNew,
    packaging: product.packaging,
    caseInfo: product.caseInfo,
    images: { websiteThumbnail: image, website: null },
    claims: { marketing },
  };
}
