import { describe, expect, it } from 'vitest';
import type { Allergens, MarketingClaims, Product } from './entities.js';
import {
  addToCompare,
  compareProblemMessage,
  comparisonIsUniform,
  comparisonSections,
  heldClaims,
  parseCompareQuery,
  parseCompareSelection,
  removeFromCompare,
  stringifyCompareQuery,
  switchChanges,
  switchNeedsAttention,
  switchSentences,
  unknownProducts,
} from './product-comparison.js';

const query = (text: string) => new URLSearchParams(text);

const claimsNone: MarketingClaims = {
  lite: 'No',
  msg: 'Yes',
  hfcs: 'Yes',
  edta: 'Yes',
  artificialFlavors: 'Yes',
  syntheticColors: 'Yes',
  artificialPreservatives: 'Yes',
  fatFree: 'No',
  gluten: 'Yes',
  kosher: 'No',
  kosherDairy: 'No',
  refrigerated: 'No',
  shelfStable: 'Yes',
};

type Compared = Pick<Product, 'claims' | 'storage' | 'shelfLife' | 'caseInfo' | 'nutrition'>;

function product(allergens: Allergens, marketing: Partial<MarketingClaims> = {}): Compared {
  return {
    claims: { allergens, marketing: { ...claimsNone, ...marketing }, sensitivities: {} },
    storage: { storage: 'Store cool and dry.', shelfLife: 270 },
    shelfLife: 270,
    caseInfo: {
      packageType: 'Gallon',
      individualUnitVal: 1,
      individualUnitPercent: 'GLL',
      unitQuantity: 4,
      caseGtin: '10012345678902',
      innerUpc: null,
      caseLength: 12.75,
      caseWidth: 12.5,
      caseHeight: 11.125,
      grossWeight: 33.5,
      netWeight: 30.5,
      fullWeight: 33.5,
      volume: 1.02,
      tixHl: '10x4',
      primaryPackaging: 'Plastic jug',
      secondaryPackaging: 'Corrugated case',
      averageServings: 128,
      quantityInnerPack: 1,
    },
    nutrition: {
      serviceSizeHouseholding: '2 Tbsp',
      serviceSizeValue: '30 g',
      formatTypeCode: 'GRM',
      caloriesVal: { Val: 140, Percent: null },
      sodium: { Val: 260, Percent: 11 },
    },
  };
}

describe('reading /compare from the URL', () => {
  it('takes two to four products, comma-separated or repeated, and a current one among them', () => {
    expect(parseCompareQuery(query('products=a,b,c&from=b'))).toEqual({
      products: ['a', 'b', 'c'],
      from: 'b',
      problem: undefined,
    });
    expect(parseCompareQuery(query('products=a&products=b'))).toEqual({
      products: ['a', 'b'],
      from: undefined,
      problem: undefined,
    });
    expect(parseCompareQuery(query('products=a,b,c,d')).problem).toBeUndefined();
  });
  it('ignores blanks and spaces around names', () => {
    expect(parseCompareQuery(query('products=%20a%20,,b,')).products).toEqual(['a', 'b']);
  });
  it('says when fewer than two products are chosen', () => {
    expect(parseCompareQuery(query('')).problem).toEqual({ kind: 'too-few', count: 0 });
    expect(parseCompareQuery(query('products=a')).problem).toEqual({ kind: 'too-few', count: 1 });
  });
  it('says when more than four products are chosen', () => {
    expect(parseCompareQuery(query('products=a,b,c,d,e')).problem).toEqual({ kind: 'too-many', count: 5 });
  });
  it('names the products listed more than once, once each', () => {
    expect(parseCompareQuery(query('products=a,b,a,a,c,b'))).toEqual({
      products: ['a', 'b', 'c'],
      from: undefined,
      problem: { kind: 'duplicates', slugs: ['a', 'b'] },
    });
  });
  it('a duplicate that leaves one product is too few', () => {
    expect(parseCompareQuery(query('products=a,a')).problem).toEqual({ kind: 'too-few', count: 1 });
  });
  it('a current product that is not compared is a problem, not silently dropped', () => {
    expect(parseCompareQuery(query('products=a,b&from=z'))).toEqual({
      products: ['a', 'b'],
      from: undefined,
      problem: { kind: 'from-not-compared', from: 'z' },
    });
  });
  it('writes the canonical query with plain commas', () => {
    expect(stringifyCompareQuery({ products: ['a', 'b c'], from: 'a' })).toBe('products=a,b+c&from=a');
    expect(stringifyCompareQuery({ products: [] })).toBe('');
  });
  it('names the slugs no product matched', () => {
    expect(unknownProducts(['a', 'x', 'b', 'y'], ['a', 'b'])).toEqual({ kind: 'unknown', slugs: ['x', 'y'] });
    expect(unknownProducts(['a', 'b'], ['b', 'a'])).toBeUndefined();
  });
  it('says in words what is wrong', () => {
    expect(compareProblemMessage({ kind: 'too-few', count: 1 })).toBe(
      'Choose 2 to 4 products to compare. Only one product was chosen: add at least one more.',
    );
    expect(compareProblemMessage({ kind: 'too-few', count: 0 })).toBe(
      'Choose 2 to 4 products to compare: open the product list and pick “Add to compare” on each product.',
    );
    expect(compareProblemMessage({ kind: 'too-many', count: 6 })).toBe(
      'You can compare at most 4 products at a time; 6 were chosen. Remove 2 to continue.',
    );
    expect(compareProblemMessage({ kind: 'duplicates', slugs: ['a'] })).toBe(
      'Each product can be compared once; listed more than once: “a”.',
    );
    expect(compareProblemMessage({ kind: 'unknown', slugs: ['x', 'y'] })).toBe(
      'We could not find these products: “x”, “y”. They may have been renamed or withdrawn.',
    );
  });
});

