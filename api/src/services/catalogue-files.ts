import { createHash } from 'node:crypto';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import {
  METRIC_UNIT_NAMES,
  scaledAmountsSentence,
  scaleQuantity,
  type Recipe,
  type RecipeIngredient,
  type UnitSystem,
} from '@larder/domain';
import type { Config } from '../config';
import type { Queryable } from '../db/db';
import { plusOneById, productBySlug, recipeBySlugOr, unitAndLineNames } from '../db/queries/files';
import { productNames } from '../db/queries/products';
import { contentDir } from '../paths';
import {
  ingredientLine,
  renderPlusOneCard,
  renderProductSheet,
  renderRecipeCard,
  type RenderLookups,
} from '../pdf/catalogue';
import { resolveImage } from './images';

/**
 * The catalogue's files: the PDFs of products (spec sheet), recipes (full and card) and plus-ones, generated from
 * the same data as the pages and cached on disk under `DATA_DIR/files/{kind}/{slug}.{hash}.pdf` (the hash covers
 * the data and the layout version, so a re-seed regenerates), and the content images an email may attach.
 */

/** Bump when a layout changes, so cached files are regenerated. */
const LAYOUT_VERSION = '2';

export const PDF_KINDS = ['products', 'recipes', 'plusones'] as const;
export type PdfKind = (typeof PDF_KINDS)[number];

const SLUG = /^[A-Za-z0-9][A-Za-z0-9_-]{0,199}$/;

/** A file of this site that an email may carry. */
export interface SiteFile {
  /** Site path stored in the outbox: `/files/{kind}/{slug}.pdf` or `/img/{path}`. */
  path: string;
  filename: string;
  /** What the file is about (product name, recipe title), for the email text. */
  title: string;
}

export interface CatalogueFiles {
  /** Generates (or reuses) the PDF of an entity; undefined for an unknown kind or slug. */
  pdf(kind: string, slug: string): Promise<{ file: string; etag: string; title: string } | undefined>;
  /**
   * The site file an href of a send-files request names, when this site serves it: a `/files/…` PDF of an
   * existing product, recipe or plus-one, or an `/img/…` content image (a same-origin absolute URL counts too).
   * Anything else — another host, another path, an unknown slug — is undefined.
   */
  resolveHref(href: string): Promise<SiteFile | undefined>;
  /**
   * The ingredient lists of the recipe a `/files/recipes/{slug}.pdf` path names, scaled to `servings` (the yield
   * when undefined) in `units` with the domain's `scaleQuantity`, as text lines: the recipe's own list, then each
   * sub-recipe's under its title. Undefined for a path that is not a recipe's.
   */
  scaledRecipe(
    path: string,
    servings: number | undefined,
    units: UnitSystem,
  ): Promise<ScaledRecipe | undefined>;
  /** The file on disk for a stored site path (the PDF is generated when not cached); throws when unknown. */
  fileFor(path: string): Promise<{ file: string; filename: string }>;
}

/** A recipe's ingredients at a chosen size, for a scaled recipe email. */
export interface ScaledRecipe {
  /** 'Amounts for 48 servings in metric units (the recipe makes 4 servings).' */
  sentence: string;
  /** [heading, lines]: 'Ingredients' first, then one per sub-recipe that has ingredients. */
  lists: [string, string[]][];
}

