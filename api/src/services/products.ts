import { getAttribute } from '@larder/domain';
import type {
  FaqProduct,
  Paging,
  ProductDetails,
  ProductOption,
  ProductSummary,
  Product,
} from '@larder/domain';
import type { Queryable } from '../db/db';
import { AppError } from '../errors';
import { correctWords, productCodeMatch, termWords, textMatch } from './search';
import {
  PRODUCT_ORDER,
  Params,
  WEBSITE_ACTIVE,
  faqProduct,
  paging,
  productOption,
  productSummary,
  type PageInput,
} from './shapes';

export interface ProductFilters {
  flavor?: string[];
  package?: string[];
  product?: string[];
  attribute?: string[];
  productLines?: string[];
  searchTerm?: string;
}

/** SQL predicates for the attribute keys (AND); unknown keys are a 400. */
function attributePredicates(keys: string[], params: Params): string[] {
  return keys.map((key) => {
    const attribute = getAttribute(key);
    if (attribute === undefined) throw AppError.badRequest('attribute', key, `Unknown attribute '${key}'`);
    const { rule } = attribute;
    if (rule.kind === 'marketing') {
      return `p.doc->'claims'->'marketing'->>${params.add(rule.claim)} = ${params.add(rule.equals)}`;
    }
    return `coalesce(p.doc->'claims'->'allergens'->>${params.add(rule.allergen)}, '') <> 'Contains'`;
  });
}

function filterPredicates(filters: ProductFilters, params: Params, words: string[] | undefined): string[] {
  const where = [`p.status = ${WEBSITE_ACTIVE}`];
  const any = (values: string[] | undefined, sql: (param: string) => string) => {
    if (values !== undefined && values.length > 0) where.push(sql(params.add(values)));
  };
  any(filters.flavor, (param) => `p.flavors && ${param}::text[]`);
  any(filters.package, (param) => `p.packaging = any(${param}::text[])`);
  any(filters.product, (param) => `p.product_type = any(${param}::text[])`);
  any(filters.productLines, (param) => `p.product_lines && ${param}::text[]`);
  if (filters.attribute !== undefined) where.push(...attributePredicates(filters.attribute, params));
  if (words !== undefined) {
    const code = params.add((filters.searchTerm ?? '').trim().toLowerCase());
    where.push(`(${productCodeMatch('p', code)} or ${textMatch('p', params.add(words)).where})`);
  }
  return where;
}

async function productPage(
  db: Queryable,
  filters: ProductFilters,
  words: string[] | undefined,
  page: PageInput,
) {
  const params = new Params();
  const where = filterPredicates(filters, params, words);
  const limit = params.add(page.limit);
  const offset = params.add((page.page - 1) * page.limit);
  const result = await db.query<{ total: number; products: ProductSummary[] }>(
    `with matched as (select p.* from products p where ${where.join(' and ')})
     select (select count(*)::int from matched) as total,
       (select coalesce(jsonb_agg(x.item order by x.n), '[]') from (
          select ${productSummary('p')} as item, row_number() over (order by ${PRODUCT_ORDER}) as n
          from matched p order by ${PRODUCT_ORDER} limit ${limit} offset ${offset}) as x) as products`,
    params.values,
  );
  const row = result.rows[0];
  return { total: row?.total ?? 0, products: row?.products ?? [] };
}

/** One page of 'Website Active' products matching every filter, by name then package display order. */
export async function listProducts(
  db: Queryable,
  filters: ProductFilters,
  page: PageInput,
): Promise<{ products: ProductSummary[]; paging: Paging }> {
  const term = filters.searchTerm?.trim() ?? '';
  // Punctuation-only terms give no words: only an exact code could then match.
  const words = term === '' ? undefined : termWords(term);
  let found = await productPage(db, filters, words, page);
  if (found.total === 0 && words !== undefined && words.length > 0) {
    const corrected = await correctWords(db, words);
    if (corrected !== undefined) found = await productPage(db, filters, corrected, page);
  }
  return { products: found.products, paging: paging(page, found.total) };
}

/** Every product, whatever its status, for form dropdowns. */
export async function listProductOptions(db: Queryable): Promise<ProductOption[]> {
  const result = await db.query<{ item: ProductOption }>(
    `select ${productOption('p')} as item from products p order by ${PRODUCT_ORDER}`,
  );
  return result.rows.map((row) => row.item);
}

/** Every product with what the FAQ tools need (the availability tool also shows inactive products). */
export async function listFaqProducts(db: Queryable): Promise<FaqProduct[]> {
  const result = await db.query<{ item: FaqProduct }>(
    `select ${faqProduct('p')} as item from products p order by ${PRODUCT_ORDER}`,
  );
  return result.rows.map((row) => row.item);
}

/**
 * A product by slug or id, its siblings (same websiteGroup, 'Website Active' or the product itself, in package
 * display order) and its related products ('Website Active', in the product's order).
 */
export async function getProductDetails(
  db: Queryable,
  key: { slug?: string; id?: string },
): Promise<ProductDetails> {
  const [param, value] =
    key.slug !== undefined
      ? (['slug', key.slug] as const)
      : key.id !== undefined
        ? (['id', key.id] as const)
        : [];
  if (param === undefined) throw AppError.badRequest('slug', undefined, 'slug or id is required');
  const result = await db.query<{ product: Product; siblings: ProductSummary[]; related: ProductSummary[] }>(
    `select p.doc as product,
       (select coalesce(jsonb_agg(${productSummary('s')} order by s.package_order, s.sort_name, s.id), '[]')
          from products s
          where s.website_group = p.website_group and (s.status = ${WEBSITE_ACTIVE} or s.id = p.id)) as siblings,
       (select coalesce(jsonb_agg(${productSummary('r')} order by i.n), '[]')
          from jsonb_array_elements_text(p.doc->'related') with ordinality as i(id, n)
          join products r on r.id = i.id
          where r.status = ${WEBSITE_ACTIVE} and r.id <> p.id) as related
     from products p where p.${param} = $1`,
    [value],
  );
  const row = result.rows[0];
  if (row === undefined) throw AppError.notFound(param, value, 'Product not found');
  return row;
}
