import type { PlusOne, ProductSummary, RecipeSummary } from '@larder/domain';
import type { Queryable } from '../db';
import { PRODUCT_ORDER, WEBSITE_ACTIVE, productSummary, recipeSummary } from './shapes';
import { Params } from './sql';

/** SQL predicate: product `alias` has the code/UPC/GTIN `param`. */
export function productCodeMatch(alias: string, param: string): string {
  return `(lower(${alias}.code) = ${param} or ${alias}.upc = ${param} or ${alias}.upc12 = ${param} or ${alias}.case_gtin = ${param})`;
}

/** Full-text predicate and rank for `alias.search` against the words in `wordsParam` (a text[] parameter). */
export function textMatch(alias: string, wordsParam: string): { where: string; rank: string } {
  return {
    where: `${alias}.search @@ search_query(${wordsParam}::text[])`,
    rank: `ts_rank(${alias}.search, search_query(${wordsParam}::text[]))`,
  };
}

export interface WordAlternatives {
  input: string;
  /** The vocabulary has a word starting with `input`. */
  known: boolean;
  /** Up to three nearest vocabulary words, space-separated (one edit first, then trigram similarity). */
  alternatives: string | null;
}

/** For each word: whether the search vocabulary knows it, and its nearest words when it is long enough. */
export async function wordAlternatives(
  db: Queryable,
  words: string[],
  minLength: number,
  minSimilarity: number,
): Promise<WordAlternatives[]> {
  const result = await db.query<WordAlternatives>(
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
    [words, minLength, minSimilarity],
  );
  return result.rows;
}

export interface SearchGroups {
  products: ProductSummary[];
  recipes: RecipeSummary[];
  plusones: PlusOne[];
}

function groups(row: Partial<SearchGroups> | undefined): SearchGroups {
  return { products: row?.products ?? [], recipes: row?.recipes ?? [], plusones: row?.plusones ?? [] };
}

/** Full-text matches of each group, names starting with `phrase` first, then by rank; `limit` per group. */
export async function fullTextGroups(
  db: Queryable,
  words: string[],
  phrase: string,
  limit: number,
): Promise<SearchGroups> {
  const params = new Params();
  const w = params.add(words);
  const lim = params.add(limit);
  const exact = params.add(phrase);
  const p = textMatch('p', w);
  const r = textMatch('r', w);
  const o = textMatch('o', w);
  const result = await db.query<SearchGroups>(
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
  return groups(result.rows[0]);
}

/** 'Website Active' products whose code, UPC or case GTIN is `code`. */
export async function productsByCode(db: Queryable, code: string, limit: number): Promise<ProductSummary[]> {
  const params = new Params();
  const found = await db.query<{ item: ProductSummary }>(
    `select ${productSummary('p')} as item from products p
     where p.status = ${WEBSITE_ACTIVE} and ${productCodeMatch('p', params.add(code))}
     order by ${PRODUCT_ORDER} limit ${params.add(limit)}`,
    params.values,
  );
  return found.rows.map((row) => row.item);
}

/** The known entries of `ids`, each group in the order of `ids`; groups not `wanted` stay empty. */
export async function groupsByIds(
  db: Queryable,
  ids: string[],
  wanted: ReadonlySet<keyof SearchGroups>,
): Promise<SearchGroups> {
  const result = await db.query<SearchGroups>(
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
  return groups(result.rows[0]);
}
