import { describe, expect, it } from 'vitest';
import { filtersFromNavigationState, parseProductFilters } from '@larder/domain';
import { productsNavigationState } from './story-data';
import { STORY_CLAIMS, STORY_LINES, STORY_PACKAGES } from './story-content';

describe('productsNavigationState', () => {
  it('gives a pre-filtered /products link its filters as navigation state', () => {
    expect(productsNavigationState('/products?flavor=ranch')).toEqual({ flavor: ['ranch'] });
    expect(productsNavigationState('/products?package=gallon&productLines=essentials')).toEqual({
      package: ['gallon'],
      productLines: ['essentials'],
    });
  });

  it("passes the clean-label attributes as the spec's claim object (hfcs, artificialFlavors, artificialPreservatives = No)", () => {
    expect(
      productsNavigationState('/products?attribute=hfcs,artificialFlavors,artificialPreservatives'),
    ).toEqual({ attribute: { hfcs: 'No', artificialFlavors: 'No', artificialPreservatives: 'No' } });
  });

  it('keeps attribute keys as a list when one of them is not a marketing claim', () => {
    expect(productsNavigationState('/products?attribute=dairyFree,hfcs')).toEqual({
      attribute: ['dairyFree', 'hfcs'],
    });
  });

  it('carries nothing for other pages or an unfiltered /products', () => {
    expect(productsNavigationState('/cups')).toBeUndefined();
    expect(productsNavigationState('/products')).toBeUndefined();
    expect(productsNavigationState('/products/story')).toBeUndefined();
    expect(productsNavigationState('/products?searchTerm=ranch')).toBeUndefined();
    expect(productsNavigationState('/recipes?flavor=ranch#allRecipes')).toBeUndefined();
  });

  it('is read by /products as the same filters as the query string, for every pre-filtered link of Flavor Central', () => {
    const hrefs = [
      ...STORY_CLAIMS.map((claim) => claim.link.href),
      ...STORY_PACKAGES.map((item) => item.href),
      ...STORY_LINES.map((line) => line.href),
      '/products?attribute=hfcs,artificialFlavors,artificialPreservatives',
      '/products?package=cup&productLines=essentials',
    ].filter((href) => href.startsWith('/products?'));
    expect(hrefs.length).toBeGreaterThanOrEqual(6);
    for (const href of hrefs) {
      const query = href.slice(href.indexOf('?') + 1);
      expect(filtersFromNavigationState(productsNavigationState(href)), href).toEqual(
        parseProductFilters(query),
      );
    }
  });
});
