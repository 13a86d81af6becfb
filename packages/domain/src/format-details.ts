/**
 * The formatting rules of the detail pages (nutrition facts, a recipe's [bracketed] references, dressing info) and
 * GS1 check digits, apart from format.ts (which re-exports them) so that a bundle splitting by module gives the
 * pages with tiles only what tiles read (issue 12: first-load JavaScript, docs/benchmarks.md, js-size).
 */
import type { CaseInfo, NutrientKey, Nutrition, ProductRef, SubRecipe } from './entities.js';

/**
 * Servings per container (spec §2.5): averageServings divided by quantityInnerPack when the serving has a format
 * code, else averageServings as it is.
 */
export function servingsPerContainer(
  caseInfo: Pick<CaseInfo, 'averageServings' | 'quantityInnerPack'>,
  nutrition: Pick<Nutrition, 'formatTypeCode'>,
): number {
  const servings = caseInfo.averageServings || 0;
  if (nutrition.formatTypeCode && caseInfo.quantityInnerPack > 0)
    return servings / caseInfo.quantityInnerPack;
  return servings;
}

export interface NutrientRow {
  key: NutrientKey;
  label: string;
  /** '' for calories. */
  unit: '' | 'g' | 'mg' | 'mcg';
}

/** Nutrition-facts rows in label order; vitamins are shown in mcg (spec §2.5). */
export const NUTRIENT_ROWS: readonly NutrientRow[] = [
  { key: 'caloriesVal', label: 'Calories', unit: '' },
  { key: 'totalFat', label: 'Total Fat', unit: 'g' },
  { key: 'saturatedFat', label: 'Saturated Fat', unit: 'g' },
  { key: 'transfattyAcids', label: 'Trans Fat', unit: 'g' },
  { key: 'cholesterol', label: 'Cholesterol', unit: 'mg' },
  { key: 'sodium', label: 'Sodium', unit: 'mg' },
  { key: 'carbohydrates', label: 'Total Carbohydrate', unit: 'g' },
  { key: 'totalDietary', label: 'Dietary Fiber', unit: 'g' },
  { key: 'totalSugar', label: 'Total Sugars', unit: 'g' },
  { key: 'addedSugar', label: 'Added Sugars', unit: 'g' },
  { key: 'protein', label: 'Protein', unit: 'g' },
  { key: 'vitaminD', label: 'Vitamin D', unit: 'mcg' },
  { key: 'calcium', label: 'Calcium', unit: 'mg' },
  { key: 'iron', label: 'Iron', unit: 'mg' },
  { key: 'potassium', label: 'Potassium', unit: 'mg' },
  { key: 'vitaminA', label: 'Vitamin A', unit: 'mcg' },
  { key: 'vitaminC', label: 'Vitamin C', unit: 'mcg' },
];

/** A nutrient's value and percent of daily value; missing values are 0 (spec §2.5). */
export function nutrientValue(
  nutrition: Partial<Record<NutrientKey, { Val: number | null; Percent: number | null } | undefined>>,
  key: NutrientKey,
): { value: number; percent: number } {
  const entry = nutrition[key];
  return { value: entry?.Val ?? 0, percent: entry?.Percent ?? 0 };
}

/** '12g', '0mg', '5mcg', '120' (calories). */
export function formatNutrientAmount(
  nutrition: Partial<Record<NutrientKey, { Val: number | null; Percent: number | null } | undefined>>,
  key: NutrientKey,
): string {
  const row = NUTRIENT_ROWS.find((candidate) => candidate.key === key);
  return `${nutrientValue(nutrition, key).value}${row?.unit ?? ''}`;
}

/** '10%'; missing gives '0%'. */
export function formatNutrientPercent(
  nutrition: Partial<Record<NutrientKey, { Val: number | null; Percent: number | null } | undefined>>,
  key: NutrientKey,
): string {
  return `${nutrientValue(nutrition, key).percent}%`;
}

export type TextSegment = { kind: 'text'; text: string } | { kind: 'ref'; text: string };

/**
 * Splits a step text into plain text and [bracketed] references (product, plus-one or sub-recipe names that the
 * page turns into links). The brackets are removed; an unclosed bracket stays plain text.
 */
export function splitBracketed(text: string): TextSegment[] {
  const segments: TextSegment[] = [];
  const pattern = /\[([^[\]]+)\]/g;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const before = text.slice(last, match.index);
    if (before) segments.push({ kind: 'text', text: before });
    segments.push({ kind: 'ref', text: match[1] ?? '' });
    last = match.index + match[0].length;
  }
  const rest = text.slice(last);
  if (rest) segments.push({ kind: 'text', text: rest });
  return segments;
}

/** A plus-one a recipe refers to (as in `Recipe.related.plusOnes`). */
export interface PlusOneRef {
  id: string;
  title: string;
}

