import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { axeBuilder } from './axe';
import { apiData, chooseOption, fillForm, SAMPLE_REQUESTER, solveCaptcha, waitForHydration } from './helpers';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

interface ProductOptionLike {
  id: string;
  name: string;
  productCode: string;
  status: string;
  websiteGroup: string;
}

async function activeProduct(request: APIRequestContext): Promise<ProductOptionLike> {
  const products = await apiData<ProductOptionLike[]>(request, '/api/products/all');
  const product = products.find(
    (candidate) => candidate.status === 'Website Active' && candidate.productCode,
  );
  if (!product) throw new Error('No active product in the catalogue');
  return product;
}

async function fillSample(page: Page): Promise<void> {
  await fillForm(
    page.getByRole('form', { name: 'Sample request form' }),
    { ...SAMPLE_REQUESTER, Distributor: 'North Shore Foods' },
    { State: 'Massachusetts', Segment: 1, 'Number of locations': 1, 'How did you hear about us?': 1 },
  );
}

/** The products field after hydration: the react-aria combobox (`CreatableMultiSelect`) of the sample form. */
const productsField = (root: Page | Locator) => root.getByRole('combobox', { name: /^Products to sample/ });

/** The product is among the chosen ones: a tag of the products field. */
async function expectChosenProduct(form: Locator, label: string) {
  await expect(
    form.getByRole('grid', { name: 'Chosen products' }).getByRole('row', { name: label, exact: true }),
  ).toBeVisible();
}

