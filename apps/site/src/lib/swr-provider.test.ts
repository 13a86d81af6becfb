import { describe, expect, it } from 'vitest';
import { keys } from '@larder/client';
import { initialCache, pageKey } from './swr-provider';

describe('initialCache', () => {
  it('stores every page of an infinite list under the key its page request uses', () => {
    const params = { flavor: ['ranch'] };
    const pages = [{ page: 1 }, { page: 2 }];
    const cache = initialCache({
      [keys.productsInfinite(params)]: pages,
      '/api/seo?path=%2Fproducts': { title: 'x' },
    });
    expect(cache.get(keys.productsPage(params, 1))?.data).toEqual({ page: 1 });
    expect(cache.get(keys.productsPage(params, 2))?.data).toEqual({ page: 2 });
    expect(cache.get(keys.productsInfinite(params))?.data).toEqual(pages);
    expect(cache.get('/api/seo?path=%2Fproducts')?.data).toEqual({ title: 'x' });
  });

  it('stores the pages of a list entered at ?page=N under the keys of pages N, N+1, …', () => {
    const pages = [{ page: 3 }, { page: 4 }];
    const cache = initialCache({ [keys.recipesInfinite({}, 3)]: pages });
    expect(cache.get(keys.recipesPage({}, 3))?.data).toEqual({ page: 3 });
    expect(cache.get(keys.recipesPage({}, 4))?.data).toEqual({ page: 4 });
    expect(cache.has(keys.recipesPage({}, 1))).toBe(false);
  });

  it('rewrites only the page parameter of a page key', () => {
    expect(pageKey('/api/products?limit=30&page=1', 4)).toBe('/api/products?limit=30&page=4');
    expect(pageKey('/api/products?flavor=x&limit=30&page=1&searchTerm=page%3D1', 2)).toBe(
      '/api/products?flavor=x&limit=30&page=2&searchTerm=page%3D1',
    );
  });
});
