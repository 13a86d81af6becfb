/** Vite's manifest key of the client entry. */
export declare const CLIENT_ENTRY: 'src/entry-client.tsx';

export interface MeasuredChunk {
  /** Key in Vite's manifest. */
  key: string;
  /** Path under dist/client. */
  file: string;
  raw: number;
  /** gzip level 9. */
  gzip: number;
}

export interface PageFirstLoad {
  /** The page's module (`src/features/…/x.tsx`), as in routes.ts. */
  module: string;
  /** The module without `.tsx`. */
  name: string;
  /** The entry's chunks, then the page's own. */
  chunks: MeasuredChunk[];
  gzip: number;
  raw: number;
  /** The page's own chunks only (not the entry's). */
  ownGzip: number;
}

export interface FirstLoad {
  /** dist/client of the site. */
  client: string;
  entry: { chunks: MeasuredChunk[]; gzip: number; raw: number };
  pages: PageFirstLoad[];
}

/** First-load JavaScript of every page, from the client build of the site at `siteRoot` (default apps/site). */
export declare function firstLoad(siteRoot?: string): FirstLoad;

export interface CompositionPart {
  /** An npm package, or `apps/site`, `packages/ui`… for the project's own code. */
  group: string;
  raw: number;
  /** The group's code gzipped on its own (level 9). */
  gzip: number;
}

/** What `chunks` (under `client`) are made of, by package, largest first (from their source maps). */
export declare function composition(client: string, chunks: readonly MeasuredChunk[]): CompositionPart[];
