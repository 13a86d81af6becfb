import { expect, test, type Page, type Request } from '@playwright/test';
import { axeBuilder } from './axe';
import { apiData, chooseOption, isMobile, waitForHydration } from './helpers';

// Issue 16, item 4: the portion and cost calculator on a product page, without JavaScript (a GET form answered in
// the server HTML, the price never submitted) and with it (live as the operator types, no request carries the
// price).

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/** The first product of the catalogue: Ranch Dressing in a case of 4 × 1 gal, 2 Tbsp (30 g) a label serving. */
const SLUG = 'ke1001-ranch-dressing';
const PRICE = '37.45';

interface ProductLike {
  caseInfo: { individualUnitVal: number; individualUnitPercent: string; unitQuantity: number };
  nutrition: { serviceSizeHouseholding: string; caloriesVal: { Val: number }; sodium: { Val: number } };
}

test.beforeEach(async ({ request }) => {
  // The figures below follow from this product's case and label; say so plainly if the catalogue changes.
  const { product } = await apiData<{ product: ProductLike }>(request, `/api/products/details?slug=${SLUG}`);
  expect(product.caseInfo).toMatchObject({
    individualUnitVal: 1,
    individualUnitPercent: 'GLL',
    unitQuantity: 4,
  });
  expect(product.nutrition).toMatchObject({
    serviceSizeHouseholding: '2 Tbsp',
    caloriesVal: { Val: 130 },
    sodium: { Val: 310 },
  });
});

const section = (page: Page) => page.getByRole('region', { name: 'Portion and cost' });
const figure = (page: Page, term: string) =>
  section(page)
    .locator('dt', { hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd[1]');

/** Everything a request carries that could hold the price: its URL, every header and its body. */
async function requestText(request: Request): Promise<string> {
  const headers = await request.allHeaders();
  return [
    request.url(),
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    request.postData() ?? '',
  ].join('\n');
}

test.describe('portion and cost without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the GET form answers servings per case and nutrition per portion; the price is never submitted', async ({
    page,
  }) => {
    await page.goto(`/products/${SLUG}`);
    const calculator = section(page);
    await expect(calculator.getByRole('heading', { name: 'Portion and cost' })).toBeVisible();
    await expect(calculator.getByText('Enter a portion size to see the servings in a case')).toBeVisible();
    const price = calculator.getByRole('textbox', { name: /Case price/ });
    await expect(price).toBeDisabled();
    await expect(price).toHaveAccessibleDescription(
      'Cost per serving needs JavaScript; the price would stay in your browser and never be sent.',
    );

    const submitted: string[] = [];
    page.on('request', (request) => submitted.push(request.url()));
    await calculator.getByRole('textbox', { name: 'Portion size' }).fill('1.5');
    await chooseOption(calculator.getByRole('combobox', { name: 'Unit' }), 'fl oz (fluid ounces)');
    await calculator.getByRole('button', { name: 'Calculate' }).click();
    await expect(page).toHaveURL(new RegExp(`/products/${SLUG}\\?portion=1\\.5&portionUnit=fl-oz$`));
    expect(submitted[0]).toMatch(/\?portion=1\.5&portionUnit=fl-oz$/);

    // 4 × 1 gal = 512 fl oz; 512 / 1.5 = 341 whole servings. 1.5 fl oz = 1.5 label servings of 2 Tbsp.
    await expect(figure(page, 'Servings per case')).toHaveText('341');
    const nutrition = section(page).getByRole('table');
    await expect(nutrition.getByRole('row', { name: /^Calories/ })).toHaveText('Calories200'); // 195
    await expect(nutrition.getByRole('row', { name: /^Sodium/ })).toHaveText('Sodium470 mg'); // 465
    await expect(section(page).getByText('Cost per serving', { exact: true })).toHaveCount(0);
  });

  test('an invalid portion in the query says why next to the field', async ({ page }) => {
    await page.goto(`/products/${SLUG}?portion=-2&portionUnit=cups`);
    const calculator = section(page);
    await expect(calculator.getByRole('textbox', { name: 'Portion size' })).toHaveAccessibleDescription(
      'The portion must be more than 0.',
    );
    await expect(calculator.getByRole('combobox', { name: 'Unit' })).toHaveAccessibleDescription(
      'Choose a unit from the list.',
    );
    await expect(calculator.getByText('Servings per case')).toHaveCount(0);
  });
});

