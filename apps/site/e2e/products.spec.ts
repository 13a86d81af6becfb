import { expect, test, type Page } from '@playwright/test';
import {
  apiData,
  isMobile,
  productsPage,
  recordApiCalls,
  recordCspViolations,
  waitForHydration,
} from './helpers';

/** The product tiles (the list's own items, not the claim icons inside each tile). */
const tiles = (page: Page) => page.getByRole('list', { name: 'Products' }).locator(':scope > li');

test.describe('products list', () => {
  test('shows the title and the first 30 products in the server HTML', async ({ page, request }) => {
    const firstPage = await productsPage(request, { limit: '30' });
    const response = await page.goto('/products');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("We've got what you're looking for");
    await expect(tiles(page)).toHaveCount(30);
    await expect(tiles(page).first()).toContainText(firstPage.products[0]!.name);
  });

  test(
    "'Sort results by' orders the list by name from Z to A, mirrored in the query string, without opening the filters",
    { tag: '@layout' },
    async ({ page, request }) => {
      const descending = await productsPage(request, { sort: '-name', limit: '30' });
      await page.goto('/products');
      await waitForHydration(page);
      // Both layouts are in the HTML (CSS picks one at 1000 px); use the one on screen.
      const sort = page.getByRole('combobox', { name: 'Sort results by' }).locator('visible=true');
      await expect(sort).toHaveValue('name');
      await sort.selectOption({ label: 'Name, Z to A' });
      await expect(page).toHaveURL(/\/products\?sort=-name$/);
      await expect(tiles(page).first()).toContainText(descending.products[0]!.name);
      await expect(tiles(page)).toHaveCount(30);
      await expect(page.locator('input[type="checkbox"]:visible')).toHaveCount(0);
      // The server renders the chosen order too.
      await page.reload();
      await expect(tiles(page).nth(1)).toContainText(descending.products[1]!.name);
      await expect(
        page.getByRole('combobox', { name: 'Sort results by' }).locator('visible=true'),
      ).toHaveValue('-name');
    },
  );

  test(
    'filtering mirrors the filters in the query string and changes the results',
    { tag: '@layout' },
    async ({ page, request }, testInfo) => {
      const all = await productsPage(request);
      const lookups = await apiData<{ dataset: string; data: { id: string; name: string }[] }[]>(
        request,
        '/api/dxp-data?dataset=flavors',
      );
      const flavors = lookups[0]!.data;
      let chosen: { id: string; total: number; first: string } | undefined;
      for (const flavor of flavors) {
        const filtered = await productsPage(request, { flavor: flavor.id });
        if (filtered.paging.total > 0 && filtered.paging.total < all.paging.total) {
          chosen = { id: flavor.id, total: filtered.paging.total, first: filtered.products[0]!.name };
          break;
        }
      }
      expect(chosen, 'a flavor that narrows the list').toBeDefined();

      await page.goto('/products');
      await waitForHydration(page);
      await expect(page.getByRole('status').filter({ hasText: 'Showing' })).toContainText(
        `of ${all.paging.total}`,
      );

      await page.getByRole('button', { name: isMobile(testInfo) ? 'Filter results' : 'Flavor' }).click();
      // Both filter layouts are in the HTML (CSS picks one at 1000 px); use the one on screen.
      const option = page.locator(`input[name="flavor"][value="${chosen!.id}"]:visible`);
      await option.click();
      await expect(option).toBeChecked();

      await expect(page).toHaveURL(new RegExp(`/products\\?flavor=${chosen!.id}$`));
      await expect(page.getByRole('status').filter({ hasText: 'Showing' })).toContainText(
        `of ${chosen!.total}`,
      );
      await expect(tiles(page).first()).toContainText(chosen!.first);

      // The query string is the state: reloading it renders the same filtered list on the server.
      await page.reload();
      await expect(page.getByRole('status').filter({ hasText: 'Showing' })).toContainText(
        `of ${chosen!.total}`,
      );
    },
  );

  test('filters that match nothing show the empty text, and reset brings back the full list', async ({
    page,
    request,
  }) => {
    const lookups = await apiData<{ dataset: string; data: { id: string }[] }[]>(
      request,
      '/api/dxp-data?dataset=flavors,packagings',
    );
    const flavors = lookups.find((entry) => entry.dataset === 'flavors')!.data;
    const packagings = lookups.find((entry) => entry.dataset === 'packagings')!.data;
    // A flavor and a package that each have products, but none together.
    let empty: { flavor: string; package: string } | undefined;
    for (const flavor of flavors) {
      if ((await productsPage(request, { flavor: flavor.id, limit: '1' })).paging.total === 0) continue;
      for (const packaging of packagings) {
        const both = await productsPage(request, { flavor: flavor.id, package: packaging.id, limit: '1' });
        if (both.paging.total > 0) continue;
        if ((await productsPage(request, { package: packaging.id, limit: '1' })).paging.total === 0) continue;
        empty = { flavor: flavor.id, package: packaging.id };
        break;
      }
      if (empty) break;
    }
    expect(empty, 'a flavor and a package with no product in common').toBeDefined();
    const all = await productsPage(request, { limit: '30' });

    await page.goto(`/products?flavor=${empty!.flavor}&package=${empty!.package}`);
    await waitForHydration(page);
    const emptyState = page.getByRole('status').filter({ hasText: 'Sorry, no results were found' });
    await expect(emptyState).toBeVisible();
    await expect(tiles(page)).toHaveCount(0);

    await emptyState.getByRole('button', { name: 'Reset filters' }).click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(tiles(page)).toHaveCount(30);
    await expect(tiles(page).first()).toContainText(all.products[0]!.name);
    await expect(page.getByRole('status').filter({ hasText: 'Showing' })).toContainText(
      `Showing 30 of ${all.paging.total}`,
    );
    await expect(page.getByText('Sorry, no results were found')).toHaveCount(0);
  });

  test('scrolling to the end loads page 2 (the 31st tile appears)', async ({ page }) => {
    await page.goto('/products');
    await waitForHydration(page);
    await expect(tiles(page)).toHaveCount(30);
    await page.getByRole('link', { name: 'Next page' }).scrollIntoViewIfNeeded();
    await expect(tiles(page).nth(30)).toBeVisible();
    expect(await tiles(page).count()).toBeGreaterThan(30);
    // Still the same URL: infinite scroll does not page the address.
    await expect(page).toHaveURL(/\/products$/);
  });

  test('a product tile opens the product page', async ({ page, request }) => {
    const first = (await productsPage(request, { limit: '30' })).products[0]!;
    await page.goto('/products');
    await waitForHydration(page);
    await tiles(page).first().getByRole('link', { name: first.name, exact: true }).click();
    await expect(page).toHaveURL(`/products/${first.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.name);
    await expect(page).toHaveTitle(/\S/);
  });

  test('hydration uses the server data: no product, SEO or lookup request fires', async ({ page }) => {
    const calls = recordApiCalls(page);
    await page.goto('/products');
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    expect(
      calls.filter((call) => call.startsWith('/api/products') && !/[?&]page=([2-9]|\d\d)/.test(call)),
    ).toEqual([]);
    expect(calls.filter((call) => call.startsWith('/api/seo') || call.startsWith('/api/dxp-data'))).toEqual(
      [],
    );
  });

  test('the page renders and hydrates without Content-Security-Policy violations', async ({ page }) => {
    const violations = recordCspViolations(page);
    await page.goto('/products');
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    expect(violations).toEqual([]);
  });

  test('pages are sent with a Content-Security-Policy of hash sources; one process nonce only for styles scripts add (cacheable, ADR 0012)', async ({
    page,
  }) => {
    const response = await page.goto('/products');
    const csp = response?.headers()['content-security-policy'] ?? '';
    expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
    expect(csp).toMatch(/style-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+ 'nonce-[A-Za-z0-9+/=]+';/);
    expect(csp.match(/'nonce-/g)).toHaveLength(1);
    expect(csp).toContain("worker-src 'self' blob:");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).not.toContain('unsafe-inline');
  });
});

test.describe('products list without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the server HTML has the products, title, description and canonical link', async ({
    page,
    request,
  }) => {
    const seo = await apiData<{ title: string; description: string; canonical: string }>(
      request,
      `/api/seo?path=${encodeURIComponent('/products')}`,
    );
    const first = await productsPage(request, { limit: '30' });
    await page.goto('/products');
    await expect(page).toHaveTitle(seo.title);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', seo.description);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/products$/);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', seo.title);
    for (const product of first.products.slice(0, 5)) {
      await expect(page.getByRole('link', { name: product.name, exact: true }).first()).toBeVisible();
    }
    await expect(tiles(page)).toHaveCount(30);
  });

  test('the Next page link pages through the list, one page at a time, and Previous page leads back', async ({
    page,
    request,
  }) => {
    const second = await productsPage(request, { limit: '30', page: '2' });
    await page.goto('/products');
    await page.getByRole('link', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/\/products\?page=2$/);
    // Page 2 alone (every page's HTML stays small, issue 12), counted from the 31st product.
    await expect(tiles(page)).toHaveCount(second.products.length);
    await expect(tiles(page).first()).toContainText(second.products[0]!.name);
    await expect(page.getByRole('status').filter({ hasText: 'Showing' })).toContainText(
      `Showing 31–${30 + second.products.length} of ${second.paging.total}`,
    );
    await page.getByRole('link', { name: 'Previous page' }).click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(tiles(page)).toHaveCount(30);
  });
});
