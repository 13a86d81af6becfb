import { describe, expect, it } from 'vitest';

import {
  allergenMatrixCsv,
  containedAllergens,
  csvField,
  filterAllergenMatrixRows,
  isFreeOf,
  MAJOR_ALLERGENS,
  parseAllergenMatrixQuery,
  stringifyAllergenMatrixQuery,
  type AllergenMatrixRow,
} from './allergen-matrix.js';

describe('the nine major US allergens', () => {
  it('are the matrix columns, in order', () => {
    expect(MAJOR_ALLERGENS.map((allergen) => allergen.label)).toEqual([
      'Milk',
      'Eggs',
      'Fish',
      'Crustacean shellfish',
      'Tree nuts',
      'Peanuts',
      'Wheat',
      'Soy',
      'Sesame',
    ]);
  });
  it('lists what a product contains in matrix order', () => {
    expect(containedAllergens({ sesame: 'Contains', milk: 'Contains', soy: 'Contains' })).toEqual([
      'milk',
      'soy',
      'sesame',
    ]);
  });
});

describe('free of', () => {
  it('keeps a product only when it is free of every allergen asked for', () => {
    expect(isFreeOf({ eggs: 'Contains' }, ['milk', 'sesame'])).toBe(true);
    expect(isFreeOf({ sesame: 'Contains' }, ['milk', 'sesame'])).toBe(false);
    expect(isFreeOf({ milk: 'Contains' }, [])).toBe(true);
  });
});

describe('the matrix query', () => {
  it('reads comma lists and repeated parameters, in matrix order, and reports unknown allergens', () => {
    const { query, ignored } = parseAllergenMatrixQuery(
      new URLSearchParams('free=sesame,milk&free=gluten&flavor=ranch&flavor=caesar&package=cup'),
    );
    expect(query).toEqual({
      free: ['milk', 'sesame'],
      flavor: ['ranch', 'caesar'],
      package: ['cup'],
      productLines: [],
    });
    expect(ignored).toEqual(['gluten']);
  });
  it('writes the canonical query with commas and no empty filters', () => {
    expect(stringifyAllergenMatrixQuery({ free: ['milk', 'sesame'], flavor: [], package: ['cup'] })).toBe(
      'free=milk,sesame&package=cup',
    );
  });
});

describe('the CSV', () => {
  const row: AllergenMatrixRow = {
    id: 'p1',
    slug: 'ranch-cup',
    name: 'Ranch, "Classic"',
    productCode: 'KE1001',
    packaging: 'cup',
    flavors: ['ranch'],
    productLines: [],
    contains: ['milk', 'eggs'],
    timeModified: '2026-03-04T10:00:00.000Z',
  };
  it('has a header line and one line per row, with CRLF line ends', () => {
    const csv = allergenMatrixCsv([row], (id) => (id === 'cup' ? 'Cup' : id));
    expect(csv.split('\r\n')).toEqual([
      'Product,Product code,Package,Milk,Eggs,Fish,Crustacean shellfish,Tree nuts,Peanuts,Wheat,Soy,Sesame,Last changed',
      '"Ranch, ""Classic""",KE1001,Cup,Contains,Contains,Free,Free,Free,Free,Free,Free,Free,2026-03-04',
      '',
    ]);
  });
  it('is only the header line when no product matches', () => {
    expect(allergenMatrixCsv([]).split('\r\n')).toHaveLength(2);
  });
  it('defuses values a spreadsheet would run as a formula', () => {
    expect(csvField('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvField('plain')).toBe('plain');
  });
});

describe('filtering rows in the browser (offline kitchen mode)', () => {
  const row = (id: string, extra: Partial<AllergenMatrixRow>): AllergenMatrixRow => ({
    id,
    slug: id,
    name: id,
    productCode: id,
    packaging: 'gallon',
    flavors: [],
    productLines: [],
    contains: [],
    timeModified: '2026-01-01T00:00:00.000Z',
    ...extra,
  });
  const rows = [
    row('ranch-gallon', { flavors: ['ranch'], productLines: ['signature'], contains: ['milk', 'eggs'] }),
    row('ranch-cup', { flavors: ['ranch'], packaging: 'cup', contains: ['milk'] }),
    row('italian', { flavors: ['italian'], productLines: ['essentials'], contains: ['soy'] }),
    row('tahini', { flavors: ['tahini'], packaging: 'pouch', contains: ['sesame'] }),
  ];
  const ids = (query: Parameters<typeof filterAllergenMatrixRows>[1]) =>
    filterAllergenMatrixRows(rows, query).map((kept) => kept.id);

  it('keeps every row, in order, for an empty query', () => {
    expect(ids({})).toEqual(['ranch-gallon', 'ranch-cup', 'italian', 'tahini']);
  });
  it('keeps rows free of all the allergens asked for at once', () => {
    expect(ids({ free: ['milk'] })).toEqual(['italian', 'tahini']);
    expect(ids({ free: ['milk', 'sesame'] })).toEqual(['italian']);
  });
  it('ORs the values of one filter and ANDs the filters', () => {
    expect(ids({ flavor: ['ranch', 'tahini'] })).toEqual(['ranch-gallon', 'ranch-cup', 'tahini']);
    expect(ids({ flavor: ['ranch'], package: ['cup'] })).toEqual(['ranch-cup']);
    expect(ids({ productLines: ['signature', 'essentials'], free: ['soy'] })).toEqual(['ranch-gallon']);
  });
  it('reads the same query the page URL gives', () => {
    const { query } = parseAllergenMatrixQuery(new URLSearchParams('free=eggs&package=gallon,pouch'));
    expect(ids(query)).toEqual(['italian', 'tahini']);
  });
});
