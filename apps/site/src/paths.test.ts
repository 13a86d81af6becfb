import { describe, expect, it } from 'vitest';
import { MENU_INSIGHT_SLUGS, menuInsightFileHref } from '@larder/domain';
import { ALL_RECIPES_ANCHOR, getHref, paths } from './paths';

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
    expect(getHref('recipe', 'chicken & waffles')).toBe('/recipes/chicken%20%26%20waffles');
  });

  it('carries the compare selection on product and package links, each slug encoded', () => {
    expect(getHref('product', 'ke1170', ['ke1001', 'a b'])).toBe('/products/ke1170?compare=ke1001,a%20b');
    expect(getHref('productPackage', 'ke1170', 'pouch', ['ke1001'])).toBe(
      '/products/ke1170/pouch?compare=ke1001',
    );
    expect(getHref('productPackage', 'ke1170', 'pouch', [])).toBe('/products/ke1170/pouch');
    expect(getHref('products', { package: ['cup'] }, { compare: ['ke1001'] })).toBe(
      '/products?package=cup&compare=ke1001',
    );
  });

  it('sends header searches to /search-result with the term in the query string', () => {
    expect(getHref('searchResult', 'ranch & dip')).toBe('/search-result?term=ranch+%26+dip');
  });

  it('builds the recipe list with filters, sort, no-JS page and the list anchor', () => {
    expect(getHref('recipes')).toBe('/recipes');
    expect(getHref('recipes', {}, { hash: ALL_RECIPES_ANCHOR })).toBe('/recipes#allRecipes');
    expect(getHref('recipes', { dishes: ['wings'] }, { sort: 'random', page: 2, hash: 'allRecipes' })).toBe(
      '/recipes?dishes=wings&sortParameter=random&page=2#allRecipes',
    );
  });

  it('builds the plus-one list with its filters and the no-JS page', () => {
    expect(getHref('plusOne')).toBe('/plus-one');
    expect(getHref('plusOne', { flavor: ['ranch'] }, { page: 2 })).toBe('/plus-one?flavor=ranch&page=2');
  });

  it('builds FAQ tool URLs with their choice, leaving empty values out', () => {
    expect(getHref('faq')).toBe('/faq');
    expect(getHref('faqTool', 'allergen')).toBe('/faq/allergen');
    expect(getHref('faqTool', 'allergen', { product: 'ke1001', upc: undefined })).toBe(
      '/faq/allergen?product=ke1001',
    );
  });

  it('prefills the sample form from a product code or website group', () => {
    expect(getHref('getSample')).toBe('/get-sample');
    expect(getHref('getSample', { group: 'boom-boom' })).toBe('/get-sample?group=boom-boom');
    expect(getHref('getSample', { code: 'KE1001', group: undefined })).toBe('/get-sample?code=KE1001');
  });

  it('names the offer, menu-insight and file URLs of the spec', () => {
    expect(getHref('offer', 'chicknDipn')).toBe('/offers/marlows-signature-chickn-dipn-sauce');
    expect(getHref('menuInsight', 'wings')).toBe('/wings');
    expect(getHref('menuInsight', 'stadium-staples')).toBe('/offers/stadium-staples');
    expect(getHref('menuInsightFile', 'brochures', 'wings')).toBe('/files/brochures/wings.pdf');
    // The same file URLs the API serves the downloads under.
    for (const slug of MENU_INSIGHT_SLUGS)
      for (const kind of ['insights', 'brochures'] as const)
        expect(getHref('menuInsightFile', kind, slug)).toBe(menuInsightFileHref(kind, slug));
    expect(getHref('productSheet', 'ke1003-ranch-dressing-cup-1-5-oz')).toBe(
      '/files/products/ke1003-ranch-dressing-cup-1-5-oz.pdf',
    );
  });

  it('writes to an email address', () => {
    expect(getHref('email', 'service@marlows.example')).toBe('mailto:service@marlows.example');
  });

  it('dials a phone line with its extension after a pause', () => {
    expect(getHref('phone', '(508) 555-0142')).toBe('tel:+15085550142');
    expect(getHref('phone', '(508) 555-0142', '210')).toBe('tel:+15085550142,210');
  });

  it('serves content images from /img, keeping root-relative paths', () => {
    expect(getHref('contentImage', 'products/ke1001 each.svg')).toBe('/img/products/ke1001%20each.svg');
    expect(getHref('contentImage', '/files/products/x.pdf')).toBe('/files/products/x.pdf');
  });

  it('gives every page without parameters its own path', () => {
    expect(getHref('contact')).toBe(paths.contact.path);
    expect(getHref('barBottles')).toBe('/bar-bottles');
    expect(getHref('productsStory')).toBe('/products/story');
  });
});
