/**
 * Portion and cost (issue 16, item 4): an operator's portion size, in the units the product is sold in, gives the
 * servings a case makes; a case price (kept in the browser, never sent) gives the cost per serving and per 100
 * servings; the label's nutrition per serving, scaled to the portion, is rounded as a Nutrition Facts label
 * rounds it (21 CFR 101.9(c)).
 */
import type { CaseInfo, Nutrition, NutrientKey } from './entities.js';
import { parseAmount } from './recipe-scaling.js';

export type PortionDimension = 'volume' | 'mass';

export type PortionUnit = 'fl-oz' | 'tbsp' | 'tsp' | 'cup' | 'ml' | 'gal' | 'oz' | 'g' | 'lb';

export interface PortionUnitDefinition {
  /** Short label, as a kitchen writes it ('fl oz', 'mL'). */
  label: string;
  /** Label of an amount: singular and plural ('cup'/'cups'). */
  plural: string;
  /** What a unit picker lists ('fl oz (fluid ounces)', 'oz (ounces by weight)'). */
  name: string;
  dimension: PortionDimension;
  /** Millilitres (volume) or grams (mass) in one unit (US customary: 1 fl oz = 29.5735295625 mL, 1 oz = 28.349523125 g). */
  base: number;
}

export const PORTION_UNITS: Readonly<Record<PortionUnit, PortionUnitDefinition>> = {
  'fl-oz': {
    label: 'fl oz',
    plural: 'fl oz',
    name: 'fl oz (fluid ounces)',
    dimension: 'volume',
    base: 29.5735295625,
  },
  tbsp: {
    label: 'tbsp',
    plural: 'tbsp',
    name: 'tbsp (tablespoons)',
    dimension: 'volume',
    base: 14.78676478125,
  },
  tsp: { label: 'tsp', plural: 'tsp', name: 'tsp (teaspoons)', dimension: 'volume', base: 4.92892159375 },
  cup: { label: 'cup', plural: 'cups', name: 'cups', dimension: 'volume', base: 236.5882365 },
  ml: { label: 'mL', plural: 'mL', name: 'mL (milliliters)', dimension: 'volume', base: 1 },
  gal: { label: 'gal', plural: 'gal', name: 'gal (gallons)', dimension: 'volume', base: 3785.411784 },
  oz: { label: 'oz', plural: 'oz', name: 'oz (ounces by weight)', dimension: 'mass', base: 28.349523125 },
  g: { label: 'g', plural: 'g', name: 'g (grams)', dimension: 'mass', base: 1 },
  lb: { label: 'lb', plural: 'lb', name: 'lb (pounds)', dimension: 'mass', base: 453.59237 },
};

/** The portion units of each dimension, in the order a kitchen reaches for them. */
const UNITS_BY_DIMENSION: Readonly<Record<PortionDimension, readonly PortionUnit[]>> = {
  volume: ['fl-oz', 'tbsp', 'tsp', 'cup', 'ml', 'gal'],
  mass: ['oz', 'g', 'lb'],
};

/** Pack-size unit codes of the catalogue (`caseInfo.individualUnitPercent`): ONZ is the ounce by weight. */
const PACK_UNIT_CODES: Readonly<Record<string, PortionUnit>> = {
  ONZ: 'oz',
  FOZ: 'fl-oz',
  GLL: 'gal',
  LBR: 'lb',
  GRM: 'g',
  MLT: 'ml',
  ML: 'ml',
};

/** Serving-size words of the labels ('2 Tbsp', '30 g', '30 mL'). */
const SERVING_UNIT_WORDS: Readonly<Record<string, PortionUnit>> = {
  tsp: 'tsp',
  tbsp: 'tbsp',
  cup: 'cup',
  cups: 'cup',
  'fl oz': 'fl-oz',
  ml: 'ml',
  g: 'g',
  oz: 'oz',
};

export function isPortionUnit(value: string): value is PortionUnit {
  return Object.prototype.hasOwnProperty.call(PORTION_UNITS, value);
}

/** '1.5 fl oz', '1 cup', '2 cups'. */
export function formatPortionAmount(amount: number, unit: PortionUnit): string {
  const definition = PORTION_UNITS[unit];
  const text = formatNumber(amount);
  return `${text} ${amount === 1 ? definition.label : definition.plural}`;
}

/** One formatter for every call: `toLocaleString` with options builds a new one each time (a product page calls it often). */
const NUMBER_FORMAT = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** Up to two decimals, no trailing zeros, thousands separated ('1,024', '1.5', '0.33'). */
function formatNumber(value: number): string {
  return NUMBER_FORMAT.format(value);
}

