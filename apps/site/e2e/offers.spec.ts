import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiData, hydratePart, waitForHydration } from './helpers';

interface CuratedList {
  id: string;
  items: { _id: string; displayOrder: number }[];
}

interface Titled {
  id: string;
  slug: string;
  title: string;
}

interface SearchGroup {
  key: 'products' | 'recipes' | 'plusones';
  items: (Titled & { name?: string })[];
}

interface ProductDetails {
  product: {
    name: string;
    productCode: string;
    upc: string;
    claims: { marketing: { gluten: string; kosher: string } };
  };
}

/** The landing pages, with the product-information values of spec §3 for their gallon product. */
const LANDINGS = [
  {
    path: '/offers/avocado-ranch',
    list: 'avocado-ranch',
    title: 'Avocado Ranch Dressing',
    gallon: { size: '2/1 Gallon', weight: '17.31 lbs', storage: 'Refrigerated' },
    hideWeight: true,
  },
  {
    path: '/offers/boom-boom',
    list: 'boom-boom',
    title: 'Boom Boom Sauce',
    gallon: { size: '4/1 Gallon', weight: '33.67 LB', storage: '50-80°F' },
    hideWeight: false,
  },
  {
    path: '/offers/marlows-signature-chickn-dipn-sauce',
    list: 'chickn-dipn',
    title: "Marlow's Signature Chick'n Dip'n Sauce",
    gallon: { size: '2/1 Gallon', weight: '17.7 lbs', storage: 'Shelf Stable' },
    hideWeight: false,
    recipes: ['dipn-chicken-fries', 'chickn-dipn-club-sandwich', 'crispy-chicken-dipn-biscuit'],
  },
  {
    path: '/offers/dill-pickle',
    list: 'dill-pickle',
    title: 'Dill Pickle Aioli',
    gallon: { size: '2/1 Gallon', weight: '17.47 lbs', storage: 'Shelf Stable' },
    hideWeight: true,
  },
  {
    path: '/offers/green-goddess',
    list: 'green-goddess',
    title: 'Green Goddess Dressing',
    gallon: { size: '2/1 Gallon', weight: '17.34 lbs', storage: 'Refrigerated' },
    hideWeight: false,
    recipes: [
      'green-goddess-potato-salad',
      'grilled-iceberg-wedges-with-green-goddess-dressing',
      'green-goddess-shrimp-pasta-salad',
    ],
  },
];

// ——— reading the server's HTML ———

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'" };

