import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { comparePackageOrder } from '@larder/domain';
import type { CuratedList, HomeBlock, NamedLookup, PlusOne, Product, Recipe, SeoRow } from '@larder/domain';
import { contentDir } from '../paths';
import type { Db, Queryable } from './db';

/** The lookup datasets, each a file `content/lookups/<name>.json` holding an array of `{ id, … }`. */
export const LOOKUP_DATASETS = [
  'flavors',
  'productLines',
  'packagings',
  'dishes',
  'ingredients',
  'trends',
  'courses',
  'uoms',
  'products',
] as const;
export type LookupDataset = (typeof LOOKUP_DATASETS)[number];

export interface Content {
  products: Product[];
  recipes: Recipe[];
  plusOnes: PlusOne[];
  homeBlocks: HomeBlock[];
  curatedLists: CuratedList[];
  seo: SeoRow[];
  lookups: Record<LookupDataset, (NamedLookup & Record<string, unknown>)[]>;
}

function readJson<T>(dir: string, names: string[]): T {
  for (const name of names) {
    const file = join(dir, name);
    if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as T;
  }
  throw new Error(`Content file missing: ${names.map((name) => join(dir, name)).join(' or ')}`);
}

/** Reads the content files of `dir` (default `api/content`). */
export function loadContent(dir: string = contentDir()): Content {
  const lookupsDir = join(dir, 'lookups');
  const lookups = Object.fromEntries(
    LOOKUP_DATASETS.map((dataset) => [dataset, readJson(lookupsDir, [`${dataset}.json`])]),
  ) as Content['lookups'];
  return {
    products: readJson(dir, ['products.json']),
    recipes: readJson(dir, ['recipes.json']),
    plusOnes: readJson(dir, ['plusOnes.json', 'plus-ones.json', 'plusones.json']),
    homeBlocks: readJson(dir, ['homepageBlocks.json', 'homeBlocks.json', 'home-blocks.json']),
    curatedLists: readJson(dir, ['curatedLists.json', 'curated-lists.json']),
    seo: readJson(dir, ['seo.json']),
    lookups,
  };
}

function lookupName(item: Record<string, unknown>): string {
  const name = item.name ?? item.title ?? item.id;
  return typeof name === 'string' ? name : String(name);
}

function names(map: Map<string, string>, ids: readonly string[]): string {
  return ids.map((id) => map.get(id) ?? '').join(' ');
}

function unique(values: (string | null | undefined)[]): string[] {
  return [...new Set(values.filter((value): value is string => typeof value === 'string' && value !== ''))];
}

/** Dense rank of every (packaging, unit size) pair in the package display order of spec §9. */
function packageOrders(products: Product[]): (product: Product) => number {
  const key = (product: Product) => `${product.packaging}|${product.caseInfo.individualUnitVal}`;
  const distinct = [...new Map(products.map((product) => [key(product), product])).values()];
  distinct.sort(comparePackageOrder);
  const ranks = new Map<string, number>();
  let rank = 0;
  distinct.forEach((product, index) => {
    const previous = distinct[index - 1];
    if (previous !== undefined && comparePackageOrder(previous, product) !== 0) rank += 1;
    ranks.set(key(product), rank);
  });
  return (product) => ranks.get(key(product)) ?? rank + 1;
}

// Weight A: names and codes; B: flavors, categories, lines; C: descriptions. Both the English stemmer (so
// 'dressings' finds 'dressing') and the simple configuration (so prefixes of whole words match while typing).
const SEARCH_VECTOR = `
  setweight(to_tsvector('simple', r.a) || to_tsvector('english', r.a), 'A')
  || setweight(to_tsvector('simple', r.codes), 'A')
  || setweight(to_tsvector('simple', r.b) || to_tsvector('english', r.b), 'B')
  || setweight(to_tsvector('english', r.c), 'C')`;

async function insertLookups(tx: Queryable, content: Content): Promise<void> {
  const rows = LOOKUP_DATASETS.flatMap((dataset) =>
    content.lookups[dataset].map((item, position) => ({
      dataset,
      id: item.id,
      position,
      name: lookupName(item),
      doc: item,
    })),
  );
  await tx.query(
    `insert into lookups (dataset, id, position, name, doc)
     select r.dataset, r.id, r.position, r.name, r.doc
     from jsonb_to_recordset($1::jsonb) as r(dataset text, id text, position integer, name text, doc jsonb)`,
    [JSON.stringify(rows)],
  );
}

