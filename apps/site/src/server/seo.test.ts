/**
 * Issue 14 against the built site (production client and SSR entry, the real API, a fresh embedded database):
 * robots.txt and the sitemap as a crawler reads them, the unlisted event page kept out, the GS1 Digital Link of a
 * pack opening its product page, and the JSON-LD of every page kind parsed from the server HTML and compared with
 * what the page shows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNLISTED_PATHS } from '@larder/domain';
import { routes } from '../routes';
import { everyRoute, startBuiltSite, type BuiltSite } from './test-support/built-site';

const PUBLIC_URL = 'https://www.marlows.test';
let site: BuiltSite;

beforeAll(async () => {
  site = await startBuiltSite({ PUBLIC_URL });
}, 120_000);

afterAll(async () => {
  await site?.stop();
});

/** The site path of an absolute public URL. */
const local = (url: string) => {
  const parsed = new URL(url);
  expect(parsed.origin).toBe(PUBLIC_URL);
  return `${parsed.pathname}${parsed.search}`;
};
const get = (path: string, init: RequestInit = {}) =>
  fetch(`${site.base}${path}`, { redirect: 'manual', ...init });
const html = async (path: string) => {
  const response = await get(path);
  expect(response.status, path).toBe(200);
  return response.text();
};
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);

type Node = Record<string, unknown>;

/** Every JSON-LD object of a page (each `@graph` member on its own), parsed as a crawler would. */
function jsonLd(page: string): Node[] {
  const blocks = [...page.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)];
  return blocks.flatMap((block) => {
    const data = JSON.parse(block[1]!) as Node;
    expect(data['@context']).toBe('https://schema.org');
    return Array.isArray(data['@graph']) ? (data['@graph'] as Node[]) : [data];
  });
}
const ofType = (nodes: Node[], type: string) => nodes.filter((node) => node['@type'] === type);
const textOf = (fragment: string) =>
  fragment
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .trim();
/** The text a visitor sees: scripts (the JSON-LD itself among them) and styles left out, whitespace collapsed. */
const visibleText = (page: string) =>
  textOf(page.replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/g, ' ')).replace(/\s+/g, ' ');
const h1 = (page: string) => textOf(/<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(page)![1]!);

