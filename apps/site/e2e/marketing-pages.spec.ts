import { expect, test, type Page } from '@playwright/test';
import { apiData, recordApiCalls, visibleSlides, waitForHydration } from './helpers';

interface CuratedList {
  id: string;
  items: { _id: string; displayOrder: number }[];
}

async function curatedIds(page: Page, listId: string): Promise<string[]> {
  const [result] = await apiData<{ dataset: string; data: CuratedList[] }[]>(
    page.request,
    '/api/dxp-data?dataset=curatedLists',
  );
  const list = result!.data.find((candidate) => candidate.id === listId)!;
  return [...list.items].sort((a, b) => a.displayOrder - b.displayOrder).map((item) => item._id);
}

function main(page: Page) {
  return page.getByRole('main');
}

async function expectLink(page: Page, name: string, href: string) {
  await expect(main(page).getByRole('link', { name, exact: true }).first()).toHaveAttribute('href', href);
}

/** The hrefs of the carousel's links to product pages, in order (not the tiles' add-to-compare links). */
async function slideHrefs(page: Page, label: string): Promise<string[]> {
  const slides = page.getByRole('region', { name: label }).locator('[aria-roledescription="slide"]');
  const hrefs = await slides
    .locator('a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return hrefs.filter((href) => href.startsWith('/products/'));
}

test.describe('marketing pages', () => {
  for (const [path, title] of [
    ['/privacy', 'Privacy Policy'],
    ['/terms', 'Terms of Use'],
  ] as const) {
    test(`${path} covers phone line, headquarters, Massachusetts law, COPPA and newsletter opt-out`, async ({
      page,
    }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expectLink(page, '(508) 555-0142', 'tel:+15085550142');
      await expect(main(page)).toContainText('customer-service phone line');
      await expect(main(page)).toContainText('headquartered in the United States');
      await expect(main(page)).toContainText('laws of the Commonwealth of Massachusetts');
      await expect(main(page)).toContainText('under 13 years of age are not permitted');
      await expect(main(page)).toContainText('Visitors under 18 may use the website only with');
      await expect(main(page)).toContainText('opt out of our newsletter');
      await expectLink(page, 'customerservice@marlows.example', 'mailto:customerservice@marlows.example');
    });
  }

  test('/coronavirus has no header and links to cups, pouches, contact, samples, resources and email', async ({
    page,
  }) => {
    await page.goto('/coronavirus');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our response to the coronavirus');
    await expect(page.locator('header')).toHaveCount(0);
    await expectLink(page, 'dressing and sauce cups', '/cups');
    await expectLink(page, 'single-serve pouches', '/pouches');
    await expectLink(page, 'Contact us', '/contact');
    await expectLink(page, 'Request a sample', '/get-sample');
    await expectLink(page, 'customerservice@marlows.example', 'mailto:customerservice@marlows.example');
    const resources = main(page).getByRole('link', { name: /product sheet \(PDF\)/ });
    await expect(resources).toHaveCount(3);
    for (const href of await resources.evaluateAll((links) =>
      links.map((link) => link.getAttribute('href')),
    )) {
      expect(href).toMatch(/^\/files\/products\/ke\d+-[a-z0-9-]+\.pdf$/);
      const response = await page.request.get(href!);
      expect(response.status(), href!).toBe(200);
      expect(response.headers()['content-type']).toContain('application/pdf');
    }
  });

  test('/whats-hot has four blocks linking to the offers and cups', async ({ page }) => {
    await page.goto('/whats-hot');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("What's Hot Now");
    await expect(main(page).getByRole('heading', { level: 2 })).toHaveCount(4);
    await expectLink(page, 'Stadium Staples', '/offers/stadium-staples');
    await expectLink(page, 'Boom Boom Sauce', '/offers/boom-boom');
    await expectLink(page, 'Dipping Cups', '/cups');
    await expectLink(page, 'Fall Flavors', '/offers/fall-flavors');
  });

  test('/cups lists the 7 curated cups, sizes, see-all and sample links', async ({ page }) => {
    const ids = await curatedIds(page, 'cups');
    expect(ids).toHaveLength(7);
    await page.goto('/cups');
    await expect(main(page)).toContainText('Cup sizes offered: 1, 1.5, 2 and 3 ounces.');
    const hrefs = await slideHrefs(page, 'Featured cups');
    expect(hrefs).toHaveLength(7);
    hrefs.forEach((href, index) => expect(href.startsWith(`/products/${ids[index]}-`), href).toBe(true));
    await expectLink(page, 'See all cups', '/products?package=cup');
    await expectLink(page, 'Request a sample', '/get-sample');
  });

  test('/pouches shows statistics and the 8 curated pouches linking to their pouch form', async ({
    page,
  }) => {
    const ids = await curatedIds(page, 'pouches');
    expect(ids).toHaveLength(8);
    await page.goto('/pouches');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pouches');
    await expect(main(page).getByRole('region', { name: 'Why pouches' }).getByRole('listitem')).toHaveCount(
      3,
    );
    const hrefs = await slideHrefs(page, 'Featured pouches');
    expect(hrefs).toHaveLength(8);
    hrefs.forEach((href, index) =>
      expect(href).toMatch(new RegExp(`^/products/${ids[index]}-[a-z0-9-]+/pouch$`)),
    );
    await expectLink(page, 'See all pouches', '/products?package=pouch');
    await expectLink(page, 'Request a sample', '/get-sample');
    await expectLink(page, 'Contact us', '/contact');
  });

  test('/bar-bottles shows nine bottle images linking to the bar bottle form and filtered lists', async ({
    page,
  }) => {
    const ids = await curatedIds(page, 'bar-bottles');
    expect(ids).toHaveLength(9);
    await page.goto('/bar-bottles');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bar Bottles');
    const region = page.getByRole('region', { name: 'Featured bar bottles' });
    await expect(region.getByRole('img')).toHaveCount(9);
    const hrefs = await slideHrefs(page, 'Featured bar bottles');
    hrefs.forEach((href, index) =>
      expect(href).toMatch(new RegExp(`^/products/${ids[index]}-[a-z0-9-]+/bar%20bottle$`)),
    );
    await expectLink(page, 'See all bar bottles', '/products?package=barBottle');
    await expectLink(
      page,
      'See Essentials bar bottles',
      '/products?package=barBottle&productLines=essentials',
    );
    await expectLink(page, 'Request a sample', '/get-sample');
  });

  test('a bar bottle leads to its product page in the bar bottle form', async ({ page }) => {
    await page.goto('/bar-bottles');
    await waitForHydration(page);
    await visibleSlides(page, 'Featured bar bottles').first().getByRole('link').click();
    await expect(page).toHaveURL(/\/products\/ke\d+-[a-z0-9-]+\/bar%20bottle$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('/about-us shows why-us, a four-item history, culinary services, three chefs and commitments', async ({
    page,
  }) => {
    await page.goto('/about-us');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("About Marlow's Foodservice");
    await expect(page.getByRole('region', { name: "Why Marlow's" }).getByRole('listitem')).toHaveCount(4);
    const history = page.getByRole('region', { name: 'Our history' }).getByRole('listitem');
    await expect(history).toHaveCount(4);
    await expect(history.locator('time')).toHaveText(['1952', '1978', '1996', '2015']);
    await expect(page.getByRole('region', { name: 'Culinary services' }).getByRole('listitem')).toHaveCount(
      3,
    );
    const chefs = page.getByRole('region', { name: 'Meet our chefs' }).getByRole('listitem');
    await expect(chefs).toHaveCount(3);
    for (const chef of await chefs.all()) {
      await expect(chef.getByRole('heading', { level: 3 })).toBeVisible();
      await expect(chef.locator('p').last()).toBeVisible();
    }
    for (const name of ['Supply chain', 'Food safety', 'Sustainability'])
      await expect(main(page).getByRole('heading', { level: 3, name })).toBeVisible();
  });

  test('the curated products come with the page: the browser does not load them again', async ({ page }) => {
    const calls = recordApiCalls(page);
    await page.goto('/pouches');
    await waitForHydration(page);
    await expect(visibleSlides(page, 'Featured pouches').first()).toBeVisible();
    expect(
      calls.filter((call) => call.startsWith('/api/dxp-data') || call.startsWith('/api/search')),
    ).toEqual([]);
  });
});

test.describe('marketing carousels per width', () => {
  const CAROUSELS = [
    { path: '/cups', label: 'Featured cups', counts: [7, 3, 1] },
    { path: '/pouches', label: 'Featured pouches', counts: [8, 4, 1] },
    { path: '/bar-bottles', label: 'Featured bar bottles', counts: [9, 5, 3] },
  ];
  const WIDTHS = [1280, 900, 390];

  for (const carousel of CAROUSELS) {
    // The widths are set explicitly, so this runs once, in the desktop project.
    test(`${carousel.path} shows ${carousel.counts.join(', ')} slides at ${WIDTHS.join(', ')} px`, async ({
      page,
    }) => {
      await page.goto(carousel.path);
      await waitForHydration(page);
      for (const [index, width] of WIDTHS.entries()) {
        await page.setViewportSize({ width, height: 800 });
        const visible = visibleSlides(page, carousel.label);
        await expect(visible).toHaveCount(carousel.counts[index]!);
      }
    });
  }
});

test.describe('marketing pages without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  const EXPECTED: [string, string, string][] = [
    ['/privacy', 'Privacy Policy', 'laws of the Commonwealth of Massachusetts'],
    ['/terms', 'Terms of Use', 'under 13 years of age are not permitted'],
    ['/coronavirus', 'Our response to the coronavirus', 'Resources'],
    ['/whats-hot', "What's Hot Now", 'Stadium Staples'],
    ['/cups', 'Dressing & Sauce Cups', 'Cup sizes offered: 1, 1.5, 2 and 3 ounces.'],
    ['/pouches', 'Pouches', 'Why pouches'],
    ['/bar-bottles', 'Bar Bottles', 'Featured bar bottles'],
    ['/about-us', "About Marlow's Foodservice", 'Meet our chefs'],
  ];

  for (const [path, heading, text] of EXPECTED) {
    test(`${path} renders its heading and content on the server`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(main(page).getByText(text).first()).toBeVisible();
    });
  }

  for (const [path, label, count] of [
    ['/cups', 'Featured cups', 7],
    ['/pouches', 'Featured pouches', 8],
    ['/bar-bottles', 'Featured bar bottles', 9],
  ] as const) {
    test(`${path} server HTML holds all ${count} curated product links`, async ({ page }) => {
      await page.goto(path);
      expect(await slideHrefs(page, label)).toHaveLength(count);
    });
  }
});
