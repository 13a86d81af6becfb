import type { PlusOne, Product, Recipe } from '@larder/domain';
import type { Queryable } from '../db';

/** The data behind the catalogue PDFs (`/files/{products|recipes|plusones}/{slug}.pdf`). */

export async function productBySlug(db: Queryable, slug: string): Promise<Product | undefined> {
  const result = await db.query<{ doc: Product }>('select doc from products where slug = $1', [slug]);
  return result.rows[0]?.doc;
}

/** The recipe of `slug`, else the recipe of `fallback` (a recipe card `{slug}-card` names its recipe). */
export async function recipeBySlugOr(
  db: Queryable,
  slug: string,
  fallback: string,
): Promise<Recipe | undefined> {
  const result = await db.query<{ doc: Recipe }>(
    'select doc from recipes where slug = $1 or slug = $2 order by slug = $1 desc limit 1',
    [slug, fallback],
  );
  return result.rows[0]?.doc;
}

export async function plusOneById(db: Queryable, id: string): Promise<PlusOne | undefined> {
  const result = await db.query<{ doc: PlusOne }>('select doc from plus_ones where id = $1', [id]);
  return result.rows[0]?.doc;
}

/** Names of the units of measure and product lines, by id, for the PDF layouts. */
export async function unitAndLineNames(
  db: Queryable,
): Promise<{ uoms: Record<string, string>; productLines: Record<string, string> }> {
  const rows = await db.query<{ dataset: string; id: string; name: string }>(
    "select dataset, id, name from lookups where dataset in ('uoms', 'productLines')",
  );
  const pick = (dataset: string) =>
    Object.fromEntries(rows.rows.filter((row) => row.dataset === dataset).map((row) => [row.id, row.name]));
  return { uoms: pick('uoms'), productLines: pick('productLines') };
}
