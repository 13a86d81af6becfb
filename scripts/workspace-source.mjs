// Resolving the workspace packages from their TypeScript source (types: workspace-source.d.mts).
import { defaultClientConditions, defaultServerConditions } from 'vite';

/**
 * The export condition under which every workspace package (`@larder/domain`, `@larder/client`, `@larder/ui`,
 * `@larder/api`) points at its TypeScript source instead of its `dist` build (see their package.json `exports`).
 * TypeScript resolves it too (`customConditions` in tsconfig.json), and apps/site/dev.mjs adds it for Node.
 */
export const SOURCE_CONDITION = '@larder/source';

/** The API client's source files (workspaceSource reloads the page when one changes). */
const CLIENT_SOURCE = /\/packages\/client\/src\//;

/**
 * A Vite plugin that resolves the workspace packages from source, in the browser and in server rendering: no
 * build is needed first, and an edit in a package is picked up by HMR like an edit in the app. Used by the site's
 * development server, Storybook and the Vitest projects; production builds keep reading `dist`, except the site's
 * two Vite builds (browser bundle and SSR entry), whose config adds the condition itself (apps/site/vite.config.ts).
 * @returns {import('vite').Plugin}
 */
export function workspaceSource() {
  return {
    name: 'larder-workspace-source',
    config: () => ({
      resolve: { conditions: [SOURCE_CONDITION, ...defaultClientConditions] },
      ssr: { resolve: { conditions: [SOURCE_CONDITION, ...defaultServerConditions] } },
    }),
    // An edit in `@larder/client` (its fetchers and keys decide what data a page holds) reloads the page: React's Fast
    // Refresh would re-render with the new fetchers but keep the data SWR already has, so the edit would not show.
    hotUpdate(options) {
      if (this.environment.name !== 'client' || !CLIENT_SOURCE.test(options.file)) return;
      this.environment.hot.send({ type: 'full-reload' });
      return [];
    },
    // Every other environment too (Vitest runs global setup files in one of its own).
    configEnvironment: (name, config) => ({
      resolve: {
        conditions: [
          SOURCE_CONDITION,
          ...(config.resolve?.conditions ??
            (name === 'client' ? defaultClientConditions : defaultServerConditions)),
        ].filter((condition, index, all) => all.indexOf(condition) === index),
      },
    }),
  };
}
