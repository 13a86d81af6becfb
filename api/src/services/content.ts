import { packagingIdFromName } from '@larder/domain';
import type { SeoRow } from '@larder/domain';
import type { Queryable } from '../db/db';
import { AppError } from '../errors';
import { LOOKUP_DATASETS } from '../db/seed';
import { datasetDocs, productMeta, recipeMeta, seoRow, type EntityMeta } from '../db/queries/content';

export const DATASETS = [...LOOKUP_DATASETS, 'homepageBlocks', 'curatedLists'] as const;
export type Dataset = (typeof DATASETS)[number];

function isDataset(name: string): name is Dataset {
  return (DATASETS as readonly string[]).includes(name);
}

/** `{ dataset, data }` for each dataset name, in the order asked. */
export async function getDatasets(
  db: Queryable,
  names: string[],
): Promise<{ dataset: Dataset; data: unknown[] }[]> {
  if (names.length === 0) throw AppError.badRequest('dataset', names, 'dataset is required');
  const unknown = names.find((name) => !isDataset(name));
  if (unknown !== undefined) {
    throw AppError.badRequest(
      'dataset',
      unknown,
      `Unknown dataset '${unknown}'; one of ${DATASETS.join(', ')}`,
    );
  }
  const results: { dataset: Dataset; data: unknown[] }[] = [];
  for (const dataset of names as Dataset[]) {
    results.push({ dataset, data: await datasetDocs(db, dataset) });
  }
  return results;
}

/** The FAQ tools of spec §2.9; `/faq/{slug}` has SEO only for these. */
export const FAQ_SLUGS = [
  'allergen',
  'gluten-free',
  'kosher',
  'manufacture-code-show',
  'manufacture-code-read',
  'product-active',
  'where-purchase',
  'product-shelf-life-location',
  'expiration-date',
] as const;

/** '/Products/x/?a=1#b' → '/Products/x'; undefined for something that is not a site path. */
export function normalizePath(raw: string): string | undefined {
  let path = raw.trim().replace(/[?#].*$/s, '');
  try {
    path = decodeURIComponent(path);
  } catch {
    return undefined;
  }
  if (!path.startsWith('/') || path.startsWith('//')) return undefined;
  path = path.replace(/\/{2,}/g, '/');
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/**
 * Points a canonical link at this deployment: the content is written for one origin, the site may be served
 * from another (PUBLIC_URL), and a canonical link must name the origin that serves the page.
 */
export function rebase(canonical: string, publicUrl: string): string {
  let pathname: string;
  try {
    pathname = new URL(canonical, 'http://placeholder').pathname;
  } catch {
    return canonical;
  }
  return pathname === '/' ? publicUrl : `${publicUrl}${pathname}`;
}

/**
 * The SEO row of a site path. Static rows come from the content; `/products/{slug}` (with an optional package
 * segment), `/recipes/{slug}` and `/faq/{slug}` without a row of their own fall back to the entity's meta.
 */
export async function getSeo(db: Queryable, rawPath: string, publicUrl: string): Promise<SeoRow> {
  const path = normalizePath(rawPath);
  if (path === undefined)
    throw AppError.badRequest('path', rawPath, 'path must be a site path starting with /');
  const notFound = () => AppError.notFound('path', rawPath, 'No page at this path');

  const row = await seoRow(db, path);
  if (row !== undefined) return { ...row, canonical: rebase(row.canonical, publicUrl) };

  const segments = path.split('/').slice(1);
  const [section, slug, extra, ...rest] = segments;
  if (slug === undefined || rest.length > 0) throw notFound();
  let found: EntityMeta | undefined;
  let canonicalPath = `/${section}/${slug}`;
  if (section === 'products' && (extra === undefined || packagingIdFromName(extra) !== undefined)) {
    // A trailing package segment (/products/{slug}/pouch) shows the same product.
    found = await productMeta(db, slug);
  } else if (section === 'recipes' && extra === undefined) {
    found = await recipeMeta(db, slug);
  } else if (section === 'faq' && extra === undefined && (FAQ_SLUGS as readonly string[]).includes(slug)) {
    const faq = await seoRow(db, '/faq');
    if (faq !== undefined) found = { title: faq.title, description: faq.description, name: faq.title };
    canonicalPath = path;
  }
  if (found === undefined) throw notFound();
  return {
    path,
    title: found.title,
    description: found.description,
    canonical: `${publicUrl}${canonicalPath}`,
  };
}
