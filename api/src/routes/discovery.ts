import { Router, type Request, type Response } from 'express';
import {
  GS1_LINK_TYPES,
  GS1_VOC,
  UNLISTED_PATHS,
  defaultBrand,
  normalizeGtin,
  parseLinkType,
  type Gs1LinkType,
} from '@larder/domain';
import type { Db } from '../db/db';
import {
  productByGtin,
  productSitemap,
  recipeSitemap,
  seoPaths,
  type GtinProduct,
  type SitemapEntry,
} from '../db/queries/discovery';

/**
 * What search engines, scanners and packs read at the site's root (issue 14): `/robots.txt`, the sitemap index
 * `/sitemap.xml` with its parts under `/sitemaps/`, and the GS1 Digital Link resolver (`/01/{gtin}`,
 * `/.well-known/gs1resolver`). Every URL in them is absolute on the public origin.
 */
export const DISCOVERY_PATHS = [
  '/robots.txt',
  '/sitemap.xml',
  '/sitemaps',
  '/01',
  '/.well-known/gs1resolver',
];

export const LINKSET_TYPE = 'application/linkset+json';

/** The parts of the sitemap index: one per kind of page. */
const SITEMAP_PARTS = {
  pages: async (db: Db) => {
    const entity = /^\/(products|recipes)\/(?!story$)[^/]+$/;
    return (await seoPaths(db))
      .filter((path) => path !== '/404' && !UNLISTED_PATHS.includes(path) && !entity.test(path))
      .map((path): SitemapEntry => ({ path }));
  },
  products: productSitemap,
  recipes: recipeSitemap,
} satisfies Record<string, (db: Db) => Promise<SitemapEntry[]>>;
type SitemapPart = keyof typeof SITEMAP_PARTS;