test.describe('portion and cost with JavaScript', () => {
  test('updates as the operator types; no request carries the case price', async ({ page }) => {
    const requests: Request[] = [];
    page.on('request', (request) => requests.push(request));
    await page.goto(`/products/${SLUG}`);
    await waitForHydration(page);
    const calculator = section(page);
    const price = calculator.getByRole('textbox', { name: /Case price/ });
    await expect(price).toBeEnabled();
    await expect(price).not.toHaveAttribute('name');
    const loaded = requests.length;

    await calculator.getByRole('textbox', { name: 'Portion size' }).pressSequentially('1.5');
    await expect(figure(page, 'Servings per case')).toHaveText('341');
    await price.pressSequentially(PRICE);
    // $37.45 / 341 servings = $0.1098 a serving, $10.98 per 100.
    await expect(figure(page, 'Cost per serving')).toHaveText('$0.11');
    await expect(figure(page, 'Cost per 100 servings')).toHaveText('$10.98');
    // Enter in the price field submits nothing: the answers are already on screen.
    await price.press('Enter');
    await chooseOption(calculator.getByRole('combobox', { name: 'Unit' }), 'tbsp (tablespoons)');
    await expect(figure(page, 'Servings per case')).toHaveText('682');
    await expect(page).toHaveURL(new RegExp(`/products/${SLUG}$`));

    // Leave the page too, in case anything would send what was typed on the way out.
    await page.getByRole('link', { name: 'Back to all products' }).click();
    await expect(page).toHaveURL(/\/products$/);

    expect(requests.length).toBeGreaterThan(0);
    const sent = await Promise.all(requests.map(requestText));
    const carrying = sent.filter((text) => text.includes(PRICE) || text.includes('3745'));
    expect(carrying).toEqual([]);
    // Typing itself asked the server for nothing.
    const whileTyping = requests
      .slice(loaded)
      .filter((request) => new URL(request.url()).pathname.includes(SLUG));
    expect(whileTyping.map((request) => request.url())).toEqual([]);
  });

  test('with an answer and a price on screen, the section passes axe', async ({ page }) => {
    await page.goto(`/products/${SLUG}?portion=2&portionUnit=fl-oz`);
    await waitForHydration(page);
    await section(page)
      .getByRole('textbox', { name: /Case price/ })
      .fill('abc');
    await expect(section(page).getByRole('alert')).toHaveText(
      'Enter the case price in dollars, such as 37.45.',
    );
    await section(page)
      .getByRole('textbox', { name: /Case price/ })
      .fill(PRICE);
    await expect(figure(page, 'Cost per serving')).toHaveText('$0.15');
    const results = await axeBuilder(page).include('#portion-and-cost').withTags(TAGS).analyze();
    expect(results.violations).toEqual([]);
  });
});

test(
  "the FAQ's operator tools point to it, and the mobile section nav jumps to it",
  { tag: '@layout' },
  async ({ page }, testInfo) => {
    await page.goto('/faq');
    await expect(page.getByRole('link', { name: /Portion and cost/ })).toHaveAttribute('href', '/products');
    await page.goto(`/products/${SLUG}`);
    await waitForHydration(page);
    const nav = page.getByRole('navigation', { name: 'Product sections' });
    // Wide screens show every section with no section nav (spec §2.5); the calculator is on the page either way.
    if (!isMobile(testInfo)) {
      await expect(nav).toBeHidden();
      await expect(section(page).getByRole('heading', { name: 'Portion and cost' })).toBeAttached();
      return;
    }
    await nav.getByRole('link', { name: 'Portion and Cost' }).click();
    await expect(page).toHaveURL(new RegExp(`#portion-and-cost$`));
    await expect(section(page).getByRole('heading', { name: 'Portion and cost' })).toBeInViewport();
  },
);
