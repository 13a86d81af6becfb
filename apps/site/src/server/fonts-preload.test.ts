import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultBrand } from '@larder/domain';
import { CLIENT_ENTRY, fontPreloads, pageAssets, type Manifest } from './assets';
import { renderDocument } from './document';

const manifest: Manifest = {
  [CLIENT_ENTRY]: {
    file: 'assets/entry-client-abc.js',
    isEntry: true,
    css: ['assets/entry-client-abc.css'],
    assets: [
      'assets/fraunces-latin-wght-normal-ukD16Tqj.woff2',
      'assets/fraunces-latin-ext-wght-normal-Ca2vKHc0.woff2',
      'assets/fraunces-core-wght-normal-Bq3xT0aZ.woff2',
      'assets/figtree-latin-wght-normal-D_ZTVpCC.woff2',
      'assets/figtree-latin-ext-wght-normal-DCwSJGxG.woff2',
      'assets/figtree-core-wght-normal-C9mUe1Lk.woff2',
    ],
  },
};

describe('font preloads', () => {
  it('preloads the core files of the brand faces the entry stylesheet declares, not the whole latin subsets', () => {
    expect(fontPreloads(manifest)).toEqual([
      '/assets/fraunces-core-wght-normal-Bq3xT0aZ.woff2',
      '/assets/figtree-core-wght-normal-C9mUe1Lk.woff2',
    ]);
    expect(pageAssets(manifest, undefined).stylesheets).toEqual(['/assets/entry-client-abc.css']);
  });

  it('writes each as a CORS font preload before the stylesheet that uses it', () => {
    const html = renderDocument({
      nonce: 'n',
      head: { title: 't', description: 'd', canonical: 'http://x/', openGraph: {} },
      styleTags: '',
      appHtml: '',
      bootstrap: {
        fallback: {},
        notFoundUrl: null,
        cookiesAccepted: false,
        publicUrl: 'http://x',
        year: 2026,
      },
      ...pageAssets(manifest, undefined),
    });
    const preload =
      '<link rel="preload" href="/assets/fraunces-core-wght-normal-Bq3xT0aZ.woff2" as="font" type="font/woff2" crossorigin>';
    expect(html).toContain(preload);
    expect(html.indexOf(preload)).toBeLessThan(html.indexOf('<link rel="stylesheet"'));
  });

  it("the client entry imports the typeface sheet of the site's own brand theme", () => {
    const entry = readFileSync(join(import.meta.dirname, '..', 'entry-client.tsx'), 'utf8');
    expect(entry).toContain(`import '@larder/ui/fonts/${defaultBrand.theme}.css';`);
  });
});
