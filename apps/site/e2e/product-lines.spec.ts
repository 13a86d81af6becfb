import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { axeBuilder } from './axe';
import { apiData, productsPage, recordApiCalls, waitForHydration } from './helpers';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

interface CuratedList {
  id: string;
  items: { _id: string; displayOrder: number }[];
}

interface Named {
  id: string;
  name: string;
}

function main(page: Page) {
  return page.getByRole('main');
}

async function expectLink(page: Page, name: string, href: string) {
  await expect(main(page).getByRole('link', { name, exact: true }).first()).toHaveAttribute('href', href);
}

/** The product-page links of a section, in order. */
async function productHrefs(page: Page, section: string): Promise<string[]> {
  const hrefs = await main(page)
    .getByRole('region', { name: section })
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return hrefs.filter((href) => /^\/products\/[^?]/.test(href));
}

async function curatedIds(request: APIRequestContext, listId: string): Promise<string[]> {
  const [result] = await apiData<{ data: CuratedList[] }[]>(request, '/api/dxp-data?dataset=curatedLists');
  const list = result!.data.find((candidate) => candidate.id === listId)!;
  return [...list.items].sort((a, b) => a.displayOrder - b.displayOrder).map((item) => item._id);
}

async function lookup(request: APIRequestContext, dataset: string): Promise<Named[]> {
  const [result] = await apiData<{ data: Named[] }[]>(request, `/api/dxp-data?dataset=${dataset}`);
  return result!.data;
}

/** Products of a filter counted once per website group (one product, whatever its package). */
async function distinctProducts(request: APIRequestContext, params: Record<string, string>): Promise<number> {
  const groups = new Set<string>();
  for (let page = 1; ; page += 1) {
    const { products, paging } = await productsPage(request, { ...params, page: String(page) });
    products.forEach((product) => groups.add(product.websiteGroup));
    if (!paging.hasNext) break;
  }
  return groups.size;
}

/** The list's status line: 'Showing n of total'. */
function listStatus(page: Page) {
  return page.getByRole('status').filter({ hasText: 'Showing' });
}

const METROPOLITAN_SLUGS = [
  'marlows-metropolitan-select-creamy-buttermilk-ranch',
  'marlows-metropolitan-select-blue-ribbon-texas-barbecue-sauce',
  'marlows-metropolitan-select-roman-caesar-dressing',
];
const SIGNATURE_SLUGS = [
  'marlows-signature-brewpub-style-mustard',
  'marlows-signature-balsamic-fig-glaze',
  'marlows-signature-bistro-sauce',
];

