/**
 * Issue 16 (items 1 and 3) in the server HTML of the built site (the production SSR entry, the real API, a fresh
 * embedded database): the allergen matrix, its `?free=` filter and its CSV, and recipe scaling. What a visitor
 * without JavaScript gets is exactly this HTML.
 */
import { MAJOR_ALLERGENS, type AllergenMatrixRow, type Recipe } from '@larder/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBuiltSite, type BuiltSite } from './test-support/built-site';

let site: BuiltSite;
beforeAll(async () => {
  site = await startBuiltSite();
}, 120_000);
afterAll(async () => {
  await site?.stop();
});

async function page(path: string): Promise<string> {
  const response = await fetch(`${site.base}${path}`);
  expect(response.status, path).toBe(200);
  return response.text();
}

/** A page's CSS: its inline `<style>` elements and every stylesheet it links (page-styles.ts links the page's own). */
async function stylesOf(path: string): Promise<string> {
  const html = await page(path);
  const inline = [...html.matchAll(/<style[^>]*>([^<]*)<\/style>/g)].map((m) => m[1]);
  const linked = await Promise.all(
    [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map(async (m) => {
      const response = await fetch(`${site.base}${m[1]!.replaceAll('&amp;', '&')}`);
      expect(response.status, m[1]).toBe(200);
      return response.text();
    }),
  );
  return [...inline, ...linked].join('\n');
}

async function api<T>(path: string): Promise<T> {
  return ((await (await fetch(`${site.base}${path}`)).json()) as { data: T }).data;
}

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .trim();

interface MatrixRow {
  href: string;
  name: string;
  cells: string[];
  datetime: string;
}

/** The body rows of the matrix table in the server HTML. */
function matrixRows(html: string): MatrixRow[] {
  const body = /<tbody>([\s\S]*?)<\/tbody>/.exec(html)?.[1] ?? '';
  return [...body.matchAll(/<tr[^>]*>([\s\S]*?)<\/tr>/g)].map(([, row = '']) => {
    const header = /<th scope="row"[^>]*>([\s\S]*?)<\/th>/.exec(row)?.[1] ?? '';
    const link = /<a[^>]*href="([^"]+)"[^>]*>([\s\S]*?)<\/a>/.exec(header);
    return {
      href: link?.[1] ?? '',
      name: text(link?.[2] ?? ''),
      cells: [...row.matchAll(/<td[^>]*>([\s\S]*?)<\/td>/g)].map(([, cell = '']) => text(cell)),
      datetime: /<time dateTime="([^"]+)"|<time datetime="([^"]+)"/i.exec(row)?.slice(1).find(Boolean) ?? '',
    };
  });
}

/** The opening tags of `name` in the HTML that carry every one of `attributes` (in any order). */
const tags = (html: string, name: string, attributes: string[]) =>
  [...html.matchAll(new RegExp(`<${name}\\b[^>]*>`, 'g'))]
    .map((match) => match[0])
    .filter((tag) => attributes.every((attribute) => tag.includes(attribute)));

const column = (label: string) => 1 + MAJOR_ALLERGENS.findIndex((allergen) => allergen.label === label);

/** The rows of every page of a (paged) matrix URL, in order: page 1, then each page its pager links to. */
async function everyMatrixRow(path: string) {
  const rows: ReturnType<typeof matrixRows> = [];
  for (let number = 1; ; number += 1) {
    const html = await page(number === 1 ? path : `${path}${path.includes('?') ? '&' : '?'}page=${number}`);
    rows.push(...matrixRows(html));
    if (!html.includes(`aria-label="Page ${number + 1}"`)) return rows;
  }
}

