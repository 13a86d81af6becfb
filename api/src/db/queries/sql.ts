import type { Paging } from '@larder/domain';
import type { Queryable } from '../db';

/** Collects `$n` placeholders for a statement built from optional parts. */
export class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

export interface PageInput {
  page: number;
  limit: number;
}

export function paging(input: PageInput, total: number): Paging {
  return { page: input.page, limit: input.limit, hasNext: input.page * input.limit < total, total };
}

export interface PageQuery {
  /** The table and its alias, e.g. `products p`; `item`, `order` and `where` use the alias. */
  from: string;
  /** SQL predicates, all of which must hold. */
  where: string[];
  params: Params;
  /** SQL expression of one list item (a jsonb shape). */
  item: string;
  /** ORDER BY; it must end in a unique column so pages never overlap. */
  order: string;
  page: PageInput;
}

/**
 * The one paging statement of every list (products, recipes, plus-ones): the total of the matching rows and the
 * items of one page, in order, in a single round trip.
 */
export async function selectPage<T>(db: Queryable, query: PageQuery): Promise<{ total: number; items: T[] }> {
  const [table, alias] = query.from.split(' ');
  const limit = query.params.add(query.page.limit);
  const offset = query.params.add((query.page.page - 1) * query.page.limit);
  const where = query.where.length > 0 ? query.where.join(' and ') : 'true';
  const result = await db.query<{ total: number; items: T[] }>(
    `with matched as (select ${alias}.* from ${table} ${alias} where ${where})
     select (select count(*)::int from matched) as total,
       (select coalesce(jsonb_agg(x.item order by x.n), '[]') from (
          select ${query.item} as item, row_number() over (order by ${query.order}) as n
          from matched ${alias} order by ${query.order} limit ${limit} offset ${offset}) as x) as items`,
    query.params.values,
  );
  const row = result.rows[0];
  return { total: row?.total ?? 0, items: row?.items ?? [] };
}
