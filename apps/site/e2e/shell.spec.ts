import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiData, isMobile, productsPage, waitForHydration } from './helpers';

const COOKIE = 'marlows_accept_cookies';

interface SearchGroup {
  key: 'products' | 'recipes' | 'plusones';
  label: string;
  items: { id: string; slug?: string; name?: string; title?: string }[];
}

/** Distance of the element's top edge from the viewport top, once scrolling has settled. */
async function settledTop(page: Page, target: Locator): Promise<number> {
  let previous = Number.NaN;
  await expect
    .poll(async () => {
      const top = await target.evaluate((element) => element.getBoundingClientRect().top);
      const settled = Math.abs(top - previous) < 0.5;
      previous = top;
      return settled;
    })
    .toBe(true);
  return previous;
}

/** Bottom edge of the header relative to the viewport top. */
async function headerBottom(page: Page): Promise<number> {
  return page.getByRole('banner').evaluate((element) => element.getBoundingClientRect().bottom);
}

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

  // Keyboard journeys run in the desktop project only (the mobile project runs the @layout journeys).
  test('keyboard only: Tab to a product tile and Enter opens it', async ({ page, request }) => {
    const first = (await productsPage(request, { limit: '30' })).products[0]!;
    await page.goto('/products');
    await waitForHydration(page);
    const target = page
      .getByRole('list', { name: 'Products' })
      .getByRole('link', { name: first.name, exact: true });
    let reached = false;
    for (let presses = 0; presses < 80 && !reached; presses += 1) {
      await page.keyboard.press('Tab');
      reached = await target.evaluate((element) => element === document.activeElement);
    }
    expect(reached, 'the first tile link is reachable with Tab').toBe(true);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`/products/${first.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.name);
  });

  test('the skip link moves focus to the main content', async ({ page }) => {
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

  test(
    'the header shows on product pages and mobile mode applies under 1000 px',
    { tag: '@layout' },
    async ({ page }, testInfo) => {
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
    },
  );

  test(
    'a #hash on a recipe page lands the target 85 px below the top, clear of the header',
    { tag: '@layout' },
    async ({ page, request }) => {
      const recipe = await apiData<{ subRecipes: { slug: string; title: string; isStandAlone: boolean }[] }>(
        request,
        '/api/recipes/details?slug=korean-bbq-burger',
      );
      const sub = recipe.subRecipes.find((entry) => !entry.isStandAlone)!;
      await page.goto(`/recipes/korean-bbq-burger#${sub.slug}`);
      await waitForHydration(page);
      const target = page.locator(`[id="${sub.slug}"]`);
      await expect(target.getByRole('heading', { level: 2 })).toHaveText(sub.title);
      const top = await settledTop(page, target);
      expect(top).toBeGreaterThanOrEqual(85 - 3);
      expect(top).toBeLessThanOrEqual(85 + 3);
      expect(top).toBeGreaterThanOrEqual(await headerBottom(page));
    },
  );

  test(
    'a #hash on a product page lands the section 75 px below the top, clear of the header',
    { tag: '@layout' },
    async ({ page, request }) => {
      const first = (await productsPage(request, { limit: '30' })).products[0]!;
      await page.goto(`/products/${first.slug}#ingredients`);
      await waitForHydration(page);
      const target = page.locator('#ingredients');
      await expect(target.getByRole('heading', { name: 'Ingredients', exact: true })).toBeVisible();
      const top = await settledTop(page, target);
      expect(top).toBeGreaterThanOrEqual(75 - 3);
      expect(top).toBeLessThanOrEqual(75 + 3);
      expect(top).toBeGreaterThanOrEqual(await headerBottom(page));
    },
  );

  test(
    'header search shows grouped results from the API, links to real pages, and a no-results text',
    { tag: '@layout' },
    async ({ page, request }) => {
      const groups = await apiData<SearchGroup[]>(request, '/api/search?searchTerm=ranch');
      expect(groups.map((group) => group.key)).toEqual(['products', 'recipes', 'plusones']);
      const product = groups[0]!.items[0]!;
      const recipe = groups[1]!.items[0]!;
      const plusOne = groups[2]!.items[0]!;

      await page.goto('/products');
      await waitForHydration(page);
      const header = page.getByRole('banner');
      // Both header bars are in the HTML; only the toggle of the layout on screen is exposed.
      await header.getByRole('button', { name: 'Search', exact: true }).click();
      const box = header.getByRole('searchbox');
      await expect(box).toBeFocused();
      await expect(box).toHaveAttribute('placeholder', 'What can we get you today?');
      await box.fill('ranch');

      // One group per result type, labelled as spec §2.2 says (plus-ones as 'Make it your own').
      await expect(header.getByRole('group')).toHaveCount(3);
      const productsGroup = header.getByRole('group', { name: 'Products', exact: true });
      const recipesGroup = header.getByRole('group', { name: 'Recipes', exact: true });
      const plusOnesGroup = header.getByRole('group', { name: 'Make it your own', exact: true });
      await expect(productsGroup.getByRole('link').first()).toHaveAttribute(
        'href',
        `/products/${product.slug}`,
      );
      await expect(productsGroup.getByRole('link').first()).toContainText(product.name!);
      await expect(recipesGroup.getByRole('link').first()).toHaveAttribute('href', `/recipes/${recipe.slug}`);
      await expect(recipesGroup.getByRole('link').first()).toContainText(recipe.title!);
      await expect(plusOnesGroup.getByRole('link').first()).toHaveAttribute('href', '/plus-one');
      await expect(plusOnesGroup.getByRole('link').first()).toContainText(plusOne.title!);
      await expect(header.getByRole('link', { name: 'See all results for ‘ranch’' })).toHaveAttribute(
        'href',
        '/search-result?term=ranch',
      );

      // A result opens its page (client-side) and closes the search.
      await productsGroup.getByRole('link').first().click();
      await expect(page).toHaveURL(`/products/${product.slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name!);
      await expect(header.getByRole('searchbox')).toHaveCount(0);

      await header.getByRole('button', { name: 'Search', exact: true }).click();
      await header.getByRole('searchbox').fill('qqxqzzv');
      await expect(header.getByRole('status')).toHaveText('Sorry, no search results were found');
      await expect(header.getByRole('group')).toHaveCount(0);
    },
  );
});
