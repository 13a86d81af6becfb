import { expect, test, type Page } from '@playwright/test';
import { apiData, productsPage, recordCspViolations, waitForHydration } from './helpers';

/** The widths a visitor's screen is likely to have, phone to desktop (issue 11). */
const WIDTHS = [320, 360, 390, 768, 1000, 1024, 1280, 1366, 1440, 1920];

/** How far the page reaches past the window sideways (0 when nothing scrolls sideways). */
function overflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** Whether every control of the header the visitor can see lies inside the window. */
function headerControlsInside(page: Page): Promise<string[]> {
  return page.getByRole('banner').evaluate((header) => {
    const outside: string[] = [];
    for (const control of header.querySelectorAll<HTMLElement>('a, button')) {
      const box = control.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (box.left < 0 || box.right > window.innerWidth + 0.5)
        outside.push(control.textContent?.trim() || '?');
    }
    return outside;
  });
}

test.describe('layout at every width', () => {
  test('no page scrolls sideways and the whole header is on screen from 320 to 1920 px', async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    const product = (await productsPage(request, { limit: '1' })).products[0]!;
    const routes = ['/', '/products', '/recipes', '/contact', `/products/${product.slug}`];
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      for (const route of routes) {
        await page.goto(route);
        await waitForHydration(page);
        expect(await overflow(page), `${route} at ${width} px`).toBe(0);
        expect(await headerControlsInside(page), `${route} at ${width} px`).toEqual([]);
        // Under 1000 px the header is the phone bar with its menu button; from 1000 px up the full menu shows.
        const header = page.getByRole('banner');
        if (width < 1000) {
          await expect(header.getByRole('button', { name: 'Menu', exact: true })).toBeVisible();
        } else {
          await expect(header.getByRole('link', { name: 'FAQ', exact: true })).toBeVisible();
          await expect(header.getByRole('link', { name: 'Request a sample' })).toBeVisible();
        }
      }
    }
  });

  test('the mobile menu lies over the page instead of pushing it down', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/products');
    await waitForHydration(page);
    const main = page.getByRole('main');
    const before = await main.evaluate((element) => element.getBoundingClientRect().top);
    await page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true }).click();
    const menu = page.getByRole('banner').getByRole('navigation').last();
    await expect(menu.getByRole('link', { name: 'FAQ', exact: true })).toBeVisible();
    expect(await main.evaluate((element) => element.getBoundingClientRect().top)).toBe(before);
    expect(await overflow(page)).toBe(0);
  });

  test('the footer sits at the bottom of the screen on a short page', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/no-such-page');
    const footer = (await page.getByRole('contentinfo').boundingBox())!;
    expect(footer.y + footer.height).toBeGreaterThanOrEqual(900);
  });

  for (const width of [390, 1024, 1440]) {
    test(`/contact at ${width} px: every phone number stays on one line`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/contact');
      const numbers = page.locator('a[href^="tel:"]');
      await expect(numbers.first()).toBeVisible();
      const lines = await numbers.evaluateAll((links) =>
        links.map((link) => {
          const tops = new Set([...link.getClientRects()].map((rect) => Math.round(rect.top)));
          return `${link.textContent ?? ''}: ${tops.size} line(s)`;
        }),
      );
      expect(lines.length).toBeGreaterThanOrEqual(2);
      for (const line of lines) expect(line).toMatch(/: 1 line\(s\)$/);
      expect(await overflow(page)).toBe(0);
    });
  }

  test("a recipe's Dressing Info on a phone: each picture beside its product's name, no tall empty box", async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const { recipes } = await apiData<{ recipes: { slug: string }[] }>(request, '/api/recipes?limit=30');
    let slug: string | undefined;
    for (const { slug: candidate } of recipes) {
      const details = await apiData<{ related: { products: unknown[] } }>(
        request,
        `/api/recipes/details?slug=${encodeURIComponent(candidate)}`,
      );
      if (details.related.products.length > 0) {
        slug = candidate;
        break;
      }
    }
    expect(slug, 'a recipe with dressing info').toBeDefined();
    await page.goto(`/recipes/${slug!}`);
    const info = page.getByRole('region', { name: 'Dressing Info' });
    const item = info.getByRole('listitem').first();
    const picture = (await item.locator('img').boundingBox())!;
    const name = (await item.getByRole('link').boundingBox())!;
    expect(name.x).toBeGreaterThanOrEqual(picture.x + picture.width);
    expect(name.y).toBeLessThan(picture.y + picture.height);
    expect(picture.height).toBeLessThanOrEqual(picture.width);
  });

  for (const width of [360, 390]) {
    test(`a phone's first screen at ${width} px: one-line alert, compact cookie bar, the heading in view`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/');
      await waitForHydration(page);
      const alert = page.getByRole('region', { name: 'Alert' });
      const cookie = page.getByRole('region', { name: 'Cookie notice' });
      await expect(alert).toBeVisible();
      await expect(cookie).toBeVisible();
      // The spec's texts and buttons are all still there.
      await expect(alert).toContainText(
        'With the growing impact of the coronavirus, customers remain our priority.',
      );
      await expect(alert.getByRole('link', { name: 'Important Updates' })).toBeVisible();
      await expect(alert.getByRole('button', { name: 'Close alert' })).toBeVisible();
      await expect(cookie.getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
      await expect(cookie.getByRole('button', { name: 'Accept' })).toBeVisible();

      expect((await alert.boundingBox())!.height).toBeLessThanOrEqual(48);
      expect((await cookie.boundingBox())!.height).toBeLessThanOrEqual(96);
      const heading = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
      expect(heading.y + heading.height).toBeLessThanOrEqual(360);
    });
  }

  test('the captcha on /contact is styled by its stylesheet, with no CSP violation or console error', async ({
    page,
  }) => {
    const violations = recordCspViolations(page);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto('/contact');
    await waitForHydration(page);
    // The widget loads once the visitor nears it (CaptchaField).
    await page.getByRole('group', { name: 'Captcha' }).scrollIntoViewIfNeeded();
    const widget = page.locator('altcha-widget[data-listening]');
    await expect(widget.getByRole('checkbox')).toBeVisible();
    // altcha.css draws the widget as a bordered box in the theme's colours, the checkbox and label on one row.
    const box = widget.locator('.altcha-main');
    await expect(box).toHaveCSS('display', 'flex');
    await expect(box).toHaveCSS('border-top-style', 'solid');
    await expect(box).toHaveCSS('border-top-width', '1px');
    await expect(widget.locator('.altcha-checkbox-wrap')).toHaveCSS('flex-direction', 'row');
    const pageBackground = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    await expect(box).toHaveCSS('background-color', pageBackground);
    const height = (await widget.boundingBox())!.height;
    expect(height).toBeLessThan(120);
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
  });
});