describe('/allergens', () => {
  it('lists every listed product against the nine major allergens in an accessible table', async () => {
    const html = await page('/allergens');
    const { rows } = await api<{ rows: AllergenMatrixRow[] }>('/api/products/allergens');
    expect(html).toMatch(/<caption[^>]*>Major allergens by product<\/caption>/);
    const headers = [...html.matchAll(/<th scope="col"[^>]*>([^<]*)<\/th>/g)].map((match) => match[1]);
    expect(headers).toEqual([
      'Product',
      'Package',
      ...MAJOR_ALLERGENS.map((allergen) => allergen.label),
      'Last changed',
    ]);
    // The table is paged (60 rows a page, every page linked): all pages together list every product once.
    expect(matrixRows(html)).toHaveLength(Math.min(rows.length, 60));
    const shown = await everyMatrixRow('/allergens');
    expect(shown).toHaveLength(rows.length);
    expect(shown.map((row) => row.href)).toEqual(rows.map((row) => `/products/${row.slug}`));
    expect(shown.every((row) => row.datetime !== '')).toBe(true);
    expect(shown[0]!.datetime).toBe(rows[0]!.timeModified);
    const contains = rows.findIndex((row) => row.contains.includes('milk'));
    expect(shown[contains]!.cells[column('Milk')]).toBe('Contains');
  });

  it('with ?free=milk,sesame, keeps only products free of both, says so and links the same CSV', async () => {
    const all = await everyMatrixRow('/allergens');
    const html = await page('/allergens?free=milk,sesame');
    const shown = await everyMatrixRow('/allergens?free=milk,sesame');
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.length).toBeLessThan(all.length);
    for (const row of shown) {
      expect(row.cells[column('Milk')]).toBe('Free');
      expect(row.cells[column('Sesame')]).toBe('Free');
    }
    expect(all.some((row) => row.cells[column('Milk')] === 'Contains')).toBe(true);
    expect(text(html)).toContain(`${shown.length} products free of milk and sesame`);
    expect(tags(html, 'input', ['name="free"', 'value="milk"', 'checked=""'])).toHaveLength(1);
    expect(tags(html, 'input', ['name="free"', 'value="eggs"', 'checked=""'])).toHaveLength(0);
    expect(html).toContain('href="/allergens.csv?free=milk,sesame"');
    // The form is a plain GET form: it works without JavaScript.
    expect(tags(html, 'form', ['method="get"', 'action="/allergens"'])).toHaveLength(1);
  });

  it('with a package filter and an unknown allergen, filters by the package and says what it ignored', async () => {
    const html = await page('/allergens?package=cup&free=gluten');
    const shown = matrixRows(html);
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.every((row) => row.cells[0] === 'Cup')).toBe(true);
    expect(text(html)).toContain('Not one of the nine major allergens, so not used as a filter: gluten.');
  });

  it('when nothing matches, says so instead of an empty table', async () => {
    const html = await page('/allergens?flavor=no-such-flavor');
    expect(html).not.toContain('<table');
    expect(text(html)).toContain('No products match these filters.');
  });

  it('prints on landscape paper', async () => {
    expect(await stylesOf('/allergens')).toMatch(/@page\s*{[^}]*size:\s*landscape/);
  });

  it('is linked from the FAQ hub', async () => {
    expect(await page('/faq')).toMatch(/<a[^>]*href="\/allergens"/);
  });
});

describe('/allergens.csv', () => {
  it('downloads the same rows as the page with the same query, after a header line', async () => {
    const response = await fetch(`${site.base}/allergens.csv?free=milk,sesame`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="allergen-matrix.csv"');
    const lines = (await response.text()).split('\r\n').filter(Boolean);
    expect(lines[0]).toBe(
      'Product,Product code,Package,Milk,Eggs,Fish,Crustacean shellfish,Tree nuts,Peanuts,Wheat,Soy,Sesame,Last changed',
    );
    const shown = await everyMatrixRow('/allergens?free=milk,sesame');
    expect(lines).toHaveLength(shown.length + 1);
    const names = lines
      .slice(1)
      .map((line) =>
        line.startsWith('"') ? /^"((?:[^"]|"")*)"/.exec(line)![1]!.replace(/""/g, '"') : line.split(',')[0],
      );
    expect(names).toEqual(shown.map((row) => row.name));
    for (const line of lines.slice(1))
      expect(line).toMatch(/,Free,[^,]*,[^,]*,[^,]*,[^,]*,[^,]*,[^,]*,[^,]*,Free,\d{4}-\d\d-\d\d$/);
  });
});

/** The ingredient lines of the recipe's own list, as text. */
function ingredientLines(html: string): string[] {
  const start = html.indexOf('id="recipe-ingredients"');
  const section = html.slice(start, html.indexOf('id="recipe-directions"', start));
  return [...section.matchAll(/<li[^>]*>([\s\S]*?)<\/li>/g)].map(([, item = '']) =>
    text(item).replace(/\s+/g, ' '),
  );
}

