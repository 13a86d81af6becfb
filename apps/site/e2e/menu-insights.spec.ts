import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { MENU_INSIGHT_LIST, MENU_INSIGHTS, menuInsightFileHref } from '@larder/domain';
import { axeBuilder } from './axe';
import { apiData, hydratePart, waitForHydration } from './helpers';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const SAUCES = "Sauces you'll love";

interface CuratedList {
  id: string;
  items: { _id: string; displayOrder: number }[];
}

let curatedLists: CuratedList[] | undefined;

async function curatedCount(request: APIRequestContext, listId: string): Promise<number> {
  if (!curatedLists) {
    const [result] = await apiData<{ dataset: string; data: CuratedList[] }[]>(
      request,
      '/api/dxp-data?dataset=curatedLists',
    );
    curatedLists = result!.data;
  }
  return curatedLists.find((list) => list.id === listId)?.items.length ?? 0;
}

/** Distinct link targets matching `pattern` in server HTML. */
function distinctLinks(html: string, pattern: RegExp): string[] {
  return [...new Set([...html.matchAll(pattern)].map((match) => match[1]!))];
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;');
}

function carousel(page: Page, label: string) {
  return page.getByRole('main').getByRole('region', { name: label, exact: true });
}

function visibleSlides(page: Page, label: string) {
  return carousel(page, label).locator('[aria-roledescription="slide"][data-state="visible"]');
}

function allSlides(page: Page, label: string) {
  return carousel(page, label).locator('[aria-roledescription="slide"]');
}

