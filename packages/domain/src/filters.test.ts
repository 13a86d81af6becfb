import { describe, expect, it } from 'vitest';

import {
  filtersFromNavigationState,
  parsePlusOneFilters,
  parseProductFilters,
  parseRecipeFilters,
  recipeFiltersFromNavigationState,
  stringifyPlusOneFilters,
  stringifyProductFilters,
  stringifyRecipeFilters,
} from './filters.js';

describe('product filters in the query string', () => {
  it('reads comma-separated values of each filter', () => {
    expect(parseProductFilters('?flavor=ranch,caesar&package=gallon&productLines=essentials')).toEqual({
      flavor: ['ranch', 'caesar'],
      package: ['gallon'],
      productLines: ['essentials'],
    });
  });

  it('turns a single value into an array', () => {
    expect(parseProductFilters('product=dressings')).toEqual({ product: ['dressings'] });
  });

  it('drops unknown keys', () => {
    expect(parseProductFilters('flavor=ranch&page=2&sort=name&utm_source=mail')).toEqual({
      flavor: ['ranch'],
    });
  });

  it('keeps attribute values as given, even ones that name no attribute', () => {
    expect(parseProductFilters('attribute=hfcs,organic')).toEqual({ attribute: ['hfcs', 'organic'] });
  });

  it('drops empty values and empty filters', () => {
    expect(parseProductFilters('flavor=&package=,gallon,')).toEqual({ package: ['gallon'] });
    expect(parseProductFilters('')).toEqual({});
  });

  it('reads encoded values, repeated keys and a URLSearchParams-like object', () => {
    expect(parseProductFilters('flavor=boom%20boom&flavor=honey+mustard')).toEqual({
      flavor: ['boom boom', 'honey mustard'],
    });
    const params = { getAll: (name: string) => (name === 'package' ? ['cup,pouch'] : []) };
    expect(parseProductFilters(params)).toEqual({ package: ['cup', 'pouch'] });
  });

  it('writes filters in a stable order with literal commas, leaving out empty ones', () => {
    expect(
      stringifyProductFilters({
        productLines: ['essentials'],
        attribute: [],
        flavor: ['ranch', 'boom boom'],
      }),
    ).toBe('flavor=ranch,boom%20boom&productLines=essentials');
    expect(stringifyProductFilters({})).toBe('');
  });

  it('round-trips', () => {
    const filters = { flavor: ['a&b', 'c'], package: ['cup'], attribute: ['kosher'] };
    expect(parseProductFilters(stringifyProductFilters(filters))).toEqual(filters);
  });
});

describe('recipe and plus-one filters', () => {
  it('reads the recipe keys (flavor, dishes, courses, ingredients, product) only', () => {
    expect(
      parseRecipeFilters('dishes=burgers&courses=mains,sides&ingredients=kale&package=cup&product=p1'),
    ).toEqual({
      dishes: ['burgers'],
      courses: ['mains', 'sides'],
      ingredients: ['kale'],
      product: ['p1'],
    });
    expect(stringifyRecipeFilters({ dishes: ['burgers'], flavor: ['ranch'] })).toBe(
      'flavor=ranch&dishes=burgers',
    );
  });

  it('reads the plus-one keys (flavor, product) only', () => {
    expect(parsePlusOneFilters('flavor=ranch&product=p1&dishes=x')).toEqual({
      flavor: ['ranch'],
      product: ['p1'],
    });
    expect(stringifyPlusOneFilters({ product: ['p1'] })).toBe('product=p1');
  });
});

describe('filters from navigation state', () => {
  it('turns a package id and a product-line id into filters', () => {
    expect(filtersFromNavigationState({ package: 'gallon', productLines: 'essentials' })).toEqual({
      package: ['gallon'],
      productLines: ['essentials'],
    });
  });

  it('turns the clean-label claim object into attribute keys', () => {
    expect(
      filtersFromNavigationState({
        attribute: { hfcs: 'No', artificialFlavors: 'No', artificialPreservatives: 'No' },
      }),
    ).toEqual({ attribute: ['hfcs', 'artificialFlavors', 'artificialPreservatives'] });
  });

  it('drops claim pairs that state no attribute', () => {
    expect(filtersFromNavigationState({ attribute: { hfcs: 'Yes', bogus: 'No' } })).toEqual({});
  });

  it('keeps list forms and ignores other state (productCode, gaFrom) and non-objects', () => {
    expect(
      filtersFromNavigationState({ flavor: ['ranch'], attribute: ['kosher'], productCode: 'KE1001' }),
    ).toEqual({
      flavor: ['ranch'],
      attribute: ['kosher'],
    });
    expect(filtersFromNavigationState(null)).toEqual({});
    expect(filtersFromNavigationState('gallon')).toEqual({});
  });

  it('reads a dish category for the recipe list', () => {
    expect(recipeFiltersFromNavigationState({ dishes: 'burgers' })).toEqual({ dishes: ['burgers'] });
  });
});
