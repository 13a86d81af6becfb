import { unstable_serialize } from 'swr/infinite';
import { describe, expect, it } from 'vitest';
import { canonicalQuery, keys, pageKeyLoaders, pageOfKey } from './keys';

describe('key builders', () => {
  it('give the same key for the same parameters whatever their property order', () => {
    expect(keys.products({ flavor: ['ranch'], page: 2, package: ['cup'], limit: 30 })).toBe(
      keys.products({ limit: 30, package: ['cup'], page: 2, flavor: ['ranch'] }),
    );
    expect(keys.recipes({ sortParameter: '-timeCreated', dishes: ['bowls'] })).toBe(
      keys.recipes({ dishes: ['bowls'], sortParameter: '-timeCreated' }),
    );
    expect(keys.relatedRecipes({ selected: 'r1', products: ['p1'], flavors: ['f1'] })).toBe(
      keys.relatedRecipes({ flavors: ['f1'], products: ['p1'], selected: 'r1' }),
    );
  });

  it('are the request URL with sorted names and comma lists', () => {
    expect(keys.products({ page: 2, flavor: ['ranch', 'caesar'], attribute: ['gluten'] })).toBe(
      '/api/products?attribute=gluten&flavor=ranch,caesar&page=2',
    );
    expect(keys.dxpData(['homepageBlocks', 'flavors'])).toBe('/api/dxp-data?dataset=homepageBlocks,flavors');
    expect(keys.seo('/products/marlows-ranch')).toBe('/api/seo?path=%2Fproducts%2Fmarlows-ranch');
    expect(keys.productsAll()).toBe('/api/products/all');
  });

  it('keep list order, which the answer follows (dxp-data)', () => {
    expect(keys.dxpData(['flavors', 'trends'])).not.toBe(keys.dxpData(['trends', 'flavors']));
  });

  it('leave out empty parameters, so an unset filter and an empty one share a key', () => {
    expect(keys.products({ flavor: [], searchTerm: '', package: undefined })).toBe(keys.products({}));
    expect(keys.products()).toBe('/api/products');
    expect(canonicalQuery({ a: null, b: '', c: [] })).toBe('');
  });

  it('tell different parameters apart', () => {
    expect(keys.products({ flavor: ['ranch'] })).not.toBe(keys.products({ package: ['ranch'] }));
    expect(keys.products({ page: 1 })).not.toBe(keys.products({ page: 2 }));
    expect(keys.recipeDetails({ slug: 'a' })).not.toBe(keys.recipeDetails({ slug: 'b' }));
  });

  it('encode values that would break the query', () => {
    expect(keys.search('mac & cheese')).toBe('/api/search?searchTerm=mac%20%26%20cheese');
    expect(keys.search({ ids: ['a,b'], keys: ['products'] })).toBe('/api/search?ids=a%2Cb&keys=products');
  });

  it('trim a search term, so the header box and the results page share a key', () => {
    expect(keys.search('  ranch ')).toBe(keys.search({ searchTerm: 'ranch' }));
  });
});

describe('infinite keys', () => {
  it('are the serialized page-key loader, the same for the same filters in any order', () => {
    const key = keys.productsInfinite({ flavor: ['ranch'], package: ['cup'] });
    expect(key).toBe(keys.productsInfinite({ package: ['cup'], flavor: ['ranch'] }));
    expect(key).toBe(unstable_serialize(pageKeyLoaders.products({ flavor: ['ranch'], package: ['cup'] })));
    expect(key.startsWith('$inf$')).toBe(true);
    // keys.ts writes the serialization out (the infinite hook's module stays out of pages without a list).
    expect(keys.recipesInfinite({ dishes: ['bowls'] }, 3)).toBe(
      unstable_serialize(pageKeyLoaders.recipes({ dishes: ['bowls'] }, 3)),
    );
    expect(keys.plusOnesInfinite({})).toBe(unstable_serialize(pageKeyLoaders.plusOnes({})));
    expect(key).not.toBe(keys.productsInfinite({ flavor: ['caesar'] }));
    expect(keys.recipesInfinite({})).not.toBe(keys.plusOnesInfinite({}));
  });

  it('ask pages of 30 and stop after a page without a next one', () => {
    const loader = pageKeyLoaders.recipes({ dishes: ['bowls'] });
    const first = loader(0, null);
    expect(first).toBe('/api/recipes?dishes=bowls&limit=30&page=1');
    expect(first).toBe(keys.recipesPage({ dishes: ['bowls'] }, 1));
    const paging = { page: 1, limit: 30, total: 31 };
    expect(loader(1, { paging: { ...paging, hasNext: true } })).toBe(
      '/api/recipes?dishes=bowls&limit=30&page=2',
    );
    expect(loader(1, { paging: { ...paging, hasNext: false } })).toBeNull();
    expect(pageOfKey(loader(4, { paging: { ...paging, hasNext: true } }) ?? '')).toBe(5);
  });
});
