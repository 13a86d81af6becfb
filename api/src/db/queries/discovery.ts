import type { Queryable } from '../db';
import { PRODUCT_ORDER, WEBSITE_ACTIVE } from './shapes';

/** A page of the sitemap: its path and, when the content dates it, when it last changed. */
export interface SitemapEntry {
  path: string;
  lastmod?: string;
}

/** Every 'Website Active' product page, in list order (products carry no change date). */
export async function productSitemap(db: Queryable): Promise<SitemapEntry[]> {
  const result = await db.query<{ slug: string }>(
    `select p.slug from products p where p.status = ${WEBSITE_ACTIVE} order by ${PRODUCT_ORDER}`,
  );
  return result.rows.map((row) => ({ path: `/products/${encodeURIComponent(row.slug)}` }));
}

/** Every recipe that is not archived, with its `timeModified`. */
export async function recipeSitemap(db: Queryable): Promise<SitemapEntry[]> {
  const result = await db.query<{ slug: string; modified: string | Date }>(
    'select slug, time_modified as modified from recipes where time_archived is null order by sort_title, id',
  );
  return result.rows.map((row) => ({
    path: `/recipes/${encodeURIComponent(row.slug)}`,
    lastmod: new Date(row.modified).toISOString(),
  }));
}

/** The paths of the SEO table: one row per page of the route table (and the 404 page's). */
export async function seoPaths(db: Queryable): Promise<string[]> {
  const result = await db.query<{ path: string }>('select path from seo order by path');
  return result.rows.map((row) => row.path);
}

/** A product found by a Digital Link's GTIN: its consumer unit (`upc`) or its case (`caseInfo.caseGtin`). */
export interface GtinProduct {
  id: string;
  slug: string;
  name: string;
  status: string;
}

/** The product whose UPC or case GTIN, left-padded to 14 digits, is `gtin14`; an active one first. */
export async function productByGtin(db: Queryable, gtin14: string): Promise<GtinProduct | undefined> {
  const result = await db.query<GtinProduct>(
    `select p.id, p.slug, p.name, p.status from products p
      where lpad(p.upc, 14, '0') = $1 or lpad(p.upc12, 14, '0') = $1 or lpad(p.case_gtin, 14, '0') = $1
      order by (p.status = ${WEBSITE_ACTIVE}) desc, p.id
      limit 1`,
    [gtin14],
  );
  return result.rows[0];
}

/** The consumer-unit UPC of the product with `slug` (what its Digital Link QR code carries). */
export async function productUpcBySlug(db: Queryable, slug: string): Promise<string | undefined> {
  const result = await db.query<{ upc: string }>('select p.upc from products p where p.slug = $1', [slug]);
  return result.rows[0]?.upc;
}
