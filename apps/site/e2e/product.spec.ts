import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  apiData,
  isMobile,
  productsPage,
  productWithSibling,
  recordApiCalls,
  waitForHydration,
  type ProductSummaryLike,
} from './helpers';

interface RelatedGroup {
  type: 'flavor' | 'product';
  id: string;
  title: string;
  recipes: { id: string; slug: string; title: string }[];
}

/** The spec's mobile section nav (§2.5): case information, ingredients, nutritional, general; then portion and cost. */
const SECTION_NAV = [
  { name: 'Case Information', id: 'case-information', heading: 'Case Information' },
  { name: 'Ingredients', id: 'ingredients', heading: 'Ingredients' },
  { name: 'Nutritional', id: 'nutritional', heading: 'Nutritional Information' },
  { name: 'General', id: 'general', heading: 'Description' },
  // Then the portion and cost calculator operators look for (issue 16).
  { name: 'Portion and Cost', id: 'portion-and-cost', heading: 'Portion and cost' },
];

/** A listed product with related recipes; with `repeated`, one whose API groups list a recipe more than once. */
async function productWithRelatedRecipes(
  request: APIRequestContext,
  { repeated = false } = {},
): Promise<{ product: ProductSummaryLike; groups: RelatedGroup[] }> {
  const { products } = await productsPage(request);
  for (const product of products as (ProductSummaryLike & { flavors: string[] })[]) {
    const query = new URLSearchParams({ products: product.id });
    if (product.flavors.length > 0) query.set('flavors', product.flavors.join(','));
    const groups = await apiData<RelatedGroup[]>(request, `/api/recipes/related?${query.toString()}`);
    const shown = groups.filter((group) => group.recipes.length > 0);
    const listed = shown.flatMap((group) => group.recipes.map((recipe) => recipe.id));
    if (shown.length > 0 && (!repeated || new Set(listed).size < listed.length))
      return { product, groups: shown };
  }
  throw new Error(`No listed product has ${repeated ? 'a recipe related twice' : 'related recipes'}`);
}

