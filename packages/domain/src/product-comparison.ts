import { MAJOR_ALLERGENS, type MajorAllergen } from './allergen-matrix.js';
import { CLAIM_ICON_KEYS, CLAIM_LABELS } from './claims.js';
import type { MarketingClaims, Product } from './entities.js';
import {
  NUTRIENT_ROWS,
  formatNutrientAmount,
  formatUnit,
  nutrientValue,
  shelfLifeText,
  toFixed3,
} from './format.js';
import { COMPARE_MAX, listParam } from './compare-url.js';

/** Products a comparison shows side by side: at least two, at most four (issue 16). */
export const COMPARE_MIN = 2;
export { COMPARE_MAX };

/** The query keys of `/compare`: the products (slugs, comma-separated) and the current one a switch starts from. */
export const COMPARE_QUERY_KEYS = ['products', 'from'] as const;
// What the site's URL builders and the add-to-compare toggles need lives in a module of its own, so that building a
// link to /compare or a product tile's toggle does not bring the whole comparison (formatting, nutrients, claims)
// into a page that only links there.
export {
  COMPARE_SELECTION_KEY,
  addToCompare,
  parseCompareSelection,
  removeFromCompare,
  stringifyCompareQuery,
} from './compare-url.js';

/** What is wrong with a `/compare` URL; the page says it in words and offers a way on. */
export type CompareProblem =
  | { kind: 'too-few'; count: number }
  | { kind: 'too-many'; count: number }
  | { kind: 'duplicates'; slugs: string[] }
  | { kind: 'unknown'; slugs: string[] }
  | { kind: 'from-not-compared'; from: string };

export interface CompareQuery {
  /** The products to compare (slugs), each once, in the order given. */
  products: string[];
  /** The current product a switch would replace (one of `products`), if chosen. */
  from: string | undefined;
  /** Why the query cannot be shown as it is; the first problem found. */
  problem: CompareProblem | undefined;
}

/**
 * Reads `/compare?products=a,b,c&from=a` (a list may be comma-separated or repeated). Duplicates, fewer than
 * two or more than four products, and a `from` that is not among them are problems; unknown slugs are found
 * later, when the products are loaded (`unknownProducts`).
 */
export function parseCompareQuery(params: { getAll(name: string): string[] }): CompareQuery {
  const listed = listParam(params.getAll('products'));
  const products = [...new Set(listed)];
  const fromValue = listParam(params.getAll('from'))[0];
  const from = fromValue && products.includes(fromValue) ? fromValue : undefined;
  const duplicates = products.filter((slug) => listed.indexOf(slug) !== listed.lastIndexOf(slug));
  let problem: CompareProblem | undefined;
  if (products.length < COMPARE_MIN) problem = { kind: 'too-few', count: products.length };
  else if (products.length > COMPARE_MAX) problem = { kind: 'too-many', count: products.length };
  else if (duplicates.length > 0) problem = { kind: 'duplicates', slugs: duplicates };
  else if (fromValue && !from) problem = { kind: 'from-not-compared', from: fromValue };
  return { products, from, problem };
}

/** The requested slugs that matched no product (`found` holds the slugs that did). */
export function unknownProducts(
  requested: readonly string[],
  found: readonly string[],
): CompareProblem | undefined {
  const unknown = requested.filter((slug) => !found.includes(slug));
  return unknown.length > 0 ? { kind: 'unknown', slugs: unknown } : undefined;
}

function quoted(slugs: readonly string[]): string {
  return slugs.map((slug) => `“${slug}”`).join(', ');
}

/** What a visitor reads about a problem of the comparison URL. */
export function compareProblemMessage(problem: CompareProblem): string {
  switch (problem.kind) {
    case 'too-few':
      return problem.count === 0
        ? `Choose ${COMPARE_MIN} to ${COMPARE_MAX} products to compare: open the product list and pick “Add to compare” on each product.`
        : `Choose ${COMPARE_MIN} to ${COMPARE_MAX} products to compare. Only one product was chosen: add at least one more.`;
    case 'too-many':
      return `You can compare at most ${COMPARE_MAX} products at a time; ${problem.count} were chosen. Remove ${problem.count - COMPARE_MAX} to continue.`;
    case 'duplicates':
      return `Each product can be compared once; listed more than once: ${quoted(problem.slugs)}.`;
    case 'unknown':
      return problem.slugs.length === 1
        ? `We could not find the product ${quoted(problem.slugs)}. It may have been renamed or withdrawn.`
        : `We could not find these products: ${quoted(problem.slugs)}. They may have been renamed or withdrawn.`;
    case 'from-not-compared':
      return `The current product ${quoted([problem.from])} is not one of the products compared.`;
  }
}

/** A claim a product can hold, and lose in a switch. */
export interface ComparisonClaim {
  key: string;
  label: string;
}

/**
 * The claims a comparison shows, in order: those of the product tiles (a 'No' answer is the claim, as in
 * 'No Added MSG' and 'Gluten Free'; 'Yes' for fat free and lite), then kosher and kosher non-dairy (pareve).
 */
