import { describe, expect, it } from 'vitest';
import type { FaqProduct } from '@larder/domain';
import { FAQ_TOOLS, activeProducts, faqTool, productFromQuery } from './faq-tools';

function product(id: string, status: FaqProduct['status'], upc: string, upc12 = upc): FaqProduct {
  return { id, status, upc, upc12 } as FaqProduct;
}

const products = [
  product('a', 'Website Active', '074658100139'),
  product('b', 'Deactivated', '074658100207'),
  product('c', 'Website Active', '10074658100228', '074658100221'),
];

describe('FAQ tools', () => {
  it('has the nine slugs of spec §2.9, in order', () => {
    expect(FAQ_TOOLS.map((tool) => tool.slug)).toEqual([
      'allergen',
      'gluten-free',
      'kosher',
      'manufacture-code-show',
      'manufacture-code-read',
      'product-active',
      'where-purchase',
      'product-shelf-life-location',
      'expiration-date',
    ]);
    expect(faqTool('kosher')?.title).toBe('Kosher Status');
    expect(faqTool('nope')).toBeUndefined();
    expect(faqTool(undefined)).toBeUndefined();
  });

  it("keeps only 'Website Active' products for the answer tools", () => {
    expect(activeProducts(products).map((item) => item.id)).toEqual(['a', 'c']);
  });

  it('reads the product of a shared URL by id, else by upc or upc12', () => {
    expect(productFromQuery(products, new URLSearchParams('product=c'))?.id).toBe('c');
    expect(productFromQuery(products, new URLSearchParams('product=zzz'))).toBeUndefined();
    expect(productFromQuery(products, new URLSearchParams('product=&upc=10074658100228'))?.id).toBe('c');
    expect(productFromQuery(products, new URLSearchParams('upc=074658100221'))?.id).toBe('c');
    expect(productFromQuery(products, new URLSearchParams('upc=0746581'))).toBeUndefined();
    expect(productFromQuery(products, new URLSearchParams(''))).toBeUndefined();
  });
});
