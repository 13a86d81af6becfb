import type { NamedLookup, Paging, PlusOne } from '@larder/domain';
import type { Queryable } from '../db/db';
import { Params, paging, type PageInput } from './shapes';

export interface PlusOneFilters {
  flavor?: string[];
  product?: string[];
}

/** One page of plus-ones in content order; `flavor` and `product` (product ids) filters. */
export async function listPlusOnes(
  db: Queryable,
  filters: PlusOneFilters,
  page: PageInput,
): Promise<{ plusOnes: PlusOne[]; paging: Paging }> {
  const params = new Params();
  const where = ['true'];
  if (filters.flavor !== undefined && filters.flavor.length > 0) {
    where.push(`o.flavors && ${params.add(filters.flavor)}::text[]`);
  }
  if (filters.product !== undefined && filters.product.length > 0) {
    where.push(`o.product_ids && ${params.add(filters.product)}::text[]`);
  }
  const limit = params.add(page.limit);
  const offset = params.add((page.page - 1) * page.limit);
  const result = await db.query<{ total: number; plusOnes: PlusOne[] }>(
    `with matched as (select o.* from plus_ones o where ${where.join(' and ')})
     select (select count(*)::int from matched) as total,
       (select coalesce(jsonb_agg(x.doc order by x.position), '[]') from (
          select o.doc, o.position from matched o order by o.position limit ${limit} offset ${offset}) as x)
       as "plusOnes"`,
    params.values,
  );
  const row = result.rows[0];
  return { plusOnes: row?.plusOnes ?? [], paging: paging(page, row?.total ?? 0) };
}

/** The products plus-ones use, as filter options, by name. */
export async function plusOneProducts(db: Queryable): Promise<NamedLookup[]> {
  const result = await db.query<NamedLookup>(
    `select p.id, p.name from products p
     where exists (select 1 from plus_ones o where p.id = any(o.product_ids))
     order by p.sort_name, p.package_order, p.id`,
  );
  return result.rows;
}
