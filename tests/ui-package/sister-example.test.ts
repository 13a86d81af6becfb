import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, lstatSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumLaunch } from '../../scripts/chromium.mjs';
import { repoRoot } from './bundle';
import { env, nodeBin, npm, npmInstall, packLibrary } from './tarballs';

// apps/sister-example as a sister brand's engineer would use it: copied out of the repository, given the packed
// tarballs of @larder/domain and @larder/ui, installed, type-checked and built with its own scripts, started, and
// driven in real Chromium: its createTheme colours, hydration, axe and a clean console.

const source = join(repoRoot, 'apps/sister-example');
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/** The brand's choices in apps/sister-example/src/theme.ts, as the browser computes them. */
const ACCENT = 'rgb(11, 79, 108)'; // #0b4f6c
const ACCENT_CONTRAST = 'rgb(255, 255, 255)';

describe('apps/sister-example built from the packed tarballs', () => {
  let scratch: string;
  let app: string;
  let server: ChildProcess | undefined;
  let serverLog = '';
  let origin: string;
  let browser: Browser;

  beforeAll(async () => {
    scratch = mkdtempSync(join(tmpdir(), 'larder-sister-'));
    app = join(scratch, 'harbor-kitchen');
    // The app as committed: no node_modules, build or tarballs of a local run.
    cpSync(source, app, {
      recursive: true,
      filter: (path) =>
        !/^(node_modules|dist|tarballs)(\/|$)/.test(relative(source, path).split(sep).join('/')),
    });
    const { domain, ui } = packLibrary(join(app, 'tarballs'));
    // The manifest names the tarballs of the current version; point it at the files npm pack just wrote.
    const manifestPath = join(app, 'package.json');
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as {
      dependencies: Record<string, string>;
    };
    manifest.dependencies['@larder/domain'] = `file:tarballs/${domain.filename}`;
    manifest.dependencies['@larder/ui'] = `file:tarballs/${ui.filename}`;
    writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
    npmInstall(app);
    npm(['run', 'build'], app);

    server = spawn(nodeBin, ['dist/server.js'], { cwd: app, env: { ...env, PORT: '0' } });
    origin = await new Promise<string>((resolve, reject) => {
      server?.stdout?.on('data', (chunk: Buffer) => {
        serverLog += chunk.toString();
        const url = /on (http:\/\/localhost:\d+)/.exec(serverLog)?.[1];
        if (url) resolve(url);
      });
      server?.stderr?.on('data', (chunk: Buffer) => (serverLog += chunk.toString()));
      server?.on('exit', (code) => reject(new Error(`the server exited (${code}): ${serverLog}`)));
    });
    browser = await chromium.launch(chromiumLaunch);
  });

  afterAll(async () => {
    await browser?.close();
    server?.kill();
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  });

  /** A page that records console errors and uncaught exceptions, opened at `path` and hydrated. */
  async function open(path: string): Promise<{ page: Page; errors: string[] }> {
    // A context of its own per page (axe-core's Playwright runner needs one it can open frames in).
    const page = await (await browser.newContext()).newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    const response = await page.goto(`${origin}${path}`);
    expect(response?.status()).toBe(200);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    return { page, errors };
  }

  async function axeViolations(page: Page): Promise<string[]> {
    const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
    return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  }

  it('installs @larder/ui and @larder/domain from the tarballs, outside the repository, and type-checks', () => {
    for (const name of ['@larder/ui', '@larder/domain']) {
      const installed = join(app, 'node_modules', name);
      expect(lstatSync(installed).isSymbolicLink()).toBe(false);
      expect(readFileSync(join(installed, 'package.json'), 'utf8')).toContain('"version": "0.1.0"');
    }
    expect(() => npm(['run', 'typecheck'], app)).not.toThrow();
  });

  it('renders the product list on the server, filtered by the URL without JavaScript', async () => {
    const all = await (await fetch(`${origin}/`)).text();
    expect(all).toContain('<title>Sauces | Marlow&#39;s Harbor Kitchen</title>');
    expect(all).toContain('Showing 5 of 5 sauces');
    for (const name of ['Lemon Dill Tartar Sauce', 'Harbor Cocktail Sauce', 'Malt Vinegar Aioli']) {
      expect(all).toContain(`>${name}</a>`);
    }
    // The theme's tokens are in the server's styles: the page is branded before any script runs.
    expect(all).toMatch(/--ui-color-accent:#0b4f6c;/);
    expect(all).toMatch(/--ui-font-heading:Georgia/);

    const gallons = await (await fetch(`${origin}/?package=gallon`)).text();
    expect(gallons).toContain('>Malt Vinegar Aioli</a>');
    expect(gallons).not.toContain('>Lemon Dill Tartar Sauce</a>');

    expect(await (await fetch(`${origin}/?package=crate`)).text()).toContain('Sorry, no results were found');

    expect((await fetch(`${origin}/no-such-page`)).status).toBe(404);
  });

  it('shows the list in the sister theme, filters it in place once hydrated, and passes axe', async () => {
    const { page, errors } = await open('/');
    const heading = page.getByRole('heading', { level: 1 });
    expect(await heading.textContent()).toBe('Sauces for the seafood kitchen');
    expect(await heading.evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/^Georgia/);
    const nav = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact us' });
    expect(await nav.evaluate((el) => getComputedStyle(el).color)).toBe(ACCENT);
    expect(await page.getByRole('article').count()).toBe(5);
    expect(await axeViolations(page)).toEqual([]);

    // A client-side change: no navigation (the marker set on this document survives), the list and the URL follow.
    await page.evaluate(() => ((window as { marker?: string }).marker = 'same document'));
    await page.getByRole('combobox', { name: 'Packaging' }).selectOption('pouch');
    await page.getByText('Showing 1 of 1 sauce', { exact: true }).waitFor();
    expect(await page.getByRole('article').count()).toBe(1);
    expect(await page.getByRole('article').getByRole('link').textContent()).toBe('Smoked Paprika Remoulade');
    expect(page.url()).toBe(`${origin}/?package=pouch`);
    expect(await page.evaluate(() => (window as { marker?: string }).marker)).toBe('same document');

    await page.getByRole('link', { name: 'Smoked Paprika Remoulade' }).click();
    await page.waitForURL(`${origin}/products/hk2210p-smoked-paprika-remoulade`);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Smoked Paprika Remoulade');
    expect(await page.getByRole('definition').allTextContents()).toEqual(['HK2210P', 'Pouch']);
    expect(await axeViolations(page)).toEqual([]);

    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('validates the contact form in the browser with the brand’s button, then sends it with a solved captcha', async () => {
    const { page, errors } = await open('/contact');
    const form = page.getByRole('form', { name: 'Contact form' });
    const submit = form.getByRole('button', { name: 'Submit' });
    const button = await submit.evaluate((el) => {
      const style = getComputedStyle(el);
      return { background: style.backgroundColor, color: style.color };
    });
    expect(button).toEqual({ background: ACCENT, color: ACCENT_CONTRAST });
    expect(await axeViolations(page)).toEqual([]);

    // Submit with empty fields: the form's own validation (hydrated React) answers, nothing is posted.
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(request.url());
    });
    await submit.click();
    const name = form.getByRole('textbox', { name: 'Name' });
    await expect.poll(() => name.getAttribute('aria-invalid')).toBe('true');
    for (const label of ['Name', 'Company', 'Email', 'City', 'Message']) {
      const field = form.getByRole('textbox', { name: label });
      const describedBy = (await field.getAttribute('aria-describedby')) ?? '';
      const description = await page.evaluate(
        (ids) => ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' '),
        describedBy.split(' ').filter(Boolean),
      );
      expect(description, label).toContain('This field is required');
    }
    expect(posts).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);

    // Filled in, with the real ALTCHA proof of work solved against the app's own challenge endpoint.
    await name.fill('Avery Cook');
    await form.getByRole('textbox', { name: 'Company' }).fill('Pier 9 Chowder House');
    await form.getByRole('textbox', { name: 'Email' }).fill('avery@pier9.example');
    await form.getByRole('textbox', { name: 'City' }).fill('Gloucester');
    // The library's Select: on this desktop pointer, after hydration, the styled list (click it, click the option).
    await form.getByRole('combobox', { name: 'State' }).click();
    await page.getByRole('listbox', { name: 'State' }).getByRole('option', { name: 'Massachusetts' }).click();
    await form.getByRole('textbox', { name: 'Message' }).fill('Do you pack the tartar sauce in 1.5 oz cups?');
    const widget = page.locator('altcha-widget[data-listening]');
    // The label ticks the widget's checkbox (its check-mark drawing lies over the box itself).
    await widget.getByText("I'm not a robot").click();
    await widget.locator('[data-state="verified"]').waitFor({ state: 'attached' });
    const posted = page.waitForResponse(
      (r) => r.url() === `${origin}/api/contact` && r.request().method() === 'POST',
    );
    await submit.click();
    expect((await posted).status()).toBe(204);
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Email was sent successfully!').waitFor();
    await expect.poll(() => serverLog).toContain('[contact] message from avery@pier9.example');
    expect(await axeViolations(page)).toEqual([]);

    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('refuses a message whose captcha was not solved, with the field error the form shows', async () => {
    const response = await fetch(`${origin}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        fname: 'Avery Cook',
        company: 'Pier 9 Chowder House',
        email: 'avery@pier9.example',
        city: 'Gloucester',
        state: 'MA',
        message: 'Hello',
        captcha: Buffer.from(JSON.stringify({ algorithm: 'SHA-256', number: 1 })).toString('base64'),
      }),
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      errors: [{ param: 'captcha', msg: 'Please solve the captcha.' }],
    });
  });
});
