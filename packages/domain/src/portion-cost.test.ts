import { describe, expect, it } from 'vitest';
import type { CaseInfo, Nutrition } from './entities.js';
import {
  calculatePortion,
  convertAmount,
  formatUsd,
  MSG_PORTION_NUMBER,
  MSG_PORTION_POSITIVE,
  MSG_PORTION_UNIT,
  MSG_PRICE_MAX,
  MSG_PRICE_NUMBER,
  MSG_PRICE_POSITIVE,
  parseCasePrice,
  parsePortionAmount,
  parseServingAmount,
  portionBasis,
  portionTooLargeMessage,
  portionTooSmallMessage,
  roundCalories,
  roundCholesterol,
  roundFat,
  roundGrams,
  roundNutrient,
  roundSodium,
  type PortionBasis,
} from './portion-cost.js';

const caseInfo = (overrides: Partial<CaseInfo>): CaseInfo => ({
  packageType: 'Gallon',
  individualUnitVal: 1,
  individualUnitPercent: 'GLL',
  unitQuantity: 4,
  caseGtin: '10074658100136',
  innerUpc: null,
  caseLength: 13.23,
  caseWidth: 13.01,
  caseHeight: 11.88,
  grossWeight: 35.51,
  netWeight: 33.08,
  fullWeight: 35.51,
  volume: 1.183,
  tixHl: '10x4',
  primaryPackaging: 'HDPE Jug',
  secondaryPackaging: 'Corrugated Case',
  averageServings: 125,
  quantityInnerPack: 1,
  ...overrides,
});

/** The first product of the catalogue (KE1001 ranch, 4 × 1 gal): 2 Tbsp (30 g), 130 calories, 310 mg sodium. */
const ranchNutrition: Nutrition = {
  serviceSizeHouseholding: '2 Tbsp',
  serviceSizeValue: '30 g',
  formatTypeCode: 'GRM',
  caloriesVal: { Val: 130, Percent: null },
  totalFat: { Val: 13, Percent: 17 },
  saturatedFat: { Val: 3, Percent: 15 },
  transfattyAcids: { Val: 0, Percent: null },
  cholesterol: { Val: 15, Percent: 5 },
  sodium: { Val: 310, Percent: 13 },
  carbohydrates: { Val: 3, Percent: 1 },
  totalDietary: { Val: 0, Percent: 0 },
  totalSugar: { Val: 2, Percent: null },
  addedSugar: { Val: 2, Percent: 4 },
  protein: { Val: 0, Percent: null },
};
const ranch = { caseInfo: caseInfo({}), nutrition: ranchNutrition };

function basisOf(product: { caseInfo: CaseInfo; nutrition: Nutrition }): PortionBasis {
  const basis = portionBasis(product);
  if (!basis) throw new Error('expected a basis');
  return basis;
}

