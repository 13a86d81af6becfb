import { describe, expect, it } from 'vitest';
import { inlineCode, renderDocument, serializeJson, escapeHtml, SCRIPT_LOADER } from './document';

const head = {
  title: 'Ranch & More <Best>',
  description: 'A "quoted" description',
  canonical: 'https://www.marlows.example/products',
  openGraph: { 'og:title': 'Ranch & More <Best>', 'og:url': 'https://www.marlows.example/products' },
};

function documentWith(overrides: Partial<Parameters<typeof renderDocument>[0]> = {}) {
  return renderDocument({
    nonce: 'abc123',
    head,
    styleTags: '<style nonce="abc123" data-styled="true">.a{color:red}</style>',
    appHtml: '<main>hello</main>',
    bootstrap: { fallback: {}, notFoundUrl: null, cookiesAccepted: false, publicUrl: 'http://x', year: 2026 },
    scripts: ['/assets/entry.js'],
    modulePreloads: ['/assets/page.js'],
    ...overrides,
  });
}

describe('serializeJson', () => {
  it('when data holds </script> or comment openers, then the output cannot close the script element', () => {
    const text = serializeJson({
      name: '</script><script>alert(1)</script>',
      note: '<!-- x -->',
      amp: 'a&b',
    });
    expect(text).not.toMatch(/<|>|&/);
    expect(JSON.parse(text)).toEqual({
      name: '</script><script>alert(1)</script>',
      note: '<!-- x -->',
      amp: 'a&b',
    });
  });

  it('keeps line and paragraph separators readable by JSON.parse', () => {
    const value = { text: 'a\u2028b\u2029c' };
    expect(JSON.parse(serializeJson(value))).toEqual(value);
  });
});

describe('renderDocument', () => {
  it('writes an English document with the escaped title, description, canonical and Open Graph tags', () => {
    const html = documentWith();
    expect(html.startsWith('<!doctype html><html lang="en">')).toBe(true);
    expect(html).toContain('<title>Ranch &amp; More &lt;Best&gt;</title>');
    expect(html).toContain('<meta name="description" content="A &quot;quoted&quot; description">');
    expect(html).toContain('<link rel="canonical" href="https://www.marlows.example/products">');
    expect(html).toContain('<meta property="og:title" content="Ranch &amp; More &lt;Best&gt;">');
  });

  it('gives every script and style element the nonce', () => {
    const html = documentWith();
    const tags = html.match(/<(script|style)\b[^>]*>/g) ?? [];
    expect(tags.length).toBeGreaterThanOrEqual(4);
    for (const tag of tags) expect(tag).toContain('nonce="abc123"');
  });

  it('puts the app in #root, the bootstrap in a JSON script and preloads the page modules', () => {
    const html = documentWith({
      bootstrap: {
        fallback: { '/api/x': '</script>' },
        notFoundUrl: null,
        cookiesAccepted: true,
        publicUrl: 'http://x',
        year: 2026,
      },
    });
    expect(html).toContain('<div id="root"><main>hello</main></div>');
    expect(html).toContain('<link rel="modulepreload" href="/assets/page.js">');
    expect(html).toContain('<script type="module" nonce="abc123" src="/assets/entry.js"></script>');
    const json = /<script type="application\/json" id="swr-fallback" nonce="abc123">(.*?)<\/script>/.exec(
      html,
    )?.[1];
    expect(JSON.parse(json ?? 'null')).toMatchObject({
      fallback: { '/api/x': '</script>' },
      cookiesAccepted: true,
    });
  });

  it('when scripts load after the first screen, then the HTML names no module to fetch, and one loader lists them, the entry first', () => {
    const html = documentWith({
      scriptLoading: 'after-load',
      modulePreloads: ['/assets/page.js', '/assets/tile&co.js'],
    });
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).not.toContain('<script type="module"');
    const loader = /<script nonce="abc123" data-modules="([^"]*)">([\s\S]*?)<\/script><\/body>/.exec(html);
    expect(loader?.[2]).toBe(SCRIPT_LOADER);
    expect(JSON.parse((loader?.[1] ?? '').replace(/&quot;/g, '"').replace(/&amp;/g, '&'))).toEqual([
      '/assets/entry.js',
      '/assets/page.js',
      '/assets/tile&co.js',
    ]);
    // After the bootstrap data it reads once it runs.
    expect(html.indexOf('id="swr-fallback"')).toBeLessThan(html.indexOf('data-modules'));
  });

  it('names the script loader among the inline code a cacheable page’s CSP must hash', () => {
    expect(inlineCode('').scripts).toContain(SCRIPT_LOADER);
  });

  it('hides a banner closed in this session before paint', () => {
    const html = documentWith();
    expect(html).toContain('sessionStorage.getItem("marlows_alert_closed")');
    expect(html).toContain('html[data-alert-closed] [data-alert-banner]{display:none!important}');
    expect(html.indexOf('marlows_alert_closed')).toBeLessThan(html.indexOf('<body>'));
  });

  it('leaves out empty description and canonical tags (404 page)', () => {
    const html = documentWith({
      head: {
        title: '404 - page not found',
        description: '',
        canonical: '',
        robots: 'noindex',
        openGraph: {},
      },
    });
    expect(html).not.toContain('name="description"');
    expect(html).not.toContain('rel="canonical"');
    expect(html).toContain('<meta name="robots" content="noindex">');
  });
});

describe('escapeHtml', () => {
  it('escapes the five HTML-significant characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});

describe('renderDocument with structured data', () => {
  it('when the head carries JSON-LD, then each object is a nonce-carrying ld+json block that parses back unchanged', () => {
    const jsonLd = [
      {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: 'Ranch </script><script>alert(1)</script>',
      },
      { '@context': 'https://schema.org', '@type': 'BreadcrumbList', itemListElement: [] },
    ];
    const html = documentWith({ head: { ...head, jsonLd } });
    const blocks = [...html.matchAll(/<script type="application\/ld\+json" nonce="abc123">(.*?)<\/script>/g)];
    expect(blocks.map((block) => JSON.parse(block[1]!))).toEqual(jsonLd);
    expect(html).not.toContain('<script>alert(1)');
  });
});
