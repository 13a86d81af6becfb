import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';

/**
 * WOFF (1.0) → plain sfnt (TTF/OTF) bytes. `@fontsource/*` ships only WOFF/WOFF2; pdfkit (fontkit) reads WOFF
 * but inflates a table again on every glyph read, which makes a page ~3× slower than from the same font as TTF.
 * Unwrapping once at start is a few lines: inflate each table and write the sfnt table directory.
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('Not a WOFF 1.0 font');
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables: { tag: number; checksum: number; data: Buffer }[] = [];
  for (let index = 0; index < numTables; index += 1) {
    const entry = 44 + index * 20;
    const offset = woff.readUInt32BE(entry + 4);
    const compressed = woff.readUInt32BE(entry + 8);
    const original = woff.readUInt32BE(entry + 12);
    const raw = woff.subarray(offset, offset + compressed);
    tables.push({
      tag: woff.readUInt32BE(entry),
      checksum: woff.readUInt32BE(entry + 16),
      data: compressed < original ? inflateSync(raw) : raw,
    });
  }
  const entrySelector = Math.floor(Math.log2(numTables));
  const searchRange = 2 ** entrySelector * 16;
  const header = Buffer.alloc(12 + numTables * 16);
  header.writeUInt32BE(flavor, 0);
  header.writeUInt16BE(numTables, 4);
  header.writeUInt16BE(searchRange, 6);
  header.writeUInt16BE(entrySelector, 8);
  header.writeUInt16BE(numTables * 16 - searchRange, 10);
  let offset = header.length;
  const bodies = tables.map((table, index) => {
    const entry = 12 + index * 16;
    header.writeUInt32BE(table.tag, entry);
    header.writeUInt32BE(table.checksum, entry + 4);
    header.writeUInt32BE(offset, entry + 8);
    header.writeUInt32BE(table.data.length, entry + 12);
    const padded = Buffer.alloc((table.data.length + 3) & ~3);
    table.data.copy(padded);
    offset += padded.length;
    return padded;
  });
  return Buffer.concat([header, ...bodies]);
}

const require = createRequire(import.meta.url);
let fonts: { regular: Buffer; bold: Buffer } | undefined;

/** Source Sans 3 (latin, 400 and 700) as TTF bytes, unwrapped once from `@fontsource/source-sans-3`. */
export function sourceSans(): { regular: Buffer; bold: Buffer } {
  fonts ??= {
    regular: woffToSfnt(
      readFileSync(require.resolve('@fontsource/source-sans-3/files/source-sans-3-latin-400-normal.woff')),
    ),
    bold: woffToSfnt(
      readFileSync(require.resolve('@fontsource/source-sans-3/files/source-sans-3-latin-700-normal.woff')),
    ),
  };
  return fonts;
}