async function expectImage(url: string) {
  const response = await get(local(url), { headers: { Accept: 'image/jpeg' } });
  expect(response.status, url).toBe(200);
  expect(response.headers.get('content-type'), url).toMatch(/^image\//);
}

describe('robots.txt and the sitemap', () => {
  it('when a crawler reads robots.txt, then it is plain text naming the sitemap', async () => {
    const response = await get('/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await response.text()).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });

  it('when the sitemap is read, then every page of the route table is in it but the unlisted pages', async () => {
    const parts = locs(await (await get('/sitemap.xml')).text());
    const listed = new Set<string>();
    for (const part of parts)
      for (const url of locs(await (await get(local(part))).text())) listed.add(local(url));
    const fixed = routes.map((route) => route.path).filter((path) => !path.includes(':'));
    expect(fixed.length).toBeGreaterThan(40);
    for (const path of fixed) {
      if (UNLISTED_PATHS.includes(path)) expect(listed.has(path), path).toBe(false);
      else expect(listed.has(path), path).toBe(true);
    }
    expect(
      [...listed].filter((path) => path.startsWith('/products/') && path !== '/products/story').length,
    ).toBe(483);
    expect([...listed].filter((path) => path.startsWith('/recipes/')).length).toBe(131);
  });

  it(
    'when the listed pages are opened (every page, every 20th product and recipe), then each answers 200 and is indexable',
    { timeout: 120_000 },
    async () => {
      const parts = locs(await (await get('/sitemap.xml')).text());
      const paths: string[] = [];
      for (const part of parts) {
        const urls = locs(await (await get(local(part))).text()).map(local);
        paths.push(...(part.endsWith('/pages.xml') ? urls : urls.filter((_url, index) => index % 20 === 0)));
      }
      for (const path of paths) {
        const page = await html(path);
        expect(page, path).not.toContain('name="robots"');
        expect(page, path).toContain(`<link rel="canonical" href="${PUBLIC_URL}${path}">`);
      }
    },
  );

  it('when the event page is opened, then it says noindex', async () => {
    expect(await html('/pizzaexpo')).toContain('<meta name="robots" content="noindex">');
  });

  it('when a comparison is opened, then it says noindex and names /compare as its canonical page', async () => {
    for (const path of ['/compare', '/compare?products=a,b']) {
      const page = await html(path);
      expect(page, path).toContain('<meta name="robots" content="noindex">');
      expect(page, path).toContain(`<link rel="canonical" href="${PUBLIC_URL}/compare">`);
    }
  });
});

describe('a GS1 Digital Link on a pack', () => {
  it("when scanned, then it opens the product's page", async () => {
    const { data } = (await (await get('/api/products?limit=1')).json()) as {
      data: { products: { slug: string; name: string }[] };
    };
    const product = data.products[0]!;
    const details = (await (await get(`/api/products/details?slug=${product.slug}`)).json()) as {
      data: { product: { upc12: string } };
    };
    const response = await get(`/01/${details.data.product.upc12}`);
    expect(response.status).toBe(307);
    const target = local(response.headers.get('location')!);
    expect(target).toBe(`/products/${product.slug}`);
    expect(h1(await html(target))).toContain(product.name);
  });

  it('when the GTIN is mistyped, then a 404 page says why', async () => {
    const response = await get('/01/074658100138');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('its check digit is 8, and the digits before it give 9');
  });
});

describe('JSON-LD of each page kind', () => {
  it('when the home page is read, then it has the Organization and a WebSite whose search action works', async () => {
    const nodes = jsonLd(await html('/'));
    const [organization] = ofType(nodes, 'Organization');
    expect(organization).toMatchObject({ name: "Marlow's Foodservice", url: `${PUBLIC_URL}/` });
    const [website] = ofType(nodes, 'WebSite');
    const action = website!.potentialAction as { '@type': string; target: { urlTemplate: string } };
    expect(action['@type']).toBe('SearchAction');
    const search = await html(local(action.target.urlTemplate.replace('{search_term_string}', 'ranch')));
    expect(search).toMatch(/ranch/i);
  });

  it('when a product page is read, then its Product and breadcrumbs match the page', async () => {
    const { data } = (await (await get('/api/products?limit=1')).json()) as {
      data: { products: { slug: string }[] };
    };
    const slug = data.products[0]!.slug;
    const page = await html(`/products/${slug}`);
    const nodes = jsonLd(page);
    const [product] = ofType(nodes, 'Product');
    expect(product!.name).toBe(h1(page));
    expect(product!.url).toBe(`${PUBLIC_URL}/products/${slug}`);
    expect(page).toContain(String(product!.sku));
    expect(String(product!.gtin12)).toMatch(/^\d{12}$/);
    expect(String(product!.gtin14)).toMatch(/^\d{14}$/);
    // The case GTIN is shown in the page's case information.
    expect(page).toContain(String(product!.gtin14));
    expect(page).toContain(textOf(String(product!.description)).slice(0, 60).replace(/'/g, '&#x27;'));
    expect((product!.brand as Node).name).toBe("Marlow's Foodservice");
    for (const image of product!.image as string[]) await expectImage(image);
    const [crumbs] = ofType(nodes, 'BreadcrumbList');
    const items = crumbs!.itemListElement as { position: number; name: string; item: string }[];
    expect(items.map((item) => item.name)).toEqual(['Home', 'Products', h1(page)]);
    for (const item of items) await html(local(item.item));
  });

  it('when a recipe page is read, then its Recipe has the three image ratios, ingredients and steps shown', async () => {
    const { data } = (await (await get('/api/recipes?limit=1')).json()) as {
      data: { recipes: { slug: string }[] };
    };
    const slug = data.recipes[0]!.slug;
    const page = await html(`/recipes/${slug}`);
    const nodes = jsonLd(page);
    const [recipe] = ofType(nodes, 'Recipe');
    expect(recipe!.name).toBe(h1(page));
    const images = recipe!.image as string[];
    expect(images.map((url) => /fit-in\/(\d+x\d+)\//.exec(url)![1])).toEqual([
      '1200x1200',
      '1200x900',
      '1200x675',
    ]);
    expect(images[0]).toContain(`${slug}-1x1.svg`);
    expect(images[2]).toContain(`${slug}-16x9.svg`);
    for (const image of images) await expectImage(image);
    const ingredients = recipe!.recipeIngredient as string[];
    const recipeDetails = (await (await get(`/api/recipes/details?slug=${slug}`)).json()) as {
      data: { ingredients: { ingredient: string }[]; steps: unknown[] };
    };
    expect(ingredients.length).toBe(recipeDetails.data.ingredients.length);
    for (const [index, line] of recipeDetails.data.ingredients.entries()) {
      expect(ingredients[index]).toContain(line.ingredient);
      expect(page).toContain(line.ingredient.replace(/'/g, '&#x27;'));
    }
    // The yield as the page's scaler says it; the dishes shown under the title as categories; no prepTime (the
    // content says nothing of preparation; cookTime is the next test's) and no description (the page shows none).
    expect(visibleText(page)).toContain(`The recipe makes ${String(recipe!.recipeYield)}.`);
    for (const category of recipe!.recipeCategory as string[]) expect(page).toContain(category);
    for (const absent of ['prepTime', 'description']) {
      expect(recipe).not.toHaveProperty(absent);
    }
    const steps = recipe!.recipeInstructions as { '@type': string; text: string }[];
    expect(steps.length).toBe(recipeDetails.data.steps.length);
    for (const step of steps) {
      expect(step['@type']).toBe('HowToStep');
      expect(step.text).not.toMatch(/[[\]]/);
    }
    const [crumbs] = ofType(nodes, 'BreadcrumbList');
    expect((crumbs!.itemListElement as { name: string }[]).map((item) => item.name)).toEqual([
      'Home',
      'Recipes',
      h1(page),
    ]);
  });

  it('when a recipe is read, then nutrition.calories is what the page says its products give a serving, and absent when unknown', async () => {
    const { data } = (await (await get('/api/recipes?limit=40')).json()) as {
      data: { recipes: { slug: string }[] };
    };
    const found: Record<'known' | 'unknown', { slug: string; calories: number | null } | undefined> = {
      known: undefined,
      unknown: undefined,
    };
    for (const { slug } of data.recipes) {
      const details = (await (await get(`/api/recipes/details?slug=${slug}`)).json()) as {
        data: { productCaloriesPerServing: number | null };
      };
      const calories = details.data.productCaloriesPerServing;
      found[calories === null ? 'unknown' : 'known'] ??= { slug, calories };
    }
    const known = found.known!;
    const page = await html(`/recipes/${known.slug}`);
    const [recipe] = ofType(jsonLd(page), 'Recipe');
    const nutrition = recipe!.nutrition as Node;
    expect(nutrition['@type']).toBe('NutritionInformation');
    expect(nutrition.calories).toBe(`${known.calories} calories`);
    expect(visibleText(page)).toContain(
      `${known.calories} calories per serving from the Marlow's Foodservice products in this recipe; the other ingredients are not counted.`,
    );
    expect(textOf(String(nutrition.description))).toBe(
      `${known.calories} calories per serving from the Marlow's Foodservice products in this recipe; the other ingredients are not counted.`,
    );
    const unknownPage = await html(`/recipes/${found.unknown!.slug}`);
    const [unknown] = ofType(jsonLd(unknownPage), 'Recipe');
    expect(unknown).not.toHaveProperty('nutrition');
    expect(visibleText(unknownPage)).not.toContain('calories per serving');
  });

  it('when a recipe is read, then cookTime and totalTime are the time the page says its steps state, and absent when they state none', async () => {
    // Fried "for 10 to 12 minutes"; the sliders' steps state no time (api/test/recipe-time.test.ts).
    const page = await html('/recipes/classic-buffalo-wings');
    const [recipe] = ofType(jsonLd(page), 'Recipe');
    expect(recipe!.cookTime).toBe('PT12M');
    expect(recipe!.totalTime).toBe('PT12M');
    expect(visibleText(page)).toContain('Cooking time stated in the steps: 12 min');
    // HTML attribute names are case-insensitive (React writes `dateTime`).
    expect(page).toMatch(/<time datetime="PT12M">12 min<\/time>/i);
    // Over an hour: the bulgogi marinates "for at least 2 hours" and sears "1 to 2 minutes".
    const tacos = await html('/recipes/korean-bbq-beef-tacos');
    const [tacosRecipe] = ofType(jsonLd(tacos), 'Recipe');
    expect(tacosRecipe!.cookTime).toBe('PT2H2M');
    expect(tacosRecipe!.totalTime).toBe('PT2H2M');
    expect(visibleText(tacos)).toContain('Cooking time stated in the steps: 2 hr 2 min');
    const untimed = await html('/recipes/creamy-horseradish-prime-rib-sliders');
    const [untimedRecipe] = ofType(jsonLd(untimed), 'Recipe');
    for (const absent of ['prepTime', 'cookTime', 'totalTime'])
      expect(untimedRecipe).not.toHaveProperty(absent);
    expect(visibleText(untimed)).not.toContain('stated in the steps');
  });

  it('when the home page is read, then every value of its Organization is on the page', async () => {
    const page = await html('/');
    const [organization] = ofType(jsonLd(page), 'Organization');
    expect(Object.keys(organization!).sort()).toEqual(['@id', '@type', 'name', 'telephone', 'url']);
    // The footer's "Call us: (508) 555-0142", in the international form.
    const [, area, exchange, line] = /^\+1-(\d{3})-(\d{3})-(\d{4})$/.exec(String(organization!.telephone))!;
    expect(visibleText(page)).toContain(`Call us: (${area}) ${exchange}-${line}`);
  });

  it('when a list page is read, then its ItemList names the items the page lists, in order', async () => {
    for (const path of ['/products', '/recipes', '/plus-one', '/products?page=2']) {
      const page = await html(path);
      const [list] = ofType(jsonLd(page), 'ItemList');
      const items = list!.itemListElement as { position: number; name: string; url?: string }[];
      expect(items.length, path).toBeGreaterThan(0);
      expect(list!.numberOfItems).toBe(items.length);
      // The page's text (tags and comments out, spaces collapsed), before its data scripts.
      const body = page.slice(page.indexOf('<body>'), page.indexOf('<script type="application/json"'));
      const text = textOf(body.replace(/<!--[\s\S]*?-->/g, '').replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ');
      let from = 0;
      for (const item of items) {
        const at = text.indexOf(item.name, from);
        expect(at, `${path}: ${item.name}`).toBeGreaterThan(-1);
        from = at;
        if (item.url) expect(page).toContain(`href="${local(item.url)}"`);
      }
    }
  });

  it('when any other page is read, then any JSON-LD it has is valid JSON and the 404 page has none', async () => {
    expect(jsonLd(await (await get('/no-such-page')).text())).toEqual([]);
    expect(jsonLd(await html('/faq'))).toEqual([]);
  });
});

describe('clean URLs', () => {
  it('when a list page is asked with unknown query keys, then it redirects to the list without them', async () => {
    const cases: [string, string][] = [
      ['/products?bogus=1', '/products'],
      ['/products?bogus=1&flavor=ranch,caesar&utm_source=mail', '/products?flavor=ranch,caesar'],
      ['/recipes?dishes=burgers&x=1&sortParameter=newest', '/recipes?dishes=burgers&sortParameter=newest'],
      ['/plus-one?page=2&fbclid=abc', '/plus-one?page=2'],
    ];
    for (const [from, to] of cases) {
      const response = await get(from);
      expect(response.status, from).toBe(301);
      expect(response.headers.get('location'), from).toBe(to);
    }
    expect((await get('/products?flavor=ranch&page=2')).status).toBe(200);
  });

  it('when a list page is read with its filters, then its canonical link is the list itself', async () => {
    expect(await html('/products?flavor=ranch')).toContain(
      `<link rel="canonical" href="${PUBLIC_URL}/products">`,
    );
  });

  it(
    'when every route and the pages it links to are crawled, then no internal link or fragment is broken',
    { timeout: 300_000 },
    async () => {
      const start = await everyRoute(site.base);
      const pages = new Map<string, string>();
      const read = async (path: string) => {
        if (!pages.has(path)) {
          const response = await fetch(`${site.base}${path}`);
          pages.set(path, response.status < 400 ? await response.text() : `status ${response.status}`);
        }
        return pages.get(path)!;
      };
      const links = new Set<string>();
      for (const path of start.filter((item) => item !== '/no-such-page')) {
        const page = await read(path);
        for (const match of page.matchAll(/<a\b[^>]*\shref="(\/[^"]*)"/g)) {
          links.add(match[1]!.replace(/&amp;/g, '&'));
        }
      }
      expect(links.size).toBeGreaterThan(100);
      const broken: string[] = [];
      for (const link of links) {
        const [path, fragment] = link.split('#') as [string, string | undefined];
        if (path.startsWith('/files/')) {
          const response = await fetch(`${site.base}${path}`, { method: 'HEAD' });
          if (response.status !== 200) broken.push(`${link}: ${response.status}`);
          continue;
        }
        const page = await read(path);
        if (page.startsWith('status ')) broken.push(`${link}: ${page}`);
        else if (fragment && !page.includes(`id="${fragment}"`)) broken.push(`${link}: no #${fragment}`);
      }
      expect(broken).toEqual([]);
    },
  );
});

describe('share cards', () => {
  const meta = (page: string, attribute: 'property' | 'name', key: string) =>
    new RegExp(`<meta ${attribute}="${key}" content="([^"]*)">`).exec(page)?.[1]?.replace(/&amp;/g, '&');

  it('when any page is read, then it has Open Graph and Twitter card tags', async () => {
    for (const path of ['/', '/faq', '/contact', '/products', '/recipes']) {
      const page = await html(path);
      expect(meta(page, 'property', 'og:title'), path).toBeTruthy();
      expect(meta(page, 'property', 'og:url'), path).toBe(`${PUBLIC_URL}${path === '/' ? '/' : path}`);
      expect(meta(page, 'name', 'twitter:card'), path).toBe('summary');
      expect(meta(page, 'name', 'twitter:title'), path).toBe(meta(page, 'property', 'og:title'));
    }
  });

  it('when a product or recipe page is read, then its og:image is a 1200×630 JPEG the site serves', async () => {
    const products = (await (await get('/api/products?limit=1')).json()) as {
      data: { products: { slug: string }[] };
    };
    const recipes = (await (await get('/api/recipes?limit=1')).json()) as {
      data: { recipes: { slug: string }[] };
    };
    for (const path of [
      `/products/${products.data.products[0]!.slug}`,
      `/recipes/${recipes.data.recipes[0]!.slug}`,
    ]) {
      const page = await html(path);
      const image = meta(page, 'property', 'og:image')!;
      expect(meta(page, 'property', 'og:image:width')).toBe('1200');
      expect(meta(page, 'property', 'og:image:height')).toBe('630');
      expect(meta(page, 'name', 'twitter:card')).toBe('summary_large_image');
      expect(meta(page, 'name', 'twitter:image')).toBe(image);
      const response = await get(local(image), { headers: { Accept: '*/*' } });
      expect(response.status, image).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/jpeg');
      const bytes = Buffer.from(await response.arrayBuffer());
      // JPEG SOF0/SOF2 frame header: height then width, big-endian.
      const frame = bytes.findIndex(
        (value, index) => value === 0xff && (bytes[index + 1] === 0xc0 || bytes[index + 1] === 0xc2),
      );
      expect(frame).toBeGreaterThan(0);
      expect([bytes.readUInt16BE(frame + 7), bytes.readUInt16BE(frame + 5)]).toEqual([1200, 630]);
    }
  });
});