/** An amount written on a label ('2 Tbsp', '30 g') as a number and unit, or null when it cannot be read. */
export function parseServingAmount(text: string): { amount: number; unit: PortionUnit } | null {
  const match = /^\s*([\d.,/ ½¼¾⅓⅔]+?)\s*(fl oz|[a-z]+)\.?\s*$/i.exec(text);
  if (!match) return null;
  const amount = parseAmount((match[1] ?? '').replace(',', '.'));
  const unit = SERVING_UNIT_WORDS[(match[2] ?? '').toLowerCase()];
  if (amount === null || amount <= 0 || !unit) return null;
  return { amount, unit };
}

/** What the calculator knows about one product: its case, its label serving, and how volume and weight relate. */
export interface PortionBasis {
  /** One unit of the case ('1 gal', '1.5 oz'). */
  pack: { amount: number; unit: PortionUnit };
  /** Units in a case. */
  unitsPerCase: number;
  /** The label serving in millilitres and in grams, where the label gives them (or density derives them). */
  serving: { volumeMl: number | null; massG: number | null; text: string };
  /** Grams per millilitre: from the label's serving (household volume and grams) or the pack's declared servings. */
  densityGPerMl: number | null;
  /** The units a portion may be given in: the pack's dimension, and the other one when the density is known. */
  units: readonly PortionUnit[];
  /** The unit the form starts with: fluid ounces for liquids sold by volume, ounces for those sold by weight. */
  defaultUnit: PortionUnit;
  /** Whether the label gives any nutrient value (a product without nutrition data shows none per portion). */
  hasNutrition: boolean;
}

/** The nutrients of a Nutrition Facts label per portion, in label order. */
export const PORTION_NUTRIENTS: readonly { key: NutrientKey; label: string; rule: NutrientRule }[] = [
  { key: 'caloriesVal', label: 'Calories', rule: 'calories' },
  { key: 'totalFat', label: 'Total fat', rule: 'fat' },
  { key: 'saturatedFat', label: 'Saturated fat', rule: 'fat' },
  { key: 'transfattyAcids', label: 'Trans fat', rule: 'fat' },
  { key: 'cholesterol', label: 'Cholesterol', rule: 'cholesterol' },
  { key: 'sodium', label: 'Sodium', rule: 'sodium' },
  { key: 'carbohydrates', label: 'Total carbohydrate', rule: 'grams' },
  { key: 'totalDietary', label: 'Dietary fiber', rule: 'grams' },
  { key: 'totalSugar', label: 'Total sugars', rule: 'grams' },
  { key: 'addedSugar', label: 'Added sugars', rule: 'grams' },
  { key: 'protein', label: 'Protein', rule: 'grams' },
];

export type NutrientRule = 'calories' | 'fat' | 'cholesterol' | 'sodium' | 'grams';

/**
 * The basis of a product's portions, or null when its case cannot be measured (an unknown pack unit, no units in
 * the case).
 */
