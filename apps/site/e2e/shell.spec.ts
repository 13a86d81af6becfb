import { expect, test } from '@playwright/test';
import { isMobile, productsPage, waitForHydration } from './helpers';

const COOKIE = 'marlows_accept_cookies';

test.describe('site shell', () => {
  test('an unknown route answers 404 with the not-found page', async ({ page }) => {
    const response = await page.goto('/no-such-page/at-all');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: '404 - page not found' })).toBeVisible();
    await expect(page).toHaveTitle('404 - page not found');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { name: '404 - page not found' })).toBeVisible();
  });

  test('the alert banner closes and stays closed for the session', async ({ page, context, request }) => {
    const first = (await productsPage(request, { limit: '30' })).products[0]!;
    await page.goto('/products');
    await waitForHydration(page);
    const banner = page.getByRole('region', { name: 'Alert' });
    await expect(banner).toBeVisible();
    await expect(banner).toContainText(
      'With the growing impact of the coronavirus, customers remain our priority.',
    );
    await expect(banner.getByRole('link', { name: 'Important Updates' })).toHaveAttribute(
      'href',
      '/coronavirus',
    );

    await banner.getByRole('button', { name: 'Close alert' }).click();
    await expect(banner).toBeHidden();

    // Client-side navigation, then a full load: still closed, and never painted.
    await page.getByRole('link', { name: first.name, exact: true }).first().click();
    await expect(page).toHaveURL(`/products/${first.slug}`);
    await expect(page.getByRole('region', { name: 'Alert' })).toBeHidden();
    await page.goto('/products');
    await expect(page.getByRole('region', { name: 'Alert' })).toBeHidden();

    // A new browser session sees it again.
    const other = await context.browser()!.newContext({ baseURL: test.info().project.use.baseURL });
    const fresh = await other.newPage();
    await fresh.goto('/products');
    await expect(fresh.getByRole('region', { name: 'Alert' })).toBeVisible();
    await other.close();
  });

  test('the cookie notice sets a one-year cookie on accept and is gone on reload', async ({
    page,
    context,
  }) => {
    await page.goto('/products');
    await waitForHydration(page);
    const notice = page.getByRole('region', { name: 'Cookie notice' });
    await expect(notice).toBeVisible();
    await notice.getByRole('button', { name: 'Accept' }).click();
    await expect(notice).toBeHidden();

    const cookie = (await context.cookies()).find((candidate) => candidate.name === COOKIE);
    expect(cookie?.value).toBe('true');
    expect(cookie?.path).toBe('/');
    const maxAge = (cookie?.expires ?? 0) - Date.now() / 1000;
    expect(maxAge).toBeGreaterThan(31_540_000 - 120);
    expect(maxAge).toBeLessThanOrEqual(31_540_000 + 1);

    const response = await page.reload();
    expect(await response?.text()).not.toContain('aria-label="Cookie notice"');
    await expect(page.getByRole('region', { name: 'Cookie notice' })).toHaveCount(0);
  });

  // Keyboard journeys run in the desktop project (the mobile project leaves out @desktop-only).
  test(
    'keyboard only: Tab to a product tile and Enter opens it',
    { tag: '@desktop-only' },
    async ({ page, request }) => {
      const first = (await productsPage(request, { limit: '30' })).products[0]!;
      await page.goto('/products');
      await waitForHydration(page);
      const target = page.getByRole('list', { name: 'Products' }).getByRole('link', { name: first.name });
      let reached = false;
      for (let presses = 0; presses < 80 && !reached; presses += 1) {
        await page.keyboard.press('Tab');
        reached = await target.evaluate((element) => element === document.activeElement);
      }
      expect(reached, 'the first tile link is reachable with Tab').toBe(true);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(`/products/${first.slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.name);
    },
  );

  test('the skip link moves focus to the main content', { tag: '@desktop-only' }, async ({ page }) => {
    await page.goto('/products');
    await waitForHydration(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main-content$/);
  });

  test('navigation scrolls to the top and sends a page view', async ({ page, request }) => {
    const first = (await productsPage(request, { limit: '30' })).products[0]!;
    await page.goto('/products');
    await waitForHydration(page);
    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.getByRole('link', { name: first.name, exact: true }).first().click();
    await expect(page).toHaveURL(`/products/${first.slug}`);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect
      .poll(() =>
        page.evaluate(() =>
          (window.dataLayer ?? [])
            .filter((event) => event.event === 'page_view')
            .map((event) => event.page_path),
        ),
      )
      .toEqual(['/products', `/products/${first.slug}`]);
  });

  test('the header shows on product pages and mobile mode applies under 1000 px', async ({
    page,
  }, testInfo) => {
    await page.goto('/products');
    await waitForHydration(page);
    const header = page.getByRole('banner');
    await expect(header).toBeVisible();
    if (isMobile(testInfo)) {
      await expect(header.getByRole('button', { name: 'Menu', exact: true })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    } else {
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await expect(header.getByRole('button', { name: 'Menu', exact: true })).toBeHidden();
    }
  });
});
