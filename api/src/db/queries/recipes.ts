import type { Nutrition, Recipe, RecipeSummary, RelatedGroup } from '@larder/domain';
import type { Queryable } from '../db';
import { textMatch } from './search';
import { recipeSummary } from './shapes';
import { Params, selectPage, type PageInput } from './sql';

export const RECIPE_SORTS = ['timeCreated', 'timeModified', 'timeArchived', 'timePromoted', '_id'] as const;
export type RecipeSortField = (typeof RECIPE_SORTS)[number];

const SORT_COLUMNS: Record<RecipeSortField, string> = {
  timeCreated: 'r.time_created',
  timeModified: 'r.time_modified',
  timeArchived: 'r.time_archived',
  timePromoted: 'r.time_promoted',
  _id: 'r.id',
};

/** ORDER BY for a sort field; recipes without the time come last either way, id keeps pages stable. */
function recipeOrder({ field, descending }: RecipeSort): string {
  if (field === '_id') return `r.id ${descending ? 'desc' : 'asc'}`;
  return `${SORT_COLUMNS[field]} ${descending ? 'desc' : 'asc'} nulls last, r.id`;
}

export interface RecipeSort {
  field: RecipeSortField;
  descending: boolean;
}

export interface RecipePageFilters {
  flavor?: string[];
  dishes?: string[];
  courses?: string[];
  ingredients?: string[];
  product?: string[];
  /** Words of the search term (full text); absent without a term. */
  words?: string[];
}

/** One page of recipes matching every filter, in `sort` order. */
export function recipePage(db: Queryable, filters: RecipePageFilters, sort: RecipeSort, page: PageInput) {
  const params = new Params();
  const where: string[] = [];
  const overlap = (values: string[] | undefined, column: string) => {
    if (values !== undefined && values.length > 0) where.push(`${column} && ${params.add(values)}::text[]`);
  };
  overlap(filters.flavor, 'r.flavors');
  overlap(filters.dishes, 'r.dishes');
  overlap(filters.courses, 'r.courses');
  overlap(filters.ingredients, 'r.ingredient_ids');
  overlap(filters.product, 'r.product_ids');
  if (filters.words !== undefined) where.push(textMatch('r', params.add(filters.words)).where);
  return selectPage<RecipeSummary>(db, {
    from: 'recipes r',
    where,
    params,
    item: recipeSummary('r'),
    order: recipeOrder(sort),
    page,
  });
}

export async function recipeBySlug(db: Queryable, slug: string): Promise<Recipe | undefined> {
  const result = await db.query<{ doc: Recipe }>('select doc from recipes where slug = $1', [slug]);
  return result.rows[0]?.doc;
}

/** The nutrition facts of the products with these ids (a recipe's linked products), by id. */
export async function productNutrition(
  db: Queryable,
  ids: readonly string[],
): Promise<Map<string, { nutrition: Nutrition }>> {
  if (ids.length === 0) return new Map();
  const result = await db.query<{ id: string; nutrition: Nutrition }>(
    "select id, doc->'nutrition' as nutrition from products where id = any($1::text[])",
    [[...new Set(ids)]],
  );
  return new Map(result.rows.map((row) => [row.id, { nutrition: row.nutrition }]));
}

/**
 * One group per flavor id, then one per product id (in the order given), each with up to `perGroup` recipes of
 * that flavor or product except `selected`; unknown ids and empty groups are left out.
 */
export async function relatedGroups(
  db: Queryable,
  input: { flavors: string[]; products: string[]; selected?: string },
  perGroup: number,
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
    [input.flavors, input.products, input.selected ?? null, perGroup],
  );
  return result.rows.map((row) => ({ type: row.type, id: row.id, title: row.title, recipes: row.recipes }));
}
