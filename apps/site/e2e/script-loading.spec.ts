import { expect, test } from '@playwright/test';
import { waitForHydration } from './helpers';

/**
 * When a page asks for its JavaScript (document.ts, SCRIPT_LOADER): once its first screen is drawn (first contentful
 * paint, its high-priority pictures and fonts in), or at once on the visitor's first input, in a real browser.
 */

/** Start times of the page's first paint, of its hero picture's response and of its first script request. */
async function timings(page: import('@playwright/test').Page) {
  return page.evaluate(() => {
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const hero = resources.find((entry) => /\/img\/.*\/heroes\//.test(entry.name));
    const scripts = resources.filter((entry) => /\/assets\/[^/]+\.js$/.test(entry.name));
    return {
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      heroEnd: hero?.responseEnd ?? Number.NaN,
      firstScript: Math.min(...scripts.map((entry) => entry.startTime)),
      scripts: scripts.length,
    };
  });
}

test.describe('script loading', () => {
  test('a page asks for its scripts only once its first screen is painted and its hero picture is in', async ({
    page,
  }) => {
    await page.goto('/burgers');
    await waitForHydration(page);
    const seen = await timings(page);
    expect(seen.scripts).toBeGreaterThan(1);
    expect(seen.firstScript).toBeGreaterThanOrEqual(seen.paint);
    expect(seen.firstScript).toBeGreaterThanOrEqual(seen.heroEnd);
    // The HTML itself names no script to fetch: the loader adds them.
    const html = await (await page.request.get('/burgers')).text();
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('<link rel="modulepreload"');
  });

  test('a visitor’s first key press starts the scripts before the page has finished loading', async ({
    page,
  }) => {
    // The hero picture never arrives, so the page never finishes loading on its own.
    await page.route(/\/img\/fit-in\/[^?]*\/heroes\//, () => undefined);
    await page.goto('/burgers', { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => document.querySelectorAll('script[type="module"]').length)).toBe(0);
    await page.keyboard.press('Tab');
    await waitForHydration(page);
    expect(await page.evaluate(() => document.readyState)).not.toBe('complete');
  });
});