export function portionBasis(product: { caseInfo: CaseInfo; nutrition: Nutrition }): PortionBasis | null {
  const { caseInfo, nutrition } = product;
  const packUnit = PACK_UNIT_CODES[(caseInfo.individualUnitPercent ?? '').toUpperCase()];
  if (
    !packUnit ||
    !(caseInfo.individualUnitVal > 0) ||
    !(caseInfo.unitQuantity > 0) ||
    !Number.isFinite(caseInfo.individualUnitVal * caseInfo.unitQuantity)
  )
    return null;
  const packDimension = PORTION_UNITS[packUnit].dimension;

  const household = parseServingAmount(nutrition.serviceSizeHouseholding ?? '');
  const metric = parseServingAmount(nutrition.serviceSizeValue ?? '');
  const inBase = (part: { amount: number; unit: PortionUnit } | null, dimension: PortionDimension) =>
    part && PORTION_UNITS[part.unit].dimension === dimension
      ? part.amount * PORTION_UNITS[part.unit].base
      : null;
  // The metric amount is the label's exact one; the household measure only fills in the other dimension.
  let volumeMl = inBase(metric, 'volume') ?? inBase(household, 'volume');
  let massG = inBase(metric, 'mass') ?? inBase(household, 'mass');

  let densityGPerMl: number | null = null;
  if (volumeMl !== null && massG !== null) {
    densityGPerMl = massG / volumeMl;
  } else if (caseInfo.averageServings > 0) {
    // A label serving in one dimension only (30 mL) for a pack sold in the other (1.5 oz): the pack's declared
    // servings per unit tie the two together.
    const packBase = caseInfo.individualUnitVal * PORTION_UNITS[packUnit].base;
    const servingInPack = packBase / caseInfo.averageServings;
    if (packDimension === 'mass' && volumeMl !== null && massG === null)
      densityGPerMl = servingInPack / volumeMl;
    if (packDimension === 'volume' && massG !== null && volumeMl === null)
      densityGPerMl = massG / servingInPack;
  }
  if (densityGPerMl !== null) {
    volumeMl ??= massG === null ? null : massG / densityGPerMl;
    massG ??= volumeMl === null ? null : volumeMl * densityGPerMl;
  }

  const other: PortionDimension = packDimension === 'volume' ? 'mass' : 'volume';
  const units = [...UNITS_BY_DIMENSION[packDimension], ...(densityGPerMl ? UNITS_BY_DIMENSION[other] : [])];
  const servingText = [nutrition.serviceSizeHouseholding, nutrition.serviceSizeValue]
    .map((part) => (part ?? '').trim())
    .filter(Boolean);
  return {
    pack: { amount: caseInfo.individualUnitVal, unit: packUnit },
    unitsPerCase: caseInfo.unitQuantity,
    serving: {
      volumeMl,
      massG,
      text: servingText.length === 2 ? `${servingText[0]} (${servingText[1]})` : (servingText[0] ?? ''),
    },
    densityGPerMl,
    units,
    defaultUnit: packDimension === 'volume' ? 'fl-oz' : 'oz',
    hasNutrition: PORTION_NUTRIENTS.some(({ key }) => typeof nutrition[key]?.Val === 'number'),
  };
}

/** An amount in another unit, through the density when the dimensions differ; null when it cannot be converted. */
export function convertAmount(
  amount: number,
  from: PortionUnit,
  to: PortionUnit,
  densityGPerMl: number | null,
): number | null {
  const source = PORTION_UNITS[from];
  const target = PORTION_UNITS[to];
  let base = amount * source.base;
  if (source.dimension !== target.dimension) {
    if (!densityGPerMl) return null;
    base = source.dimension === 'volume' ? base * densityGPerMl : base / densityGPerMl;
  }
  return base / target.base;
}

// ---------------------------------------------------------------------------------------------------------------
// Rounding of a Nutrition Facts label, 21 CFR 101.9(c) (also summarised in FDA's Food Labeling Guide, Appendix H).
// "Nearest" increments round halves up.

function nearest(value: number, step: number): number {
  // The epsilon keeps 2.25 / 0.5 = 4.5 (and similar binary fractions) rounding up as written.
  return Math.round(value / step + 1e-9) * step;
}

/**
 * Calories, 101.9(c)(1): "expressed to the nearest 5-calorie increment up to and including 50 calories, and
 * 10-calorie increment above 50 calories, except that amounts less than 5 calories may be expressed as zero".
 */
export function roundCalories(value: number): number {
  if (value < 5) return 0;
  if (value <= 50) return nearest(value, 5);
  return nearest(value, 10);
}

/**
 * Total fat (c)(2), saturated fat (c)(2)(i), trans fat (c)(2)(ii): "to the nearest 0.5 (1/2) gram increment below
 * 5 grams and to the nearest gram increment above 5 grams. If the serving contains less than 0.5 gram, the content
 * shall be expressed as zero" (5 g itself: the nearest gram, as Appendix H's "≥ 5 g" reads).
 */
export function roundFat(value: number): number {
  if (value < 0.5) return 0;
  if (value < 5) return nearest(value, 0.5);
  return nearest(value, 1);
}

/**
 * Cholesterol, 101.9(c)(3): less than 2 mg "may be expressed as zero"; 2 to 5 mg "may be stated as 'less than 5
 * milligrams'"; otherwise "to the nearest 5-milligram increment". Null means "less than 5 mg".
 */
export function roundCholesterol(value: number): number | null {
  if (value < 2) return 0;
  if (value <= 5) return null;
  return nearest(value, 5);
}

/**
 * Sodium, 101.9(c)(4): "zero when the serving contains less than 5 milligrams", "to the nearest 5-milligram
 * increment when the serving contains 5 to 140 milligrams", "to the nearest 10-milligram increment when the
 * serving contains greater than 140 milligrams".
 */
