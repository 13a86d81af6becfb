import { expect, test, type Locator, type Page } from '@playwright/test';
import { axeBuilder } from './axe';
import { apiData, chooseOption, expectChosen, solveCaptcha, waitForHydration } from './helpers';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const PAST = 'Product is Past Its Expiration Date';

interface FaqProductLike {
  id: string;
  name: string;
  productCode: string;
  status: 'Website Active' | 'Website Inactive' | 'Deactivated';
  shelfLife: number;
}

const label = (product: FaqProductLike) => `${product.name} (${product.productCode})`;

/** Day of the year, 1 to 366, of a calendar date. */
function julianOf(date: Date): number {
  const y = date.getFullYear();
  return (Date.UTC(y, date.getMonth(), date.getDate()) - Date.UTC(y, 0, 1)) / 86_400_000 + 1;
}

function daysFrom(date: Date, days: number): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
}

const mmddyyyy = (date: Date) =>
  `${String(date.getMonth() + 1).padStart(2, '0')}/${String(date.getDate()).padStart(2, '0')}/${date.getFullYear()}`;

/** The Julian day and two-digit year of a manufacture date, and the expiration date the spec computes from it. */
function codeOf(made: Date, shelfLife: number) {
  return {
    day: String(julianOf(made)),
    year: String(made.getFullYear() % 100).padStart(2, '0'),
    expires: mmddyyyy(daysFrom(made, shelfLife - 1)),
  };
}

const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

async function faqProducts(page: Page): Promise<FaqProductLike[]> {
  return apiData<FaqProductLike[]>(page.request, '/api/products/faq');
}

/** Website Active products with the shortest and the longest shelf life. */
async function calculatorProducts(page: Page) {
  const active = (await faqProducts(page)).filter((product) => product.status === 'Website Active');
  const byShelfLife = [...active].sort((a, b) => a.shelfLife - b.shelfLife);
  const shortest = byShelfLife[0];
  const longest = byShelfLife[byShelfLife.length - 1];
  if (!shortest || !longest) throw new Error('No active FAQ products');
  return { shortest, longest };
}

async function axeScan(page: Page) {
  const results = await axeBuilder(page).withTags(TAGS).analyze();
  expect(results.violations).toEqual([]);
}