test.describe('/get-sample', () => {
  test(
    'requests a sample of a prefilled product with a solved captcha, then goes home',
    { tag: '@layout' },
    async ({ page, request }) => {
      const product = await activeProduct(request);
      await page.goto(`/get-sample?code=${encodeURIComponent(product.productCode)}`);
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1, name: 'Request a Sample' })).toBeVisible();
      const form = page.getByRole('form', { name: 'Sample request form' });
      await chooseOption(form.getByRole('combobox', { name: 'Which best describes you?' }), 'Foodservice');
      await expectChosenProduct(form, `${product.name} (${product.productCode})`);
      await fillSample(page);
      await solveCaptcha(page);
      const posted = page.waitForResponse(
        (response) => response.url().endsWith('/api/getsample') && response.request().method() === 'POST',
      );
      await page.getByRole('button', { name: 'Submit' }).click();
      const response = await posted;
      expect(response.ok()).toBe(true);
      const body = response.request().postDataJSON() as Record<string, unknown>;
      expect(body).toMatchObject({ sample: [product.id], description: 'Foodservice', isConsumer: false });
      const { data } = (await response.json()) as { data: { id: string } };
      const dialog = page.getByRole('dialog');
      await expect(dialog).toContainText('Thank you for considering the company!');
      await expect(dialog).toContainText('A representative will contact you soon about your request.');
      const events = await page.evaluate(() => window.dataLayer ?? []);
      expect(events).toContainEqual(expect.objectContaining({ requestId: data.id }));
      await dialog.getByRole('button', { name: 'OK' }).click();
      await expect(page).toHaveURL(/\/$/);
    },
  );

  test('sends a product the visitor typed in because it is not listed, with the prefilled one', async ({
    page,
    request,
  }) => {
    const product = await activeProduct(request);
    await page.goto(`/get-sample?code=${encodeURIComponent(product.productCode)}`);
    await waitForHydration(page);
    const form = page.getByRole('form', { name: 'Sample request form' });
    await chooseOption(form.getByRole('combobox', { name: 'Which best describes you?' }), 'Foodservice');
    await expectChosenProduct(form, `${product.name} (${product.productCode})`);
    const field = productsField(form);
    await field.fill(`${product.name} (${product.productCode})`.toLowerCase());
    await field.press('Escape');
    await field.press('Enter');
    await expect(field).toHaveAccessibleDescription(/This option already exists/);
    await field.fill('Smoky Chipotle Aioli');
    await field.press('Escape');
    await field.press('Enter');
    await expectChosenProduct(form, 'Smoky Chipotle Aioli');
    await fillSample(page);
    await solveCaptcha(page);
    const posted = page.waitForResponse(
      (response) => response.url().endsWith('/api/getsample') && response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Submit' }).click();
    const response = await posted;
    expect(response.status()).toBe(201);
    expect(response.request().postDataJSON()).toMatchObject({ sample: [product.id, 'Smoky Chipotle Aioli'] });
    await expect(page.getByRole('dialog')).toContainText('Thank you for considering the company!');
  });

  test('prefills the product from ?group= when no code is given', async ({ page, request }) => {
    const product = await activeProduct(request);
    await page.goto(`/get-sample?group=${encodeURIComponent(product.websiteGroup)}`);
    await waitForHydration(page);
    const form = page.getByRole('form', { name: 'Sample request form' });
    await chooseOption(form.getByRole('combobox', { name: 'Which best describes you?' }), 'Foodservice');
    await expectChosenProduct(form, `${product.name} (${product.productCode})`);
  });

  test('shows the validation messages on an empty submit', async ({ page }) => {
    await page.goto('/get-sample');
    await waitForHydration(page);
    const form = page.getByRole('form', { name: 'Sample request form' });
    await chooseOption(form.getByRole('combobox', { name: 'Which best describes you?' }), 'Foodservice');
    await form.getByRole('button', { name: 'Submit' }).click();
    for (const name of ['Segment', 'Number of locations', 'How did you hear about us?'])
      await expect(form.getByRole('combobox', { name })).toHaveAccessibleDescription(
        'Please, select an option',
      );
    await expect(productsField(form)).toHaveAccessibleDescription(/Please, select an option/);
    for (const name of ['First name', 'Company', 'Email', 'Distributor'])
      await expect(form.getByRole('textbox', { name })).toHaveAccessibleDescription('This field is required');
    await expect(form.getByRole('group', { name: 'Captcha' })).toHaveAccessibleDescription(
      'Please solve the captcha.',
    );
  });

  test("shows the server's error on its field", async ({ page, request }) => {
    const product = await activeProduct(request);
    await page.route('**/api/getsample', (route) =>
      route.fulfill({
        status: 422,
        contentType: 'application/json',
        body: JSON.stringify({ errors: [{ param: 'email', msg: 'Must be a valid email' }] }),
      }),
    );
    await page.goto(`/get-sample?code=${encodeURIComponent(product.productCode)}`);
    await waitForHydration(page);
    const form = page.getByRole('form', { name: 'Sample request form' });
    await chooseOption(form.getByRole('combobox', { name: 'Which best describes you?' }), 'Foodservice');
    await expectChosenProduct(form, `${product.name} (${product.productCode})`);
    await fillSample(page);
    await solveCaptcha(page);
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Must be a valid email',
    );
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test("'Personal Use' hides the form and shows the foodservice-only message", async ({ page }) => {
    await page.goto('/get-sample');
    await waitForHydration(page);
    const form = page.getByRole('form', { name: 'Sample request form' });
    await chooseOption(form.getByRole('combobox', { name: 'Which best describes you?' }), 'Personal Use');
    await expect(form.getByText('Samples are available to foodservice professionals only.')).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'First name' })).toHaveCount(0);
    await expect(form.getByRole('button', { name: 'Submit' })).toHaveCount(0);
  });

  test("fires the navigation state's gaFrom once as a 'Button Click'", async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.evaluate(() => {
      window.history.pushState({ usr: { gaFrom: 'Stadium' }, key: 'e2e', idx: 1 }, '', '/get-sample');
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    });
    await expect(page.getByRole('heading', { level: 1, name: 'Request a Sample' })).toBeVisible();
    const clicks = await page.evaluate(() =>
      (window.dataLayer ?? []).filter((event) => event.action === 'Button Click'),
    );
    expect(clicks).toEqual([
      { event: 'gaEvent', category: 'Sample Requests', action: 'Button Click', label: 'Stadium' },
    ]);
  });

  test('has no axe violations', { tag: '@layout' }, async ({ page }) => {
    await page.goto('/get-sample');
    await waitForHydration(page);
    await chooseOption(page.getByRole('combobox', { name: 'Which best describes you?' }), 'Foodservice');
    await expect(productsField(page)).toBeEnabled();
    const results = await axeBuilder(page).withTags(TAGS).analyze();
    expect(results.violations).toEqual([]);
  });
});
