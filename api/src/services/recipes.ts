import type { Paging, Recipe, RecipeSummary, RelatedGroup } from '@larder/domain';
import type { Queryable } from '../db/db';
import { AppError } from '../errors';
import { correctWords, termWords, textMatch } from './search';
import { Params, paging, recipeSummary, type PageInput } from './shapes';

export interface RecipeFilters {
  flavor?: string[];
  dishes?: string[];
  courses?: string[];
  ingredients?: string[];
  product?: string[];
  searchTerm?: string;
}

export const RECIPE_SORTS = ['timeCreated', 'timeModified', 'timeArchived', 'timePromoted', '_id'] as const;
export type RecipeSortField = (typeof RECIPE_SORTS)[number];

const SORT_COLUMNS: Record<RecipeSortField, string> = {
  timeCreated: 'r.time_created',
  timeModified: 'r.time_modified',
  timeArchived: 'r.time_archived',
  timePromoted: 'r.time_promoted',
  _id: 'r.id',
};

/** Newest first when no sort is asked for. */
export const DEFAULT_RECIPE_SORT = '-timeCreated';

/** ORDER BY for a sort parameter such as '-timePromoted'; recipes without the time come last either way. */
export function recipeOrder(sortParameter: string = DEFAULT_RECIPE_SORT): string {
  const descending = sortParameter.startsWith('-');
  const field = (descending ? sortParameter.slice(1) : sortParameter) as RecipeSortField;
  const column = SORT_COLUMNS[field];
  if (column === undefined) {
    throw AppError.badRequest(
      'sortParameter',
      sortParameter,
      `sortParameter must be one of ${RECIPE_SORTS.join(', ')}`,
    );
  }
  if (field === '_id') return `r.id ${descending ? 'desc' : 'asc'}`;
  return `${column} ${descending ? 'desc' : 'asc'} nulls last, r.id`;
}

async function recipePage(
  db: Queryable,
  filters: RecipeFilters,
  words: string[] | undefined,
  order: string,
  page: PageInput,
) {
  const params = new Params();
  const where = ['true'];
  const overlap = (values: string[] | undefined, column: string) => {
    if (values !== undefined && values.length > 0) where.push(`${column} && ${params.add(values)}::text[]`);
  };
  overlap(filters.flavor, 'r.flavors');
  overlap(filters.dishes, 'r.dishes');
  overlap(filters.courses, 'r.courses');
  overlap(filters.ingredients, 'r.ingredient_ids');
  overlap(filters.product, 'r.product_ids');
  if (words !== undefined) where.push(textMatch('r', params.add(words)).where);
  const limit = params.add(page.limit);
  const offset = params.add((page.page - 1) * page.limit);
  const result = await db.query<{ total: number; recipes: RecipeSummary[] }>(
    `with matched as (select r.* from recipes r where ${where.join(' and ')})
     select (select count(*)::int from matched) as total,
       (select coalesce(jsonb_agg(x.item order by x.n), '[]') from (
          select ${recipeSummary('r')} as item, row_number() over (order by ${order}) as n
          from matched r order by ${order} limit ${limit} offset ${offset}) as x) as recipes`,
    params.values,
  );
  const row = result.rows[0];
  return { total: row?.total ?? 0, recipes: row?.recipes ?? [] };
}

/** One page of recipes matching every filter, in the order of `sortParameter`. */
export async function listRecipes(
  db: Queryable,
  filters: RecipeFilters,
  sortParameter: string | undefined,
  page: PageInput,
): Promise<{ recipes: RecipeSummary[]; paging: Paging }> {
  const order = recipeOrder(sortParameter);
  const term = filters.searchTerm?.trim() ?? '';
  const words = term === '' ? undefined : termWords(term);
  let found = await recipePage(db, filters, words, order, page);
  if (found.total === 0 && words !== undefined && words.length > 0) {
    const corrected = await correctWords(db, words);
    if (corrected !== undefined) found = await recipePage(db, filters, corrected, order, page);
  }
  return { recipes: found.recipes, paging: paging(page, found.total) };
}

export async function getRecipe(db: Queryable, slug: string): Promise<Recipe> {
  const result = await db.query<{ doc: Recipe }>('select doc from recipes where slug = $1', [slug]);
  const row = result.rows[0];
  if (row === undefined) throw AppError.notFound('slug', slug, 'Recipe not found');
  return row.doc;
}

/** Recipes per group shown under a recipe. */
export const RELATED_PER_GROUP = 8;

/**
 * One group per flavor id, then one per product id (in the order given), each with the recipes of that flavor
 * or product except `selected`; unknown ids and empty groups are left out.
 */
export async function relatedRecipes(
  db: Queryable,
  input: { flavors: string[]; products: string[]; selected?: string },
): Promise<RelatedGroup[]> {
  const result = await db.query<RelatedGroup>(
    `select g.type, g.id, g.title, x.recipes from (
       select 'flavor' as type, f.id, l.name as title, 0 as kind, f.n
       from unnest($1::text[]) with ordinality as f(id, n) join lookups l on l.dataset = 'flavors' and l.id = f.id
       union all
       select 'product', i.id, p.name, 1, i.n
       from unnest($2::text[]) with ordinality as i(id, n) join products p on p.id = i.id
     ) as g
     cross join lateral (
       select coalesce(jsonb_agg(s.item order by s.sort_title, s.id), '[]') as recipes, count(*) as found from (
         select ${recipeSummary('r')} as item, r.sort_title, r.id from recipes r
         where (case when g.kind = 0 then r.flavors else r.product_ids end) @> array[g.id]
           and r.id is distinct from $3
         order by r.sort_title, r.id limit $4) as s
     ) as x
     where x.found > 0
     order by g.kind, g.n`,
    [input.flavors, input.products, input.selected ?? null, RELATED_PER_GROUP],
  );
  return result.rows.map((row) => ({ type: row.type, id: row.id, title: row.title, recipes: row.recipes }));
}
