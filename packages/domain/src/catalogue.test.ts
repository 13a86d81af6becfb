import { describe, expect, it } from 'vitest';

import { ATTRIBUTE_KEYS, ATTRIBUTES, isAttributeKey, productMatchesAttributes } from './attributes.js';
import { claimIcons, claimShowsIcon } from './claims.js';
import { MARKETING_CLAIM_KEYS, type MarketingClaims } from './entities.js';
import { comparePackageOrder, packagingIdFromName } from './packages.js';

const allNo = Object.fromEntries(MARKETING_CLAIM_KEYS.map((key) => [key, 'No'])) as MarketingClaims;

function product(marketing: Partial<MarketingClaims>, allergens: Record<string, 'Contains'> = {}) {
  return { claims: { marketing: { ...allNo, ...marketing }, allergens } };
}

describe('package display order', () => {
  const item = (packaging: string, size = 1) => ({ packaging, caseInfo: { individualUnitVal: size } });

  it('sorts gallon, bar bottle, cups from largest to smallest, pouch, tub, bag-in-box, pillow, dispenser, pail', () => {
    const shuffled = [
      item('pail'),
      item('cup', 0.75),
      item('dispenserPack'),
      item('pouch'),
      item('cup', 1.5),
      item('gallon'),
      item('cup', 3),
      item('tub'),
      item('cup', 1.25),
      item('bagInBox'),
      item('cup', 2),
      item('pillowPack'),
      item('cup', 1),
      item('barBottle'),
      item('cup', 1.75),
    ];
    const sorted = [...shuffled].sort(comparePackageOrder);
    expect(
      sorted.map((entry) => (entry.packaging === 'cup' ? entry.caseInfo.individualUnitVal : entry.packaging)),
    ).toEqual([
      'gallon',
      'barBottle',
      3,
      2,
      1.75,
      1.5,
      1.25,
      1,
      0.75,
      'pouch',
      'tub',
      'bagInBox',
      'pillowPack',
      'dispenserPack',
      'pail',
    ]);
  });

  it('accepts package type names as well as ids, and puts unknown packagings last', () => {
    const sorted = [item('Crate'), item('Pail'), item('Bar Bottle'), item('Gallon')].sort(
      comparePackageOrder,
    );
    expect(sorted.map((entry) => entry.packaging)).toEqual(['Gallon', 'Bar Bottle', 'Pail', 'Crate']);
  });

  it('reads the URL segment form of a package', () => {
    expect(packagingIdFromName('bar bottle')).toBe('barBottle');
    expect(packagingIdFromName('Bag-in-Box')).toBe('bagInBox');
    expect(packagingIdFromName('crate')).toBeUndefined();
  });
});

describe('product attributes', () => {
  it('has the 15 attributes of the spec, each with a label', () => {
    expect(ATTRIBUTES.map((attribute) => attribute.label)).toEqual([
      'Dairy Free',
      'Egg Free',
      'Gluten Free',
      'Kosher',
      'No Added MSG',
      'No Artificial Flavors',
      'No Artificial Preservatives',
      'No EDTA',
      'No HFCS',
      'No Synthetic Colors',
      'Peanut Free',
      'Refrigerated',
      'Shelf Stable',
      'Tree Nut Free',
      'Wheat Free',
    ]);
    expect(ATTRIBUTES.map((attribute) => attribute.key)).toEqual([...ATTRIBUTE_KEYS]);
  });

  it('given a product containing milk, it is not dairy free; without milk, it is', () => {
    expect(productMatchesAttributes(product({}, { milk: 'Contains' }), ['dairyFree'])).toBe(false);
    expect(productMatchesAttributes(product({}, { eggs: 'Contains' }), ['dairyFree'])).toBe(true);
  });

  it('maps each allergen-free attribute to its allergen', () => {
    const pairs = [
      ['eggFree', 'eggs'],
      ['peanutFree', 'peanuts'],
      ['treeNutFree', 'treenuts'],
      ['wheatFree', 'wheat'],
    ] as const;
    for (const [key, allergen] of pairs) {
      expect(productMatchesAttributes(product({}, { [allergen]: 'Contains' }), [key])).toBe(false);
      expect(productMatchesAttributes(product({}), [key])).toBe(true);
    }
  });

  it("treats gluten 'No' as gluten free and gluten 'Yes' as not", () => {
    expect(productMatchesAttributes(product({ gluten: 'No' }), ['glutenFree'])).toBe(true);
    expect(productMatchesAttributes(product({ gluten: 'Yes' }), ['glutenFree'])).toBe(false);
  });

  it("needs 'Yes' for kosher, refrigerated and shelf stable", () => {
    for (const key of ['kosher', 'refrigerated', 'shelfStable'] as const) {
      expect(productMatchesAttributes(product({ [key]: 'Yes' }), [key])).toBe(true);
      expect(productMatchesAttributes(product({ [key]: 'No' }), [key])).toBe(false);
    }
  });

  it("needs 'No' for the no-added claims", () => {
    for (const key of [
      'msg',
      'artificialFlavors',
      'artificialPreservatives',
      'edta',
      'hfcs',
      'syntheticColors',
    ] as const) {
      expect(productMatchesAttributes(product({ [key]: 'No' }), [key])).toBe(true);
      expect(productMatchesAttributes(product({ [key]: 'Yes' }), [key])).toBe(false);
    }
  });

  it('requires every selected attribute (AND), and matches anything with none selected', () => {
    const refrigeratedWithMsg = product({ refrigerated: 'Yes', msg: 'Yes' });
    expect(productMatchesAttributes(refrigeratedWithMsg, ['refrigerated'])).toBe(true);
    expect(productMatchesAttributes(refrigeratedWithMsg, ['refrigerated', 'msg'])).toBe(false);
    expect(productMatchesAttributes(refrigeratedWithMsg, [])).toBe(true);
  });

  it('ignores keys that name no attribute, and tells them apart', () => {
    expect(productMatchesAttributes(product({ refrigerated: 'Yes' }), ['refrigerated', 'organic'])).toBe(
      true,
    );
    expect(isAttributeKey('organic')).toBe(false);
    expect(isAttributeKey('treeNutFree')).toBe(true);
  });
});

describe('claim icons', () => {
  it("shows most claims when they are 'No', and fat free and lite when they are 'Yes'", () => {
    expect(claimShowsIcon('msg', 'No')).toBe(true);
    expect(claimShowsIcon('msg', 'Yes')).toBe(false);
    expect(claimShowsIcon('fatFree', 'Yes')).toBe(true);
    expect(claimShowsIcon('fatFree', 'No')).toBe(false);
    expect(claimShowsIcon('lite', 'Yes')).toBe(true);
  });

  it('never shows claims without an icon (kosher, refrigerated…)', () => {
    expect(claimShowsIcon('kosher', 'No')).toBe(false);
    expect(claimShowsIcon('refrigerated', 'No')).toBe(false);
  });

  it("lists a product's icons with their labels", () => {
    const icons = claimIcons({
      ...allNo,
      msg: 'Yes',
      hfcs: 'Yes',
      edta: 'Yes',
      artificialFlavors: 'Yes',
      lite: 'Yes',
    });
    expect(icons.map((icon) => icon.label)).toEqual([
      'No Synthetic Colors',
      'No Artificial Preservatives',
      'Gluten Free',
      'Lite',
    ]);
    expect(claimIcons(allNo).map((icon) => icon.key)).toContain('msg');
    expect(claimIcons(allNo).find((icon) => icon.key === 'msg')?.label).toBe('No Added MSG');
  });
});
