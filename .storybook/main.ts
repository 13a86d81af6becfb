import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import { workspaceSource } from '../scripts/workspace-source.mjs';
import { catalogueImages } from './catalogue-images.mjs';

const dirname = path.dirname(fileURLToPath(import.meta.url));

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../packages/ui/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  core: { disableTelemetry: true },
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    plugins: [
      ...(viteConfig.plugins ?? []),
      // @larder/domain (and any other workspace the stories reach) from its source: Storybook works on a fresh
      // clone with nothing built, and an edit in the domain shows in the open story.
      workspaceSource(),
      // Resizer URLs (`/img/fit-in/…`) answer with the catalogue's own artwork, in the dev server and the story
      // tests.
      {
        name: 'larder-catalogue-images',
        configureServer(server) {
          server.middlewares.use(catalogueImages);
        },
      },
    ],
  }),
  // Prop tables come from the components' TypeScript types and their JSDoc lines. The root tsconfig lists no
  // files (each workspace has its own), so point the docgen at the library's.
  typescript: {
    reactDocgen: 'react-docgen-typescript',
    reactDocgenTypescriptOptions: {
      tsconfigPath: path.resolve(dirname, '../packages/ui/tsconfig.json'),
      shouldExtractLiteralValuesFromEnum: true,
      propFilter: (prop) => !prop.parent || !/node_modules/.test(prop.parent.fileName),
    },
  },
};

export default config;
