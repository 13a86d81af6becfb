import { expect, test } from '@playwright/test';
import { axeBuilder } from './axe';
import { apiData, chooseOption, waitForHydration, waitForMail } from './helpers';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

// Issue 16: the allergen matrix and recipe scaling, used as an operator would, without JavaScript (GET forms)
// and with it (the sticky header, the printed layout).

test.describe('operator tools without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('allergen matrix: from the FAQ, keep products free of milk and sesame in cups, then download them', async ({
    page,
    request,
  }) => {
    const matching = await apiData<{ rows: unknown[] }>(
      request,
      '/api/products/allergens?free=milk,sesame&package=cup',
    );
    const total = matching.rows.length;
    await page.goto('/faq');
    await page.getByRole('link', { name: /Allergen matrix/ }).click();
    await expect(page).toHaveURL(/\/allergens$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Allergen matrix');

    const form = page.getByRole('form', { name: 'Filter the allergen matrix' });
    await form.getByRole('checkbox', { name: 'Milk' }).check();
    await form.getByRole('checkbox', { name: 'Sesame' }).check();
    await chooseOption(form.getByRole('combobox', { name: 'Package' }), 'Cup');
    await form.getByRole('button', { name: 'Show products' }).click();
    await expect(page).toHaveURL(/free=milk&free=sesame/);
    await expect(page).toHaveURL(/package=cup/);

    const table = page.getByRole('table', { name: 'Major allergens by product' });
    const rows = table.locator('tbody tr');
    const count = await rows.count();
    expect(count).toBeGreaterThan(0);
    // The table is paged, 60 rows a page (issue 12); the summary counts every match.
    expect(count).toBe(Math.min(total, 60));
    await expect(page.getByText(`${total} products free of milk and sesame`)).toBeVisible();
    for (const row of await rows.all()) {
      await expect(row.getByRole('cell').nth(0)).toHaveText('Cup');
      await expect(row.getByRole('cell').nth(1)).toHaveText('Free');
      await expect(row.getByRole('cell').nth(9)).toHaveText('Free');
    }

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('allergen-matrix.csv');
    const lines = (await (await download.createReadStream()).toArray())
      .join('')
      .split('\r\n')
      .filter(Boolean);
    expect(lines[0]).toMatch(/^Product,Product code,Package,Milk,/);
    expect(lines).toHaveLength(total + 1);
  });

  test('recipe scaling: 48 servings in metric, then a value that cannot be used', async ({ page }) => {
    await page.goto('/recipes/classic-buffalo-wings');
    const form = page.getByRole('form', { name: 'Scale the recipe' });
    await expect(form).toContainText('The recipe makes 4 servings.');
    await form.getByRole('spinbutton', { name: 'Servings' }).fill('48');
    await form.getByRole('radio', { name: 'Metric' }).check();
    await form.getByRole('button', { name: 'Scale recipe' }).click();
    await expect(page).toHaveURL(/\/recipes\/classic-buffalo-wings\?servings=48&units=metric$/);
    const ingredients = page.getByRole('region', { name: 'Ingredients' }).getByRole('listitem');
    await expect(ingredients.first()).toContainText('10.9 kg');
    await expect(ingredients.first()).toContainText('chicken wings');
    await expect(ingredients.nth(3).getByRole('link', { name: 'Buffalo Wing Sauce' })).toBeVisible();

    await page.goto('/recipes/classic-buffalo-wings?servings=lots');
    await expect(page.getByRole('alert')).toHaveText(
      'Servings must be a whole number from 1 to 1,000, so the recipe shows its own yield of 4.',
    );
    await expect(ingredients.first()).toContainText('2 lb');
  });
});

test('allergen matrix: the header row stays in view while the rows scroll, and the print layout is landscape', async ({
  page,
}) => {
  await page.goto('/allergens');
  const region = page.getByRole('region', { name: 'Major allergens by product' });
  const header = region.getByRole('columnheader', { name: 'Milk' });
  const before = (await header.boundingBox())!.y;
  await region.evaluate((element) => element.scrollBy(0, 800));
  await expect
    .poll(async () => (await region.locator('tbody tr').first().boundingBox())!.y)
    .toBeLessThan(before - 400);
  // The caption scrolled away with the rows; the header row sits at the top edge of the scroll box.
  const top = (await region.boundingBox())!.y;
  const stuck = (await header.boundingBox())!.y;
  expect(stuck).toBeGreaterThanOrEqual(top);
  expect(stuck).toBeLessThanOrEqual(top + 2);

  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('form', { name: 'Filter the allergen matrix' })).toBeHidden();
  // The page sheet holds a global style's rules in one `@media all` block (server/page-styles.ts): walk into it.
  const landscape = await page.evaluate(() => {
    const pageRules = (rules: CSSRuleList): CSSPageRule[] =>
      [...rules].flatMap((rule) =>
        rule instanceof CSSPageRule
          ? [rule]
          : rule instanceof CSSGroupingRule
            ? pageRules(rule.cssRules)
            : [],
      );
    return [...document.styleSheets].some((sheet) =>
      pageRules(sheet.cssRules).some((rule) => /landscape/.test(rule.style.getPropertyValue('size'))),
    );
  });
  expect(landscape).toBe(true);
});

