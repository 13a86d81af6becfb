import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The dependency rules between the workspaces (eslint.config.js, rule `larder/workspace-boundaries`), checked by
 * linting code as if it were a file at a given place in the repository with the repository's own configuration.
 */
const root = resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

/** The boundary messages ESLint reports for `code` placed at `file` (relative to the repository root). */
async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(root, file) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'larder/workspace-boundaries')
    .map((message) => message.message);
}

describe('workspace dependency rules (lint)', () => {
  it('when a library file imports the API client, then lint fails naming both packages', async () => {
    const errors = await boundaryErrors(
      'packages/ui/src/components/Probe/Probe.tsx',
      "import { useProducts } from '@larder/client';\nexport const probe = useProducts;\n",
    );
    expect(errors).toEqual([
      '@larder/ui must not import @larder/client: it may import @larder/domain (dependency rules in docs/architecture.md).',
    ]);
  });

  it('when a library file imports the domain, then lint passes', async () => {
    const errors = await boundaryErrors(
      'packages/ui/src/components/Probe/Probe.tsx',
      "import { MSG_LOADING } from '@larder/domain';\nexport const probe = MSG_LOADING;\n",
    );
    expect(errors).toEqual([]);
  });

  it('when the domain imports any other workspace, then lint fails', async () => {
    const errors = await boundaryErrors(
      'packages/domain/src/probe.ts',
      "export { Button } from '@larder/ui';\nexport const api = () => import('@larder/api');\n",
    );
    expect(errors).toHaveLength(2);
    expect(errors[0]).toContain(
      '@larder/domain must not import @larder/ui: it may import no other workspace',
    );
    expect(errors[1]).toContain('@larder/domain must not import @larder/api');
  });

  it('when the client imports domain types, then lint passes; a run-time import of the domain fails', async () => {
    const file = 'packages/client/src/probe.ts';
    expect(
      await boundaryErrors(
        file,
        "import type { Product } from '@larder/domain';\nexport type P = Product;\n",
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        file,
        "import { MSG_LOADING } from '@larder/domain';\nexport const probe = MSG_LOADING;\n",
      ),
    ).toEqual([
      '@larder/client may import only types from @larder/domain (`import type …`): a run-time import would bundle it in.',
    ]);
  });

  it('when the API imports the domain, or types of the client, then lint passes; the library fails', async () => {
    const file = 'api/src/probe.ts';
    const code = [
      "import { MSG_LOADING } from '@larder/domain';",
      "import type { Product } from '@larder/client';",
      "import { Button } from '@larder/ui';",
      'export const probe: [string, Product | null, unknown] = [MSG_LOADING, null, Button];',
      '',
    ].join('\n');
    expect(await boundaryErrors(file, code)).toEqual([
      '@larder/api must not import @larder/ui: it may import @larder/domain, types of @larder/client (dependency rules in docs/architecture.md).',
    ]);
  });

  it('when the site imports every package, then lint passes', async () => {
    const code = [
      "import { Button } from '@larder/ui';",
      "import { apiClient } from '@larder/client';",
      "import { MSG_LOADING } from '@larder/domain';",
      "import { createApp } from '@larder/api';",
      'export const probe = [Button, apiClient, MSG_LOADING, createApp];',
      '',
    ].join('\n');
    expect(await boundaryErrors('apps/site/src/features/probe/probe.ts', code)).toEqual([]);
  });

  it('when a file reaches into another workspace by a relative path or a src/ path, then lint fails', async () => {
    const errors = await boundaryErrors(
      'packages/client/src/probe.ts',
      [
        "import type { Product } from '../../domain/src/entities';",
        "import type { Recipe } from '@larder/domain/src/entities';",
        'export type P = [Product, Recipe];',
        '',
      ].join('\n'),
    );
    expect(errors).toEqual([
      'Import @larder/domain by its package name, not by a path into its folder (../../domain/src/entities).',
      'Import @larder/domain by its package name, not by a path into its folder (@larder/domain/src/entities).',
    ]);
  });

  it('when tooling outside the workspaces imports a package source by path, then lint passes', async () => {
    const errors = await boundaryErrors(
      '.storybook/probe.tsx',
      "import { themes } from '../packages/ui/src/theme';\nexport const probe = themes;\n",
    );
    expect(errors).toEqual([]);
  });
});
