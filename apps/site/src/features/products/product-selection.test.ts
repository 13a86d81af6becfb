import { describe, expect, it } from 'vitest';
import type { ProductDetails } from '@larder/client';
import { packagingIdFromName } from '@larder/domain';
import { productCodeFromState, relatedRecipesQuery, selectProduct } from './product-selection';

function summary(id: string, packaging: string, productCode: string) {
  return { id, slug: `${productCode.toLowerCase()}-ranch`, packaging, productCode, flavors: ['ranch'] };
}

// Packaging ids as the domain spells them (e.g. 'barBottle').
const gallon = summary('p1', packagingIdFromName('Gallon') ?? 'gallon', 'KE1001');
const barBottle = summary('p2', packagingIdFromName('Bar Bottle') ?? 'barBottle', 'KE1002');
const cup = summary('p3', packagingIdFromName('Cup') ?? 'cup', 'KE1003');

const details = {
  product: { ...gallon, name: 'Ranch' },
  siblings: [gallon, barBottle, cup],
  related: [],
} as unknown as ProductDetails;

describe('selectProduct', () => {
  it('shows the product of the slug by default', () => {
    expect(selectProduct(details, undefined, undefined).id).toBe('p1');
  });

  it('picks the sibling of the package segment, whatever its case or spacing', () => {
    expect(selectProduct(details, 'bar bottle', undefined).id).toBe('p2');
    expect(selectProduct(details, 'Bar Bottle', undefined).id).toBe('p2');
    expect(selectProduct(details, 'CUP', undefined).id).toBe('p3');
  });

  it('lets the navigation state product code win over the package segment', () => {
    expect(selectProduct(details, 'cup', 'KE1002').id).toBe('p2');
  });

  it('falls back to the slug product for unknown segments or codes', () => {
    expect(selectProduct(details, 'crate', 'NOPE').id).toBe('p1');
  });
});

describe('productCodeFromState', () => {
  it('reads a non-empty productCode and ignores anything else', () => {
    expect(productCodeFromState({ productCode: 'KE5052' })).toBe('KE5052');
    expect(productCodeFromState({ productCode: '' })).toBeUndefined();
    expect(productCodeFromState(null)).toBeUndefined();
    expect(productCodeFromState('KE5052')).toBeUndefined();
  });
});

describe('relatedRecipesQuery', () => {
  it('asks for the groups of the product and its flavors', () => {
    expect(relatedRecipesQuery({ id: 'p1', flavors: ['ranch', 'buttermilk'] })).toEqual({
      flavors: ['ranch', 'buttermilk'],
      products: ['p1'],
    });
  });
});
