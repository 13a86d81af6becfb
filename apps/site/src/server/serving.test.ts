/**
 * Issue 12 against the built site (the production client and SSR entry, the real API, a fresh embedded database):
 * the HTML weight of the FAQ tools, and the page cache as a visitor and a shared cache see it: the same bytes
 * with a strong ETag (304 on a match), one visitor's cookie-dependent page never served to another, and a CSP of
 * hash sources that names every inline script and style of the page.
 */
import { createHash } from 'node:crypto';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBuiltSite, type BuiltSite } from './test-support/built-site';
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
