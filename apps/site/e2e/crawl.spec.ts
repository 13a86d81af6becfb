import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiData, decodeEntities } from './helpers';

/** A crawl gives up (and fails) past this many distinct URLs, so a link loop cannot run the suite forever. */
const MAX_URLS = 4000;
const CONCURRENCY = 4;

interface Visit {
  url: string;
  status: number;
  /** The page the link was found on. */
  from: string;
}

/**
 * Internal link targets of a server-rendered page: `<a href>` values on this origin, without their fragment. Like a
 * search engine, the crawl does not follow `rel="nofollow"` links (add to compare: selections, not pages).
 */
export function internalLinks(html: string, pageUrl: string, origin: string): string[] {
  const found = new Set<string>();
  for (const [tag] of html.matchAll(/<a\b[^>]*>/g)) {
    if (/\srel="[^"]*\bnofollow\b/.test(tag)) continue;
    const raw = /\shref="([^"]*)"/.exec(tag)?.[1];
    if (raw === undefined) continue;
    const href = decodeEntities(raw);
    if (href === '' || href.startsWith('#') || /^(mailto|tel|javascript):/i.test(href)) continue;
    const url = new URL(href, pageUrl);
    if (url.origin !== origin) continue;
    url.hash = '';
    found.add(`${url.pathname}${url.search}`);
  }
  return [...found];
}

/** Visits every internal link reachable from `/` in the server HTML (no JavaScript), each URL once. */
async function crawl(request: APIRequestContext, origin: string): Promise<Visit[]> {
  const seen = new Map<string, string>([['/', '(start)']]);
  const queue = ['/'];
  const visits: Visit[] = [];
  const worker = async () => {
    while (queue.length > 0) {
      const url = queue.shift()!;
      const response = await request.get(url, { maxRedirects: 5 });
      visits.push({ url, status: response.status(), from: seen.get(url) ?? '' });
      const type = response.headers()['content-type'] ?? '';
      if (!response.ok() || !type.includes('text/html')) continue;
      for (const link of internalLinks(await response.text(), `${origin}${url}`, origin)) {
        if (seen.has(link)) continue;
        seen.set(link, url);
        if (seen.size > MAX_URLS) throw new Error(`The crawl passed ${MAX_URLS} URLs; is there a link loop?`);
        queue.push(link);
      }
    }
  };
  // Workers start together and keep going while others add links; one more round catches late additions.
  while (queue.length > 0) await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return visits;
}

test.describe('crawl of the running site', () => {
  // One crawl is enough: the server HTML does not depend on the viewport.
  test('every internal link from / answers, and no route answers 5xx', async ({ request, baseURL }) => {
    test.setTimeout(15 * 60_000);
    const origin = new URL(baseURL!).origin;
    const visits = await crawl(request, origin);
    const broken = visits.filter((visit) => visit.status >= 400);
    expect(
      broken,
      broken.map((visit) => `${visit.status} ${visit.url} (linked from ${visit.from})`).join('\n'),
    ).toEqual([]);

    // The crawl reached every kind of page: each route of the SEO table that takes no parameter, a product page,
    // a recipe page, and a file download.
    const urls = new Set(visits.map((visit) => visit.url.split('?')[0]));
    const products = await apiData<{ products: { slug: string }[] }>(request, '/api/products?limit=1');
    expect(urls).toContain(`/products/${products.products[0]!.slug}`);
    expect([...urls].some((url) => url!.startsWith('/recipes/'))).toBe(true);
    for (const path of [
      '/',
      '/products',
      '/recipes',
      '/plus-one',
      '/faq',
      '/contact',
      '/get-sample',
      '/privacy',
    ])
      expect(urls, `the crawl did not reach ${path}`).toContain(path);
    const pages = visits.filter((visit) => !visit.url.startsWith('/files/')).length;
    console.log(`crawl: ${visits.length} URLs (${pages} pages, ${visits.length - pages} files), 0 broken`);
  });

  test('an unknown path answers the 404 page, not an error', async ({ request }) => {
    const response = await request.get('/no-such-page-anywhere');
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain('404 - page not found');
  });
});
