import { describe, expect, it } from 'vitest';
import { claimIcons, productSizeLabel, type ProductSummary } from '@larder/domain';
import { tileProduct } from './tile-data';

const product: ProductSummary = {
  id: 'ke1170',
  slug: 'ke1170-aged-balsamic-vinaigrette',
  name: 'Aged Balsamic Vinaigrette',
  productCode: 'KE1170',
  status: 'Website Active',
  websiteGroup: 'aged-balsamic-vinaigrette',
  packaging: 'cup',
  productType: 'dressings',
  flavors: ['balsamic', 'vinaigrette'],
  isNew: true,
  images: {
    website: 'products/ke1170-website.svg',
    websiteThumbnail: 'products/ke1170-thumb.svg',
    each: 'products/ke1170-each.svg',
    case: 'products/ke1170-case.svg',
    souflet: null,
    innerCase: null,
  },
  claims: {
    allergens: {},
    sensitivities: {},
    marketing: {
      msg: 'No',
      edta: 'Yes',
      hfcs: 'No',
      lite: 'Yes',
      gluten: 'No',
      kosher: 'Yes',
      fatFree: 'No',
      kosherDairy: 'No',
      shelfStable: 'Yes',
      refrigerated: 'No',
      syntheticColors: 'No',
      artificialFlavors: 'Yes',
      artificialPreservatives: 'No',
    },
  },
  caseInfo: { packageType: 'Cup', individualUnitVal: 2, individualUnitPercent: 'OZ' },
} as ProductSummary;

describe('tileProduct', () => {
  it('given a whole product, then the tile data shows the same claim icons, size, image, name, link and new flag', () => {
    const tile = tileProduct(product);
    expect(claimIcons(tile.claims.marketing)).toEqual(claimIcons(product.claims.marketing));
    expect(productSizeLabel(tile)).toBe(productSizeLabel(product));
    expect(tile).toMatchObject({
      id: 'ke1170',
      slug: product.slug,
      name: product.name,
      productCode: 'KE1170',
      isNew: true,
      images: { websiteThumbnail: 'products/ke1170-thumb.svg' },
    });
  });

  it('given a whole product, then the tile data leaves out what no tile reads (flavors, status, other images, claims without an icon)', () => {
    const tile = tileProduct(product);
    expect(Object.keys(tile).sort()).toEqual(
      ['caseInfo', 'claims', 'id', 'images', 'isNew', 'name', 'packaging', 'productCode', 'slug'].sort(),
    );
    expect(tile.claims.marketing).toEqual({
      msg: 'No',
      hfcs: 'No',
      lite: 'Yes',
      gluten: 'No',
      syntheticColors: 'No',
      artificialPreservatives: 'No',
    });
    expect(JSON.stringify(tile).length).toBeLessThan(JSON.stringify(product).length * 0.6);
  });

  it('given a product with no thumbnail, then the tile data carries its website image', () => {
    const tile = tileProduct({ ...product, images: { ...product.images, websiteThumbnail: null } });
    expect(tile.images.websiteThumbnail).toBe('products/ke1170-website.svg');
  });
});