describe('FDA rounding, 21 CFR 101.9(c)', () => {
  it('calories: under 5 is 0, to 5 up to and including 50, to 10 above 50', () => {
    expect(roundCalories(0)).toBe(0);
    expect(roundCalories(4.99)).toBe(0);
    expect(roundCalories(5)).toBe(5);
    expect(roundCalories(7.4)).toBe(5);
    expect(roundCalories(7.5)).toBe(10);
    expect(roundCalories(47.4)).toBe(45);
    expect(roundCalories(47.5)).toBe(50);
    expect(roundCalories(50)).toBe(50);
    expect(roundCalories(50.1)).toBe(50);
    expect(roundCalories(54.9)).toBe(50);
    expect(roundCalories(55)).toBe(60);
    expect(roundCalories(195)).toBe(200);
  });

  it('fats: under 0.5 g is 0, to 0.5 g below 5 g, to 1 g from 5 g', () => {
    expect(roundFat(0.49)).toBe(0);
    expect(roundFat(0.5)).toBe(0.5);
    expect(roundFat(0.74)).toBe(0.5);
    expect(roundFat(0.75)).toBe(1);
    expect(roundFat(2.25)).toBe(2.5);
    expect(roundFat(4.74)).toBe(4.5);
    expect(roundFat(4.75)).toBe(5);
    expect(roundFat(4.99)).toBe(5);
    expect(roundFat(5)).toBe(5);
    expect(roundFat(5.49)).toBe(5);
    expect(roundFat(5.5)).toBe(6);
    expect(roundFat(19.5)).toBe(20);
  });

  it('cholesterol: under 2 mg is 0, 2 to 5 mg is "less than 5 mg", above 5 mg to 5 mg', () => {
    expect(roundCholesterol(1.99)).toBe(0);
    expect(roundCholesterol(2)).toBeNull();
    expect(roundCholesterol(5)).toBeNull();
    expect(roundCholesterol(5.01)).toBe(5);
    expect(roundCholesterol(7.49)).toBe(5);
    expect(roundCholesterol(7.5)).toBe(10);
    expect(roundCholesterol(22.5)).toBe(25);
    expect(roundNutrient('cholesterol', 3)).toBe('less than 5 mg');
    expect(roundNutrient('cholesterol', 1)).toBe('0 mg');
  });

  it('sodium: under 5 mg is 0, to 5 mg from 5 to 140 mg, to 10 mg above 140 mg', () => {
    expect(roundSodium(4.99)).toBe(0);
    expect(roundSodium(5)).toBe(5);
    expect(roundSodium(7.49)).toBe(5);
    expect(roundSodium(7.5)).toBe(10);
    expect(roundSodium(137.5)).toBe(140);
    expect(roundSodium(140)).toBe(140);
    expect(roundSodium(141)).toBe(140);
    expect(roundSodium(144.9)).toBe(140);
    expect(roundSodium(145)).toBe(150);
    expect(roundSodium(465)).toBe(470);
  });

  it('carbohydrate, fiber, sugars and protein: under 0.5 g is 0, under 1 g is "less than 1 g", then to 1 g', () => {
    expect(roundGrams(0.49)).toBe(0);
    expect(roundGrams(0.5)).toBeNull();
    expect(roundGrams(0.99)).toBeNull();
    expect(roundGrams(1)).toBe(1);
    expect(roundGrams(1.49)).toBe(1);
    expect(roundGrams(1.5)).toBe(2);
    expect(roundNutrient('grams', 0.7)).toBe('less than 1 g');
    expect(roundNutrient('grams', 0.2)).toBe('0 g');
    expect(roundNutrient('grams', 4.5)).toBe('5 g');
  });

  it('writes each amount with its unit (calories without one)', () => {
    expect(roundNutrient('calories', 195)).toBe('200');
    expect(roundNutrient('fat', 4.5)).toBe('4.5 g');
    expect(roundNutrient('sodium', 465)).toBe('470 mg');
  });
});

describe('reading what the operator typed', () => {
  it('reads label serving sizes', () => {
    expect(parseServingAmount('2 Tbsp')).toEqual({ amount: 2, unit: 'tbsp' });
    expect(parseServingAmount('30 mL')).toEqual({ amount: 30, unit: 'ml' });
    expect(parseServingAmount('1 tsp')).toEqual({ amount: 1, unit: 'tsp' });
    expect(parseServingAmount('30 g')).toEqual({ amount: 30, unit: 'g' });
    expect(parseServingAmount('a splash')).toBeNull();
    expect(parseServingAmount('2 handfuls')).toBeNull();
  });

  it('reads portions as decimals and kitchen fractions, and says what is wrong with the rest', () => {
    expect(parsePortionAmount('')).toBeNull();
    expect(parsePortionAmount('1.5')).toEqual({ amount: 1.5 });
    expect(parsePortionAmount('1,5')).toEqual({ amount: 1.5 });
    // Half typed: '1.' on the way to '1.5' is not an error.
    expect(parsePortionAmount('1.')).toEqual({ amount: 1 });
    expect(parsePortionAmount('1 1/2')).toEqual({ amount: 1.5 });
    expect(parsePortionAmount('¾')).toEqual({ amount: 0.75 });
    expect(parsePortionAmount('0')).toEqual({ error: MSG_PORTION_POSITIVE });
    expect(parsePortionAmount('-2')).toEqual({ error: MSG_PORTION_POSITIVE });
    expect(parsePortionAmount('two')).toEqual({ error: MSG_PORTION_NUMBER });
    expect(parsePortionAmount('1e3')).toEqual({ error: MSG_PORTION_NUMBER });
  });

  it('reads case prices with or without a dollar sign and thousands separators', () => {
    expect(parseCasePrice('')).toBeNull();
    expect(parseCasePrice('37.45')).toEqual({ price: 37.45 });
    expect(parseCasePrice('$37.45')).toEqual({ price: 37.45 });
    expect(parseCasePrice('37.')).toEqual({ price: 37 });
    expect(parseCasePrice('.')).toEqual({ error: MSG_PRICE_NUMBER });
    expect(parseCasePrice('1,234.50')).toEqual({ price: 1234.5 });
    expect(parseCasePrice('0')).toEqual({ error: MSG_PRICE_POSITIVE });
    expect(parseCasePrice('-3')).toEqual({ error: MSG_PRICE_POSITIVE });
    expect(parseCasePrice('abc')).toEqual({ error: MSG_PRICE_NUMBER });
    expect(parseCasePrice('1,23')).toEqual({ error: MSG_PRICE_NUMBER });
    expect(parseCasePrice('100000')).toEqual({ price: 100000 });
    expect(parseCasePrice('100000.01')).toEqual({ error: MSG_PRICE_MAX });
  });
});