async function insertProducts(
  tx: Queryable,
  content: Content,
  lookup: (dataset: LookupDataset) => Map<string, string>,
) {
  const flavors = lookup('flavors');
  const lines = lookup('productLines');
  const categories = lookup('products');
  const packagings = lookup('packagings');
  const orderOf = packageOrders(content.products);
  const rows = content.products.map((product) => ({
    id: product.id,
    slug: product.slug,
    code: product.productCode,
    upc: product.upc,
    upc12: product.upc12,
    case_gtin: product.caseInfo.caseGtin ?? null,
    name: product.name,
    sort_name: product.name.toLowerCase(),
    status: product.status,
    website_group: product.websiteGroup,
    packaging: product.packaging,
    package_order: orderOf(product),
    product_type: product.productType,
    flavors: product.flavors,
    product_lines: product.productLines,
    a: product.name,
    codes: unique([product.productCode, product.upc, product.upc12]).join(' '),
    b: [
      names(flavors, product.flavors),
      names(lines, product.productLines),
      categories.get(product.productType) ?? '',
      packagings.get(product.packaging) ?? product.caseInfo.packageType,
    ].join(' '),
    c: [product.marketingMessage, product.meta.description].join(' '),
    search_text: `${product.name} ${names(flavors, product.flavors)}`.toLowerCase(),
    doc: product,
  }));
  await tx.query(
    `insert into products (id, slug, code, upc, upc12, case_gtin, name, sort_name, status, website_group, packaging,
       package_order, product_type, flavors, product_lines, search, search_text, doc)
     select r.id, r.slug, r.code, r.upc, r.upc12, r.case_gtin, r.name, r.sort_name, r.status, r.website_group, r.packaging,
       r.package_order, r.product_type, r.flavors, r.product_lines, ${SEARCH_VECTOR}, r.search_text, r.doc
     from jsonb_to_recordset($1::jsonb) as r(id text, slug text, code text, upc text, upc12 text, case_gtin text,
       name text, sort_name text, status text, website_group text, packaging text, package_order integer, product_type text,
       flavors text[], product_lines text[], a text, codes text, b text, c text, search_text text, doc jsonb)`,
    [JSON.stringify(rows)],
  );
}

async function insertRecipes(
  tx: Queryable,
  content: Content,
  lookup: (dataset: LookupDataset) => Map<string, string>,
) {
  const flavors = lookup('flavors');
  const rows = content.recipes.map((recipe) => {
    const titles = (items: { title: string }[]) => items.map((item) => item.title).join(' ');
    return {
      id: recipe.id,
      slug: recipe.slug,
      title: recipe.title,
      sort_title: recipe.title.toLowerCase(),
      flavors: recipe.flavors,
      dishes: recipe.dishes.map((dish) => dish.id),
      courses: recipe.courses.map((course) => course.id),
      ingredient_ids: recipe.ingredientIds,
      product_ids: unique([
        ...recipe.related.products.map((product) => product.id),
        ...recipe.ingredients.map((ingredient) => ingredient.productId),
      ]),
      time_created: recipe.timeCreated,
      time_modified: recipe.timeModified,
      time_archived: recipe.timeArchived,
      time_promoted: recipe.timePromoted,
      a: recipe.title,
      codes: '',
      b: [names(flavors, recipe.flavors), titles(recipe.dishes), titles(recipe.courses), recipe.label].join(
        ' ',
      ),
      c: [
        recipe.meta.description,
        recipe.ingredients.map((ingredient) => ingredient.ingredient).join(' '),
      ].join(' '),
      search_text: `${recipe.title} ${names(flavors, recipe.flavors)}`.toLowerCase(),
      doc: recipe,
    };
  });
  await tx.query(
    `insert into recipes (id, slug, title, sort_title, flavors, dishes, courses, ingredient_ids, product_ids, time_created,
       time_modified, time_archived, time_promoted, search, search_text, doc)
     select r.id, r.slug, r.title, r.sort_title, r.flavors, r.dishes, r.courses, r.ingredient_ids, r.product_ids, r.time_created,
       r.time_modified, r.time_archived, r.time_promoted, ${SEARCH_VECTOR}, r.search_text, r.doc
     from jsonb_to_recordset($1::jsonb) as r(id text, slug text, title text, sort_title text, flavors text[], dishes text[],
       courses text[], ingredient_ids text[], product_ids text[], time_created timestamptz,
       time_modified timestamptz, time_archived timestamptz, time_promoted timestamptz, a text, codes text,
       b text, c text, search_text text, doc jsonb)`,
    [JSON.stringify(rows)],
  );
}

