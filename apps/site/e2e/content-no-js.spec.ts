import { expect, test } from '@playwright/test';
import { apiData } from './helpers';

test.describe('content pages without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('home: heading, search box and category blocks, with its SEO head', async ({ page, request }) => {
    const seo = await apiData<{ title: string; description: string }>(request, '/api/seo?path=%2F');
    await page.goto('/');
    await expect(page).toHaveTitle(seo.title);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', seo.description);
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Flavor Central' })).toBeVisible();
    // The box is a plain GET form: it works without JavaScript too.
    const box = page.getByRole('main').getByRole('searchbox');
    await box.fill('caesar');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search-result\?term=caesar$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for “caesar”');
    await expect(page.getByRole('heading', { level: 2, name: 'Products' })).toBeVisible();
  });

  test('search results: the results of the term in the URL, with the SEO head', async ({ page, request }) => {
    const seo = await apiData<{ title: string }>(request, '/api/seo?path=%2Fsearch-result');
    await page.goto('/search-result?term=ranch');
    await expect(page).toHaveTitle(seo.title);
    await expect(page.getByRole('heading', { level: 2, name: 'Recipes' })).toBeVisible();
  });

  test('recipes: heading, trending list and the first 30 recipes, with the SEO head', async ({
    page,
    request,
  }) => {
    const seo = await apiData<{ title: string }>(request, '/api/seo?path=%2Frecipes');
    await page.goto('/recipes');
    await expect(page).toHaveTitle(seo.title);
    await expect(page.getByRole('region', { name: 'Trending now' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Recipes' }).getByRole('listitem')).toHaveCount(30);
  });

  test('a recipe: title, ingredients and directions, with the recipe SEO head', async ({ page, request }) => {
    const seo = await apiData<{ title: string }>(request, '/api/seo?path=%2Frecipes%2Fkorean-bbq-burger');
    const recipe = await apiData<{ title: string }>(request, '/api/recipes/details?slug=korean-bbq-burger');
    await page.goto('/recipes/korean-bbq-burger');
    await expect(page).toHaveTitle(seo.title);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(recipe.title);
    await expect(
      page.getByRole('region', { name: 'Ingredients' }).getByRole('listitem').first(),
    ).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Directions' }).getByRole('listitem').first(),
    ).toBeVisible();
  });

  test('plus-one: heading and the first 30 tiles, with the SEO head', async ({ page, request }) => {
    const seo = await apiData<{ title: string }>(request, '/api/seo?path=%2Fplus-one');
    await page.goto('/plus-one');
    await expect(page).toHaveTitle(seo.title);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Make it your own');
    await expect(page.getByRole('list', { name: 'Plus-one ideas' }).getByRole('listitem')).toHaveCount(30);
  });
});