describe('what a product offers', () => {
  it('a gallon with a label serving in grams and tablespoons offers volume and weight units', () => {
    const basis = basisOf(ranch);
    expect(basis.pack).toEqual({ amount: 1, unit: 'gal' });
    expect(basis.defaultUnit).toBe('fl-oz');
    expect(basis.units).toEqual(['fl-oz', 'tbsp', 'tsp', 'cup', 'ml', 'gal', 'oz', 'g', 'lb']);
    // 30 g in 2 Tbsp (29.57 mL).
    expect(basis.densityGPerMl).toBeCloseTo(1.0144, 4);
    expect(basis.serving.text).toBe('2 Tbsp (30 g)');
  });

  it('a bottle with a label serving in millilitres only offers volume units', () => {
    const basis = basisOf({
      caseInfo: caseInfo({ individualUnitVal: 20, individualUnitPercent: 'FOZ', unitQuantity: 6 }),
      nutrition: { ...ranchNutrition, serviceSizeValue: '30 mL', formatTypeCode: 'ML' },
    });
    expect(basis.densityGPerMl).toBeNull();
    expect(basis.units).toEqual(['fl-oz', 'tbsp', 'tsp', 'cup', 'ml', 'gal']);
  });

  it('a cup sold by weight with a label serving in millilitres takes the density from its declared servings', () => {
    const basis = basisOf({
      caseInfo: caseInfo({
        packageType: 'Cup',
        individualUnitVal: 1.5,
        individualUnitPercent: 'ONZ',
        unitQuantity: 100,
        averageServings: 1.4,
      }),
      nutrition: { ...ranchNutrition, serviceSizeValue: '30 mL', formatTypeCode: 'ML' },
    });
    expect(basis.defaultUnit).toBe('oz');
    expect(basis.units.slice(0, 3)).toEqual(['oz', 'g', 'lb']);
    // 1.5 oz = 42.52 g makes 1.4 servings of 30 mL.
    expect(basis.densityGPerMl).toBeCloseTo(42.524 / 1.4 / 30, 4);
    expect(basis.serving.massG).toBeCloseTo(30.37, 2);
  });

  it('a product whose pack size cannot be measured has no basis', () => {
    expect(
      portionBasis({ caseInfo: caseInfo({ individualUnitPercent: 'EA' }), nutrition: ranchNutrition }),
    ).toBeNull();
    expect(portionBasis({ caseInfo: caseInfo({ unitQuantity: 0 }), nutrition: ranchNutrition })).toBeNull();
  });

  it('converts within and across volume and weight', () => {
    expect(convertAmount(1, 'gal', 'fl-oz', null)).toBeCloseTo(128, 9);
    expect(convertAmount(2, 'tbsp', 'fl-oz', null)).toBeCloseTo(1, 9);
    expect(convertAmount(1, 'lb', 'oz', null)).toBeCloseTo(16, 9);
    expect(convertAmount(1, 'cup', 'ml', null)).toBeCloseTo(236.588, 3);
    expect(convertAmount(100, 'ml', 'g', 1.2)).toBeCloseTo(120, 9);
    expect(convertAmount(120, 'g', 'ml', 1.2)).toBeCloseTo(100, 9);
    expect(convertAmount(1, 'oz', 'fl-oz', null)).toBeNull();
  });
});

