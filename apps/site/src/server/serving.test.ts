/**
 * Issue 12 against the built site (the production client and SSR entry, the real API, a fresh embedded database):
 * the HTML weight of the FAQ tools and of every page kind, and the page cache as a visitor and a shared cache see it: the same bytes
 * with a strong ETag (304 on a match), one visitor's cookie-dependent page never served to another, and a CSP of
 * hash sources that names every inline script and style of the page.
 */
import { createHash } from 'node:crypto';
import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { everyRoute, startBuiltSite, type BuiltSite } from './test-support/built-site';
import { FAQ_TOOLS, PRODUCT_TOOLS } from '../features/faq/faq-tools';

const MAX_HTML_BYTES = 100 * 1024;

let site: BuiltSite;
let product: { id: string; name: string; upc: string; productCode: string };
beforeAll(async () => {
  site = await startBuiltSite();
  const faq = (await (await fetch(`${site.base}/api/products/faq`)).json()) as {
    data: { id: string; name: string; upc: string; productCode: string; status: string }[];
  };
  product = faq.data.find((item) => item.status === 'Website Active' && item.upc.length >= 12)!;
}, 180_000);

afterAll(async () => {
  await site?.stop();
});

/** A GET through node:http (fetch() adds `Cache-Control: no-cache` to conditional requests). */
function rawGet(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>(
    (resolve, reject) => {
      request(`${site.base}${path}`, { headers }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
        );
      })
        .on('error', reject)
        .end();
    },
  );
}

describe('the HTML weight of the FAQ tools', () => {
  it('when any FAQ tool is asked for, then its server HTML is at most 100 KiB (the product list is not embedded)', async () => {
    for (const tool of FAQ_TOOLS) {
      const paths = [`/faq/${tool.slug}`];
      if (PRODUCT_TOOLS.includes(tool.slug)) paths.push(`/faq/${tool.slug}?product=${product.id}`);
      for (const path of paths) {
        const response = await fetch(`${site.base}${path}`);
        expect(response.status, path).toBe(200);
        const bytes = Buffer.byteLength(await response.text());
        expect(bytes, path).toBeLessThanOrEqual(MAX_HTML_BYTES);
      }
    }
  });

  it('when a tool is sent a UPC without JavaScript, then the server HTML answers for that product', async () => {
    const html = await (await fetch(`${site.base}/faq/allergen?product=&upc=${product.upc}`)).text();
    expect(html).toContain(`<option value="${product.id}" selected="">`);
    // The answer: the product's heading and its allergens, rendered by the server.
    expect(html).toMatch(
      new RegExp(
        `<h2[^>]*>${product.name}<!-- --> \\(<!-- -->${product.productCode}<!-- -->\\)</h2><dl[^>]*><dt[^>]*>Allergens</dt>`,
      ),
    );
    // Without a product named, no answer and no product list in the page.
    const plain = await (await fetch(`${site.base}/faq/allergen`)).text();
    expect(plain).not.toContain('<dt');
    expect(plain).not.toContain(product.upc);
  });
});

/** Every item of a paged API list (`limit` 100). */
async function allItems<T>(path: string, key: string): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; ; page += 1) {
    const query = `${path.includes('?') ? '&' : '?'}limit=100&page=${page}`;
    const { data } = (await (await fetch(`${site.base}${path}${query}`)).json()) as {
      data: Record<string, unknown> & { paging: { hasNext: boolean } };
    };
    items.push(...(data[key] as T[]));
    if (!data.paging.hasNext) return items;
  }
}

async function htmlOf(path: string): Promise<string> {
  const response = await fetch(`${site.base}${path}`);
  expect(response.status, path).toBe(200);
  return response.text();
}

