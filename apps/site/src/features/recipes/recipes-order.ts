/**
 * Display order of the recipe list (spec §4): "order follows a stable order of ids per sort parameter (new ids
 * appended in shuffled order when the same sort is kept, otherwise the order is rebuilt by shuffling)".
 *
 * The shuffle is seeded from the sort parameter (and how many ids are already placed), so the server and the
 * browser compute the same order from the same pages and hydration never mismatches.
 */

/** The ids in display order, remembered for one sort parameter. */
export interface RecipeOrder {
  sort: string;
  ids: readonly string[];
}

/** The sort the API applies when the list asks for none. */
export const DEFAULT_RECIPE_SORT = '-timeCreated';

/** The sort parameters of spec §2.6: each field, ascending or descending (leading minus). */
export const RECIPE_SORTS: readonly string[] = [
  'timeCreated',
  'timeModified',
  'timeArchived',
  'timePromoted',
  '_id',
].flatMap((field) => [field, `-${field}`]);

export function isRecipeSort(value: string | null | undefined): value is string {
  return typeof value === 'string' && RECIPE_SORTS.includes(value);
}

/** 32-bit FNV-1a hash of a string: the seed of a shuffle. */
export function hashSeed(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/** mulberry32: a small, fast PRNG returning numbers in [0, 1), identical on every JavaScript engine. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A Fisher–Yates shuffle driven by `seed`: the same ids and seed always give the same order. */
export function seededShuffle<T>(items: readonly T[], seed: number): T[] {
  const out = [...items];
  const next = random(seed);
  for (let index = out.length - 1; index > 0; index -= 1) {
    const swap = Math.floor(next() * (index + 1));
    [out[index], out[swap]] = [out[swap] as T, out[index] as T];
  }
  return out;
}

/**
 * The order after `ids` arrive for `sort`. With the same sort as `previous`, the known ids keep their places and
 * the new ones are appended in shuffled order (the same object comes back when nothing is new); with another sort
 * (or none before), the order is rebuilt by shuffling `ids`.
 */
export function nextRecipeOrder(
  previous: RecipeOrder | undefined,
  sort: string,
  ids: readonly string[],
): RecipeOrder {
  const unique = [...new Set(ids)];
  if (!previous || previous.sort !== sort) {
    return { sort, ids: seededShuffle(unique, hashSeed(`${sort}#0`)) };
  }
  const known = new Set(previous.ids);
  const fresh = unique.filter((id) => !known.has(id));
  if (fresh.length === 0) return previous;
  return {
    sort,
    ids: [...previous.ids, ...seededShuffle(fresh, hashSeed(`${sort}#${previous.ids.length}`))],
  };
}

/** Folds the loaded pages (in order) into `previous`, page by page, as infinite scroll appends them. */
export function orderForPages(
  previous: RecipeOrder | undefined,
  sort: string,
  pages: readonly (readonly string[])[],
): RecipeOrder | undefined {
  let order = previous && previous.sort === sort ? previous : undefined;
  for (const ids of pages) order = nextRecipeOrder(order, sort, ids);
  return order ?? previous;
}

/** The items that are present, in the order's sequence (items the order does not know come last, as given). */
export function applyRecipeOrder<T extends { id: string }>(
  items: readonly T[],
  order: RecipeOrder | undefined,
): T[] {
  if (!order) return [...items];
  const position = new Map(order.ids.map((id, index) => [id, index]));
  return items
    .map((item, index) => ({ item, rank: position.get(item.id) ?? order.ids.length + index }))
    .sort((a, b) => a.rank - b.rank)
    .map(({ item }) => item);
}
