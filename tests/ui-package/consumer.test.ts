import { execFileSync } from 'node:child_process';
import {
  copyFileSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from './bundle';
import { env, nodeBin, npm, npmInstall, packLibrary, repoVersion, type PackResult } from './tarballs';

// "The package works for someone who is not us": the two packages are packed as they would be published,
// installed from the tarballs into a scratch app outside the workspace (its own node_modules, the npm registry
// for everything else), type-checked against the published declarations and rendered there under Node.

describe('@larder/ui installed from its tarball into a scratch app', () => {
  let scratch: string;
  let app: string;
  let ui: PackResult;
  let domain: PackResult;

  beforeAll(() => {
    scratch = mkdtempSync(join(tmpdir(), 'larder-consumer-'));
    const tarballs = join(scratch, 'tarballs');
    app = join(scratch, 'app');
    mkdirSync(tarballs);
    mkdirSync(app);
    ({ domain, ui } = packLibrary(tarballs));

    const domainSpec = `file:${join(tarballs, domain.filename)}`;
    const manifest = {
      name: 'larder-scratch-consumer',
      version: '1.0.0',
      private: true,
      type: 'module',
      dependencies: {
        '@larder/domain': domainSpec,
        '@larder/ui': `file:${join(tarballs, ui.filename)}`,
        react: repoVersion('react'),
        'react-dom': repoVersion('react-dom'),
        'styled-components': repoVersion('styled-components'),
      },
      devDependencies: {
        typescript: repoVersion('typescript'),
        '@types/react': repoVersion('@types/react'),
        '@types/react-dom': repoVersion('@types/react-dom'),
        '@types/node': repoVersion('@types/node'),
      },
      // @larder/ui asks for @larder/domain ^0.1.0, which is not on the registry: take it from its tarball.
      overrides: { '@larder/domain': domainSpec },
    };
    writeFileSync(join(app, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    writeFileSync(
      join(app, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          target: 'ES2022',
          module: 'NodeNext',
          moduleResolution: 'NodeNext',
          strict: true,
          noEmit: true,
          allowImportingTsExtensions: true,
          skipLibCheck: true,
          types: ['node'],
        },
        files: ['render.ts'],
      }),
    );
    copyFileSync(fileURLToPath(new URL('./consumer/render.ts', import.meta.url)), join(app, 'render.ts'));
    npmInstall(app);
  });

  afterAll(() => {
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  });

  it('packs only the built files, the stylesheets, the manifest, its README, LICENSE and CHANGELOG', () => {
    const paths = ui.files.map((file) => file.path);
    const documents = ['package.json', 'README.md', 'LICENSE', 'CHANGELOG.md', 'fonts.css', 'captcha.css'];
    expect(paths).toEqual(
      expect.arrayContaining([...documents, 'dist/index.js', 'dist/index.d.ts', 'fonts/steakhouse.css']),
    );
    expect(
      paths.filter(
        (path) => !documents.includes(path) && !path.startsWith('dist/') && !path.startsWith('fonts/'),
      ),
    ).toEqual([]);
    expect(paths.some((path) => /\.(test|stories)\./.test(path))).toBe(false);
  });

  it('installs real copies in the app, outside the workspace, with one React and one styled-components', () => {
    const installed = join(app, 'node_modules/@larder/ui');
    expect(lstatSync(installed).isSymbolicLink()).toBe(false);
    expect(realpathSync(installed).startsWith(repoRoot)).toBe(false);
    const tree = JSON.parse(npm(['ls', '--json', '--all', 'react', 'styled-components'], app)) as object;
    const versions = (name: string) =>
      new Set(
        [...JSON.stringify(tree).matchAll(new RegExp(`"${name}":\\{"version":"([^"]+)"`, 'g'))].map(
          (m) => m[1],
        ),
      );
    expect([...versions('react')]).toEqual([repoVersion('react')]);
    expect([...versions('styled-components')]).toEqual([repoVersion('styled-components')]);
  });

  it('type-checks a consumer module against the published declarations', () => {
    // Throws with the compiler's messages when the declarations do not resolve or do not fit.
    expect(() =>
      execFileSync(nodeBin, [join(app, 'node_modules/typescript/bin/tsc'), '-p', app], {
        cwd: app,
        env,
        stdio: 'pipe',
      }),
    ).not.toThrow();
  });

  it('server-renders a product tile and the contact form under the Marlow’s Steakhouse theme', () => {
    const out = execFileSync(nodeBin, [join(app, 'render.ts')], { cwd: app, env, encoding: 'utf8' });
    const { html, styles, resolved } = JSON.parse(out) as { html: string; styles: string; resolved: string };

    expect(fileURLToPath(resolved)).toBe(join(realpathSync(app), 'node_modules/@larder/ui/dist/index.js'));

    // The tile: name as the link to the product page, code, size, claim icon, 'New' badge.
    expect(html).toMatch(
      /<h2[^>]*><a[^>]*href="\/products\/ks2210c-cracked-pepper-steak-sauce"[^>]*>Cracked Pepper Steak Sauce<\/a><\/h2>/,
    );
    expect(html).toContain('>KS2210C<');
    expect(html).toContain('>cup (2 oz)<');
    expect(html).toContain('No Added MSG');
    expect(html).toMatch(/data-part="badge"[^>]*>New</);
    expect(html).toContain('/img/fit-in/240x240/products/ks2210c-thumb.png');

    // The form: its labels, the required marker note and the submit button.
    for (const label of ['Name', 'Company', 'Email', 'Phone (optional)', 'City', 'State', 'Message']) {
      expect(html).toMatch(new RegExp(`<label[^>]*>${label.replace(/[()]/g, '\\$&')}`));
    }
    expect(html).toContain('Fields marked * are required.');
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>.*Submit/);

    // The sister brand's tokens reach the page as custom properties; the default brand's do not.
    expect(styles).toMatch(/:root\{[^}]*--ui-color-accent:#7a1c2a;/);
    expect(styles).toContain('--ui-color-badge:#7a5a12');
    expect(styles).toMatch(/--ui-font-heading:'Playfair Display Variable'/);
    expect(styles).not.toContain('#1f5a3a');
    // Component styles are collected by the app's own styled-components (one instance, as a peer dependency).
    expect(styles).toContain(`data-styled-version="${repoVersion('styled-components')}"`);
    expect(styles).toContain('var(--ui-color-accent)');
  });
});
