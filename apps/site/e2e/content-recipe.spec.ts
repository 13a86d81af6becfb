import { expect, test } from '@playwright/test';
import type { RelatedGroup } from '@larder/client';
import { distinctRelatedGroups } from '../src/features/recipes/related-groups';
import { apiData, isMobile, recordCspViolations, waitForHydration } from './helpers';

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
  cardFilePath: string | null;
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

  test(
    'draws page 1 of the recipe card when it scrolls into view, 1.5 on desktop and 1.3 on mobile',
    { tag: '@layout' },
    async ({ page, request }, testInfo) => {
      const recipe = await apiData<Recipe>(request, `/api/recipes/details?slug=${KOGI}`);
      const card = recipe.cardFilePath ?? recipe.pdfFilePath!;
      const fetched: string[] = [];
      page.on('request', (entry) => fetched.push(new URL(entry.url()).pathname));
      const csp = recordCspViolations(page);
      await page.goto(`/recipes/${KOGI}`);
      await waitForHydration(page);
      const preview = page.getByRole('region', { name: 'Recipe card' }).getByRole('figure');
      // Lazy: neither the PDF nor pdf.js is fetched before the preview comes near the viewport.
      await expect(preview).toHaveAttribute('data-state', 'waiting');
      expect(fetched).not.toContain(card);
      expect(fetched.some((path) => /pdf\.worker/.test(path))).toBe(false);

      await preview.scrollIntoViewIfNeeded();
      await expect(preview).toHaveAttribute('data-state', 'ready', { timeout: 15_000 });
      const drawn = preview.getByRole('img', { name: `${recipe.title} recipe card, page 1` });
      await expect(drawn).toBeVisible();
      const scale = isMobile(testInfo) ? 1.3 : 1.5;
      const size = await drawn.evaluate((canvas: HTMLCanvasElement) => ({
        width: canvas.width / Math.max(1, window.devicePixelRatio),
        height: canvas.height / Math.max(1, window.devicePixelRatio),
      }));
      // A Letter page is 612 × 792 points.
      expect(size.width).toBeCloseTo(612 * scale, -1);
      expect(size.height).toBeCloseTo(792 * scale, -1);
      // Some pixels are not white: the page was really drawn.
      const inked = await drawn.evaluate((canvas: HTMLCanvasElement) => {
        const data = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
        let dark = 0;
        for (let i = 0; i < data.length; i += 4) if (data[i]! < 128) dark += 1;
        return dark;
      });
      expect(inked).toBeGreaterThan(1000);
      expect(fetched).toContain(card);
      expect(fetched.some((path) => /pdf\.worker.*\.mjs$/.test(path))).toBe(true);
      await expect(preview.getByRole('link', { name: 'Download the recipe card' })).toHaveAttribute(
        'href',
        card,
      );
      expect(csp).toEqual([]);
    },
  );

  test('shows related recipes headed by flavor or product', async ({ page, request }) => {
    const recipe = await apiData<Recipe>(request, `/api/recipes/details?slug=${KOGI}`);
    const query = new URLSearchParams({
      flavors: recipe.flavors.join(','),
      products: recipe.related.products.map((ref) => ref.id).join(','),
      selected: recipe.id,
    });
    const groups = await apiData<RelatedGroup[]>(request, `/api/recipes/related?${query.toString()}`);
    // Each recipe once, in the first group that has it; a group left empty is not shown.
    const shown = distinctRelatedGroups(groups);
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

  test('"Email recipe" sends with a proof of work solved unseen, and the visitor sees only the dialog', async ({
    page,
  }) => {
    const csp = recordCspViolations(page);
    await page.goto(`/recipes/${KOGI}`);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Email recipe' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('textbox', { name: /Email address/ })).toBeVisible();
    // Nothing of the proof of work is seen, read out or focusable: the dialog is the spec's.
    await expect(page.locator('altcha-widget')).not.toHaveCount(0);
    await expect(page.locator('altcha-widget')).toBeHidden();
    await dialog.getByRole('textbox', { name: /Email address/ }).fill('cook@harbor-diner.example');
    const response = page.waitForResponse(
      (item) => new URL(item.url()).pathname === '/api/recipes/send-files',
    );
    await dialog.getByRole('button', { name: 'Send' }).click();
    const answered = await response;
    expect(answered.status()).toBe(201);
    const sent = answered.request().postDataJSON() as { type: string; captcha: string };
    expect(sent.type).toBe('recipe');
    // The solved ALTCHA payload the API verifies and spends (a request without one is refused).
    expect(JSON.parse(Buffer.from(sent.captcha, 'base64').toString('utf8'))).toEqual(
      expect.objectContaining({ algorithm: 'SHA-256', number: expect.any(Number) }),
    );
    await expect(dialog.getByRole('status')).toHaveText('Thanks so much, your email is on the way.');
    expect(csp).toEqual([]);
  });

  test('an unknown recipe is a 404 page', async ({ page }) => {
    const response = await page.goto('/recipes/no-such-recipe');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 - page not found');
  });
});