export interface CatalogueFilesOptions {
  config: Pick<Config, 'dataDir' | 'publicUrl'>;
  db: Queryable;
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

function isPdfKind(kind: string): kind is PdfKind {
  return (PDF_KINDS as readonly string[]).includes(kind);
}

function parseFilesPath(pathname: string): { kind: PdfKind; slug: string } | undefined {
  const match = /^\/files\/([a-z]+)\/([^/]+)\.pdf$/.exec(pathname);
  if (match === null) return undefined;
  const [, kind = '', slug = ''] = match;
  return isPdfKind(kind) && SLUG.test(slug) ? { kind, slug } : undefined;
}

export function createCatalogueFiles({
  config,
  db,
  imagesDir,
  compress = true,
}: CatalogueFilesOptions): CatalogueFiles {
  const root = join(config.dataDir, 'files');
  const renderOptions = { publicUrl: config.publicUrl, compress };
  const inFlight = new Map<string, Promise<string>>();
  const images = () => imagesDir ?? join(contentDir(), 'images');

  async function lookups(productIds: string[]): Promise<RenderLookups> {
    const names = await productNames(db, productIds);
    return {
      ...(await unitAndLineNames(db)),
      productNames: Object.fromEntries([...names].map(([id, product]) => [id, product.name])),
    };
  }

  async function load(kind: PdfKind, slug: string): Promise<Loaded | undefined> {
    if (kind === 'products') {
      const product = await productBySlug(db, slug);
      if (product === undefined) return undefined;
      const names = await lookups([]);
      return {
        title: product.name,
        data: [product, names],
        render: () => renderProductSheet(product, names, renderOptions),
      };
    }
    if (kind === 'recipes') {
      // A recipe has a full PDF (`{slug}.pdf`) and a card (`{slug}-card.pdf`); both carry the whole recipe.
      const card = slug.endsWith('-card') ? slug.slice(0, -'-card'.length) : undefined;
      const recipe = await recipeBySlugOr(db, slug, card ?? slug);
      if (recipe === undefined) return undefined;
      const ids = [...recipe.ingredients, ...recipe.subRecipes.flatMap((sub) => sub.ingredients)]
        .map((item) => item.productId)
        .filter((id): id is string => typeof id === 'string');
      const names = await lookups(ids);
      return {
        title: recipe.title,
        data: [recipe, names],
        render: () => renderRecipeCard(recipe, names, renderOptions),
      };
    }
    // Plus-ones have no slug of their own: their id names the file.
    const plusOne = await plusOneById(db, slug);
    if (plusOne === undefined) return undefined;
    const ids = plusOne.details.ingredients
      .map((item) => item.productId)
      .filter((id): id is string => typeof id === 'string');
    const names = await lookups(ids);
    return {
      title: plusOne.details.title || plusOne.title,
      data: [plusOne, names],
      render: () => renderPlusOneCard(plusOne, names, renderOptions),
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

  async function pdf(kind: string, slug: string) {
    if (!isPdfKind(kind) || !SLUG.test(slug)) return undefined;
    const loaded = await load(kind, slug);
    if (loaded === undefined) return undefined;
    const etag = createHash('sha256')
      .update(JSON.stringify([LAYOUT_VERSION, compress, config.publicUrl, loaded.data]))
      .digest('hex')
      .slice(0, 16);
    const file = await ensureFile(kind, slug, etag, loaded.render);
    return { file, etag, title: loaded.title };
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

  async function scaledRecipe(path: string, servings: number | undefined, units: UnitSystem) {
    const files = parseFilesPath(path);
    if (files?.kind !== 'recipes') return undefined;
    const loaded = await load('recipes', files.slug);
    if (loaded === undefined) return undefined;
    const [recipe, names] = loaded.data as [Recipe, RenderLookups];
    const shown = servings ?? recipe.servings;
    const factor = shown / recipe.servings;
    const lookups = { ...names, uoms: { ...names.uoms, ...METRIC_UNIT_NAMES } };
    const lines = (ingredients: RecipeIngredient[]) =>
      ingredients.map((item) => {
        const quantity = scaleQuantity(item, factor, units);
        return ingredientLine({ ...item, amount: quantity.amount, weight: quantity.unit }, lookups);
      });
    const lists: [string, string[]][] = [
      ['Ingredients', lines(recipe.ingredients)],
      ...recipe.subRecipes
        .filter((sub) => sub.ingredients.length > 0)
        .map((sub): [string, string[]] => [sub.title, lines(sub.ingredients)]),
    ];
    return { sentence: scaledAmountsSentence(shown, units, recipe.servings), lists };
  }

  return {
    pdf,
    scaledRecipe,
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
