/**
 * Issue 12 item 7 on the client build (`npm run build` first; `npm test` builds before it runs): what the browser
 * downloads before a page is interactive, from Vite's manifest and the chunks' source maps (the same measure as
 * bench/js-size.mjs). Sizes of built files, not times.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { firstLoad, type FirstLoad, type MeasuredChunk } from '../../scripts/first-load.mjs';
import { siteRoot } from './test-support/built-site';

/**
 * Ceilings in KiB gzip, today's figures plus a little room (docs/benchmarks.md, js-size). Issue 12's goal is 120 for
 * every content page; lower these as pages get there, and raise them only knowingly.
 */
const ENTRY_BUDGET = 105.9;
// Issue 12's 120 for every content page, reached at 119.99 at most (the products list), from 143.1: React Router
// tree-shaken and the site's own link, openapi-fetch loaded with the first API call, the shell's offline status,
// cookie notice, footer, search results and head builders out of the entry, the infinite-list hooks with the list
// pages, the detail pages' formatting apart from the tiles'; then styled-components' CSS minified, stylis's vendor
// prefixer and the uSES shim out, the matched page rendered without <Routes> and React Router's error boundary
// tree-shaken; then the parts below the fold as visible parts (menu insights, offers, Flavor Central, related recipes);
// then the entry without the packaging icons; then no dependency-preload map, constants inlined where they are used,
// the product page's detail sections and the recipe card as visible parts, the compare tray loaded only with a
// selection and the compare tile apart from the product page's toggle (docs/benchmarks.md, js-size).
const CONTENT_BUDGET = 120;

/** Pages with a form (final-form, yup, the captcha, Radix Select): not content pages. */
const FORM_PAGES = [
  'src/features/allergens/allergens-page.tsx',
  'src/features/faq/faq-tool.tsx',
  'src/features/faq/faq-form-tool.tsx',
  'src/features/forms/contact.tsx',
  'src/features/forms/get-sample.tsx',
  'src/features/forms/pizzaexpo.tsx',
  'src/features/forms/portion-control.tsx',
];

/** Code a content page loads only when the visitor asks for it, or never. */
const ON_DEMAND = [
  'final-form',
  'react-final-form',
  'yup',
  'altcha',
  'pdfjs-dist',
  'workbox-window',
  '@radix-ui/react-dialog',
  // The API client's library: loaded by the first API call (a navigation, a search, a form), not to show a page.
  'openapi-fetch',
];

/**
 * Parts of every page's frame that the entry leaves to chunks of their own, loaded after hydration: the offline
 * status, cookie notice, footer and search results (shell/shell-parts.ts), the head builders (the first page's head
 * is the server's) and the infinite-list hooks with SWR's infinite hook (list pages only).
 */
const AFTER_HYDRATION = [
  /\/src\/shell\/(?:site-offline-status|site-cookie-notice|site-footer|search-results)\.tsx?$/,
  /\/src\/head-tags\.ts$/,
  /\/packages\/client\/(?:src\/infinite-hooks\.ts|dist\/)/,
  /\/swr\/dist\/infinite\//,
];

let build: FirstLoad;
beforeAll(() => {
  if (!existsSync(join(siteRoot, 'dist/client/.vite/manifest.json'))) {
    throw new Error('dist/client is missing: build the site first (npm run build)');
  }
  build = firstLoad(siteRoot);
});

const kib = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/** Rolldown's runtime helpers, a chunk of their own beside the entry (without a source map). */
const RUNTIME = /^assets\/rolldown-runtime-[\w-]+\.js$/;

/** The modules a chunk was built from (its source map), code only (`?url` imports are file names). */
function sources(chunk: MeasuredChunk): string[] {
  if (RUNTIME.test(chunk.file)) return [];
  const map = JSON.parse(readFileSync(join(build.client, `${chunk.file}.map`), 'utf8')) as {
    sources: string[];
  };
  return map.sources.filter((source) => !source.endsWith('?url'));
}

/**
 * Code a content page keeps out of its first load, as a lazy part (lib/lazy-part.tsx), a visible part
 * (lib/visible-part.tsx: below the fold, requested when the visitor nears it) or by importing only what it shows: page
 * module → modules (source paths) that must not be among its chunks.
 */
