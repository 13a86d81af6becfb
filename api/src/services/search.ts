import { SEARCH_GROUP_LABELS, type SearchGroup } from '@larder/domain';
import type { Queryable } from '../db/db';
import {
  fullTextGroups,
  groupsByIds,
  productsByCode,
  wordAlternatives,
  type SearchGroups,
} from '../db/queries/search';
import { AppError } from '../errors';

/**
 * Site search (design §4), a tiered query so the common case stays cheap:
 *  1. a product code, UPC or case GTIN equal to the term → that product only;
 *  2. full text over a weighted tsvector, every word as a prefix or an English stem (search-as-you-type);
 *  3. only when 2 finds nothing anywhere: each unknown word of 5+ letters is corrected to its nearest
 *     vocabulary words (pg_trgm similarity, or one edit incl. a swap of neighbours) and 2 runs again.
 */

const STOP_WORDS = new Set(['a', 'an', 'and', 'the', 'of', 'with', 'in', 'on', 'for', 'to', 'or']);
const MAX_WORDS = 10;
/** Shortest word the typo fallback corrects (shorter words have too many one-edit neighbours). */
const MIN_TYPO_LENGTH = 5;
const MIN_SIMILARITY = 0.45;

/** The words of a search term: lower case, letters and digits only, possessive 's dropped. */
export function termWords(term: string): string[] {
  const words = (
    term
      .toLowerCase()
      .replace(/['’]s\b/gu, '')
      .match(/[\p{L}\p{N}]+/gu) ?? []
  ).slice(0, MAX_WORDS);
  const meaningful = words.filter((word) => !STOP_WORDS.has(word));
  return meaningful.length > 0 ? meaningful : words;
}

/** A term that could be a product code, UPC or GTIN. */
function codeCandidate(term: string): string | undefined {
  const code = term.trim().toLowerCase();
  return /^[a-z0-9]{4,14}$/.test(code) && /\d/.test(code) ? code : undefined;
}

/**
 * Replaces each word the vocabulary does not know (not even as a prefix) by its nearest vocabulary words.
 * Returns undefined when no word needed a correction (so a second full-text run would find nothing new).
 */
export async function correctWords(db: Queryable, words: string[]): Promise<string[] | undefined> {
  const rows = await wordAlternatives(db, words, MIN_TYPO_LENGTH, MIN_SIMILARITY);
  let changed = false;
  const corrected = rows.map((row) => {
    if (row.known || row.alternatives === null) return row.input;
    changed = true;
    return row.alternatives;
  });
  return changed ? corrected : undefined;
}

function toGroups(groups: SearchGroups): SearchGroup[] {
  const list: SearchGroup[] = [];
  const labels = SEARCH_GROUP_LABELS;
  if (groups.products.length > 0)
    list.push({ key: 'products', label: labels.products, items: groups.products });
  if (groups.recipes.length > 0) list.push({ key: 'recipes', label: labels.recipes, items: groups.recipes });
  if (groups.plusones.length > 0)
    list.push({ key: 'plusones', label: labels.plusones, items: groups.plusones });
  return list;
}

function isEmpty(groups: SearchGroups): boolean {
  return groups.products.length + groups.recipes.length + groups.plusones.length === 0;
}

/** Searches products (Website Active), recipes and plus-ones; empty groups are left out. */
export async function searchAll(db: Queryable, term: string, limit: number): Promise<SearchGroup[]> {
  const code = codeCandidate(term);
  if (code !== undefined) {
    const products = await productsByCode(db, code, limit);
    if (products.length > 0) return toGroups({ products, recipes: [], plusones: [] });
  }
  const words = termWords(term);
  if (words.length === 0) return [];
  const phrase = words.join(' ');
  const groups = await fullTextGroups(db, words, phrase, limit);
  if (!isEmpty(groups)) return toGroups(groups);
  const corrected = await correctWords(db, words);
  if (corrected === undefined) return [];
  // Rank by the most likely correction ('rnach dressing' → 'ranch dressing' puts Ranch Dressing first).
  const correctedPhrase = corrected.map((alternatives) => alternatives.split(' ')[0]).join(' ');
  return toGroups(await fullTextGroups(db, corrected, correctedPhrase, limit));
}

export type SearchKey = keyof SearchGroups;

/** Fetches known entries by id for the groups in `keys`, each group in the order of `ids`. */
export async function searchByIds(
  db: Queryable,
  ids: string[],
  keys: SearchKey[],
  limit: number,
): Promise<SearchGroup[]> {
  if (keys.length === 0) throw AppError.badRequest('keys', keys, 'keys is required with ids');
  const found = await groupsByIds(db, ids, new Set(keys));
  return toGroups({
    products: found.products.slice(0, limit),
    recipes: found.recipes.slice(0, limit),
    plusones: found.plusones.slice(0, limit),
  });
}