/** Visible text of an HTML fragment: tags and comments dropped, entities decoded, whitespace collapsed. */
function textOf(fragment: string): string {
  return fragment
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(#x27|#39|amp|lt|gt|quot);/g, (_match, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The page's main content as served (without the header's and footer's links). */
async function serverHtml(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  const main = /<main\b[\s\S]*?<\/main>/.exec(await response.text())?.[0];
  expect(main, `${path} has a <main>`).toBeDefined();
  return main!;
}

function h1Of(html: string): string {
  return textOf(/<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '');
}

interface Anchor {
  href: string;
  target?: string;
  rel?: string;
  text: string;
}

function anchorsOf(html: string): Anchor[] {
  return [...html.matchAll(/<a\s([^>]*)>([\s\S]*?)<\/a>/g)].map(([, attributes = '', inner = '']) => {
    const attribute = (name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(attributes)?.[1];
    return {
      href: textOf(attribute('href') ?? ''),
      target: attribute('target'),
      rel: attribute('rel'),
      text: textOf(inner),
    };
  });
}

/** Rows of the page's table (header row first), each as its cells' texts. */
function tableRowsOf(html: string): string[][] {
  const table = /<table\b[\s\S]*?<\/table>/.exec(html)?.[0] ?? '';
  return [...table.matchAll(/<tr\b[^>]*>([\s\S]*?)<\/tr>/g)].map(([, row = '']) =>
    [...row.matchAll(/<t[hd]\b[^>]*>([\s\S]*?)<\/t[hd]>/g)].map(([, cell = '']) => textOf(cell)),
  );
}

// ——— the API's view of the curated lists ———

async function curatedIds(request: APIRequestContext, listId: string): Promise<string[]> {
  const [result] = await apiData<{ dataset: string; data: CuratedList[] }[]>(
    request,
    '/api/dxp-data?dataset=curatedLists',
  );
  const list = result!.data.find((candidate) => candidate.id === listId);
  expect(list, listId).toBeDefined();
  return [...list!.items].sort((a, b) => a.displayOrder - b.displayOrder).map((item) => item._id);
}

/** The entries of a curated list, in its order, as `/api/search` returns them. */
async function curated(request: APIRequestContext, listId: string, key: SearchGroup['key']) {
  const ids = await curatedIds(request, listId);
  const groups = await apiData<SearchGroup[]>(request, `/api/search?ids=${ids.join(',')}&keys=${key}`);
  const items = groups.find((group) => group.key === key)?.items ?? [];
  return ids.map((id) => items.find((item) => item.id === id)!);
}

function hrefs(html: string): string[] {
  return anchorsOf(html).map((anchor) => anchor.href);
}

test.describe('offer pages in the server HTML', () => {
  for (const landing of LANDINGS) {
    test(`${landing.path} serves its heading, recipes and make-it-your-own combinations`, async ({
      request,
    }) => {
      const recipes = await curated(request, `${landing.list}-recipes`, 'recipes');
      const plusOnes = await curated(request, `${landing.list}-plusones`, 'plusones');
      const html = await serverHtml(request, landing.path);
      expect(h1Of(html)).toBe(landing.title);
      const recipeLinks = hrefs(html).filter((href) => href.startsWith('/recipes/'));
      expect(recipeLinks).toEqual(recipes.map((recipe) => `/recipes/${recipe.slug}`));
      if (landing.recipes) expect(recipeLinks).toEqual(landing.recipes.map((slug) => `/recipes/${slug}`));
      const text = textOf(html);
      for (const plusOne of plusOnes) expect(text).toContain(plusOne.title);
      expect(plusOnes.length).toBeGreaterThan(0);
    });

    test(`${landing.path} shows the product information of spec §3${landing.hideWeight ? ' without weight' : ''}`, async ({
      request,
    }) => {
      const ids = await curatedIds(request, `${landing.list}-products`);
      const html = await serverHtml(request, landing.path);
      const [header, ...rows] = tableRowsOf(html);
      expect(header).toEqual([
        'Product Name',
        'Product Code',
        'UPC',
        'Size',
        ...(landing.hideWeight ? [] : ['Weight']),
        'Storage',
        'Gluten Free',
        'Kosher',
      ]);
      expect(rows).toHaveLength(ids.length);
      const { product } = await apiData<ProductDetails>(request, `/api/products/details?id=${ids[0]}`);
      const { marketing } = product.claims;
      expect(rows[0]).toEqual([
        landing.title,
        product.productCode,
        product.upc,
        landing.gallon.size,
        ...(landing.hideWeight ? [] : [landing.gallon.weight]),
        landing.gallon.storage,
        marketing.gluten === 'No' ? 'Yes' : 'No',
        marketing.kosher === 'Yes' ? 'Yes' : 'No',
      ]);
      expect(textOf(html).includes(landing.gallon.weight)).toBe(!landing.hideWeight);
    });
  }

  test('/offers/dipping-cups links the sister brand in a new tab, the six cups and two sample requests', async ({
    request,
  }) => {
    const cups = await curated(request, 'dipping-cups', 'products');
    expect(cups).toHaveLength(6);
    const html = await serverHtml(request, '/offers/dipping-cups');
    expect(h1Of(html)).toBe('Dipping Cups');
    const anchors = anchorsOf(html);
    expect(anchors.map((anchor) => anchor.href).filter((href) => href.startsWith('/products/'))).toEqual(
      cups.map((cup) => `/products/${cup.slug}`),
    );
    const sister = anchors.filter((anchor) => anchor.text.startsWith("Visit Marlow's Steakhouse"));
    expect(sister).toHaveLength(1);
    expect(sister[0]!.href).toMatch(/^https:\/\/[a-z0-9.-]+\.example\//);
    expect(sister[0]!.target).toBe('_blank');
    expect(sister[0]!.rel?.split(' ')).toContain('noopener');
    expect(sister[0]!.text).toBe("Visit Marlow's Steakhouse (opens in a new tab)");
    expect(
      anchors.filter((anchor) => anchor.text === 'Request a sample').map((anchor) => anchor.href),
    ).toEqual(['/get-sample', '/get-sample']);
  });

  test('/offers/fall-flavors serves its recipes, flavor foundations, sauces and sample button', async ({
    request,
  }) => {
    const recipes = await curated(request, 'fall-flavors-recipes', 'recipes');
    const foundations = await curated(request, 'fall-flavors-plusones', 'plusones');
    const sauces = await curated(request, 'fall-flavors-products', 'products');
    const html = await serverHtml(request, '/offers/fall-flavors');
    expect(h1Of(html)).toBe('Fall Flavors');
    const links = hrefs(html);
    expect(links.filter((href) => href.startsWith('/recipes/'))).toEqual(
      recipes.map((recipe) => `/recipes/${recipe.slug}`),
    );
    expect(links.filter((href) => href.startsWith('/products/'))).toEqual(
      sauces.map((sauce) => `/products/${sauce.slug}`),
    );
    const text = textOf(html);
    for (const foundation of foundations) expect(text).toContain(foundation.title);
    expect(links).toContain('/get-sample');
  });
});

test.describe('offer pages in the browser', () => {
  test('a make-it-your-own combination opens its pop-up by keyboard; Escape closes it', async ({ page }) => {
    const [first] = await curated(page.request, 'boom-boom-plusones', 'plusones');
    await page.goto('/offers/boom-boom');
    await waitForHydration(page);
    // The combinations are in the page's lower part (a visible part): scrolled to, as a visitor does.
    await hydratePart(page, 'LandingLower');
    const tile = page.getByRole('button', { name: first!.title });
    await tile.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: first!.title })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'print it' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(tile).toBeFocused();
  });

  test("on client navigation a landing page shows 'Loading...' until its curated lists arrive", async ({
    page,
  }) => {
    const recipes = await curated(page.request, 'boom-boom-recipes', 'recipes');
    await page.goto('/whats-hot');
    await waitForHydration(page);
    // Hold the search that resolves the curated recipes until the loading state has been seen.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/search?**', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('main').getByRole('link', { name: 'Boom Boom Sauce' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Boom Boom Sauce');
    const section = page.getByRole('region', { name: 'Boom Boom recipes' });
    await expect(section.getByText('Loading...')).toBeVisible();
    release();
    await expect(section.getByRole('listitem')).toHaveCount(recipes.length);
    await expect(section.getByText('Loading...')).toHaveCount(0);
  });

  test('choosing a fall flavor foundation records it and opens its modal, which Escape closes', async ({
    page,
  }) => {
    const foundations = await curated(page.request, 'fall-flavors-plusones', 'plusones');
    const chosen = foundations[1]!;
    await page.goto('/offers/fall-flavors');
    await waitForHydration(page);
    // The foundations are in the page's lower part (a visible part, 1183 px down): scrolled to, as a visitor does.
    await hydratePart(page, 'FallFlavorsLower');
    const card = page.getByRole('button', { name: chosen.title });
    await card.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: chosen.title })).toBeVisible();
    const events = await page.evaluate(() => window.dataLayer ?? []);
    expect(events).toContainEqual({
      event: 'gaEvent',
      category: 'Fall Flavors',
      action: 'Flavor Foundation',
      label: chosen.title,
    });
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    // The chosen foundation stays marked as the current one; the others are not.
    await expect(card).toHaveAttribute('aria-current', 'true');
    await expect(page.getByRole('button', { name: foundations[0]!.title })).not.toHaveAttribute(
      'aria-current',
    );
  });

  test('the dipping-cups carousel shows 6, 3 and 1 slides at 1280, 900 and 390 px', async ({ page }) => {
    await page.goto('/offers/dipping-cups');
    await waitForHydration(page);
    const visible = page
      .getByRole('region', { name: 'Dipping cups' })
      .locator('[aria-roledescription="slide"][data-state="visible"]');
    for (const [width, count] of [
      [1280, 6],
      [900, 3],
      [390, 1],
    ] as const) {
      await page.setViewportSize({ width, height: 800 });
      await expect(visible).toHaveCount(count);
    }
  });
});