const ui = (component: string) => new RegExp(`packages/ui/src/components/${component}/${component}\\.tsx$`);
const KEPT_OUT: Record<string, RegExp[]> = {
  // The portion and cost calculator (hydrated when its chunk arrives), the detail sections and the related recipes
  // (visible parts), the compare tray (only with a selection) and the product tiles it does not show.
  'src/features/products/product-detail.tsx': [
    /packages\/domain\/(?:dist|src)\/portion-cost\.[jt]s$/,
    /\/src\/features\/recipes\/related-recipes\.tsx$/,
    ui('RecipeTile'),
    ui('ProductSections'),
    ui('NutritionFacts'),
    ui('CompareTray'),
    ui('ProductTile'),
  ],
  // The recipe card's preview and the related recipes (visible parts).
  'src/features/recipes/recipe-detail.tsx': [
    /\/src\/features\/recipes\/related-recipes\.tsx$/,
    ui('RecipeTile'),
    ui('PdfPreview'),
  ],
  // The compare tray, only with a selection.
  'src/features/products/products-list.tsx': [ui('CompareTray')],
  // The bodies of the downloadable PDFs (the page shows only their titles and descriptions), and the carousels with
  // the compare tray (visible part).
  'src/features/marketing/menu-insights/menu-insight.tsx': [
    /packages\/domain\/(?:dist|src)\/menu-insights\.[jt]s$/,
    /\/insight-carousels\.tsx$/,
    ui('Carousel'),
    ui('RecipeTile'),
    ui('ProductTile'),
    ui('CompareTray'),
  ],
  // Visible parts: the lower sections of the offers and of Flavor Central.
  'src/features/marketing/offers/fall-flavors.tsx': [
    /\/fall-flavors-lower\.tsx$/,
    ui('PlusOneTile'),
    ui('ProductTile'),
  ],
  'src/features/marketing/offers/landing-page.tsx': [
    /\/landing-lower\.tsx$/,
    ui('RecipeTile'),
    ui('PlusOneTile'),
    ui('ProductInfoTable'),
  ],
  'src/features/marketing/product-lines/products-story.tsx': [
    /\/story-lower\.tsx$/,
    ui('Carousel'),
    ui('RecipeTile'),
  ],
};

const packageOf = (source: string) => /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(source)?.[1];

describe('first-load JavaScript', () => {
  it('knows every page of the route table', () => {
    expect(build.pages.length).toBeGreaterThan(25);
    for (const module of FORM_PAGES) expect(build.pages.map((page) => page.module)).toContain(module);
  });

  it('loads the entry as one file (and Rolldown’s runtime helpers) within its budget, without server-only or on-demand code', () => {
    expect(build.entry.chunks.filter((chunk) => !RUNTIME.test(chunk.file))).toHaveLength(1);
    expect(build.entry.chunks.length).toBeLessThanOrEqual(2);
    expect(kib(build.entry.gzip)).toBeLessThanOrEqual(ENTRY_BUDGET);
    const modules = build.entry.chunks.flatMap(sources);
    expect(modules.filter((source) => /\/src\/route-prefetch\.ts$/.test(source))).toEqual([]);
    expect(modules.map(packageOf).filter((name) => name && ON_DEMAND.includes(name))).toEqual([]);
    expect(modules.filter((source) => AFTER_HYDRATION.some((pattern) => pattern.test(source)))).toEqual([]);
  });

  it('keeps every content page within its budget, without form, captcha, PDF or service-worker code', () => {
    const content = build.pages.filter((page) => !FORM_PAGES.includes(page.module));
    expect(content.length).toBeGreaterThan(20);
    const over = content.filter((page) => kib(page.gzip) > CONTENT_BUDGET).map((page) => page.name);
    expect(over).toEqual([]);
    const loaded = content.flatMap((page) =>
      page.chunks
        .flatMap(sources)
        .map(packageOf)
        .filter((name) => name && ON_DEMAND.includes(name))
        .map((name) => `${page.name}: ${name}`),
    );
    expect([...new Set(loaded)]).toEqual([]);
  });

  it('never sends the routes’ server data loaders to the browser', () => {
    const everyChunk = new Map<string, MeasuredChunk>();
    for (const page of build.pages) for (const chunk of page.chunks) everyChunk.set(chunk.file, chunk);
    const leaked = [...everyChunk.values()].filter((chunk) =>
      sources(chunk).some((source) => source.endsWith('/src/route-prefetch.ts')),
    );
    expect(leaked.map((chunk) => chunk.file)).toEqual([]);
  });

  it('never turns on styled-components’ vendor prefixes, whose stylis code the browser build leaves out', () => {
    const sources = [join(siteRoot, 'src'), join(siteRoot, '../../packages/ui/src')].flatMap((dir) =>
      readdirSync(dir, { recursive: true, encoding: 'utf8' })
        .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('first-load.test.ts'))
        .map((file) => join(dir, file)),
    );
    expect(sources.length).toBeGreaterThan(100);
    expect(sources.filter((file) => readFileSync(file, 'utf8').includes('enableVendorPrefixes'))).toEqual([]);
  });

  it('keeps what a visitor reaches only by scrolling or interaction out of its page’s first load', () => {
    for (const [module, patterns] of Object.entries(KEPT_OUT)) {
      const page = build.pages.find((candidate) => candidate.module === module);
      expect(page, module).toBeDefined();
      const modules = page!.chunks.flatMap(sources);
      // The page module itself is measured (so the patterns can match something real)…
      expect(modules.some((source) => source.endsWith(module.replace(/^src\//, '')))).toBe(true);
      for (const pattern of patterns) expect(modules.filter((source) => pattern.test(source))).toEqual([]);
    }
  });
});