describe('/recipes/{slug}?servings=&units=', () => {
  const slug = 'classic-buffalo-wings';

  it('as written, says the yield and shows the amounts of the recipe', async () => {
    const recipe = await api<Recipe>(`/api/recipes/details?slug=${slug}`);
    const html = await page(`/recipes/${slug}`);
    expect(text(html)).toContain(`The recipe makes ${recipe.servings} servings.`);
    expect(ingredientLines(html)[0]).toMatch(/^2 lb chicken wings/);
    expect(tags(html, 'form', ['method="get"', 'action="/recipes/classic-buffalo-wings"'])).toHaveLength(1);
  });

  it('scaled to 48 servings in metric, converts every amount and keeps the linked products', async () => {
    const html = await page(`/recipes/${slug}?servings=48&units=metric`);
    expect(text(html)).toContain('Amounts for 48 servings in metric units (the recipe makes 4 servings).');
    const lines = ingredientLines(html);
    // 2 lb × 12 = 24 lb = 10.89 kg; 4 celery sticks × 12; ½ cup × 12 = 6 cups = 1.42 L; ¼ cup × 12 = 710 mL.
    expect(lines[0]).toMatch(/^10\.9 kg chicken wings/);
    expect(lines[1]).toMatch(/^48 each celery sticks/);
    expect(lines[3]).toMatch(/^1\.4 L Buffalo Wing Sauce/);
    expect(lines[4]).toMatch(/^710 mL Bleu Cheese Dressing/);
    expect(html).toMatch(/<a[^>]*href="\/products\/[^"]+"[^>]*>Buffalo Wing Sauce<\/a>/);
  });

  it('scaled in US units, rounds to kitchen fractions', async () => {
    const lines = ingredientLines(await page(`/recipes/${slug}?servings=6&units=us`));
    // ½ cup × 1.5 = ¾ cup; ¼ cup × 1.5 = 6 tbsp.
    expect(lines[3]).toMatch(/^¾ cup Buffalo Wing Sauce/);
    expect(lines[4]).toMatch(/^6 tbsp Bleu Cheese Dressing/);
    expect(lines[0]).toMatch(/^3 lb chicken wings/);
  });

  it('with invalid values, falls back to the yield and US units and says why', async () => {
    const html = await page(`/recipes/${slug}?servings=0&units=cups`);
    const said = text(html);
    expect(said).toContain(
      'Servings must be a whole number from 1 to 1,000, so the recipe shows its own yield of 4.',
    );
    expect(said).toContain('Units must be US or metric, so the recipe shows US units.');
    expect(ingredientLines(html)[0]).toMatch(/^2 lb chicken wings/);
  });
});

describe('/products/{slug}?portion=&portionUnit= (issue 16, item 4)', () => {
  const slug = 'ke1001-ranch-dressing';
  const section = (html: string) => {
    const start = html.indexOf('id="portion-and-cost"');
    expect(start, 'the portion and cost section').toBeGreaterThan(0);
    return html.slice(start, html.indexOf('</section>', start));
  };

  it('is a GET form to the product page sending the portion and its unit; the price field has no name', async () => {
    const html = section(await page(`/products/${slug}`));
    expect(tags(html, 'form', ['method="get"', `action="/products/${slug}"`])).toHaveLength(1);
    expect(tags(html, 'input', ['name="portion"'])).toHaveLength(1);
    expect(tags(html, 'select', ['name="portionUnit"'])).toHaveLength(1);
    const price = tags(html, 'input', ['placeholder="e.g. 37.45"']);
    expect(price).toHaveLength(1);
    expect(price[0]).not.toMatch(/\bname=/);
    expect(price[0]).toMatch(/\bdisabled/);
    expect(text(html)).toContain(
      'Cost per serving needs JavaScript; the price would stay in your browser and never be sent.',
    );
    // Every named control of the form: what a submission can carry.
    expect([...html.matchAll(/\bname="([^"]+)"/g)].map((match) => match[1])).toEqual([
      'portion',
      'portionUnit',
    ]);
  });

  it('answers a portion in the query with servings per case and nutrition per portion, FDA-rounded', async () => {
    const html = section(await page(`/products/${slug}?portion=1.5&portionUnit=fl-oz`));
    const said = text(html).replace(/\s+/g, ' ');
    // 4 × 1 gal = 512 fl oz; 512 / 1.5 = 341. 130 kcal and 310 mg sodium a serving × 1.5 = 195 → 200, 465 → 470.
    expect(said).toContain('Servings per case341');
    expect(said).toContain('1.5 fl oz each from 512 fl oz');
    expect(said).toContain('Calories200');
    expect(said).toContain('Sodium470 mg');
    expect(tags(html, 'input', ['name="portion"', 'value="1.5"'])).toHaveLength(1);
  });

  it('says why a portion in the query cannot be used, next to its field', async () => {
    const html = section(await page(`/products/${slug}?portion=abc&portionUnit=fl-oz`));
    expect(text(html)).toContain('Enter the portion as a number, such as 1.5 or 1 1/2.');
    expect(tags(html, 'input', ['name="portion"', 'aria-invalid="true"'])).toHaveLength(1);
    expect(text(html)).not.toContain('Servings per case');
  });
});
