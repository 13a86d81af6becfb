import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { axeBuilder } from './axe';
import { decodeEntities, productsPage, waitForHydration } from './helpers';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

interface SeoRow {
  path: string;
  title: string;
  description: string;
}

/** Every route of spec §2.1 that takes no parameter: the SEO table holds one row each (plus the 404 page's). */
const SEO_ROWS = (
  JSON.parse(readFileSync(join(import.meta.dirname, '../../../api/content/seo.json'), 'utf8')) as SeoRow[]
).filter((row) => row.path !== '/404');

/** Routes whose screen has no site header by design (spec §2.2). */
const WITHOUT_HEADER = ['/coronavirus', '/pizzaexpo'];

test.describe('every route: server HTML', () => {
  for (const row of SEO_ROWS) {
    test(`${row.path} answers 200 with one h1 and its SEO head, without JavaScript`, async ({ request }) => {
      const response = await request.get(row.path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html.match(/<h1\b/g) ?? []).toHaveLength(1);
      const title = decodeEntities(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
      expect(title).toBe(row.title);
      expect(html).toMatch(/<link rel="canonical" href="[^"]+"/);
      expect(html).toMatch(/<meta property="og:title" content="[^"]+"/);
      // Primary content is in the server HTML: the main landmark holds text, not just a loading state.
      const main = /<main\b[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? '';
      const text = main
        .replace(/<script[\s\S]*?<\/script>/g, '')
        .replace(/<[^>]+>/g, ' ')
        .replace(/\s+/g, ' ');
      expect(text.length).toBeGreaterThan(80);
    });
  }
});

test.describe('every route: accessibility (axe) at this width', () => {
  test.describe.configure({ timeout: 90_000 });
  for (const row of SEO_ROWS) {
    test(`${row.path} has no axe violations`, { tag: '@layout' }, async ({ page }) => {
      await page.goto(row.path);
      await waitForHydration(page);
      if (!WITHOUT_HEADER.includes(row.path)) await expect(page.getByRole('banner')).toBeVisible();
      const results = await axeBuilder(page).withTags(TAGS).analyze();
      expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
    });
  }

  test(
    'a product page and a recipe page have no axe violations',
    { tag: '@layout' },
    async ({ page, request }) => {
      const { products } = await productsPage(request, { limit: '1' });
      for (const path of [`/products/${products[0]!.slug}`, '/recipes/green-goddess-potato-salad']) {
        await page.goto(path);
        await waitForHydration(page);
        const results = await axeBuilder(page).withTags(TAGS).analyze();
        expect(results.violations.map((violation) => `${path} ${violation.id}: ${violation.help}`)).toEqual(
          [],
        );
      }
    },
  );
});
