import type { AttributeRule, FaqProduct, Product, ProductOption, ProductSummary } from '@larder/domain';
import type { Queryable } from '../db';
import { productCodeMatch, textMatch } from './search';
import { PRODUCT_ORDER, WEBSITE_ACTIVE, faqProduct, productOption, productSummary } from './shapes';
import { Params, selectPage, type PageInput } from './sql';

/** Orders of the product list: by name A to Z (the default) or Z to A; a name's packages stay in display order. */
export type ProductSort = 'name' | '-name';

const PRODUCT_ORDER_DESCENDING = 'p.sort_name desc, p.package_order, p.id';

export interface ProductPageFilters {
  flavor?: string[];
  package?: string[];
  product?: string[];
  productLines?: string[];
  /** Rules of the attribute keys asked for (each must hold). */
  attributes: AttributeRule[];
  /** The search term as typed (compared with codes) and its words (full text); absent without a term. */
  search?: { term: string; words: string[] };
  sort?: ProductSort;
}

function attributePredicate(rule: AttributeRule, params: Params): string {
  if (rule.kind === 'marketing') {
    return `p.doc->'claims'->'marketing'->>${params.add(rule.claim)} = ${params.add(rule.equals)}`;
  }
  return `coalesce(p.doc->'claims'->'allergens'->>${params.add(rule.allergen)}, '') <> 'Contains'`;
}

/** One page of 'Website Active' products matching every filter, by name (or `sort`) then package display order. */
export function productPage(db: Queryable, filters: ProductPageFilters, page: PageInput) {
  const params = new Params();
  const where = [`p.status = ${WEBSITE_ACTIVE}`];
  const any = (values: string[] | undefined, sql: (param: string) => string) => {
    if (values !== undefined && values.length > 0) where.push(sql(params.add(values)));
  };
  any(filters.flavor, (param) => `p.flavors && ${param}::text[]`);
  any(filters.package, (param) => `p.packaging = any(${param}::text[])`);
  any(filters.product, (param) => `p.product_type = any(${param}::text[])`);
  any(filters.productLines, (param) => `p.product_lines && ${param}::text[]`);
  where.push(...filters.attributes.map((rule) => attributePredicate(rule, params)));
  if (filters.search !== undefined) {
    const code = params.add(filters.search.term.trim().toLowerCase());
    where.push(
      `(${productCodeMatch('p', code)} or ${textMatch('p', params.add(filters.search.words)).where})`,
    );
  }
  return selectPage<ProductSummary>(db, {
    from: 'products p',
    where,
    params,
    item: productSummary('p'),
    order: filters.sort === '-name' ? PRODUCT_ORDER_DESCENDING : PRODUCT_ORDER,
    page,
  });
}

/** Every product, whatever its status, as form options. */
export async function productOptions(db: Queryable): Promise<ProductOption[]> {
  const result = await db.query<{ item: ProductOption }>(
    `select ${productOption('p')} as item from products p order by ${PRODUCT_ORDER}`,
  );
  return result.rows.map((row) => row.item);
}

/** Every product with what the FAQ tools need. */
export async function faqProducts(db: Queryable): Promise<FaqProduct[]> {
  const result = await db.query<{ item: FaqProduct }>(
    `select ${faqProduct('p')} as item from products p order by ${PRODUCT_ORDER}`,
  );
  return result.rows.map((row) => row.item);
}

export interface ProductDetailsRow {
  product: Product;
  siblings: ProductSummary[];
  related: ProductSummary[];
}

/**
 * The product whose `column` is `value`, its siblings (same websiteGroup, 'Website Active' or the product itself,
 * in package display order) and its related products ('Website Active', in the product's order).
 */
export async function productDetails(
  db: Queryable,
  column: 'slug' | 'id',
  value: string,
): Promise<ProductDetailsRow | undefined> {
  const result = await db.query<ProductDetailsRow>(
    `select p.doc as product,
       (select coalesce(jsonb_agg(${productSummary('s')} order by s.package_order, s.sort_name, s.id), '[]')
          from products s
          where s.website_group = p.website_group and (s.status = ${WEBSITE_ACTIVE} or s.id = p.id)) as siblings,
       (select coalesce(jsonb_agg(${productSummary('r')} order by i.n), '[]')
          from jsonb_array_elements_text(p.doc->'related') with ordinality as i(id, n)
          join products r on r.id = i.id
          where r.status = ${WEBSITE_ACTIVE} and r.id <> p.id) as related
     from products p where p.${column} = $1`,
    [value],
  );
  return result.rows[0];
}

/** Name and code of each product of `ids` that exists (whatever its status), by id. */
export async function productNames(
  db: Queryable,
  ids: readonly string[],
): Promise<Map<string, { name: string; code: string }>> {
  if (ids.length === 0) return new Map();
  const found = await db.query<{ id: string; name: string; code: string }>(
    'select id, name, code from products where id = any($1)',
    [ids],
  );
  return new Map(found.rows.map((row) => [row.id, { name: row.name, code: row.code }]));
}

export interface AllergenMatrixFilters {
  flavor?: string[];
  package?: string[];
  productLines?: string[];
  /** Allergen keys of `claims.allergens` the products must all be free of. */
  free: string[];
}

export interface AllergenMatrixDbRow {
  item: {
    id: string;
    slug: string;
    name: string;
    productCode: string;
    packaging: string;
    flavors: string[];
    productLines: string[];
    allergens: Partial<Record<string, string>>;
  };
  time_modified: Date | string;
}

/** Every 'Website Active' product matching the filters with its allergens and change time, in list order. */
export async function allergenMatrixRows(
  db: Queryable,
  filters: AllergenMatrixFilters,
): Promise<AllergenMatrixDbRow[]> {
  const params = new Params();
  const where = [`p.status = ${WEBSITE_ACTIVE}`];
  const any = (values: string[] | undefined, sql: (param: string) => string) => {
    if (values !== undefined && values.length > 0) where.push(sql(params.add(values)));
  };
  any(filters.flavor, (param) => `p.flavors && ${param}::text[]`);
  any(filters.package, (param) => `p.packaging = any(${param}::text[])`);
  any(filters.productLines, (param) => `p.product_lines && ${param}::text[]`);
  for (const allergen of filters.free) {
    where.push(`coalesce(p.doc->'claims'->'allergens'->>${params.add(allergen)}, '') <> 'Contains'`);
  }
  const d = 'p.doc';
  const result = await db.query<AllergenMatrixDbRow>(
    `select jsonb_build_object(
       'id', ${d}->'id', 'slug', ${d}->'slug', 'name', ${d}->'name', 'productCode', ${d}->'productCode',
       'packaging', ${d}->'packaging', 'flavors', ${d}->'flavors', 'productLines', ${d}->'productLines',
       'allergens', coalesce(${d}->'claims'->'allergens', '{}'::jsonb)) as item, p.time_modified
     from products p where ${where.join(' and ')} order by ${PRODUCT_ORDER}`,
    params.values,
  );
  return result.rows;
}