/** A sub-recipe a recipe refers to. */
export type SubRecipeRef = Pick<SubRecipe, 'id' | 'title' | 'slug' | 'isStandAlone'>;

/** What a recipe's [bracketed] names can point at. */
export interface ReferenceTargets {
  /** Products the recipe uses (`Recipe.related.products`). */
  products?: readonly ProductRef[];
  /** Plus-ones the recipe uses (`Recipe.related.plusOnes`). */
  plusOnes?: readonly PlusOneRef[];
  /** The recipe's sub-recipes. */
  subRecipes?: readonly SubRecipeRef[];
}

/** Ids a step lists (`RecipeStep.products` …), tried before the recipe's other references. */
export interface PreferredReferences {
  products?: readonly string[];
  plusOnes?: readonly string[];
  subRecipes?: readonly string[];
}

export type ResolvedReference =
  | { kind: 'product'; product: ProductRef }
  | { kind: 'plusOne'; plusOne: PlusOneRef }
  | { kind: 'subRecipe'; subRecipe: SubRecipeRef };

const normaliseName = (text: string) => text.trim().toLowerCase();

/** The items whose id is listed first, then the others, each in their own order. */
function byPreference<T extends { id: string }>(items: readonly T[] | undefined, ids?: readonly string[]) {
  const list = items ?? [];
  if (!ids || ids.length === 0) return list;
  return [...list.filter((item) => ids.includes(item.id)), ...list.filter((item) => !ids.includes(item.id))];
}

/**
 * Finds what a [bracketed] name (a `ref` segment of `splitBracketed`) refers to: a product by code or title,
 * else a plus-one by title, else a sub-recipe by title or slug; case and surrounding spaces do not matter. Ids
 * listed on the step (`preferred`) are tried first, then everything the recipe refers to. Undefined when
 * nothing matches.
 */
export function resolveReference(
  text: string,
  references: ReferenceTargets,
  preferred?: PreferredReferences,
): ResolvedReference | undefined {
  const wanted = normaliseName(text);
  const product = byPreference(references.products, preferred?.products).find(
    (candidate) => normaliseName(candidate.code) === wanted || normaliseName(candidate.title) === wanted,
  );
  if (product) return { kind: 'product', product };
  const plusOne = byPreference(references.plusOnes, preferred?.plusOnes).find(
    (candidate) => normaliseName(candidate.title) === wanted,
  );
  if (plusOne) return { kind: 'plusOne', plusOne };
  const subRecipe = byPreference(references.subRecipes, preferred?.subRecipes).find(
    (candidate) => normaliseName(candidate.title) === wanted || normaliseName(candidate.slug) === wanted,
  );
  if (subRecipe) return { kind: 'subRecipe', subRecipe };
  return undefined;
}

export interface DressingProduct {
  id: string;
  code: string;
  title: string;
  url?: string;
  isKFS?: boolean;
}

export interface DressingInfoItem<T extends DressingProduct = DressingProduct> {
  product: T;
  /** 'Caesar Dressing (KE1001)'. */
  label: string;
}

/**
 * The dressing info block of a recipe (spec §2.6): related products without duplicates (by id, else code),
 * those flagged isKFS first when `isKFSFirst`, each labelled 'title (code)'.
 */
export function dressingInfo<T extends DressingProduct>(
  relatedProducts: readonly T[],
  isKFSFirst: boolean,
): DressingInfoItem<T>[] {
  const seen = new Set<string>();
  const unique = relatedProducts.filter((product) => {
    const key = product.id || product.code;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const ordered = isKFSFirst
    ? [...unique.filter((product) => product.isKFS), ...unique.filter((product) => !product.isKFS)]
    : unique;
  return ordered.map((product) => ({ product, label: `${product.title} (${product.code})` }));
}

/**
 * GS1 check digit for the digits that precede it (11 for UPC-A, 13 for GTIN-14, any length): weights 3 and 1
 * alternate from the right.
 */
export function upcCheckDigit(body: string): number {
  if (!/^\d+$/.test(body)) throw new Error(`Not a digit string: '${body}'`);
  let sum = 0;
  for (let i = 0; i < body.length; i += 1) {
    const digit = Number(body[body.length - 1 - i]);
    sum += digit * (i % 2 === 0 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10;
}

function hasValidCheckDigit(code: string, length: number): boolean {
  if (code.length !== length || !/^\d+$/.test(code)) return false;
  return upcCheckDigit(code.slice(0, -1)) === Number(code.slice(-1));
}

/** 12 digits with a correct check digit. */
export function isValidUpcA(code: string): boolean {
  return hasValidCheckDigit(code, 12);
}

/** 14 digits with a correct check digit. */
export function isValidGtin14(code: string): boolean {
  return hasValidCheckDigit(code, 14);
}
