import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { axeBuilder } from './axe';
import { apiData, chooseOption, productsPage, waitForHydration } from './helpers';

// Offline kitchen mode (issue 16 item 5, docs/offline.md): the installable web app and its Workbox service worker.
// The other journeys run with service workers blocked (playwright.config.ts); these allow them.
test.use({ serviceWorkers: 'allow' });

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const SAVED_NOTICE =
  /^You're offline\. Showing the page saved on \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}\.$/;
const UNREACHABLE_NOTICE =
  /^The site can't be reached\. Showing the page saved on \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}\.$/;

interface FaqProductLike {
  id: string;
  name: string;
  productCode: string;
  status: string;
  shelfLife: number;
}

/** Day of the year and two-digit year of the date `days` ago, as printed in a manufacturing code. */
function codeOfDaysAgo(days: number) {
  const today = new Date();
  const made = new Date(today.getFullYear(), today.getMonth(), today.getDate() - days);
  const y = made.getFullYear();
  const julian = (Date.UTC(y, made.getMonth(), made.getDate()) - Date.UTC(y, 0, 1)) / 86_400_000 + 1;
  return { day: String(julian), year: String(y % 100).padStart(2, '0') };
}

/** Waits until the service worker controls the page (it registers once the page has loaded, then claims it). */
async function controlled(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 })
    .toBe(true);
}

/**
 * Takes the browser offline, as a kitchen without signal is: every request fails and `navigator.onLine` is false.
 * Playwright's `setOffline` does both for the document open at the time, but with Debian's Chromium 150 (older than
 * the one Playwright 1.65 is made for) documents loaded afterwards still read `navigator.onLine` as true, though
 * their requests fail. So the tab also remembers that it is offline (sessionStorage) and every document it loads is
 * told so before its scripts run, until `goOnline`.
 */
async function goOffline(page: Page, context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    try {
      if (sessionStorage.getItem('e2e-offline') !== '1') return;
    } catch {
      return; // a document without storage (about:blank)
    }
    Object.defineProperty(Navigator.prototype, 'onLine', { configurable: true, get: () => false });
  });
  await page.evaluate(() => sessionStorage.setItem('e2e-offline', '1'));
  await context.setOffline(true);
}

async function goOnline(page: Page, context: BrowserContext): Promise<void> {
  await context.setOffline(false);
  await page.evaluate(() => sessionStorage.removeItem('e2e-offline'));
}

/** Fills the expiration date calculator and returns its answer. */
async function expirationAnswer(page: Page, product: FaqProductLike, code: { day: string; year: string }) {
  const form = page.getByRole('form', { name: 'Expiration date calculator' });
  await chooseOption(
    form.getByRole('combobox', { name: 'Product' }),
    `${product.name} (${product.productCode})`,
  );
  await form.getByRole('textbox', { name: 'Julian date' }).fill(code.day);
  await form.getByRole('textbox', { name: 'Two digit year' }).fill(code.year);
  await form.getByRole('button', { name: 'Calculate' }).click();
  const result = form.getByRole('group', { name: 'Result' });
  await expect(result).toContainText(/Expiration Date: \d{2}\/\d{2}\/\d{4}/);
  return (await result.textContent()) ?? '';
}

/** The brand's heading face: set by the page's styles, so an unstyled page shows the browser's default instead. */
const BRAND_HEADING_FONT = /Fraunces/;

function headingFont(page: Page): Promise<string> {
  return page.getByRole('heading', { level: 1 }).evaluate((heading) => getComputedStyle(heading).fontFamily);
}

test('pages opened online work offline, say they are saved and from when; the tools still answer', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const [first] = (await productsPage(page.request, { limit: '1' })).products;
  if (!first) throw new Error('No listed product');
  const productPath = `/products/${first.slug}`;
  const product = (await apiData<FaqProductLike[]>(page.request, '/api/products/faq')).find(
    (candidate) => candidate.status === 'Website Active',
  );
  if (!product) throw new Error('No active FAQ product');
  const freeOfMilk = (
    await apiData<{ rows: { name: string }[] }>(page.request, '/api/products/allergens?free=milk')
  ).rows;
  const code = codeOfDaysAgo(5);

  // Online: the first visit installs the worker; every page opened after that is kept.
  await page.goto('/');
  await controlled(page);
  await page.reload();
  // Once hydrated, the matrix page asks for the whole unfiltered matrix for the worker to keep (filtering offline):
  // a visitor who leaves before that answer has no offline filter, so the journey waits for it as a visitor would.
  const wholeMatrix = page.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname === '/api/products/allergens' && url.search === '' && response.ok();
  });
  await page.goto('/allergens');
  await expect(page.getByRole('table', { name: 'Major allergens by product' })).toBeVisible();
  await wholeMatrix;
  await page.goto(productPath);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const productHeading = await page.getByRole('heading', { level: 1 }).textContent();
  await page.goto('/faq/expiration-date');
  await waitForHydration(page);
  const onlineAnswer = await expirationAnswer(page, product, code);
  // Online, nothing is said.
  await expect(page.getByRole('status').filter({ hasText: /offline/ })).toHaveCount(0);

  await goOffline(page, context);

  // The calculator, reloaded without a network: the saved page, the saved product list, the same answer.
  await page.goto('/faq/expiration-date');
  await waitForHydration(page);
  await expect(page.getByRole('status').filter({ hasText: "You're offline" })).toHaveText(SAVED_NOTICE);
  expect(await expirationAnswer(page, product, code)).toBe(onlineAnswer);

  // The allergen matrix: the saved page, and its filter works on the device.
  await page.goto('/allergens');
  await waitForHydration(page);
  await expect(page.getByRole('status').filter({ hasText: "You're offline" })).toHaveText(SAVED_NOTICE);
  const form = page.getByRole('form', { name: 'Filter the allergen matrix' });
  await form.getByRole('checkbox', { name: 'Milk' }).check();
  await form.getByRole('button', { name: 'Show products' }).click();
  await expect(page).toHaveURL(/\/allergens\?free=milk$/);
  await expect(page.getByText(`${freeOfMilk.length} products free of milk`)).toBeVisible();
  // The same products, in the same order, as the API's own answer online (the table's first page of 60 rows).
  const rowLinks = page.getByRole('table', { name: 'Major allergens by product' }).locator('tbody th a');
  await expect(rowLinks).toHaveText(freeOfMilk.slice(0, 60).map((row) => row.name));

  // A product page and the home page opened earlier, styled by their saved stylesheets.
  await page.goto(productPath);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(productHeading ?? '');
  expect(await headingFont(page)).toMatch(BRAND_HEADING_FONT);
  await expect(page.getByRole('status').filter({ hasText: "You're offline" })).toHaveText(SAVED_NOTICE);
  await page.goto('/');
  await expect(page.getByRole('status').filter({ hasText: "You're offline" })).toHaveText(SAVED_NOTICE);
  const results = await axeBuilder(page).withTags(TAGS).analyze();
  expect(results.violations).toEqual([]);

  await goOnline(page, context);
});