test('allergen matrix: "Print the whole matrix" prints every matching product on landscape pages, not only the page shown', async ({
  page,
}) => {
  const all = (
    await apiData<{ rows: { name: string }[] }>(page.request, '/api/products/allergens?free=sesame')
  ).rows;
  expect(all.length).toBeGreaterThan(60);
  // The browser's own print dialog cannot be driven from a test: the page's call to it records what the table
  // holds at that moment.
  await page.addInitScript(() => {
    window.print = () => {
      document.documentElement.dataset.printedRows = String(document.querySelectorAll('tbody tr').length);
    };
  });
  await page.goto('/allergens?free=sesame');
  await waitForHydration(page);
  const table = page.getByRole('table', { name: 'Major allergens by product' });
  await expect(table.locator('tbody tr')).toHaveCount(60);

  await page.getByRole('button', { name: 'Print the whole matrix' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-printed-rows', String(all.length));
  await expect(page.getByRole('status').filter({ hasText: 'for printing' })).toHaveText(
    `All ${all.length} products are shown, for printing.`,
  );
  await expect(table.locator('tbody th a')).toHaveText(all.map((row) => row.name));
  const results = await axeBuilder(page).withTags(TAGS).analyze();
  expect(results.violations).toEqual([]);

  // On paper: landscape pages, more than one, and no controls.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print the whole matrix' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Show one page at a time' })).toBeHidden();
  const pdf = (await page.pdf({ preferCSSPageSize: true })).toString('latin1');
  const [, width, height] = /\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/.exec(pdf) ?? [];
  expect(Number(width)).toBeGreaterThan(Number(height));
  expect(pdf.match(/\/Type \/Page\b/g)?.length ?? 0).toBeGreaterThan(1);

  // Back on screen, one page at a time again.
  await page.emulateMedia({ media: 'screen' });
  await page.getByRole('button', { name: 'Show one page at a time' }).click();
  await expect(table.locator('tbody tr')).toHaveCount(60);
  await expect(page.getByRole('navigation', { name: 'Pages of the allergen matrix' })).toBeVisible();
});

test('recipe scaling prints at the chosen size, without the form controls or the site chrome', async ({
  page,
}) => {
  await page.goto('/recipes/classic-buffalo-wings?servings=48&units=metric');
  await waitForHydration(page);
  await page.emulateMedia({ media: 'print' });
  const form = page.getByRole('form', { name: 'Scale the recipe' });
  // The size the amounts are for is printed with them …
  await expect(
    form.getByText('Amounts for 48 servings in metric units (the recipe makes 4 servings).'),
  ).toBeVisible();
  const ingredients = page.getByRole('region', { name: 'Ingredients' }).getByRole('listitem');
  await expect(ingredients.first()).toBeVisible();
  await expect(ingredients.first()).toContainText('10.9 kg');
  await expect(page.getByRole('heading', { level: 1, name: 'Classic Buffalo Wings' })).toBeVisible();
  // … and neither the scaler's controls nor the buttons and chrome around the recipe are.
  await expect(form.getByRole('spinbutton', { name: 'Servings' })).toBeHidden();
  await expect(form.getByRole('radio', { name: 'Metric' })).toBeHidden();
  await expect(form.getByRole('button', { name: 'Scale recipe' })).toBeHidden();
  await expect(form.getByRole('link', { name: 'Back to the recipe as written' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print recipe' })).toBeHidden();
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();

  // On screen the same page has them all.
  await page.emulateMedia({ media: 'screen' });
  await expect(form.getByRole('spinbutton', { name: 'Servings' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print recipe' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
});

test('a scaled recipe is emailed at its size: the mail lists the amounts the page shows', async ({
  page,
}) => {
  await page.goto('/recipes/classic-buffalo-wings?servings=48&units=metric');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Email recipe' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: /Email address/ }).fill('banquets@harbor-diner.example');
  const response = page.waitForResponse((item) => new URL(item.url()).pathname === '/api/recipes/send-files');
  await dialog.getByRole('button', { name: 'Send' }).click();
  const answered = await response;
  expect(answered.status()).toBe(201);
  expect(answered.request().postDataJSON()).toMatchObject({ type: 'recipe', servings: 48, units: 'metric' });
  await expect(dialog.getByRole('status')).toHaveText('Thanks so much, your email is on the way.');
  // The text part is quoted-printable: its soft line breaks and escapes undone (the lines checked are ASCII).
  const mail = (await waitForMail('banquets@harbor-diner.example'))
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  expect(mail).toContain('Amounts for 48 servings in metric units (the recipe makes 4 servings).');
  expect(mail).toContain('10.9 kg chicken wings, split, tips removed');
});

// The states the every-route scan does not reach: filtered, empty, a scaled recipe with a fallback message.
for (const path of [
  '/allergens?free=milk,sesame&package=cup',
  '/allergens?flavor=no-such-flavor&free=gluten',
  '/recipes/classic-buffalo-wings?servings=0&units=metric',
]) {
  test(`${path} has no axe violations`, { tag: '@layout' }, async ({ page }) => {
    await page.goto(path);
    await waitForHydration(page);
    const results = await axeBuilder(page).withTags(TAGS).analyze();
    expect(results.violations).toEqual([]);
  });
}