test.describe('product-line pages without JavaScript: server HTML and link targets', () => {
  test.use({ javaScriptEnabled: false });

  test('/products/story: hero search, five claims, flavors, packages, product lines, recipe, contact', async ({
    page,
    request,
  }) => {
    const flavors = await lookup(request, 'flavors');
    const [recipeId] = await curatedIds(request, 'featured-recipe');
    const search = await apiData<{ key: string; items: { slug: string; title: string }[] }[]>(
      request,
      `/api/search?ids=${recipeId}&keys=recipes`,
    );
    const recipe = search[0]!.items[0]!;

    const response = await page.goto('/products/story');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Flavor Central');
    await expect(main(page).getByRole('searchbox', { name: 'Search products' })).toBeVisible();
    await expectLink(page, 'See all products', '/products');

    const claims = main(page).getByRole('region', { name: 'Flavor by the numbers' }).getByRole('listitem');
    await expect(claims).toHaveCount(5);
    await expect(claims.nth(0)).toContainText('202 dressings');
    for (const line of ['11 Caesar', '14 Ranch', '19 Italian'])
      await expect(claims.nth(1)).toContainText(line);
    await expect(claims.nth(2)).toContainText('Every package size');
    await expect(claims.nth(3)).toContainText('Ahead of the trends');
    await expect(claims.nth(4)).toContainText('research & development team');
    await expect(claims.nth(4)).toContainText('one family has owned the company');
    await expectLink(page, 'Browse all products', '/products');
    await expectLink(page, 'Find your Caesar, Ranch or Italian', '/products?flavor=caesar,ranch,italian');
    await expectLink(page, 'Shop products by package', '/products');
    await expectLink(page, 'Make it your own', '/plus-one');
    await expectLink(page, 'About our company', '/about-us');

    const flavorRegion = main(page).getByRole('region', { name: 'Shop by flavor' });
    await expect(flavorRegion.getByRole('link')).toHaveCount(8);
    for (const id of ['ranch', 'caesar', 'italian', 'balsamic']) {
      const name = flavors.find((flavor) => flavor.id === id)!.name;
      await expect(flavorRegion.getByRole('link', { name, exact: true })).toHaveAttribute(
        'href',
        `/products?flavor=${id}`,
      );
    }

    await expectLink(page, 'Gallons', '/products?package=gallon');
    await expectLink(page, 'Pails', '/products?package=pail');
    await expectLink(page, 'Tubs', '/products?package=tub');
    await expectLink(page, 'Cups', '/cups');
    await expectLink(page, 'Pouches', '/pouches');
    await expectLink(page, 'Bar bottles', '/bar-bottles');

    await expectLink(page, 'Explore Essentials', '/essentials');
    await expectLink(page, 'Explore Metropolitan Select', '/metropolitan');
    await expectLink(page, 'Explore Signature', '/signature');
    await expectLink(page, 'Explore Mayonnaise & Spreads', '/products?flavor=mayonnaise');

    await expectLink(page, recipe.title, `/recipes/${recipe.slug}`);
    await expectLink(page, 'Contact us', '/contact');
  });

  test('/essentials: curated products, and /products by line, by package and by clean-label attributes', async ({
    page,
    request,
  }) => {
    const ids = await curatedIds(request, 'essentials-products');
    await page.goto('/essentials');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Essentials');
    await expect(main(page)).toContainText('without high fructose corn syrup');
    const hrefs = await productHrefs(page, 'Featured Essentials');
    expect(hrefs).toHaveLength(ids.length);
    hrefs.forEach((href, index) => expect(href.startsWith(`/products/${ids[index]}-`), href).toBe(true));
    await expectLink(page, 'See all Essentials products', '/products?productLines=essentials');
    await expectLink(
      page,
      'Shop clean-label products',
      '/products?attribute=hfcs,artificialFlavors,artificialPreservatives',
    );
    await expectLink(page, 'Essentials in gallons', '/products?package=gallon&productLines=essentials');
    await expectLink(page, 'Essentials in cups', '/products?package=cup&productLines=essentials');
  });

  test('/metropolitan: its three products, /products by line, and contact', async ({ page }) => {
    await page.goto('/metropolitan');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Metropolitan Select');
    const hrefs = await productHrefs(page, 'The Metropolitan Select collection');
    expect([...hrefs].sort()).toEqual(METROPOLITAN_SLUGS.map((slug) => `/products/${slug}`).sort());
    await expectLink(page, 'See all Metropolitan Select products', '/products?productLines=metropolitan');
    await expectLink(page, 'Contact us', '/contact');
  });

  test('/signature: mustard, fig glaze and bistro sauce pages, see all, recipes and contact', async ({
    page,
  }) => {
    await page.goto('/signature');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Marlow's Signature");
    const hrefs = await productHrefs(page, 'Signature sauces, mustards and glazes');
    for (const slug of SIGNATURE_SLUGS) expect(hrefs).toContain(`/products/${slug}`);
    await expectLink(page, 'See all Signature products', '/products?productLines=signature');
    await expectLink(page, 'See all recipes', '/recipes#allRecipes');
    await expectLink(page, 'Contact us', '/contact');
  });
});

