import { expect, test } from '@playwright/test';
import { axeBuilder } from './axe';
import { waitForHydration } from './helpers';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

// States the every-route scan (all-routes.spec.ts) does not reach: search results with and without hits, a recipe
// with sub-recipes. Each runs in both projects: desktop (1280 px) and mobile (390 px).
const PAGES = ['/search-result?term=ranch', '/search-result?term=qqxqzzv', '/recipes/korean-bbq-burger'];

test.describe('accessibility of the content pages (axe)', () => {
  for (const path of PAGES) {
    test(`${path} has no violations`, { tag: '@layout' }, async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      const results = await axeBuilder(page).withTags(TAGS).analyze();
      expect(results.violations).toEqual([]);
    });
  }

  test('/recipes with a filter panel open has no violations', { tag: '@layout' }, async ({ page }) => {
    await page.goto('/recipes');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Flavor', exact: true }).click();
    const results = await axeBuilder(page).withTags(TAGS).analyze();
    expect(results.violations).toEqual([]);
  });

  test('the plus-one pop-up has no violations', { tag: '@layout' }, async ({ page }) => {
    await page.goto('/plus-one');
    await waitForHydration(page);
    await page.getByRole('list', { name: 'Plus-one ideas' }).getByRole('button').first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    const results = await axeBuilder(page).withTags(TAGS).analyze();
    expect(results.violations).toEqual([]);
  });
});
