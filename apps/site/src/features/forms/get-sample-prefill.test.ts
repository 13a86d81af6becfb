import { describe, expect, it } from 'vitest';
import type { ProductOption } from '@larder/domain';
import { prefillSampleIds, sampleProducts } from './get-sample-prefill';

function product(
  id: string,
  productCode: string,
  websiteGroup: string,
  status = 'Website Active',
): ProductOption {
  return {
    id,
    slug: id,
    name: id,
    productCode,
    websiteGroup,
    status,
    packaging: 'gallon',
    upc: '',
    upc12: '',
  } as ProductOption;
}

const products = [
  product('a', '111111111111', 'ranch'),
  product('b', '222222222222', 'ranch'),
  product('c', '333333333333', 'caesar'),
  product('d', '444444444444', 'caesar', 'Deactivated'),
];

describe('sampleProducts', () => {
  it("offers only the 'Website Active' products", () => {
    expect(sampleProducts(products).map((entry) => entry.id)).toEqual(['a', 'b', 'c']);
    expect(sampleProducts(undefined)).toEqual([]);
  });
});

describe('prefillSampleIds', () => {
  it('matches the product code first', () => {
    expect(prefillSampleIds(products, { code: '222222222222', group: 'caesar' })).toEqual(['b']);
  });

  it('falls back to the website group when the code matches nothing', () => {
    expect(prefillSampleIds(products, { code: '999999999999', group: 'ranch' })).toEqual(['a', 'b']);
    expect(prefillSampleIds(products, { group: 'caesar' })).toEqual(['c', 'd']);
  });

  it('ticks nothing without a match', () => {
    expect(prefillSampleIds(products, {})).toEqual([]);
    expect(prefillSampleIds(products, { group: 'greek' })).toEqual([]);
  });
});
