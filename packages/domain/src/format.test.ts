import { describe, expect, it } from 'vitest';

import {
  allergenText,
  dressingInfo,
  formatNutrientAmount,
  formatNutrientPercent,
  formatUnit,
  glutenStatus,
  isValidGtin14,
  isValidUpcA,
  kosherStatus,
  NUTRIENT_ROWS,
  productSizeLabel,
  servingsPerContainer,
  shelfLifeText,
  resolveReference,
  splitBracketed,
  toFixed3,
  upcCheckDigit,
  wrapTitle,
} from './format.js';

describe('product size label', () => {
  it("given a 1.5 oz cup, reads 'cup (1.5 oz)'", () => {
    const cup = {
      packaging: 'cup',
      caseInfo: { packageType: 'Cup', individualUnitVal: 1.5, individualUnitPercent: 'ONZ' },
    };
    expect(productSizeLabel(cup)).toBe('cup (1.5 oz)');
  });
  it('recognises a cup by its package type when the packaging id is missing, and maps other units', () => {
    const cup = { caseInfo: { packageType: 'Cup', individualUnitVal: 2, individualUnitPercent: 'FOZ' } };
    expect(productSizeLabel(cup)).toBe('cup (2 fl oz)');
  });
  it('given any other package, shows the package type only', () => {
    const gallon = {
      packaging: 'gallon',
      caseInfo: { packageType: 'Gallon', individualUnitVal: 1, individualUnitPercent: 'GLL' },
    };
    expect(productSizeLabel(gallon)).toBe('Gallon');
  });
});

describe('units and numbers', () => {
  it('shows ONZ as oz and other known codes by their short names; unknown codes as given', () => {
    expect(['ONZ', 'GLL', 'LBR', 'FOZ', 'onz', 'XYZ', null].map(formatUnit)).toEqual([
      'oz',
      'gal',
      'lb',
      'fl oz',
      'oz',
      'XYZ',
      '',
    ]);
  });
  it('shows case dimensions and weights with three decimals, nothing when missing', () => {
    expect(toFixed3(17.31)).toBe('17.310');
    expect(toFixed3(0.12345)).toBe('0.123');
    expect(toFixed3(null)).toBe('');
    expect(toFixed3(Number.NaN)).toBe('');
  });
});

describe('servings per container', () => {
  it('divides average servings by the inner pack when the serving has a format code', () => {
    expect(
      servingsPerContainer({ averageServings: 120, quantityInnerPack: 4 }, { formatTypeCode: 'ML' }),
    ).toBe(30);
  });
  it('keeps average servings when there is no format code', () => {
    expect(
      servingsPerContainer({ averageServings: 120, quantityInnerPack: 4 }, { formatTypeCode: null }),
    ).toBe(120);
  });
  it('does not divide by a zero inner pack', () => {
    expect(
      servingsPerContainer({ averageServings: 64, quantityInnerPack: 0 }, { formatTypeCode: 'GRM' }),
    ).toBe(64);
  });
});

describe('nutrition display', () => {
  const nutrition = {
    totalFat: { Val: 14, Percent: 18 },
    sodium: { Val: 280, Percent: null },
    vitaminD: { Val: 0.1, Percent: 0 },
    caloriesVal: { Val: 130, Percent: null },
  };
  it('shows values with their units, vitamins in mcg', () => {
    expect(formatNutrientAmount(nutrition, 'totalFat')).toBe('14g');
    expect(formatNutrientAmount(nutrition, 'sodium')).toBe('280mg');
    expect(formatNutrientAmount(nutrition, 'vitaminD')).toBe('0.1mcg');
    expect(formatNutrientAmount(nutrition, 'caloriesVal')).toBe('130');
    expect(NUTRIENT_ROWS.filter((row) => row.key.startsWith('vitamin')).map((row) => row.unit)).toEqual([
      'mcg',
      'mcg',
      'mcg',
    ]);
  });
  it('shows missing values and percents as 0', () => {
    expect(formatNutrientAmount(nutrition, 'protein')).toBe('0g');
    expect(formatNutrientPercent(nutrition, 'sodium')).toBe('0%');
    expect(formatNutrientPercent(nutrition, 'totalFat')).toBe('18%');
  });
});

describe('FAQ texts', () => {
  it("lists allergens marked 'Contains', capitalised and comma-separated", () => {
    expect(allergenText({ milk: 'Contains', eggs: 'Contains', soy: 'Contains' })).toBe('Soy, Eggs, Milk');
  });
  it("given no allergens, reads 'None'", () => {
    expect(allergenText({})).toBe('None');
    expect(allergenText(undefined)).toBe('None');
  });
  it("reads 'Gluten-Free' when the gluten claim is No", () => {
    expect(glutenStatus({ gluten: 'No' })).toBe('Gluten-Free');
    expect(glutenStatus({ gluten: 'Yes' })).toBe('Not Gluten-Free');
  });
  it("reads 'Kosher Dairy', 'Kosher' or 'Not Kosher'", () => {
    expect(kosherStatus({ kosher: 'Yes', kosherDairy: 'Yes' })).toBe('Kosher Dairy');
    expect(kosherStatus({ kosher: 'Yes', kosherDairy: 'No' })).toBe('Kosher');
    expect(kosherStatus({ kosher: 'No', kosherDairy: 'No' })).toBe('Not Kosher');
  });
  it('uses the singular for a shelf life of one day', () => {
    expect(shelfLifeText(1)).toBe('1 day');
    expect(shelfLifeText(270)).toBe('270 days');
    expect(shelfLifeText(0)).toBe('0 days');
  });
});

