import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../../..');
const spec = path.join(root, 'openapi.yaml');
const committed = path.join(here, 'schema.d.ts');
const cli = path.join(root, 'node_modules/openapi-typescript/bin/cli.js');

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'larder-client-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Runs the same command as `npm run generate`, into a temp file, and returns the output. */
async function generate(specPath: string): Promise<string> {
  const out = path.join(dir, `${path.basename(specPath)}.d.ts`);
  await run(process.execPath, [cli, specPath, '-o', out], { cwd: here });
  return readFile(out, 'utf8');
}

describe('generated types', () => {
  it('src/schema.d.ts is what openapi-typescript makes of openapi.yaml (else: stale generated types, run npm run generate)', async () => {
    const fresh = await generate(spec);
    const current = await readFile(committed, 'utf8');
    expect(current, 'stale generated types: run `npm run generate` in packages/client').toBe(fresh);
  });

  it('a change to the contract changes the generated types', async () => {
    const changed = path.join(dir, 'changed.yaml');
    const text = await readFile(spec, 'utf8');
    expect(text).toContain('        hasNext:\n          type: boolean\n');
    await writeFile(
      changed,
      text.replace(
        '        hasNext:\n          type: boolean\n',
        '        hasNext:\n          type: string\n',
      ),
    );
    const fresh = await generate(changed);
    expect(fresh).not.toBe(await readFile(committed, 'utf8'));
    expect(fresh).toMatch(/hasNext: string;/);
  });
});
