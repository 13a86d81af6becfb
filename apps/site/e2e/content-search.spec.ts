import { expect, test } from '@playwright/test';
import { apiData, waitForHydration } from './helpers';

interface Group {
  key: 'products' | 'recipes' | 'plusones';
  label: string;
  items: { id: string; slug?: string; name?: string; title?: string }[];
}

const NO_RESULTS =
  'Sorry, no results were found. Make sure the spelling is correct or try using a simpler keywords.';
const POPULAR = [
  'asian',
  'balsamic',
  'barbecue',
  'boom boom',
  'boom boom sauce',
  'caesar',
  'french',
  'honey',
  'italian',
  'fat free',
  'greek',
  'ranch',
  'essentials',
  "Marlow's",
  'sauce',
];

test.describe('search results', () => {
  test('shows the term and the Products, Recipes and Make it your own sections with links', async ({
    page,
    request,
  }) => {
    const groups = await apiData<Group[]>(request, '/api/search?searchTerm=ranch');
    expect(groups.map((group) => group.label)).toEqual(['Products', 'Recipes', 'Make it your own']);

    await page.goto('/search-result?term=ranch');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for “ranch”');
    for (const group of groups) {
      await expect(page.getByRole('heading', { level: 2, name: group.label, exact: true })).toBeVisible();
    }
    const product = groups[0]!.items[0]!;
    const recipe = groups[1]!.items[0]!;
    await expect(page.getByRole('link', { name: product.name! }).first()).toHaveAttribute(
      'href',
      `/products/${product.slug}`,
    );
    await expect(page.getByRole('link', { name: recipe.title!, exact: true }).first()).toHaveAttribute(
      'href',
      `/recipes/${recipe.slug}`,
    );
    await expect(page.getByText(NO_RESULTS)).toHaveCount(0);
  });

  test('a recipe result leads to the recipe page', async ({ page, request }) => {
    const groups = await apiData<Group[]>(request, '/api/search?searchTerm=ranch');
    const recipe = groups.find((group) => group.key === 'recipes')!.items[0]!;
    await page.goto('/search-result?term=ranch');
    await waitForHydration(page);
    await page.getByRole('link', { name: recipe.title!, exact: true }).first().click();
    await expect(page).toHaveURL(new RegExp(`/recipes/${recipe.slug}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(recipe.title!);
  });

  test('offers the popular searches, each leading to its results', async ({ page }) => {
    await page.goto('/search-result?term=ranch');
    await waitForHydration(page);
    const popular = page.getByRole('navigation', { name: 'Popular searches' });
    await expect(popular.getByRole('link')).toHaveText(POPULAR);
    await popular.getByRole('link', { name: 'caesar', exact: true }).click();
    await expect(page).toHaveURL(/\/search-result\?term=caesar$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for “caesar”');
  });

  test('with no results shows the no-results text and a new search box; it clears when the query changes', async ({
    page,
  }) => {
    await page.goto('/search-result?term=qqxqzzv');
    await expect(page.getByText(NO_RESULTS, { exact: true })).toBeVisible();
    const box = page.getByRole('main').getByRole('searchbox');
    await expect(box).toHaveAttribute('placeholder', 'What are you looking for?');
    await expect(page.getByRole('navigation', { name: 'Popular searches' })).toBeVisible();

    await waitForHydration(page);
    await box.fill('caesar');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search-result\?term=caesar$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Products' })).toBeVisible();
    await expect(page.getByText(NO_RESULTS)).toHaveCount(0);
  });
});