export function roundSodium(value: number): number {
  if (value < 5) return 0;
  if (value <= 140) return nearest(value, 5);
  return nearest(value, 10);
}

/**
 * Total carbohydrate (c)(6), dietary fiber (c)(6)(i), sugars (c)(6)(ii), added sugars (c)(6)(iii) and protein
 * (c)(7): "to the nearest gram, except that if a serving contains less than 1 gram, the statement 'Contains less
 * than 1 gram' or 'less than 1 gram' may be used as an alternative, or if the serving contains less than 0.5
 * gram, the content may be expressed as zero". Null means "less than 1 g".
 */
export function roundGrams(value: number): number | null {
  if (value < 0.5) return 0;
  if (value < 1) return null;
  return nearest(value, 1);
}

/** A nutrient amount as a label declares it ('130', '4.5 g', 'less than 5 mg', 'less than 1 g'). */
export function roundNutrient(rule: NutrientRule, value: number): string {
  switch (rule) {
    case 'calories':
      return String(roundCalories(value));
    case 'fat':
      return `${roundFat(value)} g`;
    case 'cholesterol': {
      const rounded = roundCholesterol(value);
      return rounded === null ? 'less than 5 mg' : `${rounded} mg`;
    }
    case 'sodium':
      return `${roundSodium(value)} mg`;
    case 'grams': {
      const rounded = roundGrams(value);
      return rounded === null ? 'less than 1 g' : `${rounded} g`;
    }
  }
}

// ---------------------------------------------------------------------------------------------------------------

/** More servings than this from one case means the portion was mistyped (0.001 oz). */
export const PORTION_MAX_SERVINGS = 100_000;
export const CASE_PRICE_MAX = 100_000;

export const MSG_PORTION_NUMBER = 'Enter the portion as a number, such as 1.5 or 1 1/2.';
export const MSG_PORTION_POSITIVE = 'The portion must be more than 0.';
export const MSG_PORTION_UNIT = 'Choose a unit from the list.';
export const MSG_PRICE_NUMBER = 'Enter the case price in dollars, such as 37.45.';
export const MSG_PRICE_POSITIVE = 'The case price must be more than $0.';
export const MSG_PRICE_MAX = `The case price must be at most $${CASE_PRICE_MAX.toLocaleString('en-US')}.`;

export function portionTooLargeMessage(portion: string, caseText: string): string {
  return `A portion of ${portion} is more than a whole case (${caseText}).`;
}
export function portionTooSmallMessage(): string {
  return `That portion is too small: a case would make more than ${PORTION_MAX_SERVINGS.toLocaleString('en-US')} servings.`;
}

/** What the operator typed: the portion and its unit (in the query without JavaScript) and the case price. */
export interface PortionInput {
  portion: string;
  unit: string;
  /** Never leaves the browser. */
  price?: string;
}

export interface PortionNutrient {
  key: NutrientKey;
  label: string;
  /** As a label declares it ('130', '4.5 g', 'less than 1 g'). */
  amount: string;
}

export interface PortionResult {
  /** The unit the portion is read in (the default when the one asked for is not offered). */
  unit: PortionUnit;
  /** A message per field that could not be used; the fields without one were used. */
  errors: { portion?: string; unit?: string; price?: string };
  /** The whole case ('4 × 1 gal'). */
  caseText: string;
  /** Set when the portion was valid. */
  portion?: {
    amount: number;
    /** '1.5 fl oz'. */
    text: string;
    /** Whole servings of this portion in a case (what is left over is less than a portion). */
    servingsPerCase: number;
    /** The case in the portion's unit ('512 fl oz'). */
    caseInPortionUnit: string;
    /** The portion in label servings (1.5 = one and a half label servings). */
    labelServings: number | null;
    /** Nutrition of one portion, rounded as the label rounds (null without nutrition data or label serving). */
    nutrition: PortionNutrient[] | null;
  };
  /** Set when the portion and the price were valid. */
  cost?: { perServing: number; per100Servings: number };
}

/** The case price typed ('37.45', '$1,234.50'), or an error. Empty means no price. */
export function parseCasePrice(text: string): { price: number } | { error: string } | null {
  const value = text.trim().replace(/^\$\s*/, '');
  if (value === '') return null;
  if (/^-/.test(value)) return { error: MSG_PRICE_POSITIVE };
  if (!/^(\d{1,3}(,\d{3})+|\d+)?(\.\d*)?$/.test(value) || value === '.') return { error: MSG_PRICE_NUMBER };
  const price = Number(value.replace(/,/g, ''));
  if (!Number.isFinite(price)) return { error: MSG_PRICE_NUMBER };
  if (price <= 0) return { error: MSG_PRICE_POSITIVE };
  if (price > CASE_PRICE_MAX) return { error: MSG_PRICE_MAX };
  return { price };
}

