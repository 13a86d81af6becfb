import { expect, test, type Page } from '@playwright/test';
import { axeBuilder } from './axe';
import { apiData, productsPage, waitForHydration } from './helpers';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

// Issue 16 item 2: compare and switch, used as an operator would: choose products on the list (the selection
// lives in the URL), compare them, set the one in use as current and read what a switch would change.

/** The tile of a product on the list, by its name. */
const tile = (page: Page, name: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name, exact: true }) });

async function journey(page: Page, first: string, second: string) {
  await page.goto('/products');
  await tile(page, first)
    .getByRole('link', { name: `Add to compare: ${first}` })
    .click();
  await expect(page).toHaveURL(/\/products\?compare=[^&]+$/);
  const tray = page.getByRole('navigation', { name: 'Compare products' });
  await expect(tray.getByRole('status')).toHaveText('1 product chosen. Add 1 more to compare.');
  await expect(tile(page, first)).toContainText('In compare');

  // The selection survives a visit to a product page and the way back to the list.
  await tile(page, second).getByRole('link', { name: second, exact: true }).click();
  await expect(page).toHaveURL(/\/products\/[^?]+\?compare=/);
  // The product page itself (a client navigation shows the list until the page's code is in).
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(second);
  await page.getByRole('link', { name: `Add to compare: ${second}` }).click();
  await expect(tray.getByRole('status')).toHaveText('2 of 4 products chosen.');
  // The cookie notice, not accepted yet, floats over the bottom of the window: the tray stays above it.
  await expect(page.getByRole('region', { name: 'Cookie notice' })).toBeVisible();
  await tray.getByRole('link', { name: 'Compare (2)' }).click();

  await expect(page).toHaveURL(/\/compare\?products=[^,&]+,[^,&]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Compare products');
  const table = page.getByRole('table', { name: `Comparison of ${first}, ${second}` });
  await expect(table.getByRole('columnheader')).toHaveCount(2);
  await expect(table.getByRole('rowheader', { name: /^Milk/ })).toBeVisible();

  // The product in use now becomes the current one: the switch to the other is said in words.
  await table.getByRole('link', { name: `Set as current: ${first}` }).click();
  await expect(page).toHaveURL(/&from=/);
  await expect(page.getByRole('heading', { name: `Switching from ${first}` })).toBeVisible();
  await expect(page.getByText(`Switching from ${first} to ${second}`).first()).toBeVisible();
  await expect(table.getByRole('columnheader').first()).toContainText('Current product');

  // Removing one of two goes back to the list with the other still chosen.
  await table.getByRole('link', { name: `Remove ${second}` }).click();
  await expect(page).toHaveURL(/\/products\?compare=[^,&]+$/);
  await expect(tile(page, first)).toContainText('In compare');
}

test.describe('compare without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('choose two products on the list, compare them, set the current one, remove one', async ({
    page,
    request,
  }) => {
    const { products: items } = await productsPage(request, { limit: '3' });
    await journey(page, items[0]!.name, items[2]!.name);
  });
});

test.describe('the selection across list pages without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a tile on a product-line page adds to compare; the selection survives a search, the package tabs and the way back', async ({
    page,
    request,
  }) => {
    // A product sold in more than one package (its page has package tabs).
    let grouped: { name: string; slug: string } | undefined;
    for (const item of (await productsPage(request, { limit: '60' })).products) {
      const details = await apiData<{ siblings: unknown[] }>(
        request,
        `/api/products/details?slug=${encodeURIComponent(item.slug)}`,
      );
      if (details.siblings.length > 1) {
        grouped = item;
        break;
      }
    }
    if (!grouped) throw new Error('No product with package siblings');

    await page.goto('/essentials');
    const first = page.getByRole('article').first();
    const name = (await first.getByRole('heading').textContent()) ?? '';
    await first.getByRole('link', { name: `Add to compare: ${name}` }).click();
    await expect(page).toHaveURL(/\/essentials\?compare=[^&,]+$/);
    const selection = new URL(page.url()).searchParams.get('compare');
    const tray = page.getByRole('navigation', { name: 'Compare products' });
    await expect(tray.getByRole('status')).toHaveText('1 product chosen. Add 1 more to compare.');
    await expect(page.getByRole('article').first()).toContainText('In compare');

    // On to the list, and a search there (the search box's GET form) keeps the selection.
    await tray.getByRole('link', { name: 'Choose more products' }).click();
    await expect(page).toHaveURL(`/products?compare=${selection}`);
    await page.getByRole('searchbox', { name: 'Search products' }).fill(grouped.name);
    await page.getByRole('searchbox', { name: 'Search products' }).press('Enter');
    await expect(page).toHaveURL(/\/products\?compare=[^&]+&searchTerm=/);
    expect(new URL(page.url()).searchParams.get('compare')).toBe(selection);

    // A product with package tabs: every tab keeps the selection, and so does the way back to the list.
    await tile(page, grouped.name).first().getByRole('link', { name: grouped.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`\\?compare=${selection}$`));
    const tabs = page.getByRole('tablist', { name: 'Package type' }).getByRole('tab');
    await expect(tabs.nth(1)).toBeVisible();
    await page.getByRole('tab', { selected: false }).first().click();
    await expect(page).toHaveURL(new RegExp(`/products/[^/?]+\\?compare=${selection}$`));
    await expect(tray.getByRole('status')).toHaveText('1 product chosen. Add 1 more to compare.');
    await page.getByRole('link', { name: 'Back to all products' }).click();
    await expect(page).toHaveURL(`/products?compare=${selection}`);
  });
});

