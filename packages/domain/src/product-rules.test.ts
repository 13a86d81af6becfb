import { describe, expect, it } from 'vitest';
import type { ProductStatus } from './entities.js';
import { isWebsiteActive, matchesUpc } from './product-rules.js';
import { findProductSchema } from './schemas.js';
import { MSG_UPC_NOT_FOUND } from './messages.js';

describe('website-active products', () => {
  it("given a 'Website Active' product, it is offered", () => {
    expect(isWebsiteActive({ status: 'Website Active' })).toBe(true);
  });

  it.each<ProductStatus>(['Website Inactive', 'Deactivated'])("given a '%s' product, it is not", (status) => {
    expect(isWebsiteActive({ status })).toBe(false);
  });

  it('filters a product list down to the active ones, in order', () => {
    const products = [
      { id: 'a', status: 'Website Active' as const },
      { id: 'b', status: 'Deactivated' as const },
      { id: 'c', status: 'Website Active' as const },
    ];
    expect(products.filter(isWebsiteActive).map((product) => product.id)).toEqual(['a', 'c']);
  });
});

describe('UPC match', () => {
  const ranch = { upc: '10041500010014', upc12: '041500010017' };

  it('matches the 14-digit upc or the 12-digit upc12 exactly', () => {
    expect(matchesUpc(ranch, '10041500010014')).toBe(true);
    expect(matchesUpc(ranch, '041500010017')).toBe(true);
  });

  it('does not match another code, a part of the code, or an empty value', () => {
    expect(matchesUpc(ranch, '041500010024')).toBe(false);
    expect(matchesUpc(ranch, '04150001001')).toBe(false);
    expect(matchesUpc(ranch, ' 041500010017')).toBe(false);
    expect(matchesUpc(ranch, '')).toBe(false);
    expect(matchesUpc({ upc: '', upc12: '' }, '')).toBe(false);
  });

  it('is the rule the find-product schema reports unknown UPCs by', () => {
    const schema = findProductSchema([ranch]);
    expect(schema.isValidSync({ upc: '041500010017' })).toBe(true);
    expect(() => schema.validateSync({ upc: '041500010024' })).toThrow(MSG_UPC_NOT_FOUND);
  });
});
