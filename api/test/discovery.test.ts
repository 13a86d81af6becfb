import { gtinCheckDigit } from '@larder/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_URL, startTestApp, type TestApp } from './helpers/app';
import { activeProducts, content } from './helpers/oracle';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

const get = (path: string, init: RequestInit = {}) =>
  fetch(`${app.url}${path}`, { redirect: 'manual', ...init });
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
const urls = (xml: string) =>
  [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/url>/g)].map((match) => ({
    loc: match[1]!,
    lastmod: match[2],
  }));

describe('GET /robots.txt', () => {
  it('when a crawler asks, then it gets plain text that names the sitemap on the public origin', async () => {
    const response = await get('/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toContain('User-agent: *');
    expect(text).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    expect(text).not.toMatch(/^Disallow: \/$/m);
  });
});

describe('GET /sitemap.xml', () => {
  it('when read, then the index names its three parts, each of which answers XML', async () => {
    const response = await get('/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
    const index = await response.text();
    expect(index).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns=/);
    const parts = locs(index);
    expect(parts).toEqual(
      ['pages', 'products', 'recipes'].map((part) => `${PUBLIC_URL}/sitemaps/${part}.xml`),
    );
    for (const part of parts) {
      const partResponse = await get(new URL(part).pathname);
      expect(partResponse.status, part).toBe(200);
      expect(await partResponse.text()).toMatch(
        /<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
      );
    }
  });

  it('when the product part is read, then it lists every listed product page once and no other', async () => {
    const listed = urls(await (await get('/sitemaps/products.xml')).text()).map((entry) => entry.loc);
    const expected = activeProducts().map((product) => `${PUBLIC_URL}/products/${product.slug}`);
    expect(listed.length).toBe(expected.length);
    expect(new Set(listed)).toEqual(new Set(expected));
    const hidden = content().products.find((product) => product.status !== 'Website Active')!;
    expect(listed).not.toContain(`${PUBLIC_URL}/products/${hidden.slug}`);
  });

  it('when the recipe part is read, then each recipe carries the lastmod of its content', async () => {
    const listed = urls(await (await get('/sitemaps/recipes.xml')).text());
    const recipes = content().recipes.filter((recipe) => !recipe.timeArchived);
    expect(listed.length).toBe(recipes.length);
    for (const recipe of recipes) {
      const entry = listed.find((item) => item.loc === `${PUBLIC_URL}/recipes/${recipe.slug}`);
      expect(entry?.lastmod, recipe.slug).toBe(new Date(recipe.timeModified).toISOString());
    }
    const newest = recipes
      .map((recipe) => new Date(recipe.timeModified).toISOString())
      .sort()
      .at(-1);
    const index = await (await get('/sitemap.xml')).text();
    expect(index).toContain(`<loc>${PUBLIC_URL}/sitemaps/recipes.xml</loc><lastmod>${newest}</lastmod>`);
  });

  it('when the page part is read, then it has every page of the SEO table but the unlisted pages and the 404 page', async () => {
    const listed = urls(await (await get('/sitemaps/pages.xml')).text()).map((entry) => entry.loc);
    const expected = content()
      .seo.map((row) => row.path)
      .filter((path) => path !== '/404' && path !== '/pizzaexpo' && path !== '/compare')
      .map((path) => `${PUBLIC_URL}${path}`);
    expect(listed.sort()).toEqual(expected.sort());
    expect(listed).not.toContain(`${PUBLIC_URL}/pizzaexpo`);
    // Compare (issue 16) shows only its query's products, each indexed on its own page.
    expect(listed).not.toContain(`${PUBLIC_URL}/compare`);
  });

  it('when an unknown part is asked, then nothing is served as a sitemap', async () => {
    const response = await get('/sitemaps/nothing.xml');
    expect(response.status).toBe(404);
  });
});

/** A GTIN with a wrong check digit (the right one plus 1). */
function withWrongCheckDigit(gtin: string): string {
  const body = gtin.slice(0, -1);
  return `${body}${(gtinCheckDigit(body) + 1) % 10}`;
}

describe('GET /01/{gtin} (GS1 Digital Link)', () => {
  const product = activeProducts()[0]!;
  const page = `${PUBLIC_URL}/products/${product.slug}`;

  it('when the UPC is given as GTIN-12, GTIN-13 and GTIN-14, then each redirects to the product page', async () => {
    for (const gtin of [product.upc12, `0${product.upc12}`, `00${product.upc12}`]) {
      const response = await get(`/01/${gtin}`);
      expect(response.status, gtin).toBe(307);
      expect(response.headers.get('location'), gtin).toBe(page);
    }
  });

  it('when the case GTIN is given, or key qualifiers follow, then the same product page opens', async () => {
    const byCase = await get(`/01/${product.caseInfo.caseGtin}`);
    expect(byCase.headers.get('location')).toBe(page);
    const withLot = await get(`/01/${product.upc12}/10/LOT42`);
    expect(withLot.status).toBe(307);
    expect(withLot.headers.get('location')).toBe(page);
  });

  it('when a link type is asked, then it redirects to the matching section or page', async () => {
    const expected: Record<string, string> = {
      'gs1:allergenInfo': `${page}#allergens`,
      'gs1:nutritionalInfo': `${page}#nutritional`,
      'gs1:recipeInfo': `${PUBLIC_URL}/recipes?product=${product.id}`,
      'gs1:hasRetailers': `${PUBLIC_URL}/faq/where-purchase?product=${product.id}`,
      'https://gs1.org/voc/allergenInfo': `${page}#allergens`,
      'gs1:noSuchType': page,
    };
    for (const [linkType, location] of Object.entries(expected)) {
      const response = await get(`/01/${product.upc12}?linkType=${encodeURIComponent(linkType)}`);
      expect(response.status, linkType).toBe(307);
      expect(response.headers.get('location'), linkType).toBe(location);
    }
  });

  it('when application/linkset+json is accepted, then an RFC 9264 linkset of every link comes back', async () => {
    const response = await get(`/01/${product.upc12}`, { headers: { Accept: 'application/linkset+json' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/linkset\+json/);
    expect(response.headers.get('vary')).toMatch(/Accept/);
    const body = (await response.json()) as { linkset: Record<string, unknown>[] };
    expect(body.linkset).toHaveLength(1);
    const [set] = body.linkset;
    expect(set!.anchor).toBe(`${PUBLIC_URL}/01/00${product.upc12}`);
    const href = (relation: string) =>
      (set![`https://gs1.org/voc/${relation}`] as { href: string }[])[0]!.href;
    expect(href('defaultLink')).toBe(page);
    expect(href('pip')).toBe(page);
    expect(href('allergenInfo')).toBe(`${page}#allergens`);
    expect(href('nutritionalInfo')).toBe(`${page}#nutritional`);
    expect(href('recipeInfo')).toBe(`${PUBLIC_URL}/recipes?product=${product.id}`);
    expect(href('hasRetailers')).toBe(`${PUBLIC_URL}/faq/where-purchase?product=${product.id}`);
    const viaQuery = await get(`/01/${product.upc12}?linkType=linkset`);
    expect(await viaQuery.json()).toEqual(body);
  });

  it('when the check digit is wrong, then a 404 page says so', async () => {
    const bad = withWrongCheckDigit(product.upc12);
    const response = await get(`/01/${bad}`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toContain(`GTIN ${bad} is not valid: its check digit is ${bad.at(-1)}`);
    expect(html).toContain('<meta name="robots" content="noindex">');
  });

  it('when the GTIN has a wrong length or is not digits, then a 404 page says why', async () => {
    const short = await get('/01/12345');
    expect(short.status).toBe(404);
    expect(await short.text()).toContain('it has 5 digits, and a GTIN has 8, 12, 13 or 14.');
    const letters = await get('/01/07465810013X');
    expect(letters.status).toBe(404);
    expect(await letters.text()).toContain('a GTIN is made of digits only.');
  });

  it('when a valid GTIN-8 names no product of ours, then a 404 page says so', async () => {
    const body = '9638507';
    const gtin8 = `${body}${gtinCheckDigit(body)}`;
    const response = await get(`/01/${gtin8}`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain(`No Marlow&#39;s Foodservice product has the GTIN ${gtin8}`);
  });
});

describe('GET /.well-known/gs1resolver', () => {
  it('when read, then it describes the resolver: its root, primary key and link types', async () => {
    const response = await get('/.well-known/gs1resolver');
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body.resolverRoot).toBe(PUBLIC_URL);
    expect(body.supportedPrimaryKeys).toEqual(['01']);
    expect((body.supportedLinkType as { linkType: string }[]).map((type) => type.linkType)).toEqual([
      'gs1:pip',
      'gs1:allergenInfo',
      'gs1:nutritionalInfo',
      'gs1:recipeInfo',
      'gs1:hasRetailers',
    ]);
  });
});

describe('the catalogue GTINs', () => {
  it('when every product is checked, then its UPC and case GTIN have valid check digits and resolve to it', async () => {
    for (const product of content().products) {
      for (const gtin of [product.upc12, product.caseInfo.caseGtin]) {
        expect(gtin, product.slug).toMatch(/^\d{12,14}$/);
        expect(gtinCheckDigit(gtin!.slice(0, -1)), `${product.slug} ${gtin}`).toBe(Number(gtin!.at(-1)));
      }
    }
    const inactive = content().products.find((product) => product.status !== 'Website Active')!;
    const response = await get(`/01/${inactive.upc12}`);
    expect(response.headers.get('location')).toBe(`${PUBLIC_URL}/products/${inactive.slug}`);
  });
});