test.describe('menu-insight pages: server HTML', () => {
  for (const insight of MENU_INSIGHT_LIST) {
    test(`${insight.path} answers 200 with its headline, ${insight.featured.recipes} recipes and ${insight.featured.products} sauces`, async ({
      request,
    }) => {
      // The curated lists hold exactly the featured counts of spec §2.13.
      expect(await curatedCount(request, `${insight.slug}-recipes`)).toBe(insight.featured.recipes);
      expect(await curatedCount(request, `${insight.slug}-products`)).toBe(insight.featured.products);

      const response = await request.get(insight.path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toMatch(new RegExp(`<h1[^>]*>${escapeHtml(insight.headline)}</h1>`));
      expect(distinctLinks(html, /href="\/recipes\/([a-z0-9-]+)"/g)).toHaveLength(insight.featured.recipes);
      // Product pages: /products/{slug}, not the header's /products/story.
      const products = distinctLinks(html, /href="\/products\/([^"/?#]+)"/g).filter(
        (slug) => slug !== 'story',
      );
      expect(products).toHaveLength(insight.featured.products);
      expect(html).toContain(`href="${menuInsightFileHref('insights', insight.slug)}"`);
      expect(html).toContain(`href="${menuInsightFileHref('brochures', insight.slug)}"`);
      expect(html).toContain(`href="/recipes?${insight.category.filter}=${insight.category.id}#allRecipes"`);
      // Prefetched: no 'Loading...' placeholder on the first render.
      expect(html).not.toContain('Loading...');
    });
  }
});

test.describe('menu-insight pages in the browser', () => {
  test('the carousels show 4, 2, 1 recipes and 4, 3, 1 sauces at 1280, 900 and 390 px', async ({ page }) => {
    const tacos = MENU_INSIGHTS.tacos;
    await page.goto(tacos.path);
    await waitForHydration(page);
    await expect(allSlides(page, tacos.recipesHeading)).toHaveCount(8);
    await expect(allSlides(page, SAUCES)).toHaveCount(4);
    for (const [width, recipes, sauces] of [
      [1280, 4, 4],
      [900, 2, 3],
      [390, 1, 1],
    ] as const) {
      await page.setViewportSize({ width, height: 800 });
      await expect(visibleSlides(page, tacos.recipesHeading)).toHaveCount(recipes);
      await expect(visibleSlides(page, SAUCES)).toHaveCount(sauces);
    }
  });

  test("the downloads answer PDFs and 'See all recipes' opens /recipes with the dish selected", async ({
    page,
  }) => {
    const burgers = MENU_INSIGHTS.burgers;
    await page.goto(burgers.path);
    await waitForHydration(page);
    const main = page.getByRole('main');
    for (const title of [burgers.insights.title, burgers.brochure.title]) {
      const link = main.getByRole('link', { name: `Download the ${title} (PDF)` });
      const href = await link.getAttribute('href');
      const file = await page.request.get(href!);
      expect(file.status(), href!).toBe(200);
      expect(file.headers()['content-type']).toBe('application/pdf');
      expect((await file.body()).subarray(0, 4).toString('latin1')).toBe('%PDF');
    }
    await main.getByRole('link', { name: 'See all recipes' }).click();
    await expect(page).toHaveURL(/\/recipes\?dishes=burgers#allRecipes$/);
    await expect(page.getByRole('button', { name: 'Dishes 1 selected' })).toBeVisible();
    await page.getByRole('button', { name: 'Dishes 1 selected' }).click();
    await expect(page.getByRole('checkbox', { name: 'Burgers', exact: true })).toBeChecked();
  });

  test("on a client navigation the page shows 'Loading...' until its curated lists arrive", async ({
    page,
  }) => {
    const wings = MENU_INSIGHTS.wings;
    await page.goto('/whats-hot');
    await waitForHydration(page);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname === '/api/search',
      async (route) => {
        await held;
        await route.continue();
      },
    );
    await page.evaluate((path) => {
      window.history.pushState({ usr: null, key: 'wings', idx: 1 }, '', path);
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    }, wings.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(wings.headline);
    await expect(page.getByRole('main').getByText('Loading...').first()).toBeVisible();
    release();
    await expect(allSlides(page, wings.recipesHeading)).toHaveCount(wings.featured.recipes);
    await expect(allSlides(page, SAUCES)).toHaveCount(wings.featured.products);
    await expect(page.getByRole('main').getByText('Loading...')).toHaveCount(0);
  });

  test("stadium staples has no axe violations and its sample button fires the 'Button Click' label on /get-sample", async ({
    page,
  }) => {
    const stadium = MENU_INSIGHTS['stadium-staples'];
    await page.goto(stadium.path);
    await waitForHydration(page);
    const results = await axeBuilder(page).withTags(TAGS).analyze();
    expect(results.violations).toEqual([]);
    // The button hands the label over as navigation state once the carousels' part is hydrated.
    await hydratePart(page, 'InsightCarousels');
    const sample = page.getByRole('main').getByRole('link', { name: 'Request a sample' });
    await expect(sample).toHaveAttribute('href', '/get-sample');
    await sample.click();
    await expect(page).toHaveURL(/\/get-sample$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Request a Sample' })).toBeVisible();
    await expect
      .poll(() =>
        page.evaluate(() => (window.dataLayer ?? []).filter((event) => event.action === 'Button Click')),
      )
      .toEqual([
        { event: 'gaEvent', category: 'Sample Requests', action: 'Button Click', label: stadium.sampleLabel },
      ]);
  });
});

test.describe('menu-insight pages without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('/salads shows its headline, statistics, carousels, downloads and links', async ({ page }) => {
    const salads = MENU_INSIGHTS.salads;
    await page.goto(salads.path);
    const main = page.getByRole('main');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(salads.headline);
    for (const statistic of [...salads.statistics, ...salads.sauceGrowth])
      await expect(main.getByText(statistic.label, { exact: true })).toBeVisible();
    await expect(allSlides(page, salads.recipesHeading)).toHaveCount(8);
    await expect(allSlides(page, SAUCES)).toHaveCount(4);
    await expect(
      main.getByRole('link', { name: `Download the ${salads.insights.title} (PDF)` }),
    ).toHaveAttribute('href', '/files/insights/salads.pdf');
    await main.getByRole('link', { name: 'See all recipes' }).click();
    await expect(page).toHaveURL(/\/recipes\?dishes=salads#allRecipes$/);
    await expect(page.getByRole('button', { name: 'Dishes 1 selected' })).toBeVisible();
  });
});