export const COMPARISON_CLAIMS: readonly ComparisonClaim[] = [
  ...CLAIM_ICON_KEYS.map((key) => ({ key, label: CLAIM_LABELS[key] })),
  { key: 'kosher', label: 'Kosher' },
  { key: 'kosherNonDairy', label: 'Kosher non-dairy' },
];

const SHOWN_ON_YES = new Set<string>(['fatFree', 'lite']);

/** Whether the product's marketing claims hold the comparison claim `key`. */
export function holdsClaim(marketing: Partial<MarketingClaims>, key: string): boolean {
  if (key === 'kosher') return marketing.kosher === 'Yes';
  if (key === 'kosherNonDairy') return marketing.kosher === 'Yes' && marketing.kosherDairy !== 'Yes';
  const value = marketing[key as keyof MarketingClaims];
  if (value === undefined) return false;
  return value === (SHOWN_ON_YES.has(key) ? 'Yes' : 'No');
}

/** The comparison claims a product holds, in display order. */
export function heldClaims(marketing: Partial<MarketingClaims>): ComparisonClaim[] {
  return COMPARISON_CLAIMS.filter((claim) => holdsClaim(marketing, claim.key));
}

type SwitchProduct = Pick<Product, 'claims'>;

/** What replacing the current product with another changes for guests with allergies and for the menu's claims. */
export interface SwitchChanges {
  /** Major allergens the replacement contains and the current product does not. */
  addedAllergens: MajorAllergen[];
  /** Major allergens the current product contains and the replacement does not. */
  removedAllergens: MajorAllergen[];
  /** Claims the current product holds and the replacement does not. */
  lostClaims: ComparisonClaim[];
  /** Claims the replacement holds and the current product does not. */
  gainedClaims: ComparisonClaim[];
}

/** The changes of a switch from `current` to `replacement`. */
export function switchChanges(current: SwitchProduct, replacement: SwitchProduct): SwitchChanges {
  const contains = (product: SwitchProduct, allergen: MajorAllergen) =>
    product.claims.allergens[allergen.key] === 'Contains';
  const holds = (product: SwitchProduct, claim: ComparisonClaim) =>
    holdsClaim(product.claims.marketing, claim.key);
  return {
    addedAllergens: MAJOR_ALLERGENS.filter((a) => contains(replacement, a) && !contains(current, a)),
    removedAllergens: MAJOR_ALLERGENS.filter((a) => contains(current, a) && !contains(replacement, a)),
    lostClaims: COMPARISON_CLAIMS.filter((c) => holds(current, c) && !holds(replacement, c)),
    gainedClaims: COMPARISON_CLAIMS.filter((c) => holds(replacement, c) && !holds(current, c)),
  };
}

/** True when a switch adds an allergen or loses a claim: what a menu's allergen chart must be checked for. */
export function switchNeedsAttention(changes: SwitchChanges): boolean {
  return changes.addedAllergens.length > 0 || changes.lostClaims.length > 0;
}

function sentenceList(items: readonly string[]): string {
  return items.join(', ');
}

/**
 * The switch in words: 'Switching from X to Y adds: milk, eggs.', 'Switching from X to Y loses: Gluten Free,
 * Kosher.', or, when neither, 'Switching from X to Y adds no allergens and loses no claims.'
 */
export function switchSentences(
  currentName: string,
  replacementName: string,
  changes: SwitchChanges,
): string[] {
  const lead = `Switching from ${currentName} to ${replacementName}`;
  const sentences: string[] = [];
  if (changes.addedAllergens.length > 0)
    sentences.push(
      `${lead} adds: ${sentenceList(changes.addedAllergens.map((a) => a.label.toLowerCase()))}.`,
    );
  if (changes.lostClaims.length > 0)
    sentences.push(`${lead} loses: ${sentenceList(changes.lostClaims.map((c) => c.label))}.`);
  if (sentences.length === 0) sentences.push(`${lead} adds no allergens and loses no claims.`);
  return sentences;
}

/** How a cell differs from the current product in a switch. */
export type CellFlag = 'added' | 'lost';

export interface ComparisonRow {
  label: string;
  /** One value per product, in the products' order. */
  values: string[];
  /** Per product, when a current product is chosen: an allergen the switch adds or a claim it loses. */
  flags: (CellFlag | undefined)[];
  /** True when the products do not all have the same value. */
  differs: boolean;
}

export interface ComparisonSection {
  id: 'nutrition' | 'allergens' | 'claims' | 'pack' | 'storage';
  title: string;
  rows: ComparisonRow[];
}

type ComparedProduct = Pick<Product, 'claims' | 'storage' | 'shelfLife' | 'caseInfo' | 'nutrition'>;

function row(label: string, values: string[], flags: (CellFlag | undefined)[] = []): ComparisonRow {
  return {
    label,
    values,
    flags: values.map((_, index) => flags[index]),
    differs: values.some((value) => value !== values[0]),
  };
}

