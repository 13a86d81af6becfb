/**
 * Writes the core file of every brand face (`src/theme/fonts.ts`, `CORE_UNICODE_RANGE`): the glyphs of the
 * characters nearly every page sets, cut from the face's latin file in its `@fontsource-variable` package with the
 * whole weight axis kept, into `packages/ui/fonts/files/{stem}-core-wght-normal.woff2`:
 *   npx tsx packages/ui/scripts/fonts-core.ts
 * Run it after changing the range or a font package; `scripts/fonts-css.ts` declares the files.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';
import { brandFonts, coreCharacters, coreFontFileName, fontFileName } from '../src/theme/fonts';

const require = createRequire(import.meta.url);
const filesDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'fonts', 'files');

mkdirSync(filesDir, { recursive: true });
for (const pairing of Object.values(brandFonts)) {
  for (const face of [pairing.heading, pairing.body]) {
    const latin = readFileSync(require.resolve(`${face.pkg}/files/${fontFileName(face)}`));
    const core = await subsetFont(latin, coreCharacters(), { targetFormat: 'woff2' });
    writeFileSync(join(filesDir, coreFontFileName(face)), core);
    console.log(
      `wrote packages/ui/fonts/files/${coreFontFileName(face)} (${core.length} bytes, latin ${latin.length})`,
    );
  }
}
