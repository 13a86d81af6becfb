import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createElement as h, Fragment, useId, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import styled, { ServerStyleSheet } from 'styled-components';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, loadConfig, migrate, openDb, seed, type Db } from '@larder/api';
import type { RenderRequest } from '../render-types';
import { inProcessFetch } from './in-process-api';
import { AfterKeptPart, KeptPart, KeptPartsContext } from '../shell/kept-part';
import { elementAt, KeptParts } from './kept-parts';
import { StyleRuleCache } from './style-rules';

// The shell's parts kept across server renders: a page rendered with the kept header and footer is the same HTML and
// the same CSS as the page rendered whole.

const Tone = styled.span<{ $tone: string }>`
  color: ${(p) => p.$tone};
`;
const Bar = styled.header`
  display: flex;
`;
const Main = styled.main`
  flex: 1;
`;

function Header({ 'data-kept': kept }: { 'data-kept'?: string }) {
  const id = useId();
  const attributes = { 'data-kept': kept, 'aria-labelledby': id };
  return h(
    Bar,
    attributes,
    h('header', null, h(Tone, { $tone: 'red', id }, 'inner header')),
    h(Tone, { $tone: 'blue' }, 'menu'),
  );
}

function Footer({ year, 'data-kept': kept }: { year: number; 'data-kept'?: string }) {
  return h('footer', { 'data-kept': kept }, h(Tone, { $tone: 'gray' }, `© ${year}`));
}

/** A page: the header, the main content (its own tones, one shared with the header) and the footer. */
function Page({ tones, year }: { tones: string[]; year: number }) {
  const labelled = useId();
  return h(
    Fragment,
    null,
    h(KeptPart, { name: 'header', children: h(Header) }),
    h(AfterKeptPart, {
      children: h(
        Main,
        { 'aria-describedby': labelled },
        tones.map((tone) => h(Tone, { key: tone, $tone: tone }, tone)),
      ),
    }),
    h(KeptPart, { name: `footer-${year}`, children: h(Footer, { year }) }),
    h(AfterKeptPart, { children: h('p', { id: labelled }, 'cookies') }),
  );
}

function render(page: ReactNode, kept?: KeptParts, rules?: StyleRuleCache) {
  const sheet = new ServerStyleSheet();
  rules?.attach(sheet.instance);
  const session = kept?.begin(sheet.instance);
  try {
    const tree = session ? h(KeptPartsContext.Provider, { value: session.context }, page) : page;
    const html = renderToString(sheet.collectStyles(tree));
    return { html: session ? session.finish(html) : html, css: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}

describe('KeptParts', () => {
  it('renders later pages with the kept header and footer as the same HTML and CSS as whole renders', () => {
    const rules = new StyleRuleCache();
    const kept = new KeptParts(rules);
    const pages = [
      { tones: ['green'], year: 2026 },
      { tones: ['blue', 'green', 'red'], year: 2026 },
      { tones: [], year: 2026 },
      { tones: ['purple'], year: 2027 },
    ];
    for (const props of pages) {
      const whole = render(h(Page, props));
      const withKept = render(h(Page, props), kept, rules);
      expect(withKept.html).toBe(whole.html);
      expect(withKept.css).toBe(whole.css);
      expect(withKept.html).not.toContain('data-kept');
      expect(withKept.html).not.toContain('larder-kept');
    }
    expect(kept.names.sort()).toEqual(['footer-2026', 'footer-2027', 'header']);
    // A render after them all uses the kept parts (the placeholders are filled).
    const again = render(h(Page, pages[1]!), kept, rules);
    expect(again).toEqual(render(h(Page, pages[1]!)));
  });

  it('renders a part every time when its root takes no mark', () => {
    const kept = new KeptParts();
    const Unmarked = () => h('nav', null, 'links');
    const page = h(
      Fragment,
      null,
      h(KeptPart, { name: 'nav', children: h(Unmarked) }),
      h(AfterKeptPart, { children: h('main', null, 'x') }),
    );
    expect(render(page, kept).html).toBe(render(page).html);
    expect(render(page, kept).html).toBe(render(page).html);
    expect(kept.names).toEqual([]);
  });
});

describe('elementAt', () => {
  it('answers the element with its nested namesakes, up to its own closing tag', () => {
    const html = '<p>a</p><header class="x"><header>in</header><b>b</b></header><header>next</header>';
    expect(elementAt(html, html.indexOf('<header'))).toBe(
      '<header class="x"><header>in</header><b>b</b></header>',
    );
    expect(elementAt('<header><p>', 0)).toBeUndefined();
  });
});

describe('the site pages with the kept header and footer', () => {
  let dataDir = '';
  let db: Db;
  let request: Omit<RenderRequest, 'url'>;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'kept-parts-'));
    db = await openDb({ dataDir });
    await migrate(db);
    await seed(db);
    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    request = {
      cookies: {},
      apiOrigin: 'http://127.0.0.1:1',
      apiFetch: inProcessFetch(createApp({ config, db })),
      publicUrl: 'https://www.marlows.test',
    };
  }, 120_000);

  afterAll(async () => {
    await db?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('renders each kind of page as the same HTML and CSS as a whole render of it', async () => {
    const { render, keptParts } = await import('../entry-server');
    const api = async <T>(path: string) =>
      ((await (await request.apiFetch!(new Request(`http://127.0.0.1:1${path}`))).json()) as { data: T })
        .data;
    const { products } = await api<{ products: { slug: string }[] }>('/api/products?limit=1');
    const { recipes } = await api<{ recipes: { slug: string }[] }>('/api/recipes?limit=1');
    const urls = [
      '/',
      `/products/${products[0]!.slug}`,
      `/recipes/${recipes[0]!.slug}`,
      '/search-result?term=ranch',
      '/faq',
      // No header (the alert response page), no header or footer (the event page), and a 404.
      '/coronavirus',
      '/pizzaexpo',
      '/no-such-page',
    ];
    for (const url of urls) {
      // With nothing kept, a render is a whole one (and keeps the header and footer it rendered).
      keptParts.clear();
      const whole = await render({ ...request, url });
      const again = await render({ ...request, url });
      // The header and footer kept from another page.
      keptParts.clear();
      await render({ ...request, url: '/about-us' });
      expect(keptParts.names.sort()).toEqual([`footer-${new Date().getFullYear()}`, 'header']);
      const kept = await render({ ...request, url });
      for (const page of [again, kept]) {
        expect(page.appHtml, url).toBe(whole.appHtml);
        expect(page.styleTags, url).toBe(whole.styleTags);
        expect(page.status, url).toBe(whole.status);
      }
      expect(kept.appHtml).not.toMatch(/data-kept|larder-kept/);
    }
  }, 120_000);
});
