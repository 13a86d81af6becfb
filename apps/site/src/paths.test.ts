import { describe, expect, it } from 'vitest';
import { getHref } from './paths';

describe('getHref', () => {
  it('builds the products list with its filters as comma lists, in the spec order', () => {
    expect(getHref('products')).toBe('/products');
    expect(getHref('products', { package: ['cup'], flavor: ['ranch', 'caesar'] })).toBe(
      '/products?flavor=ranch,caesar&package=cup',
    );
  });

  it('adds the search term and the no-JavaScript page after the filters', () => {
    expect(getHref('products', { flavor: ['ranch'] }, { searchTerm: 'blue cheese', page: 3 })).toBe(
      '/products?flavor=ranch&searchTerm=blue+cheese&page=3',
    );
    expect(getHref('products', {}, { page: 1 })).toBe('/products');
  });

  it('encodes slugs and package segments', () => {
    expect(getHref('product', 'ke1170-aged-balsamic')).toBe('/products/ke1170-aged-balsamic');
    expect(getHref('productPackage', 'ke1170', 'bar bottle')).toBe('/products/ke1170/bar%20bottle');
  });

  it('sends header searches to /search-result with the term in the query string', () => {
    expect(getHref('searchResult', 'ranch & dip')).toBe('/search-result?term=ranch+%26+dip');
  });
});