describe('servings, cost and nutrition of a portion', () => {
  const basis = basisOf(ranch);

  it('with nothing typed, shows nothing and says nothing', () => {
    const result = calculatePortion(basis, ranchNutrition, { portion: '', unit: '' });
    expect(result.errors).toEqual({});
    expect(result.portion).toBeUndefined();
    expect(result.unit).toBe('fl-oz');
    expect(result.caseText).toBe('4 × 1 gal');
  });

  it('1.5 fl oz from 4 × 1 gal makes 341 whole servings; $37.45 a case is $0.11 a serving, $10.98 per 100', () => {
    const result = calculatePortion(basis, ranchNutrition, { portion: '1.5', unit: 'fl-oz', price: '37.45' });
    expect(result.errors).toEqual({});
    expect(result.portion?.servingsPerCase).toBe(341);
    expect(result.portion?.caseInPortionUnit).toBe('512 fl oz');
    expect(result.portion?.labelServings).toBeCloseTo(1.5, 9);
    expect(formatUsd(result.cost!.perServing)).toBe('$0.11');
    expect(formatUsd(result.cost!.per100Servings)).toBe('$10.98');
  });

  it('nutrition of 1.5 label servings is rounded nutrient by nutrient', () => {
    const result = calculatePortion(basis, ranchNutrition, { portion: '1.5', unit: 'fl-oz' });
    const amounts = Object.fromEntries(result.portion!.nutrition!.map((row) => [row.label, row.amount]));
    expect(amounts).toEqual({
      Calories: '200', // 195
      'Total fat': '20 g', // 19.5
      'Saturated fat': '4.5 g', // 4.5
      'Trans fat': '0 g',
      Cholesterol: '25 mg', // 22.5
      Sodium: '470 mg', // 465
      'Total carbohydrate': '5 g', // 4.5
      'Dietary fiber': '0 g',
      'Total sugars': '3 g',
      'Added sugars': '3 g',
      Protein: '0 g',
    });
  });

  it('a portion by weight uses the label grams (1 oz of a 30 g serving is 0.945 servings)', () => {
    const result = calculatePortion(basis, ranchNutrition, { portion: '1', unit: 'oz' });
    expect(result.portion?.labelServings).toBeCloseTo(28.3495 / 30, 4);
    // 4 gal = 15,141.6 mL × 1.0144 g/mL = 15,359.8 g = 541.8 oz.
    expect(result.portion?.servingsPerCase).toBe(541);
    expect(result.portion?.text).toBe('1 oz');
  });

  it('a whole case as the portion makes one serving; more than a case says so', () => {
    expect(
      calculatePortion(basis, ranchNutrition, { portion: '4', unit: 'gal' }).portion?.servingsPerCase,
    ).toBe(1);
    const result = calculatePortion(basis, ranchNutrition, { portion: '5', unit: 'gal' });
    expect(result.portion).toBeUndefined();
    expect(result.errors.portion).toBe(portionTooLargeMessage('5 gal', '4 × 1 gal'));
    expect(result.errors.portion).toBe('A portion of 5 gal is more than a whole case (4 × 1 gal).');
  });

  it('a portion that would make more than 100,000 servings is refused as mistyped', () => {
    const result = calculatePortion(basis, ranchNutrition, { portion: '0.1', unit: 'ml' });
    expect(result.errors.portion).toBe(portionTooSmallMessage());
    expect(
      calculatePortion(basis, ranchNutrition, { portion: '0.2', unit: 'ml' }).portion?.servingsPerCase,
    ).toBe(75708);
  });

  it('invalid portions and prices say why next to their field, and a valid portion still shows without a price', () => {
    expect(calculatePortion(basis, ranchNutrition, { portion: 'abc', unit: 'fl-oz' }).errors).toEqual({
      portion: MSG_PORTION_NUMBER,
    });
    expect(calculatePortion(basis, ranchNutrition, { portion: '0', unit: 'fl-oz' }).errors).toEqual({
      portion: MSG_PORTION_POSITIVE,
    });
    const result = calculatePortion(basis, ranchNutrition, { portion: '2', unit: 'fl-oz', price: '-5' });
    expect(result.errors).toEqual({ price: MSG_PRICE_POSITIVE });
    expect(result.portion?.servingsPerCase).toBe(256);
    expect(result.cost).toBeUndefined();
  });

  it('a unit the product does not offer falls back to the default unit and says so', () => {
    const bottle = basisOf({
      caseInfo: caseInfo({ individualUnitVal: 20, individualUnitPercent: 'FOZ', unitQuantity: 6 }),
      nutrition: { ...ranchNutrition, serviceSizeValue: '30 mL' },
    });
    const result = calculatePortion(bottle, ranchNutrition, { portion: '2', unit: 'g' });
    expect(result.errors.unit).toBe(MSG_PORTION_UNIT);
    expect(result.unit).toBe('fl-oz');
    expect(result.portion?.servingsPerCase).toBe(60);
    expect(calculatePortion(bottle, ranchNutrition, { portion: '2', unit: 'pints' }).errors.unit).toBe(
      MSG_PORTION_UNIT,
    );
  });

  it('a product without nutrition data gives servings and cost but no nutrition', () => {
    const bare: Nutrition = { serviceSizeHouseholding: '', serviceSizeValue: '', formatTypeCode: null };
    const bareBasis = basisOf({ caseInfo: caseInfo({}), nutrition: bare });
    expect(bareBasis.hasNutrition).toBe(false);
    expect(bareBasis.units).toEqual(['fl-oz', 'tbsp', 'tsp', 'cup', 'ml', 'gal']);
    const result = calculatePortion(bareBasis, bare, { portion: '2', unit: 'fl-oz', price: '50' });
    expect(result.portion?.servingsPerCase).toBe(256);
    expect(result.portion?.nutrition).toBeNull();
    expect(formatUsd(result.cost!.perServing)).toBe('$0.20');
  });
});
