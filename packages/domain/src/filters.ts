import { ATTRIBUTES } from './attributes.js';

/**
 * Query-string mirroring of list filters (spec §2.4, §2.6, §2.7): each filter is one key whose value is a
 * comma-separated list. Parsing drops unknown keys and turns single values into arrays; attribute values are
 * kept as given (the API decides what an unknown attribute means).
 */

export const PRODUCT_FILTER_KEYS = ['flavor', 'package', 'product', 'attribute', 'productLines'] as const;
export type ProductFilterKey = (typeof PRODUCT_FILTER_KEYS)[number];
export type ProductFilters = Partial<Record<ProductFilterKey, string[]>>;

export const RECIPE_FILTER_KEYS = ['flavor', 'dishes', 'courses', 'ingredients', 'product'] as const;
export type RecipeFilterKey = (typeof RECIPE_FILTER_KEYS)[number];
export type RecipeFilters = Partial<Record<RecipeFilterKey, string[]>>;

export const PLUS_ONE_FILTER_KEYS = ['flavor', 'product'] as const;
export type PlusOneFilterKey = (typeof PLUS_ONE_FILTER_KEYS)[number];
export type PlusOneFilters = Partial<Record<PlusOneFilterKey, string[]>>;

/**
 * The part of `URLSearchParams` the parsers use. Declared here because this package targets plain ES (no DOM or
 * Node typings); a real `URLSearchParams` satisfies it.
 */
export interface SearchParamsLike {
  getAll(name: string): string[];
}

function decodeComponent(text: string): string {
  const spaced = text.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(spaced);
  } catch {
    // A malformed escape such as '%E0%A4%A' is kept as typed rather than failing the whole page.
    return spaced;
  }
}

/** Parses 'a=1&b=2' (an optional leading '?') the way URLSearchParams does. */
function parseQuery(search: string): SearchParamsLike {
  const pairs = (search.startsWith('?') ? search.slice(1) : search)
    .split('&')
    .filter((part) => part !== '')
    .map((part) => {
      const at = part.indexOf('=');
      return at === -1
        ? ([decodeComponent(part), ''] as const)
        : ([decodeComponent(part.slice(0, at)), decodeComponent(part.slice(at + 1))] as const);
    });
  return { getAll: (name) => pairs.filter(([key]) => key === name).map(([, value]) => value) };
}

function toParams(search: string | SearchParamsLike): SearchParamsLike {
  return typeof search === 'string' ? parseQuery(search) : search;
}

function parseFilters<K extends string>(
  keys: readonly K[],
  search: string | SearchParamsLike,
): Partial<Record<K, string[]>> {
  const params = toParams(search);
  const filters: Partial<Record<K, string[]>> = {};
  for (const key of keys) {
    const values = params
      .getAll(key)
      .flatMap((value) => value.split(','))
      .map((value) => value.trim())
      .filter((value) => value !== '');
    if (values.length > 0) filters[key] = values;
  }
  return filters;
}

function stringifyFilters<K extends string>(
  keys: readonly K[],
  filters: Partial<Record<K, readonly string[]>>,
): string {
  const parts: string[] = [];
  for (const key of keys) {
    const values = (filters[key] ?? []).filter((value) => value !== '');
    // Commas stay literal between values (the spec's comma-separated form); each value itself is encoded.
    if (values.length > 0) parts.push(`${key}=${values.map(encodeURIComponent).join(',')}`);
  }
  return parts.join('&');
}

export function parseProductFilters(search: string | SearchParamsLike): ProductFilters {
  return parseFilters(PRODUCT_FILTER_KEYS, search);
}
/** Query string without the leading '?'; empty filters give ''. */
export function stringifyProductFilters(filters: ProductFilters): string {
  return stringifyFilters(PRODUCT_FILTER_KEYS, filters);
}

export function parseRecipeFilters(search: string | SearchParamsLike): RecipeFilters {
  return parseFilters(RECIPE_FILTER_KEYS, search);
}
export function stringifyRecipeFilters(filters: RecipeFilters): string {
  return stringifyFilters(RECIPE_FILTER_KEYS, filters);
}

export function parsePlusOneFilters(search: string | SearchParamsLike): PlusOneFilters {
  return parseFilters(PLUS_ONE_FILTER_KEYS, search);
}
export function stringifyPlusOneFilters(filters: PlusOneFilters): string {
  return stringifyFilters(PLUS_ONE_FILTER_KEYS, filters);
}

function stringList(value: unknown): string[] {
  const items = Array.isArray(value) ? value : [value];
  return items
    .filter((item): item is string | number => typeof item === 'string' || typeof item === 'number')
    .map(String)
    .filter((item) => item !== '');
}

/**
 * Attribute keys from the navigation-state forms: a key or list of keys, or a claim object such as
 * `{ hfcs: 'No', artificialFlavors: 'No', artificialPreservatives: 'No' }` (each claim/value pair is mapped to the
 * attribute whose rule it states).
 */
function attributeKeysFromState(value: unknown): string[] {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    return Object.entries(value as Record<string, unknown>).flatMap(([claim, equals]) => {
      const attribute = ATTRIBUTES.find(
        (candidate) =>
          candidate.rule.kind === 'marketing' &&
          candidate.rule.claim === claim &&
          candidate.rule.equals === equals,
      );
      return attribute ? [attribute.key] : [];
    });
  }
  return stringList(value);
}

function filtersFromState<K extends string>(
  keys: readonly K[],
  state: unknown,
  convert: (key: K, value: unknown) => string[],
): Partial<Record<K, string[]>> {
  const filters: Partial<Record<K, string[]>> = {};
  if (state === null || typeof state !== 'object') return filters;
  const record = state as Record<string, unknown>;
  for (const key of keys) {
    if (record[key] === undefined || record[key] === null) continue;
    const values = convert(key, record[key]);
    if (values.length > 0) filters[key] = values;
  }
  return filters;
}

/**
 * Product filters from the navigation state other pages pass to /products (spec §2.4): `package` is a packaging
 * id, `productLines` a product-line id, `flavor`/`product` ids, and `attribute` a claim object or attribute keys.
 * Anything else in the state is ignored.
 */
export function filtersFromNavigationState(state: unknown): ProductFilters {
  return filtersFromState(PRODUCT_FILTER_KEYS, state, (key, value) =>
    key === 'attribute' ? attributeKeysFromState(value) : stringList(value),
  );
}

/** Recipe filters from navigation state, e.g. `{ dishes: 'burgers' }` from a menu-insight page. */
export function recipeFiltersFromNavigationState(state: unknown): RecipeFilters {
  return filtersFromState(RECIPE_FILTER_KEYS, state, (_key, value) => stringList(value));
}
