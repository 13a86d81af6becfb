import { createHash } from 'node:crypto';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { PlusOne, Product, Recipe } from '@larder/domain';
import { Router, type RequestHandler } from 'express';
import type { Config } from '../config';
import type { Db } from '../db/db';
import { AppError } from '../errors';
import { contentDir } from '../paths';
import { resolveImage } from '../services/images';
import { renderPlusOneCard, renderProductSheet, renderRecipeCard, type RenderLookups } from './pdf-render';

/** Bump when a layout changes, so cached files are regenerated. */
const LAYOUT_VERSION = '1';

export const PDF_KINDS = ['products', 'recipes', 'plusones'] as const;
export type PdfKind = (typeof PDF_KINDS)[number];

const SLUG = /^[A-Za-z0-9][A-Za-z0-9_-]{0,199}$/;

/**
 * Spec sheets change when the catalogue does (allergens, ingredients): a day's caching with an ETag keeps a CDN
 * useful without serving stale allergen data for long; revalidation is a cheap 304.
 */
export const PDF_CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=3600';

/** A file of this site that an email may carry. */
export interface SiteFile {
  /** Site path stored in the outbox: `/files/{kind}/{slug}.pdf` or `/img/{path}`. */
  path: string;
  filename: string;
  /** What the file is about (product name, recipe title), for the email text. */
  title: string;
}

export interface PdfService {
  /** Serves `GET /files/{products|recipes|plusones}/{slug}.pdf`; mount at the root of the app. */
  router: Router;
  handler: RequestHandler;
  /**
   * The site file an href of a send-files request names, when this site serves it: a `/files/…` PDF of an
   * existing product, recipe or plus-one, or an `/img/…` content image (a same-origin absolute URL counts too).
   * Anything else — another host, another path, an unknown slug — is undefined.
   */
  resolveHref(href: string): Promise<SiteFile | undefined>;
  /** The file on disk for a stored site path (the PDF is generated when not cached); throws when unknown. */
  fileFor(path: string): Promise<{ file: string; filename: string }>;
  /** Generates (or reuses) the PDF of an entity; undefined for an unknown slug. */
  pdf(kind: PdfKind, slug: string): Promise<{ file: string; etag: string; title: string } | undefined>;
}

export interface PdfServiceOptions {
  config: Pick<Config, 'dataDir' | 'publicUrl'>;
  db: Db;
  /** Content images root (default `api/content/images`). */
  imagesDir?: string;
  /** pdfkit stream compression (default on). */
  compress?: boolean;
}

interface Loaded {
  title: string;
  data: unknown;
  render: () => Promise<Buffer>;
}