describe('step texts with [bracketed] references', () => {
  it('splits text and references, removing the brackets', () => {
    expect(splitBracketed('Toss greens with [Caesar Dressing] and top with [KE1001].')).toEqual([
      { kind: 'text', text: 'Toss greens with ' },
      { kind: 'ref', text: 'Caesar Dressing' },
      { kind: 'text', text: ' and top with ' },
      { kind: 'ref', text: 'KE1001' },
      { kind: 'text', text: '.' },
    ]);
  });
  it('leaves text without references, or with an unclosed bracket, as plain text', () => {
    expect(splitBracketed('Serve cold.')).toEqual([{ kind: 'text', text: 'Serve cold.' }]);
    expect(splitBracketed('Add [ranch')).toEqual([{ kind: 'text', text: 'Add [ranch' }]);
  });
});

describe('resolving a [bracketed] name', () => {
  const caesar = { id: 'p1', code: 'KE1002', title: 'Caesar Dressing', url: '/products/ke1002-caesar' };
  const ranch = { id: 'p2', code: 'KE1001', title: 'Ranch Dressing', url: '/products/ke1001-ranch' };
  const lime = { id: 'o1', title: 'Chili Lime Crema' };
  const slaw = { id: 's1', title: 'Ranch Slaw', slug: 'ranch-slaw', isStandAlone: false };
  const references = { products: [caesar, ranch], plusOnes: [lime], subRecipes: [slaw] };

  it('finds a product by code or by title, ignoring case and surrounding spaces', () => {
    expect(resolveReference('KE1001', references)).toEqual({ kind: 'product', product: ranch });
    expect(resolveReference(' caesar dressing ', references)).toEqual({ kind: 'product', product: caesar });
  });

  it('finds a plus-one by title, and a sub-recipe by title or slug', () => {
    expect(resolveReference('Chili Lime Crema', references)).toEqual({ kind: 'plusOne', plusOne: lime });
    expect(resolveReference('Ranch Slaw', references)).toEqual({ kind: 'subRecipe', subRecipe: slaw });
    expect(resolveReference('ranch-slaw', references)).toEqual({ kind: 'subRecipe', subRecipe: slaw });
  });

  it('prefers a product to a plus-one or sub-recipe of the same name', () => {
    const sameName = { ...slaw, title: 'Ranch Dressing' };
    expect(resolveReference('Ranch Dressing', { ...references, subRecipes: [sameName] })).toEqual({
      kind: 'product',
      product: ranch,
    });
  });

  it("tries the ids the step lists first, then the recipe's other references", () => {
    const otherCaesar = { ...caesar, id: 'p3', url: '/products/ke1003-caesar' };
    const products = [caesar, otherCaesar];
    expect(resolveReference('Caesar Dressing', { products })).toEqual({ kind: 'product', product: caesar });
    expect(resolveReference('Caesar Dressing', { products }, { products: ['p3'] })).toEqual({
      kind: 'product',
      product: otherCaesar,
    });
    expect(resolveReference('Ranch Dressing', references, { products: ['p1'] })).toEqual({
      kind: 'product',
      product: ranch,
    });
  });

  it('resolves to nothing when no reference matches, or there are none', () => {
    expect(resolveReference('Blue Cheese', references)).toBeUndefined();
    expect(resolveReference('KE1001', {})).toBeUndefined();
  });
});

describe('plus-one tile titles', () => {
  it('wraps at about 11 characters without breaking words', () => {
    expect(wrapTitle('Spicy Honey Mustard Glaze')).toEqual(['Spicy Honey', 'Mustard', 'Glaze']);
  });
  it('keeps a word longer than the width on its own line', () => {
    expect(wrapTitle('Extraordinarily good dip')).toEqual(['Extraordinarily', 'good dip']);
  });
});

describe('dressing info', () => {
  const ranch = { id: 'r', code: 'KE1001', title: 'Ranch' };
  const caesar = { id: 'c', code: 'KE2002', title: 'Caesar', isKFS: true };
  const italian = { id: 'i', code: 'KE3003', title: 'Italian' };

  it("labels each product 'title (code)' and drops duplicates", () => {
    expect(dressingInfo([ranch, italian, ranch], false).map((item) => item.label)).toEqual([
      'Ranch (KE1001)',
      'Italian (KE3003)',
    ]);
  });
  it('puts isKFS-flagged products first when asked, keeping the rest in order', () => {
    expect(dressingInfo([ranch, caesar, italian], true).map((item) => item.product.id)).toEqual([
      'c',
      'r',
      'i',
    ]);
    expect(dressingInfo([ranch, caesar, italian], false).map((item) => item.product.id)).toEqual([
      'r',
      'c',
      'i',
    ]);
  });
});

describe('UPC and GTIN check digits', () => {
  it('computes the GS1 check digit', () => {
    expect(upcCheckDigit('03600029145')).toBe(2);
    expect(upcCheckDigit('01234567890')).toBe(5);
    expect(upcCheckDigit('1061414100734')).toBe(6);
  });
  it('accepts a 12-digit UPC-A with a correct check digit only', () => {
    expect(isValidUpcA('036000291452')).toBe(true);
    expect(isValidUpcA('036000291453')).toBe(false);
    expect(isValidUpcA('36000291452')).toBe(false);
    expect(isValidUpcA('03600029145a')).toBe(false);
  });
  it('accepts a 14-digit GTIN with a correct check digit only', () => {
    expect(isValidGtin14('10614141007346')).toBe(true);
    expect(isValidGtin14('00036000291452')).toBe(true);
    expect(isValidGtin14('10614141007345')).toBe(false);
    expect(isValidGtin14('036000291452')).toBe(false);
  });
  it('refuses to compute a check digit for non-digits', () => {
    expect(() => upcCheckDigit('12a')).toThrow("Not a digit string: '12a'");
  });
});
