import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startServer, type RunningServer } from '../start';

/**
 * The production site in this process for the tests that read its server HTML and headers: the built client and
 * SSR entry (`npm run build` first; `npm test` builds before it runs), the real API, and a fresh embedded database
 * created and seeded in a temporary DATA_DIR, as a new deployment would start.
 */

export const siteRoot = resolve(import.meta.dirname, '../../..');
export const repoRoot = resolve(siteRoot, '../..');

export interface BuiltSite extends RunningServer {
  base: string;
  stop(): Promise<void>;
}

export async function startBuiltSite(env: Record<string, string> = {}): Promise<BuiltSite> {
  for (const file of ['dist/server-entry/entry-server.js', 'dist/client/.vite/manifest.json']) {
    if (!existsSync(join(siteRoot, file))) {
      throw new Error(`${file} is missing: build the site first (npm run build)`);
    }
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'larder-built-site-'));
  const running = await startServer({
    siteRoot,
    env: { PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'warn', PUBLIC_URL: 'https://www.marlows.test', ...env },
  });
  const port = new URL(running.url).port;
  return {
    ...running,
    base: `http://127.0.0.1:${port}`,
    async stop() {
      await running.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Paths of every route of the site: each SEO row's page (spec §2.1) and one of each route with a parameter. */
export async function everyRoute(base: string): Promise<string[]> {
  const seo = JSON.parse(readFileSync(join(repoRoot, 'api/content/seo.json'), 'utf8')) as { path: string }[];
  const api = async <T>(path: string) => ((await (await fetch(`${base}${path}`)).json()) as { data: T }).data;
  const { products } = await api<{ products: { slug: string; packaging: string }[] }>(
    '/api/products?limit=1',
  );
  const { recipes } = await api<{ recipes: { slug: string }[] }>('/api/recipes?limit=1');
  const product = products[0]!;
  return [
    ...seo.map((row) => row.path).filter((path) => path !== '/404'),
    `/products/${product.slug}`,
    `/recipes/${recipes[0]!.slug}`,
    '/search-result?term=ranch',
    '/products?page=2',
    '/recipes?page=2',
    '/no-such-page',
  ];
}

/** The Java runtime the Nu HTML checker needs (`JAVA`, or `java` on PATH); npm test installs one on Debian. */
export function javaCommand(): string {
  const java = process.env.JAVA ?? 'java';
  const probe = spawnSync(java, ['-version'], { encoding: 'utf8' });
  if (probe.error !== undefined || probe.status !== 0) {
    throw new Error(
      'The Nu HTML checker needs Java: install default-jre-headless (npm test does so on Debian)',
    );
  }
  return java;
}