describe('the add-to-compare selection', () => {
  it('reads ?compare= once per product, at most four', () => {
    expect(parseCompareSelection(query('compare=a,b,a,c,d,e'))).toEqual(['a', 'b', 'c', 'd']);
    expect(parseCompareSelection(query(''))).toEqual([]);
  });
  it('adds at the end, keeps a product already there, and refuses a fifth', () => {
    expect(addToCompare(['a'], 'b')).toEqual({ selection: ['a', 'b'], full: false });
    expect(addToCompare(['a', 'b'], 'a')).toEqual({ selection: ['a', 'b'], full: false });
    expect(addToCompare(['a', 'b', 'c', 'd'], 'e')).toEqual({ selection: ['a', 'b', 'c', 'd'], full: true });
  });
  it('removes a product', () => {
    expect(removeFromCompare(['a', 'b', 'c'], 'b')).toEqual(['a', 'c']);
  });
});

describe('switching from the current product', () => {
  it('flags every allergen the switch adds, in the matrix order', () => {
    const changes = switchChanges(
      product({ soy: 'Contains' }),
      product({ eggs: 'Contains', milk: 'Contains', soy: 'Contains' }),
    );
    expect(changes.addedAllergens.map((a) => a.key)).toEqual(['milk', 'eggs']);
    expect(changes.removedAllergens).toEqual([]);
    expect(switchSentences('Lite Italian', 'Ranch', changes)).toEqual([
      'Switching from Lite Italian to Ranch adds: milk, eggs.',
    ]);
  });
  it('flags every claim the switch loses: gluten free, kosher, kosher non-dairy', () => {
    const current = product({}, { gluten: 'No', kosher: 'Yes', kosherDairy: 'No', msg: 'No' });
    const replacement = product({}, { gluten: 'Yes', kosher: 'Yes', kosherDairy: 'Yes', msg: 'No' });
    const changes = switchChanges(current, replacement);
    expect(changes.lostClaims.map((c) => c.label)).toEqual(['Gluten Free', 'Kosher non-dairy']);
    expect(switchSentences('A', 'B', changes)).toEqual([
      'Switching from A to B loses: Gluten Free, Kosher non-dairy.',
    ]);
    expect(switchNeedsAttention(changes)).toBe(true);
  });
  it('losing kosher altogether loses both kosher claims', () => {
    const changes = switchChanges(product({}, { kosher: 'Yes' }), product({}, { kosher: 'No' }));
    expect(changes.lostClaims.map((c) => c.key)).toEqual(['kosher', 'kosherNonDairy']);
  });
  it('fat free and lite are held on Yes, the "no added" claims on No', () => {
    expect(heldClaims({ ...claimsNone, fatFree: 'Yes', lite: 'Yes', hfcs: 'No' }).map((c) => c.key)).toEqual([
      'hfcs',
      'fatFree',
      'lite',
    ]);
    const changes = switchChanges(product({}, { fatFree: 'Yes' }), product({}, { fatFree: 'No' }));
    expect(changes.lostClaims.map((c) => c.label)).toEqual(['Fat Free']);
  });
  it('removed allergens and gained claims are not warnings', () => {
    const changes = switchChanges(
      product({ wheat: 'Contains' }, { gluten: 'Yes' }),
      product({}, { gluten: 'No' }),
    );
    expect(changes.removedAllergens.map((a) => a.key)).toEqual(['wheat']);
    expect(changes.gainedClaims.map((c) => c.key)).toEqual(['gluten']);
    expect(switchNeedsAttention(changes)).toBe(false);
    expect(switchSentences('A', 'B', changes)).toEqual([
      'Switching from A to B adds no allergens and loses no claims.',
    ]);
  });
  it('adds and loses at once: two sentences', () => {
    const changes = switchChanges(
      product({}, { gluten: 'No' }),
      product({ wheat: 'Contains' }, { gluten: 'Yes' }),
    );
    expect(switchSentences('A', 'B', changes)).toEqual([
      'Switching from A to B adds: wheat.',
      'Switching from A to B loses: Gluten Free.',
    ]);
  });
  it('the same product switches to nothing', () => {
    const same = product({ milk: 'Contains' }, { gluten: 'No' });
    expect(switchNeedsAttention(switchChanges(same, same))).toBe(false);
  });
});

