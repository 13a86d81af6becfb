import type { AllergenKey, Allergens } from './entities.js';

/** One column of the allergen matrix: an allergen key of `claims.allergens` and the name a reader sees. */
export interface MajorAllergen {
  key: AllergenKey;
  label: string;
}

/**
 * The nine major US food allergens (FALCPA and the FASTER Act), in the order the matrix shows them. The keys are
 * those of `claims.allergens` and of the `free` filter (`?free=milk,sesame`).
 */
export const MAJOR_ALLERGENS: readonly MajorAllergen[] = [
  { key: 'milk', label: 'Milk' },
  { key: 'eggs', label: 'Eggs' },
  { key: 'fish', label: 'Fish' },
  { key: 'crustacean', label: 'Crustacean shellfish' },
  { key: 'treenuts', label: 'Tree nuts' },
  { key: 'peanuts', label: 'Peanuts' },
  { key: 'wheat', label: 'Wheat' },
  { key: 'soy', label: 'Soy' },
  { key: 'sesame', label: 'Sesame' },
];

const MAJOR_KEYS = new Set<string>(MAJOR_ALLERGENS.map((allergen) => allergen.key));

export function isMajorAllergenKey(value: string): value is AllergenKey {
  return MAJOR_KEYS.has(value);
}

/** The allergens a product contains, in matrix order. */
export function containedAllergens(allergens: Allergens): AllergenKey[] {
  return MAJOR_ALLERGENS.filter(({ key }) => allergens[key] === 'Contains').map(({ key }) => key);
}

/** True when the product contains none of the `free` allergens (all of them at once; an empty list keeps all). */
export function isFreeOf(allergens: Allergens, free: readonly AllergenKey[]): boolean {
  return free.every((key) => allergens[key] !== 'Contains');
}

/** The query of the allergen matrix page and its CSV (`/allergens?free=milk,sesame&flavor=ranch`). */
export interface AllergenMatrixQuery {
  /** Allergens every listed product must be free of. */
  free: AllergenKey[];
  /** Flavor ids (OR). */
  flavor: string[];
  /** Packaging ids (OR). */
  package: string[];
  /** Product-line ids (OR). */
  productLines: string[];
}

export const ALLERGEN_MATRIX_FILTER_KEYS = ['free', 'flavor', 'package', 'productLines'] as const;

function listParam(value: string | null | undefined): string[] {
  if (!value) return [];
  return [
    ...new Set(
      value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    ),
  ];
}

/**
 * Reads the matrix query from URL parameters (a list parameter may be comma-separated or repeated, as a GET form
 * with checkboxes sends it). Unknown allergen names in `free` are dropped and returned in `ignored`.
 */
export function parseAllergenMatrixQuery(params: { getAll(name: string): string[] }): {
  query: AllergenMatrixQuery;
  ignored: string[];
} {
  const read = (name: string) => [...new Set(params.getAll(name).flatMap((value) => listParam(value)))];
  const freeValues = read('free');
  const free = MAJOR_ALLERGENS.map(({ key }) => key).filter((key) => freeValues.includes(key));
  const ignored = freeValues.filter((value) => !isMajorAllergenKey(value));
  return {
    query: { free, flavor: read('flavor'), package: read('package'), productLines: read('productLines') },
    ignored,
  };
}

/** The canonical query string of a matrix query (comma lists, empty filters left out), without the '?'. */
export function stringifyAllergenMatrixQuery(query: Partial<AllergenMatrixQuery>): string {
  const params = new URLSearchParams();
  for (const key of ALLERGEN_MATRIX_FILTER_KEYS) {
    const values = query[key];
    if (values && values.length > 0) params.set(key, values.join(','));
  }
  return params.toString().replace(/%2C/g, ',');
}

/** One row of the matrix (the API's `AllergenMatrixRow`). */
export interface AllergenMatrixRow {
  id: string;
  slug: string;
  name: string;
  productCode: string;
  /** Packaging id. */
  packaging: string;
  flavors: string[];
  productLines: string[];
  /** Allergens the product contains, in matrix order. */
  contains: AllergenKey[];
  /** When the product's data last changed (ISO 8601). */
  timeModified: string;
}

/**
 * The rows of `rows` that a matrix query keeps, in their order: free of every allergen in `free`, and matching each
 * of flavor, package and product line that is set (OR within one, AND between them), as the API's query does.
 * The browser uses it on the unfiltered rows when the API cannot be reached (offline kitchen mode), so a filter
 * gives the same products with or without a connection.
 */
export function filterAllergenMatrixRows<Row extends AllergenMatrixRow>(
  rows: readonly Row[],
  query: Partial<AllergenMatrixQuery>,
): Row[] {
  const free = query.free ?? [];
  const any = (wanted: readonly string[] | undefined, values: readonly string[]) =>
    wanted === undefined || wanted.length === 0 || values.some((value) => wanted.includes(value));
  return rows.filter(
    (row) =>
      free.every((key) => !row.contains.includes(key)) &&
      any(query.flavor, row.flavors) &&
      any(query.package, [row.packaging]) &&
      any(query.productLines, row.productLines),
  );
}

/** A CSV field: quoted when it holds a comma, a quote or a line break (RFC 4180); leading formula signs defused. */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * The matrix as CSV (RFC 4180, CRLF line ends): a header line, then one line per row with 'Contains' or 'Free'
 * under each allergen and the date the data last changed (YYYY-MM-DD). `packagingName` names a packaging id.
 */
export function allergenMatrixCsv(
  rows: readonly AllergenMatrixRow[],
  packagingName: (id: string) => string = (id) => id,
): string {
  const header = [
    'Product',
    'Product code',
    'Package',
    ...MAJOR_ALLERGENS.map((a) => a.label),
    'Last changed',
  ];
  const lines = rows.map((row) => [
    row.name,
    row.productCode,
    packagingName(row.packaging),
    ...MAJOR_ALLERGENS.map(({ key }) => (row.contains.includes(key) ? 'Contains' : 'Free')),
    row.timeModified.slice(0, 10),
  ]);
  return [header, ...lines].map((line) => line.map(csvField).join(',')).join('\r\n') + '\r\n';
}
