import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { axeBuilder } from './axe';
import { apiData, productsPage, waitForHydration, waitForMail } from './helpers';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const SEND_FILES = '/api/recipes/send-files';
const DIALOG = 'Email product information';

interface ProductDetails {
  product: {
    slug: string;
    name: string;
    productCode: string;
    files: { pdf: string | null };
    images: Record<'each' | 'case' | 'innerCase' | 'souflet', string | null>;
  };
}

/** A product with a PDF and an each image but no inner-case image, so the dialog offers only some files. */
async function productWithSomeFiles(request: APIRequestContext): Promise<ProductDetails['product']> {
  const { products } = await productsPage(request, { limit: '20' });
  for (const summary of products) {
    const { product } = await apiData<ProductDetails>(
      request,
      `/api/products/details?slug=${encodeURIComponent(summary.slug)}`,
    );
    if (product.files.pdf && product.images.each && product.images.innerCase === null) return product;
  }
  throw new Error('No product with a PDF and an each image but no inner-case image in the first page');
}

async function openProduct(page: Page, slug: string) {
  await page.goto(`/products/${slug}`);
  await waitForHydration(page);
}

async function openDialog(page: Page) {
  await page.getByRole('button', { name: 'Email product info' }).click();
  const dialog = page.getByRole('dialog', { name: DIALOG });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('product email dialog', () => {
  test('opens from the keyboard and closes with Escape, focus back on the button', async ({
    page,
    request,
  }) => {
    const product = await productWithSomeFiles(request);
    await openProduct(page, product.slug);
    const button = page.getByRole('button', { name: 'Email product info' });
    await button.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: DIALOG });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(`${product.name} (${product.productCode})`);
    // Focus moved into the dialog.
    expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(button).toBeFocused();
  });

  test(
    'requires an attachment, shows server field errors on the fields and a failure text, with no axe violations',
    { tag: '@layout' },
    async ({ page, request }) => {
      const product = await productWithSomeFiles(request);
      const sent: unknown[] = [];
      let answer: { status: number; body: unknown } = { status: 500, body: { errors: [] } };
      await page.route(`**${SEND_FILES}`, async (route) => {
        sent.push(route.request().postDataJSON());
        await route.fulfill({ status: answer.status, json: answer.body });
      });
      await openProduct(page, product.slug);
      const dialog = await openDialog(page);

      // Only the files the product has are offered.
      const group = dialog.getByRole('group', { name: 'Attachments' });
      await expect(group.getByRole('checkbox', { name: 'Spec sheet (PDF)' })).toBeVisible();
      await expect(group.getByRole('checkbox', { name: 'Each image' })).toBeVisible();
      await expect(group.getByRole('checkbox', { name: 'Inner case image' })).toHaveCount(0);

      await dialog.getByRole('textbox', { name: 'Email address' }).fill('chef@harbor-diner.example');
      await dialog.getByRole('button', { name: 'Send' }).click();
      await expect(group).toContainText('Please select an items from the list above');
      expect(sent).toEqual([]);

      const results = await axeBuilder(page).withTags(TAGS).analyze();
      expect(results.violations).toEqual([]);

      // The server's field errors land on the matching fields, not in the failure text.
      answer = {
        status: 422,
        body: {
          errors: [
            { param: 'email', value: 'chef@harbor-diner.example', msg: 'Must be a valid email' },
            { param: 'attachments[0].href', value: product.files.pdf, msg: 'This field is invalid' },
          ],
        },
      };
      await group.getByRole('checkbox', { name: 'Spec sheet (PDF)' }).check();
      await dialog.getByRole('button', { name: 'Send' }).click();
      await expect(dialog.getByRole('textbox', { name: 'Email address' })).toHaveAccessibleDescription(
        /Must be a valid email/,
      );
      await expect(group).toContainText('This field is invalid');
      await expect(dialog.getByText('Oops! Something went wrong.')).toHaveCount(0);
      expect(sent).toEqual([
        {
          email: 'chef@harbor-diner.example',
          attachments: [{ href: product.files.pdf }],
          type: 'product',
          captcha: expect.any(String),
        },
      ]);

      // An answer without field errors is the failure text.
      answer = { status: 500, body: { errors: [] } };
      await dialog.getByRole('button', { name: 'Send' }).click();
      await expect(
        dialog.getByRole('alert').filter({ hasText: 'Oops! Something went wrong.' }),
      ).toBeVisible();
    },
  );

  test('sends the ticked files, shows the sending and success texts, then closes itself and clears the address', async ({
    page,
    request,
  }) => {
    const product = await productWithSomeFiles(request);
    const scripts: string[] = [];
    page.on('request', (item) => {
      if (item.resourceType() === 'script') scripts.push(item.url());
    });
    // Hold the request until the sending state was seen, then let it through to the real API.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**${SEND_FILES}`, async (route) => {
      await held;
      await route.continue();
    });
    await openProduct(page, product.slug);
    const before = scripts.length;
    const dialog = await openDialog(page);
    // The dialog's code is its own chunk, fetched on first use.
    expect(scripts.length).toBeGreaterThan(before);

    // The dialog is the spec's: no captcha to see or to tab to, whatever works in the background.
    await expect(dialog.getByRole('group', { name: 'Captcha' })).toHaveCount(0);
    // The widget solving it is in the page, hidden: nothing of it is seen, read out or focusable.
    await expect(page.locator('altcha-widget')).not.toHaveCount(0);
    expect(
      await page
        .locator('altcha-widget')
        .evaluateAll((widgets) => widgets.every((widget) => (widget as HTMLElement).hidden)),
    ).toBe(true);

    const address = `chef-${Date.now().toString(36)}@harbor-diner.example`;
    await dialog.getByRole('textbox', { name: 'Email address' }).fill(address);
    await dialog.getByRole('checkbox', { name: 'Spec sheet (PDF)' }).check();
    await dialog.getByRole('checkbox', { name: 'Each image' }).check();
    const response = page.waitForResponse((item) => new URL(item.url()).pathname === SEND_FILES);
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(dialog.getByRole('button', { name: 'Sending, please wait...' })).toBeDisabled();
    release();

    const answered = await response;
    expect(answered.status()).toBe(201);
    expect(answered.request().headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    // With it, unseen, the proof of work solved in the background (the API refuses the request without one).
    expect(answered.request().postDataJSON()).toEqual({
      email: address,
      attachments: [{ href: product.files.pdf }, { href: `/img/${product.images.each}` }],
      type: 'product',
      captcha: expect.stringMatching(/^[A-Za-z0-9+/]+=*$/),
    });
    const body = (await answered.json()) as { data: { id: string } };
    expect(body.data.id).toMatch(/^[0-9a-f-]{36}$/);
    await expect(dialog.getByRole('status')).toHaveText('Email sent successfully!');

    // Closes itself 4 seconds after success; opened again, the address is empty.
    await expect(dialog).toHaveCount(0, { timeout: 10_000 });
    const again = await openDialog(page);
    await expect(again.getByRole('textbox', { name: 'Email address' })).toHaveValue('');

    // The outbox worker delivers it: without SMTP_URL the server writes it as an .eml file, with both files.
    const mail = await waitForMail(address);
    expect(mail).toMatch(/Content-Type: application\/pdf/i);
    expect(mail).toMatch(/Content-Type: image\//i);
  });
});
