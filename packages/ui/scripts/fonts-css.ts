/**
 * Writes the stylesheets of the brand typefaces (`src/theme/fonts.ts`): `packages/ui/fonts/{theme}.css` per brand
 * (what a brand's site imports) and `packages/ui/fonts.css` with every brand's (Storybook, which shows both):
 *   npx tsx packages/ui/scripts/fonts-css.ts
 * Each web font gets its latin and latin-ext faces (unicode ranges as its package declares them, so a page
 * downloads only the subsets it uses), and each system face standing in for it a regular and a bold fallback face
 * whose `size-adjust` and ascent/descent/line-gap overrides come from the fonts' metrics (`@capsizecss`), so the
 * fallback takes the same room as the brand face and the swap does not move the page. After them comes the face's
 * core file (`fonts/files/`, written by `scripts/fonts-core.ts`), declared last so the browser tries it first for
 * the characters it has (the small file pages preload). A unit test
 * (`src/theme/fonts.test.ts`) fails when the committed file differs from what this writes.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createFontStack, type FontMetrics } from '@capsizecss/core';
import {
  brandFonts,
  CORE_UNICODE_RANGE,
  coreFontFileName,
  fontFileName,
  fontSubsets,
  LOCAL_FACE_NAMES,
  type BrandFace,
  type LocalFace,
} from '../src/theme/fonts';

const require = createRequire(import.meta.url);
const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Every stylesheet this writes: path under packages/ui → the brands it declares. */
export const fontStylesheets: Record<string, (keyof typeof brandFonts)[]> = {
  'fonts.css': Object.keys(brandFonts) as (keyof typeof brandFonts)[],
  ...Object.fromEntries(
    (Object.keys(brandFonts) as (keyof typeof brandFonts)[]).map((brand) => [`fonts/${brand}.css`, [brand]]),
  ),
};

async function metricsOf(name: string): Promise<FontMetrics> {
  const module = (await import(`@capsizecss/metrics/${name}`)) as { default: FontMetrics };
  return module.default;
}

/** The unicode-range the package declares for one subset's file. */
function unicodeRange(face: BrandFace, file: string): string {
  const css = readFileSync(require.resolve(`${face.pkg}/wght.css`), 'utf8');
  const block = css.slice(css.indexOf(`/* ${file.replace(/\.woff2$/, '')} */`));
  const range = /unicode-range:\s*([^;]+);/.exec(block)?.[1];
  if (!range) throw new Error(`${face.pkg}/wght.css declares no unicode-range for ${file}`);
  return range.trim();
}

/** An `@font-face` of a brand face's variable file (the whole weight axis) at `src` for the characters in `range`. */
function variableFace(face: BrandFace, label: string, src: string, range: string): string {
  return [
    `/* ${face.family}, ${label} */`,
    '@font-face {',
    `  font-family: '${face.family}';`,
    '  font-style: normal;',
    '  font-display: swap;',
    '  font-weight: 100 900;',
    `  src: url('${src}') format('woff2');`,
    `  unicode-range: ${range};`,
    '}',
  ].join('\n');
}

/** The core face of a brand face, its URL relative to the stylesheet at `path` (under packages/ui). */
function coreFontFace(face: BrandFace, path: string): string {
  const url = posix.relative(posix.dirname(path), `fonts/files/${coreFontFileName(face)}`);
  return variableFace(face, 'core (tried first for the characters it has)', `./${url}`, CORE_UNICODE_RANGE);
}

function webFontFaces(face: BrandFace): string[] {
  return fontSubsets.map((subset) => {
    const file = fontFileName(face, subset);
    return variableFace(face, subset, `${face.pkg}/files/${file}`, unicodeRange(face, file));
  });
}

async function fallbackFaces(face: BrandFace, local: LocalFace): Promise<string[]> {
  const { fontFaces } = createFontStack([await metricsOf(face.metrics), await metricsOf(local.metrics)], {
    fontFaceFormat: 'styleObject',
  });
  const overrides = fontFaces[0]?.['@font-face'];
  if (!overrides) throw new Error(`capsize gave no fallback face for ${face.family}`);
  const family = local.suffix ? `${face.fallback} ${local.suffix}` : face.fallback;
  const { regular, bold } = LOCAL_FACE_NAMES[local.metrics];
  const weights = [
    { range: '100 549', names: regular },
    { range: '550 900', names: bold },
  ];
  return weights.map(({ range, names }) =>
    [
      `/* ${family}: ${names[0]} sized to ${face.family} */`,
      '@font-face {',
      `  font-family: '${family}';`,
      '  font-style: normal;',
      `  font-weight: ${range};`,
      `  src: ${names.map((name) => `local('${name}')`).join(', ')};`,
      `  size-adjust: ${overrides.sizeAdjust};`,
      `  ascent-override: ${overrides.ascentOverride};`,
      `  descent-override: ${overrides.descentOverride};`,
      `  line-gap-override: ${overrides.lineGapOverride ?? '0%'};`,
      '}',
    ].join('\n'),
  );
}

/** One stylesheet, at `path` under packages/ui: the faces of the given brands. */
export async function fontsCss(brands: readonly (keyof typeof brandFonts)[], path: string): Promise<string> {
  const parts = [
    '/* Generated by packages/ui/scripts/fonts-css.ts from src/theme/fonts.ts: do not edit by hand. */',
  ];
  for (const brand of brands) {
    for (const face of [brandFonts[brand].heading, brandFonts[brand].body]) {
      parts.push(...webFontFaces(face), coreFontFace(face, path));
      for (const local of face.locals) parts.push(...(await fallbackFaces(face, local)));
    }
  }
  return `${parts.join('\n\n')}\n`;
}

/** Reads a committed stylesheet (for the test that it is up to date). */
export function readFontStylesheet(path: string): string {
  return readFileSync(join(packageDir, path), 'utf8');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  mkdirSync(join(packageDir, 'fonts'), { recursive: true });
  for (const [path, brands] of Object.entries(fontStylesheets)) {
    writeFileSync(join(packageDir, path), await fontsCss(brands, path));
    console.log(`wrote packages/ui/${path}`);
  }
}