export function createPdfService({ config, db, imagesDir, compress = true }: PdfServiceOptions): PdfService {
  const root = join(config.dataDir, 'files');
  const renderOptions = { publicUrl: config.publicUrl, compress };
  const inFlight = new Map<string, Promise<string>>();
  const images = () => imagesDir ?? join(contentDir(), 'images');

  async function lookups(): Promise<RenderLookups> {
    const rows = await db.query<{ dataset: string; id: string; name: string }>(
      "select dataset, id, name from lookups where dataset in ('uoms', 'productLines')",
    );
    const pick = (dataset: string) =>
      Object.fromEntries(rows.rows.filter((row) => row.dataset === dataset).map((row) => [row.id, row.name]));
    return { uoms: pick('uoms'), productLines: pick('productLines'), productNames: {} };
  }

  async function productNames(ids: string[]): Promise<Record<string, string>> {
    if (ids.length === 0) return {};
    const rows = await db.query<{ id: string; name: string }>(
      'select id, name from products where id = any($1)',
      [ids],
    );
    return Object.fromEntries(rows.rows.map((row) => [row.id, row.name]));
  }

  async function load(kind: PdfKind, slug: string): Promise<Loaded | undefined> {
    if (kind === 'products') {
      const row = (await db.query<{ doc: Product }>('select doc from products where slug = $1', [slug]))
        .rows[0];
      if (row === undefined) return undefined;
      const names = await lookups();
      return {
        title: row.doc.name,
        data: [row.doc, names],
        render: () => renderProductSheet(row.doc, names, renderOptions),
      };
    }
    if (kind === 'recipes') {
      // A recipe has a full PDF (`{slug}.pdf`) and a card (`{slug}-card.pdf`); both carry the whole recipe.
      const card = slug.endsWith('-card') ? slug.slice(0, -'-card'.length) : undefined;
      const found = await db.query<{ doc: Recipe }>(
        'select doc from recipes where slug = $1 or slug = $2 order by slug = $1 desc limit 1',
        [slug, card ?? slug],
      );
      const row = found.rows[0];
      if (row === undefined) return undefined;
      const ids = [...row.doc.ingredients, ...row.doc.subRecipes.flatMap((sub) => sub.ingredients)]
        .map((item) => item.productId)
        .filter((id): id is string => typeof id === 'string');
      const names = { ...(await lookups()), productNames: await productNames(ids) };
      return {
        title: row.doc.title,
        data: [row.doc, names],
        render: () => renderRecipeCard(row.doc, names, renderOptions),
      };
    }
    // Plus-ones have no slug of their own: their id names the file.
    const row = (await db.query<{ doc: PlusOne }>('select doc from plus_ones where id = $1', [slug])).rows[0];
    if (row === undefined) return undefined;
    const ids = row.doc.details.ingredients
      .map((item) => item.productId)
      .filter((id): id is string => typeof id === 'string');
    const names = { ...(await lookups()), productNames: await productNames(ids) };
    return {
      title: row.doc.details.title || row.doc.title,
      data: [row.doc, names],
      render: () => renderPlusOneCard(row.doc, names, renderOptions),
    };
  }

  async function ensureFile(
    kind: PdfKind,
    slug: string,
    etag: string,
    render: () => Promise<Buffer>,
  ): Promise<string> {
    const dir = join(root, kind);
    const file = join(dir, `${slug}.${etag}.pdf`);
    try {
      if ((await stat(file)).isFile()) return file;
    } catch {
      // not generated yet
    }
    const pending = inFlight.get(file);
    if (pending !== undefined) return pending;
    const job = (async () => {
      await mkdir(dir, { recursive: true });
      const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
      await writeFile(temporary, await render());
      await rename(temporary, file);
      // Older renditions of the same entity are stale now.
      for (const name of await readdir(dir)) {
        if (name.startsWith(`${slug}.`) && name.endsWith('.pdf') && name !== basename(file)) {
          await rm(join(dir, name), { force: true });
        }
      }
      return file;
    })().finally(() => inFlight.delete(file));
    inFlight.set(file, job);
    return job;
  }

  async function pdf(kind: PdfKind, slug: string) {
    if (!SLUG.test(slug)) return undefined;
    const loaded = await load(kind, slug);
    if (loaded === undefined) return undefined;
    const etag = createHash('sha256')
      .update(JSON.stringify([LAYOUT_VERSION, compress, config.publicUrl, loaded.data]))
      .digest('hex')
      .slice(0, 16);
    const file = await ensureFile(kind, slug, etag, loaded.render);
    return { file, etag, title: loaded.title };
  }

  function parseFilesPath(pathname: string): { kind: PdfKind; slug: string } | undefined {
    const match = /^\/files\/([a-z]+)\/([^/]+)\.pdf$/.exec(pathname);
    if (match === null) return undefined;
    const kind = match[1] as PdfKind;
    const slug = match[2]!;
    if (!PDF_KINDS.includes(kind) || !SLUG.test(slug)) return undefined;
    return { kind, slug };
  }

  async function imageFile(pathname: string): Promise<{ file: string; path: string } | undefined> {
    const match = /^\/img\/(?:fit-in\/\d{1,4}x\d{1,4}\/)?(.+)$/.exec(pathname);
    if (match === null) return undefined;
    try {
      const file = resolveImage(images(), match[1]!.split('/'));
      if (!(await stat(file)).isFile()) return undefined;
      return { file, path: `/img/${match[1]}` };
    } catch {
      return undefined;
    }
  }

  function sitePath(href: string): string | undefined {
    let url: URL;
    try {
      // Relative hrefs are read against our own origin; an absolute one must already be ours.
      url = new URL(href, `${config.publicUrl}/`);
    } catch {
      return undefined;
    }
    if (url.origin !== new URL(config.publicUrl).origin || url.search !== '' || url.hash !== '')
      return undefined;
    if (!href.startsWith('/') && !href.startsWith(config.publicUrl)) return undefined;
    if (href.startsWith('//')) return undefined;
    try {
      return decodeURIComponent(url.pathname);
    } catch {
      return undefined;
    }
  }

  const handler: RequestHandler = async (req, res) => {
    const kind = String(req.params.kind);
    const file = String(req.params.file);
    const parsed = parseFilesPath(`/files/${kind}/${file}`);
    const slug = file.replace(/\.pdf$/, '');
    if (parsed === undefined) throw AppError.notFound('slug', slug, 'Not found');
    const found = await pdf(parsed.kind, parsed.slug);
    if (found === undefined) throw AppError.notFound('slug', parsed.slug, 'Not found');
    res.set({
      'Cache-Control': PDF_CACHE_CONTROL,
      ETag: `"${found.etag}"`,
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="${parsed.slug}.pdf"`,
      'X-Content-Type-Options': 'nosniff',
    });
    if (req.fresh) {
      res.status(304).end();
      return;
    }
    await new Promise<void>((resolve, reject) =>
      res.sendFile(found.file, { etag: false, lastModified: false, cacheControl: false }, (error) =>
        error ? reject(error) : resolve(),
      ),
    );
  };

  const router = Router();
  router.get('/files/:kind/:file', handler);

  return {
    router,
    handler,
    pdf,
    async resolveHref(href) {
      const pathname = sitePath(href);
      if (pathname === undefined) return undefined;
      const files = parseFilesPath(pathname);
      if (files !== undefined) {
        const loaded = await load(files.kind, files.slug);
        if (loaded === undefined) return undefined;
        return { path: pathname, filename: `${files.slug}.pdf`, title: loaded.title };
      }
      const image = await imageFile(pathname);
      if (image === undefined) return undefined;
      return { path: image.path, filename: basename(image.file), title: basename(image.file) };
    },
    async fileFor(path) {
      const files = parseFilesPath(path);
      if (files !== undefined) {
        const found = await pdf(files.kind, files.slug);
        if (found === undefined) throw new Error(`No ${files.kind} '${files.slug}' to attach`);
        return { file: found.file, filename: `${files.slug}.pdf` };
      }
      const image = await imageFile(path);
      if (image === undefined) throw new Error(`No site file at ${path}`);
      return { file: image.file, filename: basename(image.file) };
    },
  };
}