describe('the HTML weight of every page kind', () => {
  it(
    'when every route, every product and recipe page, every allergen matrix page, filtered and deep list pages are read, then each HTML is at most 100 KiB, with no exception',
    { timeout: 600_000 },
    async () => {
      const products = await allItems<{ slug: string }>('/api/products', 'products');
      const recipes = await allItems<{ slug: string }>('/api/recipes', 'recipes');
      const plusOnes = await allItems<{ id: string }>('/api/plusones', 'plusOnes');
      // The heaviest list: products with six claim seals each (most tiles' markup and hydration data).
      const sealed =
        '/products?attribute=msg,hfcs,edta,artificialFlavors,syntheticColors,artificialPreservatives';
      const sealedProducts = await allItems<unknown>(`/api${sealed}`, 'products');
      const lastPage = (count: number) => Math.ceil(count / 30);
      const paths = new Set([
        ...(await everyRoute(site.base)).filter((path) => path !== '/no-such-page'),
        ...products.map((product) => `/products/${product.slug}`),
        ...recipes.map((recipe) => `/recipes/${recipe.slug}`),
        ...Array.from(
          { length: Math.ceil(products.length / 60) },
          (_, index) => `/allergens?page=${index + 1}`,
        ),
        '/allergens?free=milk,sesame',
        '/products?page=2',
        '/products?flavor=ranch&attribute=glutenFree',
        '/recipes?page=2',
        '/plus-one?page=2',
        `/products?page=${lastPage(products.length)}`,
        `/recipes?page=${lastPage(recipes.length)}`,
        `/plus-one?page=${lastPage(plusOnes.length)}`,
        ...Array.from(
          { length: lastPage(sealedProducts.length) },
          (_, index) => `${sealed}&page=${index + 1}`,
        ),
      ]);
      const sizes = new Map<string, number>();
      for (const path of paths) sizes.set(path, Buffer.byteLength(await htmlOf(path)));
      const over: string[] = [];
      for (const [path, bytes] of sizes) {
        if (bytes > MAX_HTML_BYTES) over.push(`${path}: ${bytes} bytes (at most ${MAX_HTML_BYTES})`);
      }
      expect(over).toEqual([]);
    },
  );

  it('when a list is read at ?page=N, then it shows page N alone, between Previous page and Next page links', async () => {
    const second = (await (await fetch(`${site.base}/api/products?limit=30&page=2`)).json()) as {
      data: { products: { name: string; slug: string }[]; paging: { total: number } };
    };
    const html = await htmlOf('/products?page=2');
    const tiles = html.match(/<article[\s>]/g) ?? [];
    expect(tiles).toHaveLength(second.data.products.length);
    for (const product of second.data.products) expect(html).toContain(`href="/products/${product.slug}"`);
    expect(html).toMatch(/<a href="\/products"[^>]*>Previous page<\/a>/);
    expect(html).toMatch(/<a href="\/products\?page=3"[^>]*>Next page<\/a>/);
    expect(html).toContain(`Showing 31–60 of ${second.data.paging.total} products`);
    expect((await fetch(`${site.base}/products?page=334`)).status).toBe(404);
  });

  it('when the allergen matrix is read page by page, then the pages list every product once, and the CSV has them all', async () => {
    const products = await allItems<{ slug: string }>('/api/products', 'products');
    const seen: string[] = [];
    for (let page = 1; page <= Math.ceil(products.length / 60); page += 1) {
      const html = await htmlOf(`/allergens?page=${page}`);
      const table = html.slice(html.indexOf('<tbody>'), html.indexOf('</tbody>'));
      seen.push(...[...table.matchAll(/href="\/products\/([^"]+)"/g)].map((match) => match[1]!));
      expect(html).toContain(`${products.length} products`);
      expect(html).toContain(`aria-current="page" aria-label="Page ${page}"`);
    }
    expect(seen.sort()).toEqual(products.map((product) => product.slug).sort());
    const csv = await (await fetch(`${site.base}/allergens.csv`)).text();
    expect(csv.trim().split('\r\n')).toHaveLength(products.length + 1);
  });
});

describe("a page's stylesheet", () => {
  it('when a page is read, then its styled-components CSS is linked at a hashed URL a browser and a CDN keep for a year, not inlined', async () => {
    const page = await rawGet('/products');
    expect(page.body).not.toMatch(/<style[^>]*data-styled/);
    const href = /<link rel="stylesheet" href="(\/assets\/css\/[\w-]{22}\.css\?from=%2Fproducts)">/.exec(
      page.body,
    )?.[1];
    expect(href).toBeDefined();
    const sheet = await rawGet(href!);
    expect(sheet.status).toBe(200);
    expect(sheet.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(sheet.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // The classes of the page's markup are styled by it: the product tiles' among them.
    const tileClass = /<article class="([\w-]+) ([\w-]+)"/.exec(page.body)?.[2];
    expect(sheet.body).toContain(`.${tileClass}{`);
  });
});

describe('pages a cache may keep', () => {
  it('when a page is asked for twice, then the same bytes come with a strong ETag, and a match answers 304', async () => {
    const first = await rawGet('/products');
    const second = await rawGet('/products');
    expect(first.status).toBe(200);
    expect(second.body).toBe(first.body);
    expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=600');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{32}"$/);
    expect(second.headers.etag).toBe(etag);
    const conditional = await rawGet('/products', { 'if-none-match': etag });
    expect(conditional.status).toBe(304);
    expect(conditional.body).toBe('');
  });

  it('when a page is served, then its CSP names each of its inline scripts and styles by hash; only styles its scripts add at run time carry the one nonce', async () => {
    const page = await rawGet('/recipes');
    const policy = String(page.headers['content-security-policy']);
    expect(policy).not.toMatch(/unsafe-inline/);
    // The process's runtime-style nonce: in style-src only, handed to scripts by the csp-nonce meta element alone.
    const scriptSrc = /script-src ([^;]*)/.exec(policy)?.[1] ?? '';
    expect(scriptSrc).not.toContain('nonce-');
    const nonces = [...policy.matchAll(/'nonce-([^']+)'/g)].map((match) => match[1]);
    expect(nonces).toHaveLength(1);
    expect([...page.body.matchAll(/nonce="([^"]*)"/g)].map((match) => match[1])).toEqual(nonces);
    expect(page.body).toContain(`<meta property="csp-nonce" content="" nonce="${nonces[0]}">`);
    expect(String((await rawGet('/about-us')).headers['content-security-policy'])).toContain(
      `'nonce-${nonces[0]}'`,
    );
    const inline = [...page.body.matchAll(/<(script|style)(?![^>]*\b(?:src|type)=)[^>]*>([\s\S]*?)<\/\1>/g)];
    expect(inline.length).toBeGreaterThanOrEqual(2);
    for (const [, , text] of inline) {
      expect(policy).toContain(
        `'sha256-${createHash('sha256')
          .update(text ?? '')
          .digest('base64')}'`,
      );
    }
  });

  it('when a visitor who accepted cookies and one who did not ask for a page, then each gets their own', async () => {
    const notice = 'aria-label="Cookie notice"';
    const anonymous = await rawGet('/about-us');
    const accepted = await rawGet('/about-us', { cookie: 'marlows_accept_cookies=true; other=1' });
    const anonymousAgain = await rawGet('/about-us', { cookie: 'other=2' });
    expect(anonymous.body).toContain(notice);
    expect(accepted.body).not.toContain(notice);
    expect(accepted.headers['cache-control']).toBe('private, no-cache');
    expect(anonymousAgain.body).toContain(notice);
    expect(anonymousAgain.body).toBe(anonymous.body);
    expect(String(anonymous.headers.vary)).toContain('Cookie');
  });

  it('when a page does not exist, then it stays a 404 even to a conditional GET naming its ETag', async () => {
    const missing = await rawGet('/no-such-page-at-all');
    expect(missing.status).toBe(404);
    const again = await rawGet('/no-such-page-at-all', { 'if-none-match': String(missing.headers.etag) });
    expect(again.status).toBe(404);
    expect(again.body).toBe(missing.body);
  });
});

/** A GET through node:http with the body as the bytes sent (still encoded). */
function rawBytes(path: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
    (resolve, reject) => {
      request(`${site.base}${path}`, { headers, method }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      })
        .on('error', reject)
        .end();
    },
  );
}

/** The modules a page's script loader asks for (the entry first), and its stylesheets. */
async function pageFiles(path: string): Promise<string[]> {
  const html = (await rawGet(path)).body;
  const modules = /<script data-modules="([^"]*)">/.exec(html)?.[1] ?? '[]';
  const scripts = JSON.parse(modules.replace(/&quot;/g, '"').replace(/&amp;/g, '&')) as string[];
  const sheets = [...html.matchAll(/<link rel="stylesheet" href="(\/assets\/[^"/]+\.css)">/g)].map(
    (m) => m[1]!,
  );
  return [...scripts, ...sheets];
}

