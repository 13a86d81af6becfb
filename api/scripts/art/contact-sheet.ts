/**
 * A contact sheet of the artwork, rasterised by sharp (librsvg) as the site's image resizer does:
 *   npx tsx scripts/art/contact-sheet.ts OUT.png WIDTHxHEIGHT COLUMNS REGEX [LIMIT] [EVERY]
 * picks the files under content/images whose path matches REGEX (every EVERY-th, up to LIMIT), fits each into a
 * WIDTH×HEIGHT cell and writes one PNG. For looking at the set, not used by the site or the tests.
 */
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'content', 'images');
const [out, size = '240x180', colsArg = '6', pattern = '.', limitArg = '60', everyArg = '1'] =
  process.argv.slice(2);
if (!out) throw new Error('usage: contact-sheet.ts OUT.png WIDTHxHEIGHT COLUMNS REGEX [LIMIT] [EVERY]');
const [w = 240, h = 180] = size.split('x').map(Number);
const cols = Number(colsArg);
const re = new RegExp(pattern);
const every = Number(everyArg);
const files = readdirSync(root, { recursive: true })
  .map(String)
  .filter((file) => file.endsWith('.svg') && re.test(file))
  .sort()
  .filter((_, i) => i % every === 0)
  .slice(0, Number(limitArg));
const gap = 8;
const rows = Math.ceil(files.length / cols);
const tiles = await Promise.all(
  files.map(async (file, i) => {
    const source = join(root, file);
    const meta = await sharp(source).metadata();
    const density = Math.min(2400, 72 * Math.max(w / (meta.width || w), h / (meta.height || h)));
    const input = await sharp(source, { density })
      .resize({ width: w, height: h, fit: 'contain', background: '#ffffff' })
      .png()
      .toBuffer();
    return { input, left: gap + (i % cols) * (w + gap), top: gap + Math.floor(i / cols) * (h + gap) };
  }),
);
await sharp({
  create: {
    width: gap + cols * (w + gap),
    height: gap + rows * (h + gap),
    channels: 3,
    background: '#8a8a8a',
  },
})
  .composite(tiles)
  .png()
  .toFile(out);
console.log(`${files.length} files → ${out}`);
