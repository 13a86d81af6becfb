import { readFileSync } from 'node:fs';

/** One chunk of Vite's build manifest (`dist/client/.vite/manifest.json`). */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  /** Files the chunk's code or stylesheets reference (fonts, images), hashed. */
  assets?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export const CLIENT_ENTRY = 'src/entry-client.tsx';

export interface PageAssets {
  scripts: string[];
  modulePreloads: string[];
  stylesheets: string[];
  /** Font files to preload (`<link rel="preload" as="font">`), see `fontPreloads`. */
  fontPreloads?: string[];
}

/**
 * The brand's core font files among the client entry's assets: the entry imports its brand's typeface stylesheet
 * (`@larder/ui/fonts/{theme}.css`), whose core faces (ASCII and common punctuation, `CORE_UNICODE_RANGE` in
 * `@larder/ui`'s fonts.ts) every page uses at once; the latin and latin-ext files load only on a page that needs
 * one of their other characters, so they are not preloaded.
 */
export function fontPreloads(manifest: Manifest, base = '/'): string[] {
  const entry = manifest[CLIENT_ENTRY];
  return (entry?.assets ?? [])
    .filter((file) => /-core-wght-normal-[\w-]+\.woff2$/.test(file))
    .map((file) => base + file);
}

export function readManifest(path: string): Manifest {
  return JSON.parse(readFileSync(path, 'utf8')) as Manifest;
}

/**
 * The scripts and preloads of a page: the client entry, its static imports, and the matched page module with
 * its static imports, so the browser fetches the page chunk in parallel with the entry instead of after it.
 */
export function pageAssets(manifest: Manifest, pageModule: string | undefined, base = '/'): PageAssets {
  const entry = manifest[CLIENT_ENTRY];
  if (!entry) throw new Error(`The Vite manifest has no entry for ${CLIENT_ENTRY}; run the client build`);
  const preloads = new Set<string>();
  const css = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    preloads.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(CLIENT_ENTRY);
  if (pageModule) visit(pageModule);
  preloads.delete(entry.file);
  return {
    scripts: [base + entry.file],
    modulePreloads: [...preloads].map((file) => base + file),
    stylesheets: [...css].map((file) => base + file),
    fontPreloads: fontPreloads(manifest, base),
  };
}
