import {
  SEARCH_GROUP_LABELS,
  type PlusOne,
  type ProductSummary,
  type RecipeSummary,
  type SearchGroup,
} from '@larder/domain';
import type { Queryable } from '../db/db';
import { AppError } from '../errors';
import { Params, PRODUCT_ORDER, WEBSITE_ACTIVE, productSummary, recipeSummary } from './shapes';

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

/** SQL predicate: product `alias` has the code/UPC/GTIN `param`. */
export function productCodeMatch(alias: string, param: string): string {
  return `(lower(${alias}.code) = ${param} or ${alias}.upc = ${param} or ${alias}.upc12 = ${param} or ${alias}.case_gtin = ${param})`;
}

/**
 * Replaces each word the vocabulary does not know (not even as a prefix) by its nearest vocabulary words.
 * Returns undefined when no word needed a correction (so a second full-text run would find nothing new).
 */
export async function correctWords(db: Queryable, words: string[]): Promise<string[] | undefined> {
  const result = await db.query<{ input: string; known: boolean; alternatives: string | null }>(
    `select w.input,
       exists (select 1 from search_words s where s.word like w.input || '%') as known,
       (select string_agg(c.word, ' ')
          from (select s.word from search_words s
                where length(w.input) >= $2
                  and length(s.word) between length(w.input) - 2 and length(w.input) + 2
                  and (within_one_edit(s.word, w.input) or similarity(s.word, w.input) >= $3)
                order by within_one_edit(s.word, w.input) desc, similarity(s.word, w.input) desc, s.word
                limit 3) as c) as alternatives
     from unnest($1::text[]) with ordinality as w(input, n)
     order by w.n`,
    [words, MIN_TYPO_LENGTH, MIN_SIMILARITY],
  );
  let changed = false;
  const corrected = result.rows.map((row) => {
    if (row.known || row.alternatives === null) return row.input;
    changed = true;
    return row.alternatives;
  });
  return changed ? corrected : undefined;
}

export interface TextMatch {
  /** SQL predicate over the entity alias. */
  where: string;
  /** SQL rank expression (higher is better). */
  rank: string;
}

/** Full-text predicate and rank for `alias.search` against the words in `param` (a text[] parameter). */
export function textMatch(alias: string, wordsParam: string): TextMatch {
  return {
    where: `${alias}.search @@ search_query(${wordsParam}::text[])`,
    rank: `ts_rank(${alias}.search, search_query(${wordsParam}::text[]))`,
  };
}

interface Groups {
  products: ProductSummary[];
  recipes: RecipeSummary[];
  plusones: PlusOne[];
}

async function fullText(db: Queryable, words: string[], phrase: string, limit: number): Promise<Groups> {
  const params = new Params();
  const w = params.add(words);
  const lim = params.add(limit);
  const exact = params.add(phrase);
  const p = textMatch('p', w);
  const r = textMatch('r', w);
  const o = textMatch('o', w);
  const result = await db.query<{
    products: ProductSummary[];
    recipes: RecipeSummary[];
    plusones: PlusOne[];
  }>(
    `select
       (select coalesce(jsonb_agg(x.item order by x.n), '[]') from (
          select ${productSummary('p')} as item,
            row_number() over (order by (lower(p.name) = ${exact}) desc, (lower(p.name) like ${exact} || '%') desc,
              ${p.rank} desc, ${PRODUCT_ORDER}) as n
          from products p where p.status = ${WEBSITE_ACTIVE} and ${p.where}
          order by n limit ${lim}) as x) as products,
       (select coalesce(jsonb_agg(x.item order by x.n), '[]') from (
          select ${recipeSummary('r')} as item,
            row_number() over (order by (lower(r.title) like ${exact} || '%') desc, ${r.rank} desc, r.sort_title, r.id) as n
          from recipes r where ${r.where}
          order by n limit ${lim}) as x) as recipes,
       (select coalesce(jsonb_agg(x.item order by x.n), '[]') from (
          select o.doc as item,
            row_number() over (order by (lower(o.title) like ${exact} || '%') desc, ${o.rank} desc, o.position) as n
          from plus_ones o where ${o.where}
          order by n limit ${lim}) as x) as plusones`,
    params.values,
  );
  const row = result.rows[0];
  return { products: row?.products ?? [], recipes: row?.recipes ?? [], plusones: row?.plusones ?? [] };
}

