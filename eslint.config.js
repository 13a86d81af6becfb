// One linter for the whole repository: typescript-eslint, React hooks and jsx-a11y.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import larder from './scripts/lint-rules/workspace-boundaries.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.data/**',
      'api/.test-server/**',
      'storybook-static/**',
      'packages/client/src/schema.d.ts',
      'test-results/**',
      'playwright-report/**',
      '**/*.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.recommended.rules,
    },
  },
  {
    // The published library runs under Node ESM too, where styled-components' default import is the CommonJS module.
    files: ['packages/ui/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportDeclaration[source.value='styled-components'] > ImportDefaultSpecifier",
          message:
            "Use import { styled } from 'styled-components': under Node ESM the default import is the CommonJS module object.",
        },
      ],
    },
  },
  {
    // The dependency rules between the workspaces (docs/architecture.md), by package name: which workspaces each
    // one may import. A new workspace must be added here before its files can import anything of the others.
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { larder },
    rules: {
      'larder/workspace-boundaries': [
        'error',
        {
          root: import.meta.dirname,
          rules: {
            '@larder/domain': { allow: [] },
            // The contract check (entities-contract.ts) compares the generated types with the domain's.
            '@larder/client': { allow: [], allowTypes: ['@larder/domain'] },
            '@larder/ui': { allow: ['@larder/domain'] },
            '@larder/api': { allow: ['@larder/domain'], allowTypes: ['@larder/client'] },
            '@larder/site': { allow: ['@larder/ui', '@larder/client', '@larder/domain', '@larder/api'] },
          },
        },
      ],
    },
  },
);
