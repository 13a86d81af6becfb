import type { SeoRow } from '@larder/domain';
import type { Queryable } from '../db';

/** The documents of one dataset in their order: home blocks, curated lists, or a lookup dataset. */
export async function datasetDocs(db: Queryable, dataset: string): Promise<unknown[]> {
  const result =
    dataset === 'homepageBlocks'
      ? await db.query<{ doc: unknown }>('select doc from home_blocks order by position')
      : dataset === 'curatedLists'
        ? await db.query<{ doc: unknown }>('select doc from curated_lists order by id')
        : await db.query<{ doc: unknown }>('select doc from lookups where dataset = $1 order by position', [
            dataset,
          ]);
  return result.rows.map((row) => row.doc);
}

export async function seoRow(db: Queryable, path: string): Promise<SeoRow | undefined> {
  const result = await db.query<{ doc: SeoRow }>('select doc from seo where path = $1', [path]);
  return result.rows[0]?.doc;
}

export interface EntityMeta {
  title: string;
  description: string;
  name: string;
}

/** Title and description of a product page: its meta, else its name and no description. */
export async function productMeta(db: Queryable, slug: string): Promise<EntityMeta | undefined> {
  const result = await db.query<EntityMeta>(
    `select coalesce(nullif(doc->'meta'->>'title', ''), name) as title,
       coalesce(doc->'meta'->>'description', '') as description, name
     from products where slug = $1`,
    [slug],
  );
  return result.rows[0];
}

/** Title and description of a recipe page: its meta, else its title and no description. */
export async function recipeMeta(db: Queryable, slug: string): Promise<EntityMeta | undefined> {
  const result = await db.query<EntityMeta>(
    `select coalesce(nullif(doc->'meta'->>'title', ''), title) as title,
       coalesce(doc->'meta'->>'description', '') as description, title as name
     from recipes where slug = $1`,
    [slug],
  );
  return result.rows[0];
}