test('with JavaScript, the same journey runs in the page', async ({ page, request }) => {
  const { products: items } = await productsPage(request, { limit: '3' });
  await page.goto('/products');
  await waitForHydration(page);
  await journey(page, items[0]!.name, items[2]!.name);
});

test('a fifth product cannot be added, and the comparison of four fits four columns', async ({
  page,
  request,
}) => {
  const { products: items } = await productsPage(request, { limit: '5' });
  const chosen = items.slice(0, 4).map((item) => item.slug);
  await page.goto(`/products?compare=${chosen.join(',')}`);
  await expect(tile(page, items[4]!.name)).toContainText(
    'Compare holds 4 products: remove one to add this one.',
  );
  await expect(tile(page, items[4]!.name).getByRole('link', { name: /Add to compare/ })).toHaveCount(0);
  const compare = page.getByRole('link', { name: 'Compare (4)' });
  await page.goto((await compare.getAttribute('href'))!);
  await expect(page.getByRole('table').getByRole('columnheader')).toHaveCount(4);
});

test('a wrong comparison says what is wrong and leads on', async ({ page }) => {
  await page.goto('/compare?products=no-such-product,another-missing');
  await expect(page.getByRole('alert')).toContainText(
    'We could not find these products: “no-such-product”, “another-missing”. They may have been renamed or withdrawn.',
  );
  await page.getByRole('link', { name: 'Choose products to compare' }).click();
  await expect(page).toHaveURL(/\/products$/);
});

test('/compare is reached from the FAQ hub', async ({ page }) => {
  await page.goto('/faq');
  await page.getByRole('link', { name: /Compare products/ }).click();
  await expect(page).toHaveURL(/\/compare$/);
  await expect(page.getByRole('status').filter({ hasText: 'Choose 2 to 4 products' })).toBeVisible();
});

test(
  'on a phone, four products scroll sideways inside the table box, never the page',
  { tag: '@layout' },
  async ({ page, request }) => {
    const { products: items } = await productsPage(request, { limit: '4' });
    await page.goto(`/compare?products=${items.map((item) => item.slug).join(',')}`);
    await waitForHydration(page);
    const region = page.getByRole('region', { name: /^Comparison of/ });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const { scrollWidth, clientWidth } = await region.evaluate((element) => ({
      scrollWidth: element.scrollWidth,
      clientWidth: element.clientWidth,
    }));
    if ((page.viewportSize()?.width ?? 1280) < 767) expect(scrollWidth).toBeGreaterThan(clientWidth);
    // The box scrolls by keyboard.
    await region.focus();
    await expect(region).toBeFocused();
  },
);

// Axe on each state of the page (the every-route scan sees only the bare /compare).
for (const query of ['products=0,1&from=0', 'products=0,1,2,3', 'products=0', '']) {
  test(`/compare?${query} has no axe violations`, { tag: '@layout' }, async ({ page, request }) => {
    const { products: items } = await productsPage(request, { limit: '4' });
    const path = `/compare?${query.replace(/\d/g, (index) => items[Number(index)]!.slug)}`;
    await page.goto(path);
    await waitForHydration(page);
    const results = await axeBuilder(page).withTags(TAGS).analyze();
    expect(results.violations).toEqual([]);
  });
}