function toGroups(groups: Groups): SearchGroup[] {
  const list: SearchGroup[] = [];
  const labels = SEARCH_GROUP_LABELS;
  if (groups.products.length > 0)
    list.push({ key: 'products', label: labels.products, items: groups.products });
  if (groups.recipes.length > 0) list.push({ key: 'recipes', label: labels.recipes, items: groups.recipes });
  if (groups.plusones.length > 0)
    list.push({ key: 'plusones', label: labels.plusones, items: groups.plusones });
  return list;
}

function isEmpty(groups: Groups): boolean {
  return groups.products.length + groups.recipes.length + groups.plusones.length === 0;
}

/** Searches products (Website Active), recipes and plus-ones; empty groups are left out. */
export async function searchAll(db: Queryable, term: string, limit: number): Promise<SearchGroup[]> {
  const code = codeCandidate(term);
  if (code !== undefined) {
    const params = new Params();
    const found = await db.query<{ item: ProductSummary }>(
      `select ${productSummary('p')} as item from products p
       where p.status = ${WEBSITE_ACTIVE} and ${productCodeMatch('p', params.add(code))}
       order by ${PRODUCT_ORDER} limit ${params.add(limit)}`,
      params.values,
    );
    if (found.rows.length > 0) {
      return toGroups({ products: found.rows.map((row) => row.item), recipes: [], plusones: [] });
    }
  }
  const words = termWords(term);
  if (words.length === 0) return [];
  const phrase = words.join(' ');
  const groups = await fullText(db, words, phrase, limit);
  if (!isEmpty(groups)) return toGroups(groups);
  const corrected = await correctWords(db, words);
  if (corrected === undefined) return [];
  // Rank by the most likely correction ('rnach dressing' → 'ranch dressing' puts Ranch Dressing first).
  const correctedPhrase = corrected.map((alternatives) => alternatives.split(' ')[0]).join(' ');
  return toGroups(await fullText(db, corrected, correctedPhrase, limit));
}

export type SearchKey = 'products' | 'recipes' | 'plusones';

/** Fetches known entries by id for the groups in `keys`, each group in the order of `ids`. */
export async function searchByIds(
  db: Queryable,
  ids: string[],
  keys: SearchKey[],
  limit: number,
): Promise<SearchGroup[]> {
  if (keys.length === 0) throw AppError.badRequest('keys', keys, 'keys is required with ids');
  const wanted = new Set(keys);
  const result = await db.query<{
    products: ProductSummary[];
    recipes: RecipeSummary[];
    plusones: PlusOne[];
  }>(
    `select
       (select coalesce(jsonb_agg(${productSummary('p')} order by i.n), '[]')
          from unnest($1::text[]) with ordinality as i(id, n) join products p on p.id = i.id
          where $2 and p.status = ${WEBSITE_ACTIVE}) as products,
       (select coalesce(jsonb_agg(${recipeSummary('r')} order by i.n), '[]')
          from unnest($1::text[]) with ordinality as i(id, n) join recipes r on r.id = i.id where $3) as recipes,
       (select coalesce(jsonb_agg(o.doc order by i.n), '[]')
          from unnest($1::text[]) with ordinality as i(id, n) join plus_ones o on o.id = i.id where $4) as plusones`,
    [ids, wanted.has('products'), wanted.has('recipes'), wanted.has('plusones')],
  );
  const row = result.rows[0];
  return toGroups({
    products: (row?.products ?? []).slice(0, limit),
    recipes: (row?.recipes ?? []).slice(0, limit),
    plusones: (row?.plusones ?? []).slice(0, limit),
  });
}
