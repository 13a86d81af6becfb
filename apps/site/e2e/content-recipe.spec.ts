import { expect, test } from '@playwright/test';
import { apiData, waitForHydration } from './helpers';

interface Ref {
  id: string;
  code: string;
  title: string;
  url: string;
}
interface Recipe {
  id: string;
  slug: string;
  title: string;
  image: string;
  pdfFilePath: string | null;
  isKogi: boolean;
  flavors: string[];
  ingredients: {
    amount: string;
    weight: string | null;
    ingredient: string;
    productId: string | null;
    plusOneId: string | null;
  }[];
  steps: { step: string; products: string[] }[];
  subRecipes: { id: string; slug: string; title: string; isStandAlone: boolean }[];
  related: { products: Ref[]; plusOnes: { id: string; title: string }[] };
}
interface RelatedGroup {
  type: string;
  title: string;
  recipes: unknown[];
}

// A kogi recipe with several products and an embedded sub-recipe; a recipe whose steps name a plus-one.
const KOGI = 'korean-bbq-burger';
const WITH_PLUS_ONE = 'thousand-island-diner-burger';

test.describe('recipe detail', () => {
  test('shows title, image, ingredients with units, steps with product links and the dressing info', async ({
    page,
    request,
  }) => {
    const recipe = await apiData<Recipe>(request, `/api/recipes/details?slug=${KOGI}`);
    const [uoms] = await apiData<{ data: { id: string; name: string }[] }[]>(
      request,
      '/api/dxp-data?dataset=uoms',
    );
    await page.goto(`/recipes/${KOGI}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(recipe.title);
    await expect(page.getByRole('img', { name: recipe.title })).toBeVisible();

    const ingredients = page.getByRole('region', { name: 'Ingredients' }).getByRole('listitem');
    await expect(ingredients).toHaveCount(recipe.ingredients.length);
    const first = recipe.ingredients[0]!;
    const unit = uoms!.data.find((uom) => uom.id === first.weight)?.name ?? '';
    await expect(ingredients.first()).toContainText(`${first.amount} ${unit}`.trim());
    await expect(ingredients.first()).toContainText(first.ingredient);

    const step = recipe.steps.find((entry) => entry.products.length > 0 && /\[.+\]/.test(entry.step))!;
    const name = /\[(.+?)\]/.exec(step.step)![1]!;
    const product = recipe.related.products.find((ref) => ref.title === name || ref.code === name)!;
    await expect(
      page.getByRole('region', { name: 'Directions' }).getByRole('link', { name }).first(),
    ).toHaveAttribute('href', product.url);

    // Dressing info: no duplicates, 'title (code)', kogi images 172x300.
    const info = page.getByRole('region', { name: 'Dressing Info' });
    const unique = [...new Map(recipe.related.products.map((ref) => [ref.id, ref])).values()];
    await expect(info.getByRole('listitem')).toHaveCount(unique.length);
    for (const ref of unique) {
      await expect(info.getByRole('link', { name: `${ref.title} (${ref.code})` })).toHaveAttribute(
        'href',
        ref.url,
      );
    }
    await expect(info.locator('img[src^="/img/fit-in/172x300/"]').first()).toBeVisible();
  });

  test('shows the embedded sub-recipe under its anchor, the PDF link and print', async ({
    page,
    request,
  }) => {
    const recipe = await apiData<Recipe>(request, `/api/recipes/details?slug=${KOGI}`);
    const sub = recipe.subRecipes.find((entry) => !entry.isStandAlone)!;
    await page.goto(`/recipes/${KOGI}`);
    await waitForHydration(page);
    await expect(page.locator(`#${sub.slug}`).getByRole('heading', { level: 2 })).toHaveText(sub.title);
    await expect(page.getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
      'href',
      recipe.pdfFilePath!,
    );

    await page.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed += 1;
      };
    });
    await page.getByRole('button', { name: 'Print recipe' }).click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  });

  test('shows related recipes headed by flavor or product', async ({ page, request }) => {
    const recipe = await apiData<Recipe>(request, `/api/recipes/details?slug=${KOGI}`);
    const query = new URLSearchParams({
      flavors: recipe.flavors.join(','),
      products: recipe.related.products.map((ref) => ref.id).join(','),
      selected: recipe.id,
    });
    const groups = await apiData<RelatedGroup[]>(request, `/api/recipes/related?${query.toString()}`);
    const shown = groups.filter((group) => group.recipes.length > 0);
    expect(shown.length).toBeGreaterThan(0);
    await page.goto(`/recipes/${KOGI}`);
    await expect(page.getByRole('heading', { level: 2, name: 'Related recipes' })).toBeVisible();
    for (const group of shown) {
      await expect(page.getByRole('heading', { level: 3, name: group.title, exact: true })).toBeVisible();
    }
  });

  test('a plus-one named in the recipe opens its pop-up; Escape closes it and returns focus', async ({
    page,
    request,
  }) => {
    const recipe = await apiData<Recipe>(request, `/api/recipes/details?slug=${WITH_PLUS_ONE}`);
    const plusOne = recipe.related.plusOnes.find((entry) =>
      recipe.ingredients.some((line) => line.plusOneId === entry.id),
    )!;
    await page.goto(`/recipes/${WITH_PLUS_ONE}`);
    await waitForHydration(page);
    const trigger = page
      .getByRole('region', { name: 'Ingredients' })
      .getByRole('button', { name: plusOne.title })
      .first();
    await trigger.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading').first()).toContainText(plusOne.title.split(' ')[0]!);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(trigger).toBeFocused();
  });

  test('the email dialog is loaded only when asked for', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto(`/recipes/${KOGI}`);
    await waitForHydration(page);
    const before = scripts.length;
    await page.getByRole('button', { name: 'Email recipe' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: /Email address/ })).toBeVisible();
    expect(scripts.length).toBeGreaterThan(before);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  });

  test('an unknown recipe is a 404 page', async ({ page }) => {
    const response = await page.goto('/recipes/no-such-recipe');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 - page not found');
  });
});
