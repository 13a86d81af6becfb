import { expect, test, type Page } from '@playwright/test';
import { apiData, waitForHydration } from './helpers';

interface RecipePage {
  recipes: { id: string; slug: string; title: string }[];
  paging: { total: number; hasNext: boolean };
}
interface Lookup {
  id: string;
  name?: string;
  title?: string;
  link?: string;
}

const tiles = (page: Page) => page.getByRole('list', { name: 'Recipes' }).getByRole('listitem');
const status = (page: Page) => page.getByRole('status').filter({ hasText: 'Showing' });

test.describe('recipes list', () => {
  test('shows the hero search, the trending list and the first 30 recipes of all recipes', async ({
    page,
    request,
  }) => {
    const [trends] = await apiData<{ data: Lookup[] }[]>(request, '/api/dxp-data?dataset=trends');
    const all = await apiData<RecipePage>(request, '/api/recipes?limit=30');
    await page.goto('/recipes');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Recipes & Menu Trends');
    await expect(page.getByRole('main').getByRole('searchbox')).toBeVisible();
    const trending = page.getByRole('region', { name: 'Trending now' });
    for (const trend of trends!.data) {
      await expect(trending.getByRole('link', { name: trend.title })).toHaveAttribute('href', trend.link!);
    }
    await expect(page.locator('#allRecipes').getByRole('heading', { name: 'All recipes' })).toBeVisible();
    await expect(tiles(page)).toHaveCount(30);
    await expect(status(page)).toHaveText(`Showing 30 of ${all.paging.total} recipes`);
    // The tiles are the first page, in the stable shuffled order (spec §4): the same recipes, not the same order.
    const shown = await tiles(page)
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect([...shown].sort()).toEqual(all.recipes.map((recipe) => `/recipes/${recipe.slug}`).sort());
  });

  test('the order is the same on every load and survives hydration', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto('/recipes');
    const serverOrder = await tiles(page).getByRole('link').allTextContents();
    await waitForHydration(page);
    expect(await tiles(page).getByRole('link').allTextContents()).toEqual(serverOrder);
    await page.reload();
    await waitForHydration(page);
    expect(await tiles(page).getByRole('link').allTextContents()).toEqual(serverOrder);
    expect(errors.filter((text) => /hydrat/i.test(text))).toEqual([]);
  });

  test('scrolling to the end loads page 2', async ({ page }) => {
    await page.goto('/recipes');
    await waitForHydration(page);
    await expect(tiles(page)).toHaveCount(30);
    await page.getByRole('link', { name: 'Next page' }).scrollIntoViewIfNeeded();
    await expect(tiles(page)).toHaveCount(60);
  });

  test('a filter updates the query string and the list', { tag: '@layout' }, async ({ page, request }) => {
    const [dishes] = await apiData<{ data: Lookup[] }[]>(request, '/api/dxp-data?dataset=dishes');
    const dish = dishes!.data[0]!;
    const filtered = await apiData<RecipePage>(request, `/api/recipes?dishes=${dish.id}&limit=30`);
    expect(filtered.paging.total).toBeGreaterThan(0);

    await page.goto('/recipes');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Dishes', exact: true }).click();
    await page.getByRole('checkbox', { name: dish.name! }).click();
    await expect(page).toHaveURL(new RegExp(`/recipes\\?dishes=${dish.id}$`));
    await expect(status(page)).toHaveText(
      `Showing ${Math.min(30, filtered.paging.total)} of ${filtered.paging.total} ${filtered.paging.total === 1 ? 'recipe' : 'recipes'}`,
    );
    await expect(page.getByRole('button', { name: 'Dishes 1 selected' })).toBeVisible();
  });

  test('filters in the URL are preselected', async ({ page, request }) => {
    const [flavors] = await apiData<{ data: Lookup[] }[]>(request, '/api/dxp-data?dataset=flavors');
    let chosen: { flavor: Lookup; total: number } | undefined;
    for (const flavor of flavors!.data) {
      const result = await apiData<RecipePage>(
        request,
        `/api/recipes?flavor=${flavor.id}&courses=entree&limit=1`,
      );
      if (result.paging.total > 0) {
        chosen = { flavor, total: result.paging.total };
        break;
      }
    }
    expect(chosen).toBeDefined();
    await page.goto(`/recipes?flavor=${chosen!.flavor.id}&courses=entree`);
    await expect(status(page)).toContainText(`of ${chosen!.total}`);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Flavor 1 selected' }).click();
    await expect(page.getByRole('checkbox', { name: chosen!.flavor.name! })).toBeChecked();
    await expect(page.getByRole('button', { name: 'Courses 1 selected' })).toBeVisible();
  });

  test('dishes passed as navigation state are preselected and mirrored in the URL', async ({ page }) => {
    await page.goto('/search-result?term=ranch');
    await waitForHydration(page);
    // What a menu-insight page's link does: navigate to /recipes with `{ dishes: 'burgers' }` as state.
    await page.evaluate(() => {
      window.history.pushState({ usr: { dishes: 'burgers' }, key: 'burgers', idx: 1 }, '', '/recipes');
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    });
    await expect(page).toHaveURL(/\/recipes\?dishes=burgers$/);
    await expect(page.getByRole('button', { name: 'Dishes 1 selected' })).toBeVisible();
  });

  test("a filter with no recipes shows 'Sorry, no results were found'", async ({ page }) => {
    await page.goto('/recipes?flavor=no-such-flavor');
    await expect(page.getByText('Sorry, no results were found', { exact: true })).toBeVisible();
    await expect(tiles(page)).toHaveCount(0);
  });
});

test.describe('recipes list without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("the server HTML has the list, 'Next page' renders page 2 and 'Previous page' page 1", async ({
    page,
  }) => {
    await page.goto('/recipes');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Recipes & Menu Trends');
    await expect(tiles(page)).toHaveCount(30);
    const first = await tiles(page).first().textContent();
    await page.getByRole('link', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/\/recipes\?page=2#allRecipes$/);
    await expect(tiles(page)).toHaveCount(30);
    await expect(status(page)).toContainText('Showing 31–60 of');
    await page.getByRole('link', { name: 'Previous page' }).click();
    await expect(page).toHaveURL(/\/recipes#allRecipes$/);
    await expect(tiles(page).first()).toHaveText(first!);
  });
});
