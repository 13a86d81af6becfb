import { expect, test } from '@playwright/test';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { apiData, productsPage, recordCspViolations, waitForHydration } from './helpers';

/**
 * The QR code of a product's GS1 Digital Link on its page (issue 14 item 4): the picture the browser draws is
 * decoded as a phone would, and the link it carries opens the same product.
 */
test.describe('product QR code', () => {
  test('the product page shows a QR code that scans to its Digital Link and opens the product, under the page’s strict CSP', async ({
    page,
    request,
  }) => {
    const [listed] = (await productsPage(request)).products;
    const { product } = await apiData<{ product: { slug: string; name: string; upc: string } }>(
      request,
      `/api/products/details?slug=${encodeURIComponent(listed!.slug)}`,
    );
    const violations = recordCspViolations(page);
    await page.goto(`/products/${product.slug}`);
    await waitForHydration(page);

    const origin = new URL((await page.locator('link[rel="canonical"]').getAttribute('href'))!).origin;
    const link = `${origin}/01/${product.upc.padStart(14, '0')}`;
    const figure = page.getByRole('figure', { name: /Scan to open this product/ });
    await expect(figure).toContainText(link);
    const image = figure.getByRole('img', { name: 'QR code' });
    await image.scrollIntoViewIfNeeded();
    await expect(image).toHaveJSProperty('complete', true);
    expect(await image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);

    // What the visitor sees, as pixels, through a QR decoder.
    const { data, info } = await sharp(await image.screenshot())
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const scanned = jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data;
    expect(scanned).toBe(link);

    // The resolver behind the link opens this product.
    await page.goto(new URL(scanned!).pathname);
    await expect(page).toHaveURL(new RegExp(`/products/${product.slug}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
    expect(violations).toEqual([]);
  });
});