describe('the comparison table', () => {
  const ranch = product({ milk: 'Contains', eggs: 'Contains' }, { gluten: 'No' });
  const italian = product({}, { gluten: 'No', kosher: 'Yes' });

  it('has nutrition, allergens, claims, pack and case, storage sections', () => {
    const sections = comparisonSections([ranch, italian]);
    expect(sections.map((section) => section.title)).toEqual([
      'Nutrition per serving',
      'Allergens',
      'Claims',
      'Pack and case',
      'Storage and shelf life',
    ]);
    const allergens = sections.find((section) => section.id === 'allergens')!;
    expect(allergens.rows).toHaveLength(9);
    expect(allergens.rows.find((r) => r.label === 'Milk')).toMatchObject({
      values: ['Contains', 'Free'],
      differs: true,
    });
    expect(allergens.rows.find((r) => r.label === 'Soy')).toMatchObject({
      values: ['Free', 'Free'],
      differs: false,
    });
  });
  it('shows nutrition per serving with the percent of daily value', () => {
    const nutrition = comparisonSections([ranch, italian])[0]!;
    expect(nutrition.rows[0]).toMatchObject({
      label: 'Serving size',
      values: ['2 Tbsp (30 g)', '2 Tbsp (30 g)'],
    });
    expect(nutrition.rows.find((r) => r.label === 'Sodium')?.values).toEqual([
      '260mg (11% DV)',
      '260mg (11% DV)',
    ]);
    expect(nutrition.rows.find((r) => r.label === 'Calories')?.values).toEqual(['140', '140']);
  });
  it('with a current product, flags the allergens the others add and the claims they lose, not the current one', () => {
    const sections = comparisonSections([italian, ranch], 0);
    const milk = sections[1]!.rows.find((r) => r.label === 'Milk')!;
    expect(milk.flags).toEqual([undefined, 'added']);
    const kosher = sections[2]!.rows.find((r) => r.label === 'Kosher')!;
    expect(kosher.flags).toEqual([undefined, 'lost']);
    const backwards = comparisonSections([italian, ranch], 1);
    expect(backwards[1]!.rows.find((r) => r.label === 'Milk')!.flags).toEqual([undefined, undefined]);
  });
  it('identical products have no differences; the case GTIN is an identifier, never a difference', () => {
    const other = { ...ranch, caseInfo: { ...ranch.caseInfo, caseGtin: '10099999999999' } };
    const sections = comparisonSections([ranch, other]);
    expect(comparisonIsUniform(sections)).toBe(true);
    expect(comparisonIsUniform(comparisonSections([ranch, italian]))).toBe(false);
  });
});