function escapeXml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function escapeHtml(value: string): string {
  return escapeXml(value).replace(/'/g, '&#39;');
}

function latest(entries: SitemapEntry[]): string | undefined {
  return entries.reduce<string | undefined>(
    (max, entry) =>
      entry.lastmod !== undefined && (max === undefined || entry.lastmod > max) ? entry.lastmod : max,
    undefined,
  );
}

function xml(res: Response, body: string) {
  res.set('Cache-Control', 'public, max-age=3600').type('application/xml; charset=utf-8').send(body);
}

const lastmodTag = (lastmod: string | undefined) => (lastmod ? `<lastmod>${lastmod}</lastmod>` : '');

/** Where each link type of a product points (paths on the site); `gs1:pip`, the product page, is the default. */
export function productLinks(product: GtinProduct): Record<Gs1LinkType, { path: string; title: string }> {
  const page = `/products/${encodeURIComponent(product.slug)}`;
  const query = new URLSearchParams({ product: product.id }).toString();
  return {
    'gs1:pip': { path: page, title: product.name },
    'gs1:allergenInfo': { path: `${page}#allergens`, title: `${product.name}: allergens` },
    'gs1:nutritionalInfo': { path: `${page}#nutritional`, title: `${product.name}: nutrition facts` },
    'gs1:recipeInfo': { path: `/recipes?${query}`, title: `Recipes with ${product.name}` },
    'gs1:hasRetailers': { path: `/faq/where-purchase?${query}`, title: `Where to buy ${product.name}` },
  };
}

/** The 404 page of a Digital Link that names no product, saying why (no script, nothing loaded). */
function gtinNotFound(res: Response, publicUrl: string, reason: string) {
  const title = `Product not found - ${defaultBrand.name}`;
  res
    .status(404)
    .set({
      'Content-Security-Policy':
        "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
      'Cache-Control': 'no-store',
    })
    .type('text/html; charset=utf-8')
    .send(
      [
        '<!doctype html><html lang="en"><head><meta charset="utf-8">',
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
        `<title>${escapeHtml(title)}</title><meta name="robots" content="noindex">`,
        '<link rel="icon" href="data:,"></head><body><main>',
        '<h1>404 - product not found</h1>',
        `<p>${escapeHtml(reason)}</p>`,
        `<p><a href="${escapeHtml(`${publicUrl}/products`)}">Browse all products</a> or `,
        `<a href="${escapeHtml(`${publicUrl}/`)}">go to the home page</a>.</p>`,
        '</main></body></html>',
      ].join(''),
    );
}

/** Whether the client asked for the linkset rather than a redirect (`Accept`, or `linkType=linkset|all`). */
function wantsLinkset(req: Request, linkType: string | undefined): boolean {
  if (linkType === 'linkset' || linkType === 'all') return true;
  const accept = req.get('accept') ?? '';
  return accept.split(',').some((part) => part.split(';')[0]!.trim().toLowerCase() === LINKSET_TYPE);
}

export function discoveryRouter(db: Db, publicUrl: string): Router {
  const router = Router();
  const absolute = (path: string) => `${publicUrl}${path}`;

  router.get('/robots.txt', (_req, res) => {
    res
      .set('Cache-Control', 'public, max-age=3600')
      .type('text/plain; charset=utf-8')
      .send(['User-agent: *', 'Disallow: /api/', '', `Sitemap: ${absolute('/sitemap.xml')}`, ''].join('\n'));
  });

  router.get('/sitemap.xml', async (_req, res) => {
    const parts = await Promise.all(
      (Object.keys(SITEMAP_PARTS) as SitemapPart[]).map(async (part) => ({
        part,
        lastmod: latest(await SITEMAP_PARTS[part](db)),
      })),
    );
    xml(
      res,
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        parts
          .map(
            ({ part, lastmod }) =>
              `<sitemap><loc>${escapeXml(absolute(`/sitemaps/${part}.xml`))}</loc>${lastmodTag(lastmod)}</sitemap>\n`,
          )
          .join('') +
        '</sitemapindex>\n',
    );
  });

  router.get('/sitemaps/:part.xml', async (req, res, next) => {
    const part = req.params.part as string;
    if (!Object.hasOwn(SITEMAP_PARTS, part)) return next();
    const entries = await SITEMAP_PARTS[part as SitemapPart](db);
    xml(
      res,
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        entries
          .map(
            (entry) =>
              `<url><loc>${escapeXml(absolute(entry.path === '/' ? '/' : entry.path))}</loc>${lastmodTag(entry.lastmod)}</url>\n`,
          )
          .join('') +
        '</urlset>\n',
    );
  });

  router.get('/.well-known/gs1resolver', (_req, res) => {
    res.set('Cache-Control', 'public, max-age=3600').json({
      name: `${defaultBrand.name} GS1 Digital Link resolver`,
      resolverRoot: publicUrl,
      supportedPrimaryKeys: ['01'],
      supportedLinkType: GS1_LINK_TYPES.map((type) => ({
        namespace: GS1_VOC,
        prefix: 'gs1:',
        linkType: type,
      })),
      linkTypeDefaultCanBeLinkset: false,
      defaultLinkType: 'gs1:pip',
      linksetMediaType: LINKSET_TYPE,
      supportedContextValues: [],
    });
  });

  // GS1 Digital Link: /01/{gtin}, optionally with key qualifiers (/10/{lot}, /21/{serial}), which name the same
  // product page here.
  router.get(['/01/:gtin', '/01/:gtin/{*qualifiers}'], async (req, res) => {
    const gtin = req.params.gtin as string;
    const checked = normalizeGtin(gtin);
    if (!checked.ok) return gtinNotFound(res, publicUrl, checked.reason);
    const product = await productByGtin(db, checked.gtin14);
    if (!product) {
      return gtinNotFound(
        res,
        publicUrl,
        `No ${defaultBrand.name} product has the GTIN ${gtin}: it may belong to another brand's product.`,
      );
    }
    const links = productLinks(product);
    const linkTypeText = typeof req.query.linkType === 'string' ? req.query.linkType : undefined;
    const anchor = absolute(`/01/${checked.gtin14}`);
    const linksetLink = `<${anchor}?linkType=linkset>; rel="linkset"; type="${LINKSET_TYPE}"`;
    res.set({ Vary: 'Accept', 'Cache-Control': 'public, max-age=3600', Link: linksetLink });

    if (wantsLinkset(req, linkTypeText)) {
      const linkset: Record<string, unknown> = { anchor };
      linkset[`${GS1_VOC}defaultLink`] = [
        { href: absolute(links['gs1:pip'].path), title: links['gs1:pip'].title },
      ];
      for (const type of GS1_LINK_TYPES) {
        const link = links[type];
        linkset[`${GS1_VOC}${type.slice('gs1:'.length)}`] = [
          { href: absolute(link.path), title: link.title, type: 'text/html', hreflang: ['en'] },
        ];
      }
      res.type(LINKSET_TYPE).send(JSON.stringify({ linkset: [linkset] }));
      return;
    }
    // An unknown link type falls back to the default link, as a GS1 resolver does.
    const linkType = (linkTypeText !== undefined ? parseLinkType(linkTypeText) : undefined) ?? 'gs1:pip';
    res.redirect(307, absolute(links[linkType].path));
  });

  return router;
}