test.describe('product page', () => {
  test('shows every section of the product', async ({ page, request }) => {
    const { product } = await productWithSibling(request);
    const response = await page.goto(`/products/${product.slug}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
    await expect(page.getByText(`Product code: ${product.productCode}`)).toBeVisible();
    for (const title of [
      'Description',
      'Ingredients',
      'Claims',
      'Allergens',
      'Storage and Shelf Life',
      'Case Information',
      'Nutritional Information',
    ]) {
      await expect(page.getByRole('heading', { name: title, exact: true })).toBeAttached();
    }
    await expect(
      page.getByRole('region', { name: 'Product images' }).or(page.getByLabel('Product images')),
    ).toBeAttached();
    await expect(page.getByRole('button', { name: 'Print product info' })).toBeVisible();
  });

  test(
    'key facts sit beside the images on a wide screen, the Nutrition Facts beside the sections',
    { tag: '@layout' },
    async ({ page, request }, testInfo) => {
      const { product } = await productWithSibling(request);
      const details = await apiData<{
        product: { caseInfo: { packageType: string }; storage: { shelfLife: number } };
      }>(request, `/api/products/details?slug=${encodeURIComponent(product.slug)}`);
      await page.goto(`/products/${product.slug}`);
      const facts = page.getByRole('region', { name: 'Key facts' });
      await expect(facts).toBeVisible();
      await expect(facts.getByRole('definition').nth(1)).toHaveText(details.product.caseInfo.packageType);
      await expect(facts).toContainText(`${details.product.storage.shelfLife} days`);

      const images = page
        .getByRole('region', { name: 'Product images' })
        .or(page.getByLabel('Product images'));
      const imageBox = (await images.first().boundingBox())!;
      const factsBox = (await facts.boundingBox())!;
      const nutrition = (await page.getByRole('region', { name: 'Nutritional Information' }).boundingBox())!;
      const description = (await page.getByRole('region', { name: 'Description' }).boundingBox())!;
      if (isMobile(testInfo)) {
        // A phone stacks them: the facts under the images, the nutrition panel after the sections.
        expect(factsBox.y).toBeGreaterThanOrEqual(imageBox.y + imageBox.height);
        expect(nutrition.y).toBeGreaterThan(description.y + description.height);
      } else {
        expect(factsBox.x).toBeGreaterThanOrEqual(imageBox.x + imageBox.width);
        expect(factsBox.y).toBeLessThan(imageBox.y + imageBox.height);
        expect(nutrition.x).toBeGreaterThanOrEqual(description.x + description.width);
        expect(nutrition.y).toBeLessThan(description.y + description.height);
      }
    },
  );

  test('a package tab switches to the sibling and its URL without a reload', async ({ page, request }) => {
    const { product, sibling } = await productWithSibling(request);
    await page.goto(`/products/${product.slug}`);
    await waitForHydration(page);
    await page.evaluate(() => {
      (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
    });
    const tabs = page.getByRole('tablist', { name: 'Package type' });
    await expect(tabs.getByRole('tab', { selected: true })).toHaveAttribute(
      'href',
      `/products/${product.slug}`,
    );
    await tabs.locator(`a[href="/products/${sibling.slug}"]`).click();

    await expect(page).toHaveURL(`/products/${sibling.slug}`);
    await expect(page.getByText(`Product code: ${sibling.productCode}`)).toBeVisible();
    await expect(tabs.getByRole('tab', { selected: true })).toHaveAttribute(
      'href',
      `/products/${sibling.slug}`,
    );
    expect(
      await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
    ).toBe(true);
  });

  test('a package segment in the URL opens the sibling of that package type', async ({ page, request }) => {
    const { product, sibling } = await productWithSibling(request);
    // e.g. /products/{slug}/bar%20bottle — the segment is the package type, any case.
    const segment = sibling.caseInfo.packageType.toLowerCase();
    const response = await page.goto(`/products/${product.slug}/${encodeURIComponent(segment)}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByText(`Product code: ${sibling.productCode}`)).toBeVisible();
  });

  test('hydration of a product page fetches nothing again', async ({ page, request }) => {
    const { product } = await productWithSibling(request);
    const calls = recordApiCalls(page);
    await page.goto(`/products/${product.slug}`);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    expect(calls).toEqual([]);
  });

  test('the head carries the product title, description and canonical link', async ({ page, request }) => {
    const { product } = await productWithSibling(request);
    const seo = await apiData<{ title: string; description: string }>(
      request,
      `/api/seo?path=${encodeURIComponent(`/products/${product.slug}`)}`,
    );
    await page.goto(`/products/${product.slug}`);
    await expect(page).toHaveTitle(seo.title);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', seo.description);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`/products/${product.slug}$`),
    );
  });

  test('an unknown product slug answers 404 with the not-found page', async ({ page }) => {
    const response = await page.goto('/products/no-such-product-slug');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: '404 - page not found' })).toBeVisible();
    await waitForHydration(page);
    await expect(page.getByRole('heading', { name: '404 - page not found' })).toBeVisible();
  });

  test(
    'mobile width has a section nav whose links jump to the sections; desktop has none',
    { tag: '@layout' },
    async ({ page, request }, testInfo) => {
      const { product } = await productWithRelatedRecipes(request);
      await page.goto(`/products/${product.slug}`);
      await waitForHydration(page);
      const nav = page.getByRole('navigation', { name: 'Product sections' });
      if (!isMobile(testInfo)) {
        await expect(nav).toBeHidden();
        return;
      }
      await expect(nav).toBeVisible();
      await expect(nav.getByRole('link')).toHaveText(SECTION_NAV.map((section) => section.name));
      for (const section of SECTION_NAV) {
        const link = nav.getByRole('link', { name: section.name, exact: true });
        await expect(link).toHaveAttribute('href', `#${section.id}`);
        await link.click();
        await expect(page).toHaveURL(new RegExp(`/products/${product.slug}#${section.id}$`));
        const target = page.locator(`[id="${section.id}"]`);
        await expect(target.getByRole('heading', { name: section.heading, exact: true })).toBeInViewport();
        // The jump stops 75 px short of the target (spec §2.1 anchor offset on product pages).
        await expect
          .poll(() => target.evaluate((element) => element.getBoundingClientRect().top))
          .toBeCloseTo(75, -1);
      }
    },
  );

  test('shows the related recipes, grouped by flavor or product, each once, linking to the recipes', async ({
    page,
    request,
  }) => {
    const { product, groups } = await productWithRelatedRecipes(request, { repeated: true });
    await page.goto(`/products/${product.slug}`);
    const related = page.getByRole('region', { name: 'Related recipes' });
    await expect(related).toBeVisible();
    // Each recipe once, under the first group that has it; a group whose recipes all came earlier is not shown.
    const seen = new Set<string>();
    const shownGroups = groups.filter((group) => {
      const fresh = group.recipes.filter((entry) => !seen.has(entry.slug));
      for (const entry of group.recipes) seen.add(entry.slug);
      return fresh.length > 0;
    });
    await expect(related.getByRole('heading', { level: 3 })).toHaveText(
      shownGroups.map((group) => group.title),
    );
    const hrefs = await related
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toHaveLength(seen.size);
    expect(new Set(hrefs).size).toBe(hrefs.length);
    const recipe = groups[0]!.recipes[0]!;
    const link = related.getByRole('link', { name: recipe.title, exact: true }).first();
    await expect(link).toHaveAttribute('href', `/recipes/${recipe.slug}`);
    await waitForHydration(page);
    await link.click();
    await expect(page).toHaveURL(`/recipes/${recipe.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(recipe.title);
  });
});
