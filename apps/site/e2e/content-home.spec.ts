import { expect, test } from '@playwright/test';
import { apiData, recordApiCalls, waitForHydration } from './helpers';

interface HomeBlock {
  title: string;
  caption: string;
  image: string;
  link: string;
}

test.describe('home page', () => {
  test('shows the hero search box and every category block from the homepageBlocks dataset', async ({
    page,
    request,
  }) => {
    const [result] = await apiData<{ dataset: string; data: HomeBlock[] }[]>(
      request,
      '/api/dxp-data?dataset=homepageBlocks',
    );
    const blocks = result!.data;
    expect(blocks.length).toBeGreaterThan(0);

    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('main').getByRole('searchbox')).toHaveAttribute(
      'placeholder',
      'What can we get you today?',
    );
    for (const block of blocks) {
      const link = page.getByRole('main').getByRole('link', { name: block.title, exact: true });
      await expect(link).toHaveAttribute('href', block.link);
      await expect(page.getByText(block.caption, { exact: true })).toBeVisible();
    }
    // Images go through the resizer at 300x300 (spec §9).
    await expect(page.locator(`main img[src="/img/fit-in/300x300/${blocks[0]!.image}"]`)).toHaveCount(1);
  });

  test('the blocks come with the page: the browser does not load them again', async ({ page }) => {
    const calls = recordApiCalls(page);
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
    expect(calls.filter((call) => call.startsWith('/api/dxp-data'))).toEqual([]);
  });

  test('a block link leads to its page', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('main').getByRole('link', { name: 'Recipes & Menu Trends' }).click();
    await expect(page).toHaveURL(/\/recipes$/);
    await expect(page.getByRole('heading', { level: 2, name: 'All recipes' })).toBeVisible();
  });

  test('searching goes to the results for the text; blank text does not search', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const box = page.getByRole('main').getByRole('searchbox');
    await box.fill('   ');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/$/);
    await box.fill('ranch');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search-result\?term=ranch$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Search results for');
  });

  test("a wrong dataset answer shows 'Failed to load home page content'", async ({ page }) => {
    await page.goto('/search-result?term=ranch');
    await waitForHydration(page);
    await page.route('**/api/dxp-data?dataset=homepageBlocks', (route) =>
      route.fulfill({ json: { data: [{ dataset: 'flavors', data: [] }] } }),
    );
    // Client-side navigation: the home blocks are not in the page's data yet, so the browser asks for them.
    await page.getByRole('link', { name: "Marlow's Foodservice home" }).first().click();
    await expect(page).toHaveURL(/\/$/);
    await expect(
      page.getByRole('alert').filter({ hasText: 'Failed to load home page content' }),
    ).toBeVisible();
  });
});
