import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fontStylesheets, fontsCss, readFontStylesheet } from '../../scripts/fonts-css';
import { brandFonts, CORE_UNICODE_RANGE, coreFontFileName, fontFileName, fontStack } from './fonts';
import { themes } from './themes';

const require = createRequire(import.meta.url);
const packageDir = join(import.meta.dirname, '..', '..');

describe('brand typefaces', () => {
  it.each(Object.entries(fontStylesheets))(
    'the committed %s is what the generator writes (run scripts/fonts-css.ts after changing fonts.ts)',
    async (path, brands) => {
      expect(readFontStylesheet(path)).toBe(await fontsCss(brands, path));
    },
  );

  it.each(Object.values(themes))('$label sets headings and text in its own brand pairing', (theme) => {
    const pairing = brandFonts[theme.name as keyof typeof brandFonts];
    expect(theme.fonts.heading).toBe(fontStack(pairing.heading));
    expect(theme.fonts.body).toBe(fontStack(pairing.body));
    expect(theme.fonts.heading.startsWith(`'${pairing.heading.family}', '${pairing.heading.fallback}'`)).toBe(
      true,
    );
  });

  it('gives every fallback face the size and vertical metrics of its brand face, for regular and bold', async () => {
    const css = await fontsCss(['foodservice'], 'fonts/foodservice.css');
    const fallbackFaces = css.split('@font-face').filter((block) => block.includes('local('));
    // Fraunces and Figtree, each over two system faces, each in a regular and a bold face.
    expect(fallbackFaces).toHaveLength(8);
    for (const block of fallbackFaces) {
      expect(block).toMatch(/size-adjust: \d+(\.\d+)?%;/);
      expect(block).toMatch(/ascent-override: \d+(\.\d+)?%;/);
      expect(block).toMatch(/descent-override: \d+(\.\d+)?%;/);
      expect(block).toMatch(/line-gap-override: \d+(\.\d+)?%;/);
    }
    // Times New Roman is narrower than Fraunces: the fallback is scaled up (capsize: 115.45 %).
    expect(css).toContain(
      "font-family: 'Fraunces Fallback';\n  font-style: normal;\n  font-weight: 100 549;",
    );
    expect(css).toContain('size-adjust: 115.4462%;');
  });

  it('declares no third-party font URL', () => {
    for (const path of Object.keys(fontStylesheets)) {
      const urls = [...readFontStylesheet(path).matchAll(/url\('([^']+)'\)/g)].map((match) => match[1]);
      expect(urls.length).toBeGreaterThan(0);
      for (const url of urls) {
        expect(url).toMatch(/^(@fontsource-variable\/[a-z-]+\/files|\.\/(fonts\/)?files)\/[a-z-]+\.woff2$/);
      }
    }
  });

  it.each(Object.values(brandFonts).flatMap((pairing) => [pairing.heading, pairing.body]))(
    "$family's core file is a woff2 well under its latin file, declared after it for the core characters",
    (face) => {
      const core = readFileSync(join(packageDir, 'fonts', 'files', coreFontFileName(face)));
      const latin = readFileSync(require.resolve(`${face.pkg}/files/${fontFileName(face)}`));
      expect(core.subarray(0, 4).toString('latin1')).toBe('wOF2');
      expect(core.length).toBeLessThan(latin.length * 0.8);
      const css = readFontStylesheet('fonts.css');
      const coreRule = css.indexOf(`url('./fonts/files/${coreFontFileName(face)}')`);
      expect(coreRule).toBeGreaterThan(css.indexOf(`files/${fontFileName(face)}'`));
      expect(css.slice(coreRule, css.indexOf('}', coreRule))).toContain(
        `unicode-range: ${CORE_UNICODE_RANGE};`,
      );
    },
  );
});