test.describe('product-line pages in the browser', () => {
  for (const path of ['/products/story', '/essentials', '/metropolitan', '/signature', '/about-us']) {
    test(`${path} has no axe violations and hydrates without fetching its data again`, async ({ page }) => {
      const calls = recordApiCalls(page);
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const results = await axeBuilder(page).withTags(TAGS).analyze();
      expect(results.violations).toEqual([]);
      expect(calls.filter((call) => /^\/api\/(dxp-data|search|products)/.test(call))).toEqual([]);
    });
  }

  test('the claim figures are true of the catalogue', async ({ request }) => {
    expect(await distinctProducts(request, { product: 'dressings' })).toBe(202);
    expect(await distinctProducts(request, { product: 'dressings', flavor: 'caesar' })).toBe(11);
    expect(await distinctProducts(request, { product: 'dressings', flavor: 'ranch' })).toBe(14);
    expect(await distinctProducts(request, { product: 'dressings', flavor: 'italian' })).toBe(19);
  });

  test('a flavor tile and a package image open /products with that filter preselected', async ({
    page,
    request,
  }) => {
    const ranch = await productsPage(request, { flavor: 'ranch', limit: '1' });
    const gallons = await productsPage(request, { package: 'gallon', limit: '1' });

    await page.goto('/products/story');
    await waitForHydration(page);
    const flavorRegion = main(page).getByRole('region', { name: 'Shop by flavor' });
    await flavorRegion.getByRole('link', { name: 'Ranch', exact: true }).click();
    await expect(page).toHaveURL(/\/products\?flavor=ranch$/);
    await expect(page.locator('input[name="flavor"][value="ranch"]').first()).toBeChecked();
    await expect(listStatus(page)).toContainText(`of ${ranch.paging.total}`);
    // The filter also travels as navigation state, as other pages pass it (spec §2.4).
    expect(await page.evaluate(() => (history.state as { usr?: unknown } | null)?.usr)).toEqual({
      flavor: ['ranch'],
    });

    await page.goBack();
    await main(page)
      .getByRole('region', { name: 'Shop by package' })
      .getByRole('link', { name: 'Gallons', exact: true })
      .click();
    await expect(page).toHaveURL(/\/products\?package=gallon$/);
    await expect(page.locator('input[name="package"][value="gallon"]').first()).toBeChecked();
    await expect(listStatus(page)).toContainText(`of ${gallons.paging.total}`);
  });

  test("Essentials' clean-label link preselects no HFCS, no artificial flavors and no artificial preservatives", async ({
    page,
    request,
  }) => {
    const attributes = ['hfcs', 'artificialFlavors', 'artificialPreservatives'];
    const clean = await productsPage(request, { attribute: attributes.join(','), limit: '1' });
    await page.goto('/essentials');
    await waitForHydration(page);
    await main(page).getByRole('link', { name: 'Shop clean-label products' }).click();
    await expect(page).toHaveURL(/\/products\?attribute=hfcs,artificialFlavors,artificialPreservatives$/);
    for (const key of attributes)
      await expect(page.locator(`input[name="attribute"][value="${key}"]`).first()).toBeChecked();
    await expect(listStatus(page)).toContainText(`of ${clean.paging.total}`);
    expect(await page.evaluate(() => (history.state as { usr?: unknown } | null)?.usr)).toEqual({
      attribute: { hfcs: 'No', artificialFlavors: 'No', artificialPreservatives: 'No' },
    });
  });

  test('flip blocks turn over by keyboard, and their link joins the tab order only then', async ({
    page,
  }) => {
    await page.goto('/products/story');
    await waitForHydration(page);
    const first = main(page)
      .getByRole('region', { name: 'Flavor by the numbers' })
      .getByRole('listitem')
      .first();
    const toggle = first.getByRole('button', { name: 'Flip card' });
    const link = first.getByRole('link', { name: 'Browse all products' });
    await expect(link).toHaveAttribute('tabindex', '-1');

    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('Tab');
    await expect(link).toBeFocused();
    await expect(link).toBeInViewport();

    await page.keyboard.press('Shift+Tab');
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Space');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await page.keyboard.press('Tab');
    await expect(link).not.toBeFocused();
  });
});