/** A row of identifiers (each product has its own), never highlighted as a difference. */
function identityRow(label: string, values: string[]): ComparisonRow {
  return { ...row(label, values), differs: false };
}

function nutrientText(product: ComparedProduct, key: (typeof NUTRIENT_ROWS)[number]['key']): string {
  const amount = formatNutrientAmount(product.nutrition, key);
  const { percent } = nutrientValue(product.nutrition, key);
  return key === 'caloriesVal' || percent === 0 ? amount : `${amount} (${percent}% DV)`;
}

function withUnit(value: number | null | undefined, unit: string): string {
  const text = toFixed3(value);
  return text === '' ? '' : `${text} ${unit}`;
}

/**
 * The comparison table's sections: nutrition per serving, the nine major allergens, claims, pack and case data,
 * storage and shelf life. Each row says whether the products differ; with a current product (`fromIndex`), the
 * other products' cells flag every allergen the switch adds and every claim it loses.
 */
export function comparisonSections(
  products: readonly ComparedProduct[],
  fromIndex?: number,
): ComparisonSection[] {
  const current = fromIndex === undefined ? undefined : products[fromIndex];
  const all = <T>(pick: (product: ComparedProduct) => T) => products.map(pick);
  const flagged = (test: (product: ComparedProduct, current: ComparedProduct) => boolean) =>
    products.map((product, index) =>
      current && index !== fromIndex && test(product, current) ? true : false,
    );

  const allergenRows = MAJOR_ALLERGENS.map(({ key, label }) => {
    const contains = (product: ComparedProduct) => product.claims.allergens[key] === 'Contains';
    const added = flagged((product, base) => contains(product) && !contains(base));
    return row(
      label,
      all((product) => (contains(product) ? 'Contains' : 'Free')),
      added.map((flag) => (flag ? 'added' : undefined)),
    );
  });
  const claimRows = COMPARISON_CLAIMS.map(({ key, label }) => {
    const holds = (product: ComparedProduct) => holdsClaim(product.claims.marketing, key);
    const lost = flagged((product, base) => holds(base) && !holds(product));
    return row(
      label,
      all((product) => (holds(product) ? 'Yes' : 'No')),
      lost.map((flag) => (flag ? 'lost' : undefined)),
    );
  });

  return [
    {
      id: 'nutrition',
      title: 'Nutrition per serving',
      rows: [
        row(
          'Serving size',
          all(({ nutrition }) =>
            [
              nutrition.serviceSizeHouseholding,
              nutrition.serviceSizeValue && `(${nutrition.serviceSizeValue})`,
            ]
              .filter(Boolean)
              .join(' '),
          ),
        ),
        ...NUTRIENT_ROWS.map(({ key, label }) =>
          row(
            label,
            all((product) => nutrientText(product, key)),
          ),
        ),
      ],
    },
    { id: 'allergens', title: 'Allergens', rows: allergenRows },
    { id: 'claims', title: 'Claims', rows: claimRows },
    {
      id: 'pack',
      title: 'Pack and case',
      rows: [
        row(
          'Package type',
          all(({ caseInfo }) => caseInfo.packageType),
        ),
        row(
          'Pack size',
          all(({ caseInfo }) =>
            `${caseInfo.unitQuantity}/${caseInfo.individualUnitVal} ${formatUnit(caseInfo.individualUnitPercent)}`.trim(),
          ),
        ),
        identityRow(
          'Case GTIN',
          all(({ caseInfo }) => caseInfo.caseGtin),
        ),
        row(
          'Case dimensions (L x W x H)',
          all(
            ({ caseInfo }) =>
              `${toFixed3(caseInfo.caseLength)} x ${toFixed3(caseInfo.caseWidth)} x ${toFixed3(caseInfo.caseHeight)} in`,
          ),
        ),
        row(
          'Gross weight',
          all(({ caseInfo }) => withUnit(caseInfo.grossWeight, 'lbs')),
        ),
        row(
          'Net weight',
          all(({ caseInfo }) => withUnit(caseInfo.netWeight, 'lbs')),
        ),
        row(
          'Case cube',
          all(({ caseInfo }) => withUnit(caseInfo.volume, 'cu ft')),
        ),
        row(
          'Ti x Hi',
          all(({ caseInfo }) => caseInfo.tixHl),
        ),
      ],
    },
    {
      id: 'storage',
      title: 'Storage and shelf life',
      rows: [
        row(
          'Shelf life',
          all((product) => shelfLifeText(product.storage.shelfLife || product.shelfLife)),
        ),
        row(
          'Storage type',
          all(({ claims }) =>
            claims.marketing.refrigerated === 'Yes'
              ? 'Refrigerated'
              : claims.marketing.shelfStable === 'Yes'
                ? 'Shelf stable'
                : 'Not stated',
          ),
        ),
        row(
          'Storage',
          all((product) => product.storage.storage),
        ),
      ],
    },
  ];
}

/** True when no row of the comparison differs. */
export function comparisonIsUniform(sections: readonly ComparisonSection[]): boolean {
  return sections.every((section) => section.rows.every((candidate) => !candidate.differs));
}
