import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import { catalogueImages } from './catalogue-images.mjs';

const dirname = path.dirname(fileURLToPath(import.meta.url));

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../packages/ui/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  core: { disableTelemetry: true },
  // Resizer URLs (`/img/fit-in/…`) answer with the catalogue's own artwork, in the dev server and the story tests.
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    plugins: [
      ...(viteConfig.plugins ?? []),
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
