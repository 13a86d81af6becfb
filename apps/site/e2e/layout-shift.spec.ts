import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from './helpers';

/*
 * Infinite lists reserve their space (issue 11): wheel-scrolling a phone-sized /products or /recipes through
 * several page loads moves nothing already on screen. Cumulative layout shift is the browser's own measure (the
 * sum of `layout-shift` entries without recent input, as Chrome reports them); the goal is at most 0.02.
 */

interface Shift {
  value: number;
  sources: string[];
}

declare global {
  interface Window {
    larderShifts?: Shift[];
  }
}

/** Records every layout shift without recent input from the moment the page starts. */
async function observeLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.larderShifts = [];
    const describe = (node: Node | null): string => {
      if (!(node instanceof Element)) return String(node?.nodeName ?? 'unknown');
      const label = node.getAttribute('aria-label') ?? node.textContent?.trim().slice(0, 40) ?? '';
      return `${node.tagName.toLowerCase()}${node.className ? `.${String(node.className).split(' ')[0]}` : ''} "${label}"`;
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node: Node | null }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        window.larderShifts!.push({
          value: entry.value,
          sources: (entry.sources ?? []).map((source) => describe(source.node)),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** Wheel-scrolls down, a few hundred pixels at a time, until the list's status shows at least `count` results. */
async function scrollUntilShown(page: Page, count: number): Promise<void> {
  const status = page.getByRole('status').filter({ hasText: 'Showing' });
  await expect(async () => {
    await page.mouse.wheel(0, 400);
    // Two frames: the scroll is painted and the observers have run before the next step.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    const shown = Number(/Showing (\d+)/.exec((await status.textContent()) ?? '')?.[1] ?? 0);
    expect(shown).toBeGreaterThanOrEqual(count);
  }).toPass({ timeout: 60_000, intervals: [50] });
}

const LISTS = [
  { path: '/products', list: 'Products' },
  { path: '/recipes', list: 'Recipes' },
] as const;

test.describe('layout shift while scrolling the infinite lists on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const { path, list } of LISTS) {
    test(`${path}: three more pages load with a cumulative layout shift of at most 0.02`, async ({
      page,
    }) => {
      await observeLayoutShifts(page);
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.getByRole('list', { name: list })).toBeVisible();
      await page.evaluate(() => document.fonts.ready);
      // Only the scrolling counts: what the first render did is Lighthouse's business.
      await page.evaluate(() => (window.larderShifts = []));
      await page.mouse.move(195, 400);

      for (const shown of [60, 90, 120]) await scrollUntilShown(page, shown);

      const shifts = await page.evaluate(() => window.larderShifts ?? []);
      const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
      const worst = [...shifts]
        .sort((a, b) => b.value - a.value)
        .slice(0, 5)
        .map((shift) => `${shift.value.toFixed(4)} ${shift.sources.join(', ')}`);
      test.info().annotations.push({ type: 'cumulative layout shift', description: total.toFixed(4) });
      expect(total, `layout shifts while scrolling ${path}:\n${worst.join('\n')}`).toBeLessThanOrEqual(0.02);
    });
  }
});
