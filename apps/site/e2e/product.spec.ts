import { expect, test } from '@playwright/test';
import { apiData, productWithSibling, recordApiCalls, waitForHydration } from './helpers';

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
});