/** The portion typed ('1.5', '1 1/2', '¾'), or an error. Empty means no portion yet. */
export function parsePortionAmount(text: string): { amount: number } | { error: string } | null {
  const value = text.trim();
  if (value === '') return null;
  if (/^-/.test(value)) return { error: MSG_PORTION_POSITIVE };
  // '1.' and '1,5' are read as typed so far (1) and with a decimal comma (1.5).
  const amount = parseAmount(value.replace(/^(\d*),(\d+)$/, '$1.$2').replace(/^(\d+)\.$/, '$1'));
  if (amount === null || !Number.isFinite(amount)) return { error: MSG_PORTION_NUMBER };
  if (amount <= 0) return { error: MSG_PORTION_POSITIVE };
  return { amount };
}

/** Servings per case, nutrition per portion and (with a price) cost per serving for what the operator typed. */
export function calculatePortion(
  basis: PortionBasis,
  nutrition: Nutrition,
  input: PortionInput,
): PortionResult {
  const errors: PortionResult['errors'] = {};
  const asked = input.unit.trim();
  let unit = basis.defaultUnit;
  if (isPortionUnit(asked) && basis.units.includes(asked)) unit = asked;
  else if (asked !== '') errors.unit = MSG_PORTION_UNIT;

  const caseText = `${basis.unitsPerCase} × ${formatPortionAmount(basis.pack.amount, basis.pack.unit)}`;
  const result: PortionResult = { unit, errors, caseText };

  const parsedPrice = parseCasePrice(input.price ?? '');
  if (parsedPrice && 'error' in parsedPrice) errors.price = parsedPrice.error;

  const parsed = parsePortionAmount(input.portion);
  if (!parsed) return result;
  if ('error' in parsed) {
    errors.portion = parsed.error;
    return result;
  }
  const text = formatPortionAmount(parsed.amount, unit);
  const caseAmount = convertAmount(
    basis.pack.amount * basis.unitsPerCase,
    basis.pack.unit,
    unit,
    basis.densityGPerMl,
  );
  if (caseAmount === null) {
    errors.unit = MSG_PORTION_UNIT;
    return result;
  }
  // The epsilon keeps 512 / 1.5 × 1.5 style round trips through the units from losing a whole serving.
  const exact = caseAmount / parsed.amount;
  const servingsPerCase = Math.floor(exact + 1e-9);
  if (servingsPerCase < 1) {
    errors.portion = portionTooLargeMessage(text, caseText);
    return result;
  }
  if (exact > PORTION_MAX_SERVINGS) {
    errors.portion = portionTooSmallMessage();
    return result;
  }

  const labelServings = portionInLabelServings(basis, parsed.amount, unit);
  result.portion = {
    amount: parsed.amount,
    text,
    servingsPerCase,
    caseInPortionUnit: formatPortionAmount(caseAmount, unit),
    labelServings,
    nutrition:
      labelServings !== null && basis.hasNutrition ? nutritionPerPortion(nutrition, labelServings) : null,
  };
  if (parsedPrice && 'price' in parsedPrice) {
    const perServing = parsedPrice.price / servingsPerCase;
    result.cost = { perServing, per100Servings: perServing * 100 };
  }
  return result;
}

function portionInLabelServings(basis: PortionBasis, amount: number, unit: PortionUnit): number | null {
  const definition = PORTION_UNITS[unit];
  const serving = definition.dimension === 'volume' ? basis.serving.volumeMl : basis.serving.massG;
  if (!serving) return null;
  return (amount * definition.base) / serving;
}

/** The label's nutrients times the portion's label servings, each rounded by its 21 CFR 101.9(c) rule. */
export function nutritionPerPortion(nutrition: Nutrition, labelServings: number): PortionNutrient[] {
  return PORTION_NUTRIENTS.map(({ key, label, rule }) => {
    const value = nutrition[key]?.Val;
    // A missing value shows 0, as on the product's own panel (spec §2.5).
    return {
      key,
      label,
      amount: roundNutrient(rule, (typeof value === 'number' ? value : 0) * labelServings),
    };
  });
}

/** Dollars to the cent ('$0.11', '$10.98'). */
export function formatUsd(value: number): string {
  return value.toLocaleString('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
}
