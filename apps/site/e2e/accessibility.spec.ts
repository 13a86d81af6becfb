import { expect, test } from '@playwright/test';
import { axeBuilder } from './axe';
import { productWithSibling, waitForHydration } from './helpers';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

test.describe('accessibility (axe)', () => {
  test('a product page has no violations', { tag: '@layout' }, async ({ page, request }) => {
    const { product } = await productWithSibling(request);
    await page.goto(`/products/${product.slug}`);
    await waitForHydration(page);
    const results = await axeBuilder(page).withTags(TAGS).analyze();
    expect(results.violations).toEqual([]);
  });

  test('the 404 page has no violations', { tag: '@layout' }, async ({ page }) => {
    await page.goto('/no-such-page');
    await waitForHydration(page);
    const results = await axeBuilder(page).withTags(TAGS).analyze();
    expect(results.violations).toEqual([]);
  });
});
