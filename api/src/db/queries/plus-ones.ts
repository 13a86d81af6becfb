import type { NamedLookup, PlusOne } from '@larder/domain';
import type { Queryable } from '../db';
import { PRODUCT_ORDER } from './shapes';
import { Params, selectPage, type PageInput } from './sql';

/** One page of plus-ones in content order, each whole; `flavor` and `product` (product ids) filters. */
export function plusOnePage(
  db: Queryable,
  filters: { flavor?: string[]; product?: string[] },
  page: PageInput,
) {
  const params = new Params();
  const where: string[] = [];
  if (filters.flavor !== undefined && filters.flavor.length > 0) {
    where.push(`o.flavors && ${params.add(filters.flavor)}::text[]`);
  }
  if (filters.product !== undefined && filters.product.length > 0) {
    where.push(`o.product_ids && ${params.add(filters.product)}::text[]`);
  }
  return selectPage<PlusOne>(db, {
    from: 'plus_ones o',
    where,
    params,
    item: 'o.doc',
    order: 'o.position',
    page,
  });
}

/** The products plus-ones use, by name. */
export async function plusOneProducts(db: Queryable): Promise<NamedLookup[]> {
  const result = await db.query<NamedLookup>(
    `select p.id, p.name from products p
     where exists (select 1 from plus_ones o where p.id = any(o.product_ids))
     order by ${PRODUCT_ORDER}`,
  );
  return result.rows;
}