describe("the build's scripts and stylesheets", () => {
  it('when a browser accepts brotli, then each file of a page comes as the build’s brotli copy: smaller than gzip, the same bytes once decoded, kept for a year', async () => {
    const files = await pageFiles('/recipes');
    expect(files.length).toBeGreaterThan(3);
    for (const file of files) {
      const plain = await rawBytes(file, { 'accept-encoding': 'identity' });
      const br = await rawBytes(file, { 'accept-encoding': 'gzip, deflate, br, zstd' });
      const gzip = await rawBytes(file, { 'accept-encoding': 'gzip' });
      expect(plain.status, file).toBe(200);
      expect(plain.headers['content-encoding'], file).toBeUndefined();
      expect(br.headers['content-encoding'], file).toBe('br');
      expect(gzip.headers['content-encoding'], file).toBe('gzip');
      expect(brotliDecompressSync(br.body).equals(plain.body), file).toBe(true);
      expect(gunzipSync(gzip.body).equals(plain.body), file).toBe(true);
      // Quality 11, not the on-the-fly quality 4 that is about as large as gzip.
      if (plain.body.length > 4096) expect(br.body.length, file).toBeLessThan(gzip.body.length * 0.95);
      for (const answer of [br, gzip]) {
        expect(answer.headers['cache-control'], file).toBe('public, max-age=31536000, immutable');
        expect(answer.headers.vary, file).toBe('Accept-Encoding');
        expect(answer.headers['content-type'], file).toBe(plain.headers['content-type']);
        expect(Number(answer.headers['content-length']), file).toBe(answer.body.length);
      }
      expect(br.headers.etag).not.toBe(gzip.headers.etag);
    }
  });

  it('when a browser names the copy it holds, then it gets 304; a HEAD gets the headers of the GET', async () => {
    const [entry] = await pageFiles('/');
    const first = await rawBytes(entry!, { 'accept-encoding': 'br' });
    const again = await rawBytes(entry!, {
      'accept-encoding': 'br',
      'if-none-match': String(first.headers.etag),
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const head = await rawBytes(entry!, { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers.etag).toBe(first.headers.etag);
    expect(head.headers['content-length']).toBe(first.headers['content-length']);
    expect(head.body.length).toBe(0);
  });
});