test('online but the site unreachable (no answer, then a 503), a saved page says it is the saved copy and from when', async ({
  page,
  context,
}) => {
  const [first] = (await productsPage(page.request, { limit: '1' })).products;
  if (!first) throw new Error('No listed product');
  const productPath = `/products/${first.slug}`;
  await page.goto('/');
  await controlled(page);
  await page.goto(productPath);
  const heading = await page.getByRole('heading', { level: 1 }).textContent();
  const notice = page.getByRole('status').filter({ hasText: /can't be reached|offline/ });
  await expect(notice).toHaveCount(0);

  // The browser keeps its network; only the site stops answering this page: first no answer at all.
  const isProductPage = (url: URL) => url.pathname === productPath;
  await context.route(isProductPage, (route) => route.abort('connectionrefused'));
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading ?? '');
  await expect(notice).toHaveText(UNREACHABLE_NOTICE);
  const results = await axeBuilder(page).withTags(TAGS).analyze();
  expect(results.violations).toEqual([]);

  // Then a server error: the saved copy again, not the error.
  await context.unroute(isProductPage);
  await context.route(isProductPage, (route) =>
    route.fulfill({ status: 503, contentType: 'text/plain', body: 'Service unavailable' }),
  );
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading ?? '');
  await expect(notice).toHaveText(UNREACHABLE_NOTICE);

  // The site answers again: the page is the site's, and nothing is said.
  await context.unroute(isProductPage);
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading ?? '');
  await expect(notice).toHaveCount(0);
});

test('a page never opened, and a form page, show the offline page while offline', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await controlled(page);
  await goOffline(page, context);

  for (const path of ['/recipes', '/contact']) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("You're offline");
    // Styled with nothing but its own document (its CSS is inline, ADR 0017).
    expect(await headingFont(page)).toMatch(BRAND_HEADING_FONT);
    await expect(page.getByText('This page has not been saved on this device yet')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Allergen matrix' })).toHaveAttribute('href', '/allergens');
    await expect(page.getByRole('contentinfo')).toBeVisible();
  }
  const results = await axeBuilder(page).withTags(TAGS).analyze();
  expect(results.violations).toEqual([]);

  // Back online, the same URL is the real page again.
  await goOnline(page, context);
  await page.goto('/recipes');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText("You're offline");
});

test('installable: a valid manifest with the icons it names, a service worker from the site, Chrome finds no installability error', async ({
  page,
  request,
}) => {
  const response = await request.get('/manifest.webmanifest');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = (await response.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    theme_color: string;
    background_color: string;
    icons: { src: string; sizes: string; type: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({
    name: "Marlow's Foodservice",
    short_name: "Marlow's",
    start_url: '/',
    display: 'standalone',
    // The foodservice theme's accent and surface.
    theme_color: '#1f5a3a',
    background_color: '#fcf8ef',
  });
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of manifest.icons) {
    const file = await request.get(icon.src);
    expect(file.status(), icon.src).toBe(200);
    expect(file.headers()['content-type']).toBe('image/png');
    const png = await file.body();
    // The PNG header's IHDR chunk: width and height, big-endian, at bytes 16 and 20.
    expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`, icon.src).toBe(icon.sizes);
  }

  const worker = await request.get('/sw.js');
  expect(worker.status()).toBe(200);
  expect(worker.headers()['content-type']).toMatch(/^text\/javascript/);
  expect(worker.headers()['cache-control']).toBe('no-cache');
  expect(worker.headers()['service-worker-allowed']).toBe('/');

  const home = await page.goto('/');
  const csp = home?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("worker-src 'self'");
  expect(csp).toContain("manifest-src 'self'");
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#1f5a3a');
  await controlled(page);

  // Chrome's own checks (those Lighthouse's former "installable" audit ran): the manifest parses without error
  // and nothing stands in the way of installing, the incognito-like test profile aside.
  const cdp = await page.context().newCDPSession(page);
  const { errors } = (await cdp.send('Page.getAppManifest')) as { errors: { message: string }[] };
  expect(errors).toEqual([]);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: { errorId: string }[];
  };
  expect(installabilityErrors.map((error) => error.errorId).filter((id) => id !== 'in-incognito')).toEqual(
    [],
  );
});