test.describe('/faq/expiration-date', () => {
  const calculator = (page: Page) => page.getByRole('form', { name: 'Expiration date calculator' });
  const fields = (form: Locator) => ({
    product: form.getByRole('combobox', { name: 'Product' }),
    day: form.getByRole('textbox', { name: 'Julian date' }),
    year: form.getByRole('textbox', { name: 'Two digit year' }),
  });

  test('green for a product made 5 days ago, red for one made 3 years ago; Clear starts again', async ({
    page,
  }) => {
    const { shortest, longest } = await calculatorProducts(page);
    const today = new Date();
    const fresh = codeOf(daysFrom(today, -5), shortest.shelfLife);
    const old = codeOf(
      new Date(today.getFullYear() - 3, today.getMonth(), today.getDate()),
      longest.shelfLife,
    );

    await page.goto('/faq/expiration-date');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Expiration Date Calculator' })).toBeVisible();
    const form = calculator(page);
    const { product, day, year } = fields(form);
    await expect(day).toHaveCount(0);
    await chooseOption(product, label(shortest));
    await expect(year).toHaveCount(0);
    await day.fill(fresh.day);
    await expect(form.getByRole('button', { name: 'Calculate' })).toHaveCount(0);
    await year.fill(fresh.year);
    await form.getByRole('button', { name: 'Calculate' }).click();

    const result = form.getByRole('group', { name: 'Result' });
    await expect(result).toContainText(`Expiration Date: ${fresh.expires}`);
    await expect(result).not.toContainText(PAST);
    await expect(result).toHaveAttribute('data-state', 'ok');
    for (const field of [product, day, year]) await expect(field).toBeDisabled();
    await expect
      .poll(() => Object.fromEntries(new URL(page.url()).searchParams))
      .toEqual({ product: shortest.id, day: fresh.day, year: fresh.year });

    await form.getByRole('button', { name: 'Clear' }).click();
    await expect(result).toHaveCount(0);
    await expect(product).toBeEnabled();
    await expectChosen(product, '');
    await expect(page).toHaveURL(/\/faq\/expiration-date$/);

    await chooseOption(product, label(longest));
    await day.fill(old.day);
    await year.fill(old.year);
    await form.getByRole('button', { name: 'Calculate' }).click();
    await expect(result).toContainText(`Expiration Date: ${old.expires}`);
    await expect(result).toContainText(PAST);
    await expect(result).toHaveAttribute('data-state', 'past');
    await axeScan(page);
  });

  test('refuses day 366 of a common year, years outside the last 10, and days past 366', async ({ page }) => {
    const { longest } = await calculatorProducts(page);
    const current = new Date().getFullYear();
    const common = [1, 2, 3, 4].map((back) => current - back).find((candidate) => !isLeap(candidate));
    const twoDigits = (fullYear: number) => String(fullYear % 100).padStart(2, '0');

    await page.goto('/faq/expiration-date');
    await waitForHydration(page);
    const form = calculator(page);
    const { product, day, year } = fields(form);
    await chooseOption(product, label(longest));
    await day.fill('400');
    await expect(day).toHaveAccessibleDescription(/Invalid Julian date/);
    await expect(year).toHaveCount(0);

    await day.fill('366');
    await year.fill(twoDigits(common ?? current - 1));
    await expect(year).toHaveAccessibleDescription(/The selected year is not a leap year/);
    await expect(form.getByRole('button', { name: 'Calculate' })).toHaveCount(0);

    await day.fill('100');
    for (const outside of [current - 11, current + 1]) {
      await year.fill(twoDigits(outside));
      await expect(year).toHaveAccessibleDescription(/Invalid two digit year/);
      await expect(form.getByRole('button', { name: 'Calculate' })).toHaveCount(0);
    }
    await year.fill(twoDigits(current - 10));
    await expect(form.getByRole('button', { name: 'Calculate' })).toBeVisible();
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('a shared URL shows the locked result in the server HTML', async ({ page }) => {
      const { longest } = await calculatorProducts(page);
      const today = new Date();
      const old = codeOf(
        new Date(today.getFullYear() - 3, today.getMonth(), today.getDate()),
        longest.shelfLife,
      );
      await page.goto(`/faq/expiration-date?product=${longest.id}&day=${old.day}&year=${old.year}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Expiration Date Calculator' })).toBeVisible();
      const form = calculator(page);
      await expectChosen(fields(form).product, longest.id);
      await expect(fields(form).day).toHaveValue(old.day);
      const result = form.getByRole('group', { name: 'Result' });
      await expect(result).toContainText(`Expiration Date: ${old.expires}`);
      await expect(result).toContainText(PAST);
    });
  });
});

test.describe('/faq/product-active', () => {
  const search = (page: Page) => page.getByRole('region', { name: 'Find your product' });
  const productSelect = (page: Page) => search(page).getByRole('combobox', { name: 'Product', exact: true });
  async function availabilityProducts(page: Page) {
    const products = await faqProducts(page);
    const active = products.find((product) => product.status === 'Website Active');
    const inactive = products.find((product) => product.status === 'Website Inactive');
    if (!active || !inactive) throw new Error('The catalogue needs an active and an inactive product');
    return { active, inactive };
  }

  test("an active product is 'Available' with its picture, and the URL names it", async ({ page }) => {
    const { active } = await availabilityProducts(page);
    await page.goto('/faq/product-active');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Product Availability' })).toBeVisible();
    await chooseOption(productSelect(page), label(active));
    await expect(search(page).getByText('Available', { exact: true })).toBeVisible();
    await expect(search(page).getByRole('img', { name: active.name, exact: true })).toBeVisible();
    await expect(search(page).getByRole('button', { name: 'contact us online' })).toHaveCount(0);
    await expect.poll(() => new URL(page.url()).searchParams.get('product')).toBe(active.id);
  });

  test('an inactive product: call or contact us online; back and forth; a sent inquiry returns to the search', async ({
    page,
  }) => {
    const { inactive } = await availabilityProducts(page);
    await page.goto('/faq/product-active');
    await waitForHydration(page);
    const select = productSelect(page);
    await chooseOption(select, label(inactive));
    const tool = search(page);
    await expect(tool.getByText('Available', { exact: true })).toHaveCount(0);
    await expect(tool.getByRole('link', { name: '(508) 555-0142' })).toHaveAttribute(
      'href',
      'tel:+15085550142',
    );
    await expect(tool.getByText(/8:30 AM to 5:00 PM EST, Monday to Friday/)).toBeVisible();
    await axeScan(page);

    await page.getByRole('button', { name: 'contact us online' }).click();
    const form = page.getByRole('form', { name: 'Availability inquiry' });
    await expect(page.getByRole('heading', { name: `Ask about ${label(inactive)}` })).toBeFocused();
    await expect(form.getByRole('checkbox', { name: label(inactive), exact: true })).toBeChecked();
    await form.getByRole('textbox', { name: 'Company', exact: true }).fill("Avery's Diner");
    await page.getByRole('button', { name: 'Back to Product Search' }).click();
    await expect(form).toHaveCount(0);
    await expectChosen(select, inactive.id);

    await page.getByRole('button', { name: 'contact us online' }).click();
    await expect(form.getByRole('textbox', { name: 'Company', exact: true })).toHaveValue('');
    await expect(form.getByRole('checkbox', { name: label(inactive), exact: true })).toBeChecked();
    await form.getByRole('textbox', { name: 'ZIP code' }).fill('01752');
    await expect(form.getByRole('textbox', { name: 'City' })).toHaveValue('Marlborough');
    await form.getByRole('textbox', { name: 'Company', exact: true }).fill("Avery's Diner");
    await form.getByRole('textbox', { name: 'Full name' }).fill('Avery Cook');
    await form.getByRole('textbox', { name: 'Email', exact: true }).fill('avery@diner.example');
    await form.getByRole('textbox', { name: 'Phone', exact: true }).fill('508-555-0100');
    await form.getByRole('textbox', { name: 'Message' }).fill('Can we still order this for our diner?');
    await axeScan(page);
    await solveCaptcha(page);
    const posted = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/faq/purchase-form') && response.request().method() === 'POST',
    );
    await form.getByRole('button', { name: 'Submit' }).click();
    const response = await posted;
    expect(response.ok()).toBe(true);
    expect(response.request().postDataJSON()).toMatchObject({
      inquirySource: 'availabilityForm',
      products: [{ id: inactive.id }],
      zip: '01752',
      city: 'Marlborough',
      state: 'MA',
    });
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Thank you for contacting the company!');
    await expect(dialog).toContainText('A representative will contact you soon about your product request.');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(form).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Find your product' })).toBeVisible();
    await expectChosen(select, inactive.id);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('a shared URL shows the answer in the server HTML', async ({ page }) => {
      const { active, inactive } = await availabilityProducts(page);
      await page.goto(`/faq/product-active?product=${active.id}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Product Availability' })).toBeVisible();
      await expect(search(page).getByText('Available', { exact: true })).toBeVisible();
      await expectChosen(productSelect(page), active.id);
      await page.goto(`/faq/product-active?product=${inactive.id}`);
      await expect(
        search(page).getByText(label(inactive), { exact: true }).and(page.locator('p')),
      ).toBeVisible();
      await expect(search(page).getByRole('link', { name: '(508) 555-0142' })).toBeVisible();
    });
  });
});
