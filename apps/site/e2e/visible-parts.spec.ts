import { expect, test, type Page } from '@playwright/test';
import { productWithSibling, waitForHydration } from './helpers';

// Issue 12 item 7: parts a visitor reaches only by scrolling (src/lib/visible-part.tsx) are in the server HTML, but
// their code is requested only when the visitor gets near them; a client navigation renders them at once.

/**
 * Flavor Central's lower half (the product-line carousel, the featured recipe, contact): 2567 px down at 1280 × 800,
 * more at 900 px wide, where the carousel shows two of its four lines and can move.
 */
const STORY = '/products/story';
const CHUNK = /\/assets\/story-lower-[\w-]+\.js$/;
const PART = '[data-part="StoryLower"]';
const LINES = 4;
test.use({ viewport: { width: 900, height: 800 } });

/** Every request for the part's chunk, and every console error, from now on. */
function watch(page: Page): { chunkRequests: string[]; errors: string[] } {
  const seen = { chunkRequests: [] as string[], errors: [] as string[] };
  page.on('request', (request) => {
    if (CHUNK.test(new URL(request.url()).pathname)) seen.chunkRequests.push(request.url());
  });
  page.on('console', (message) => {
    if (message.type() === 'error') seen.errors.push(message.text());
  });
  page.on('pageerror', (error) => seen.errors.push(error.message));
  return seen;
}

const carousel = (page: Page) => page.getByRole('region', { name: 'Product lines' });
const slides = (page: Page) => carousel(page).locator('[aria-roledescription="slide"]');

test.describe('a visible part on the first load', () => {
  test('is server HTML, not requested until the visitor scrolls near it, then hydrated and working', async ({
    page,
  }) => {
    const seen = watch(page);
    await page.goto(STORY);
    await waitForHydration(page);
    // The shell's parts and the page are loaded and idle; the part, more than two screens down, is not.
    await page.waitForLoadState('networkidle');
    expect(seen.chunkRequests).toEqual([]);
    const part = page.locator(PART);
    await expect(part).not.toHaveAttribute('data-hydrated');
    await expect(slides(page)).toHaveCount(LINES);
    const top = await part.evaluate((element) => element.firstElementChild!.getBoundingClientRect().top);
    expect(top).toBeGreaterThan(1600);

    // Within one viewport of the screen: the chunk is requested and the part hydrates, with no shift of its HTML.
    await page.evaluate((y) => window.scrollTo(0, y), top - 1500);
    await expect.poll(() => seen.chunkRequests.length).toBe(1);
    await expect(part).toHaveAttribute('data-hydrated', '');
    expect(await part.evaluate((element) => element.firstElementChild!.getBoundingClientRect().top)).toBe(
      top - (await page.evaluate(() => window.scrollY)),
    );

    // It works: the carousel's next button moves it on.
    const next = carousel(page).getByRole('button', { name: 'Next slide' });
    await next.scrollIntoViewIfNeeded();
    const first = slides(page).first();
    await expect(first).toHaveAttribute('data-state', 'visible');
    await next.click();
    await expect(first).not.toHaveAttribute('data-state', 'visible');
    expect(seen.errors).toEqual([]);
  });

  test('a focus inside the part loads it, before it comes near the screen', async ({ page }) => {
    const seen = watch(page);
    await page.goto(STORY);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    expect(seen.chunkRequests).toEqual([]);
    // Focus without scrolling: the keyboard's way in, as a Tab would.
    await page
      .locator(`${PART} a`)
      .first()
      .evaluate((link: HTMLElement) => link.focus({ preventScroll: true }));
    await expect.poll(() => seen.chunkRequests.length).toBe(1);
    await expect(page.locator(PART)).toHaveAttribute('data-hydrated', '');
    expect(seen.errors).toEqual([]);
  });
});

test('after a client-side navigation a visible part renders at once, loaded with the page', async ({
  page,
}) => {
  await page.goto('/whats-hot');
  await waitForHydration(page);
  const seen = watch(page);
  await page.evaluate((path) => {
    window.history.pushState({ usr: null, key: 'story', idx: 1 }, '', path);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, STORY);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Flavor Central');
  // No scrolling: the part came with the page, rendered by the client.
  expect(seen.chunkRequests).toHaveLength(1);
  await expect(page.locator(PART)).toHaveAttribute('data-hydrated', '');
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(slides(page)).toHaveCount(LINES);
  expect(seen.errors).toEqual([]);
});

test.describe('on a small phone', () => {
  // 360 × 640: the product page's sections (about 1460 px down) and the recipe card (about 1890) are more than two
  // screens down, so only the visitor's scrolling (or a change reaching them) requests them.
  test.use({ viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true });

  test("a product page's detail sections follow a package tab before the visitor has scrolled to them", async ({
    page,
    request,
  }) => {
    const { product, sibling } = await productWithSibling(request);
    const sectionsChunk: string[] = [];
    const errors: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/product-sections-view-[\w-]+\.js$/.test(new URL(request.url()).pathname)) {
        sectionsChunk.push(request.url());
      }
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`/products/${product.slug}`);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');

    // Below the first screen: in the server HTML, its code not requested.
    const part = page.locator('[data-part="ProductSections"]');
    const packageType = part
      .locator('dt', { hasText: /^Package type$/ })
      .locator('xpath=following-sibling::dd[1]');
    await expect(packageType).toHaveText(product.caseInfo.packageType);
    expect(
      await part.evaluate((element) => element.firstElementChild!.getBoundingClientRect().top),
    ).toBeGreaterThan(844);
    expect(sectionsChunk).toEqual([]);
    await expect(part).not.toHaveAttribute('data-hydrated');

    // The sibling's tab (at the top): the sections show the sibling, their code fetched for it.
    await page
      .getByRole('tablist', { name: 'Package type' })
      .locator(`a[href="/products/${sibling.slug}"]`)
      .click();
    await expect(page).toHaveURL(`/products/${sibling.slug}`);
    await expect(packageType).toHaveText(sibling.caseInfo.packageType);
    expect(sectionsChunk).toHaveLength(1);
    await expect(part).toHaveAttribute('data-hydrated', '');
    expect(errors).toEqual([]);
  });

  test("a recipe's card preview loads when the visitor scrolls near it", async ({ page }) => {
    const cardChunk: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/recipe-card-view-[\w-]+\.js$/.test(new URL(request.url()).pathname)) {
        cardChunk.push(request.url());
      }
    });
    await page.goto('/recipes/buffalo-chicken-dip');
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    const part = page.locator('[data-part="RecipeCard"]');
    // In the server HTML (the card's download link works without JavaScript), far below the first screen.
    await expect(part.getByRole('link', { name: 'Download the recipe card' })).toHaveCount(1);
    expect(
      await part.evaluate((element) => element.firstElementChild!.getBoundingClientRect().top),
    ).toBeGreaterThan(2 * 640);
    expect(cardChunk).toEqual([]);
    await expect(part).not.toHaveAttribute('data-hydrated');

    await part.getByRole('link', { name: 'Download the recipe card' }).scrollIntoViewIfNeeded();
    await expect.poll(() => cardChunk.length).toBe(1);
    await expect(part).toHaveAttribute('data-hydrated', '');
  });
});