async function insertPlusOnes(
  tx: Queryable,
  content: Content,
  lookup: (dataset: LookupDataset) => Map<string, string>,
) {
  const flavors = lookup('flavors');
  const rows = content.plusOnes.map((plusOne, position) => ({
    id: plusOne.id,
    position,
    title: plusOne.title,
    flavors: plusOne.flavors,
    product_ids: unique([
      ...plusOne.related.products.map((product) => product.id),
      ...plusOne.details.ingredients.map((ingredient) => ingredient.productId),
    ]),
    a: plusOne.title,
    codes: '',
    b: [names(flavors, plusOne.flavors), plusOne.label].join(' '),
    c: [
      plusOne.details.title,
      plusOne.details.ingredients.map((ingredient) => ingredient.ingredient).join(' '),
    ].join(' '),
    search_text: `${plusOne.title} ${names(flavors, plusOne.flavors)}`.toLowerCase(),
    doc: plusOne,
  }));
  await tx.query(
    `insert into plus_ones (id, position, title, flavors, product_ids, search, search_text, doc)
     select r.id, r.position, r.title, r.flavors, r.product_ids, ${SEARCH_VECTOR}, r.search_text, r.doc
     from jsonb_to_recordset($1::jsonb) as r(id text, position integer, title text, flavors text[],
       product_ids text[], a text, codes text, b text, c text, search_text text, doc jsonb)`,
    [JSON.stringify(rows)],
  );
}

async function insertDocs(tx: Queryable, content: Content): Promise<void> {
  await tx.query(
    `insert into home_blocks (position, doc)
     select r.ordinality - 1, r.value from jsonb_array_elements($1::jsonb) with ordinality as r`,
    [JSON.stringify(content.homeBlocks)],
  );
  await tx.query(
    `insert into curated_lists (id, kind, doc)
     select r.value->>'id', r.value->>'kind', r.value from jsonb_array_elements($1::jsonb) as r`,
    [JSON.stringify(content.curatedLists)],
  );
  await tx.query(
    `insert into seo (path, doc)
     select r.value->>'path', r.value from jsonb_array_elements($1::jsonb) as r`,
    [JSON.stringify(content.seo)],
  );
}

/** Fills the typo-correction vocabulary from every searchable name (see the `search_words` table). */
async function fillSearchWords(tx: Queryable): Promise<void> {
  await tx.query(
    `insert into search_words (word)
     select distinct word from (
       select regexp_split_to_table(search_text, '[^[:alnum:]]+') as word from products
       union all select regexp_split_to_table(search_text, '[^[:alnum:]]+') from recipes
       union all select regexp_split_to_table(search_text, '[^[:alnum:]]+') from plus_ones
       union all select regexp_split_to_table(lower(name), '[^[:alnum:]]+') from lookups
     ) as words
     where length(word) >= 3`,
  );
}

export interface SeedResult {
  seeded: boolean;
  counts: { products: number; recipes: number; plusOnes: number; lookups: number };
}

/**
 * Loads the content into an empty database, all in one transaction. Does nothing when products are already
 * present, so it is safe to call at every start-up (and from several processes: the table lock serialises them).
 */
export async function seed(db: Db, content: Content | (() => Content) = loadContent): Promise<SeedResult> {
  const result = await seedContent(db, content);
  if (result.seeded) await analyzeContent(db);
  return result;
}

/** The tables the content fills (the planner's statistics of each are refreshed after a seed). */
export const CONTENT_TABLES = [
  'lookups',
  'products',
  'recipes',
  'plus_ones',
  'seo',
  'home_blocks',
  'curated_lists',
  'search_words',
] as const;

/**
 * Gives the query planner statistics of the content. PGlite has no autovacuum, so without this every plan assumed
 * a handful of rows per table: a product page's query hashed all 483 listed products to find its 3 related ones
 * (~38 ms on PGlite; ~3 ms with statistics, docs/benchmarks.md). PostgreSQL would gather them later by itself.
 */
export async function analyzeContent(db: Db): Promise<void> {
  await db.query(`analyze ${CONTENT_TABLES.join(', ')}`);
}

function seedContent(db: Db, content: Content | (() => Content)): Promise<SeedResult> {
  return db.transaction(async (tx) => {
    await tx.query('lock table products in exclusive mode');
    const existing = await tx.query<{ count: number }>('select count(*)::int as count from products');
    if ((existing.rows[0]?.count ?? 0) > 0) {
      return { seeded: false, counts: { products: 0, recipes: 0, plusOnes: 0, lookups: 0 } };
    }
    const data = typeof content === 'function' ? content() : content;
    await insertLookups(tx, data);
    const lookup = (dataset: LookupDataset) =>
      new Map(data.lookups[dataset].map((item) => [item.id, lookupName(item)] as [string, string]));
    await insertProducts(tx, data, lookup);
    await insertRecipes(tx, data, lookup);
    await insertPlusOnes(tx, data, lookup);
    await insertDocs(tx, data);
    await fillSearchWords(tx);
    return {
      seeded: true,
      counts: {
        products: data.products.length,
        recipes: data.recipes.length,
        plusOnes: data.plusOnes.length,
        lookups: LOOKUP_DATASETS.reduce((sum, dataset) => sum + data.lookups[dataset].length, 0),
      },
    };
  });
}
