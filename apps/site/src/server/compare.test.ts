/**
 * Issue 16 item 2 in the server HTML of the built site (the production SSR entry, the real API, a fresh embedded
 * database): /compare side by side, the switch from a current product said in words, the wrong queries answered
 * with what is wrong and a way on, the clean URL, and add to compare on the product list and product pages. What a
 * visitor without JavaScript gets is exactly this HTML.
 */
import { MAJOR_ALLERGENS, type Product, type ProductOption } from '@larder/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBuiltSite, type BuiltSite } from './test-support/built-site';

let site: BuiltSite;
let catalogue: ProductOption[];
beforeAll(async () => {
  site = await startBuiltSite();
  catalogue = await api<ProductOption[]>('/api/products/all');
}, 120_000);
afterAll(async () => {
  await site?.stop();
});

const get = (path: string) => fetch(`${site.base}${path}`, { redirect: 'manual' });

async function page(path: string): Promise<string> {
  const response = await get(path);
  expect(response.status, path).toBe(200);
  return response.text();
}

async function api<T>(path: string): Promise<T> {
  return ((await (await fetch(`${site.base}${path}`)).json()) as { data: T }).data;
}

async function product(slug: string): Promise<Product> {
  return (await api<{ product: Product }>(`/api/products/details?slug=${encodeURIComponent(slug)}`)).product;
}

const text = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')
    .trim();

/** The cells of the body row headed `label` (the row header's text without its 'Differs' marker). */
function row(html: string, label: string): { differs: boolean; cells: string[] } | undefined {
  for (const [, body = ''] of html.matchAll(/<tr[^>]*>([\s\S]*?)<\/tr>/g)) {
    const header = /<th scope="row"[^>]*>([\s\S]*?)<\/th>/.exec(body)?.[1];
    if (header === undefined) continue;
    const name = text(header);
    if (name !== label && name !== `${label} Differs`) continue;
    return {
      differs: name.endsWith(' Differs'),
      cells: [...body.matchAll(/<td[^>]*>([\s\S]*?)<\/td>/g)].map(([, cell = '']) => text(cell)),
    };
  }
  return undefined;
}

const contains = (item: Product, key: string) =>
  item.claims.allergens[key as keyof Product['claims']['allergens']] === 'Contains';

/** Two active products where the second contains an allergen the first does not, and the first is gluten free. */
async function switchPair(): Promise<[Product, Product]> {
  const active = catalogue.filter((option) => option.status === 'Website Active').slice(0, 60);
  const details = await Promise.all(active.map((option) => product(option.slug)));
  const from = details.find((item) => item.claims.marketing.gluten === 'No' && !contains(item, 'milk'))!;
  const to = details.find((item) => contains(item, 'milk') && item.claims.marketing.gluten === 'Yes');
  return [from, to ?? details.find((item) => contains(item, 'milk'))!];
}

describe('/compare', () => {
  it('shows two products side by side in an accessible table, with the rows that differ marked in words', async () => {
    const [a, b] = await switchPair();
    const html = await page(`/compare?products=${a.slug},${b.slug}`);
    expect(html).toContain(`<caption>Comparison of ${a.name}, ${b.name}</caption>`);
    const columns = [...html.matchAll(/<th scope="col"[^>]*>([\s\S]*?)<\/th>/g)].map(([, cell = '']) => cell);
    expect(columns).toHaveLength(2);
    expect(columns[0]).toContain(`href="/products/${a.slug}"`);
    expect(columns[1]).toContain(`href="/products/${b.slug}"`);
    const sections = [...html.matchAll(/<th scope="rowgroup"[^>]*>([^<]*)<\/th>/g)].map((match) => match[1]);
    expect(sections).toEqual([
      'Nutrition per serving',
      'Allergens',
      'Claims',
      'Pack and case',
      'Storage and shelf life',
    ]);
    for (const { key, label } of MAJOR_ALLERGENS) {
      const cells = [a, b].map((item) => (contains(item, key) ? 'Contains' : 'Free'));
      expect(row(html, label), label).toEqual({ differs: cells[0] !== cells[1], cells });
    }
    expect(row(html, 'Milk')?.differs).toBe(true);
    expect(row(html, 'Calories')?.cells).toEqual(
      [a, b].map((item) => String(item.nutrition.caloriesVal?.Val ?? 0)),
    );
    // The scroll box is a named region reachable by keyboard.
    expect(html).toMatch(/role="region"[^>]*tabindex="0"|tabindex="0"[^>]*role="region"/i);
  });

  it('with a current product, says in words every allergen the switch adds and every claim it loses', async () => {
    const [from, to] = await switchPair();
    const html = text(await page(`/compare?products=${from.slug},${to.slug}&from=${from.slug}`));
    const added = MAJOR_ALLERGENS.filter(({ key }) => contains(to, key) && !contains(from, key)).map(
      ({ label }) => label.toLowerCase(),
    );
    expect(added).toContain('milk');
    expect(html).toContain(`Switching from ${from.name}`);
    expect(html).toContain(
      `Check your allergen chart: Switching from ${from.name} to ${to.name} adds: ${added.join(', ')}.`,
    );
    if (to.claims.marketing.gluten === 'Yes')
      expect(html).toMatch(new RegExp(`Switching from .* to .* loses: [^.]*Gluten Free`));
    expect(html).toContain('Added by the switch');
    expect(html).toContain('Current product');
  });

  it('the switch the other way round flags from the other product: milk is not added back', async () => {
    const [from, to] = await switchPair();
    const html = text(await page(`/compare?products=${from.slug},${to.slug}&from=${to.slug}`));
    expect(html).toContain(`Switching from ${to.name} to ${from.name}`);
    expect(html).not.toContain(`Switching from ${to.name} to ${from.name} adds: milk`);
  });

  it('four products give four columns; "Set as current" and "Remove" are plain links', async () => {
    const slugs = catalogue.slice(0, 4).map((option) => option.slug);
    const html = await page(`/compare?products=${slugs.join(',')}`);
    expect([...html.matchAll(/<th scope="col"/g)]).toHaveLength(4);
    expect(html).toContain(`href="/compare?products=${slugs.join(',')}&amp;from=${slugs[1]}"`);
    expect(html).toContain(`href="/compare?products=${slugs.slice(1).join(',')}"`);
  });

  it.each([
    ['/compare', 'Choose 2 to 4 products to compare: open the product list', 'status'],
    ['/compare?products=ONE', 'Only one product was chosen: add at least one more.', 'alert'],
    ['/compare?products=a,b,c,d,e', 'You can compare at most 4 products at a time; 5 were chosen.', 'alert'],
    [
      '/compare?products=SLUG0,SLUG0,SLUG1',
      'Each product can be compared once; listed more than once: “SLUG0”.',
      'alert',
    ],
    ['/compare?products=SLUG0,no-such-product', 'We could not find the product “no-such-product”.', 'alert'],
    [
      '/compare?products=SLUG0,SLUG1&from=elsewhere',
      'The current product “elsewhere” is not one of the products compared.',
      'alert',
    ],
  ])('%s says what is wrong and offers a way on, without a table', async (path, message, role) => {
    const slugs = catalogue.map((option) => option.slug);
    const url = path
      .replace(/SLUG(\d)/g, (_, index: string) => slugs[Number(index)]!)
      .replace('ONE', slugs[0]!);
    const html = await page(url);
    expect(html).not.toContain('<table');
    expect(html).toMatch(new RegExp(`role="${role}"`));
    expect(text(html)).toContain(message.replace(/SLUG(\d)/g, (_, index: string) => slugs[Number(index)]!));
    expect(html).toMatch(/href="\/products(\?compare=[^"]*)?"[^>]*>Choose products to compare</);
  });

  it('an unknown product among known ones offers the comparison of the others', async () => {
    const slugs = catalogue.slice(0, 2).map((option) => option.slug);
    const html = await page(`/compare?products=${slugs[0]},gone,${slugs[1]}`);
    expect(text(html)).toContain('We could not find the product “gone”.');
    expect(html).toContain(`href="/compare?products=${slugs.join(',')}"`);
  });

  it('drops unknown query keys with a permanent redirect, keeping the products as written', async () => {
    const response = await get('/compare?products=a,b&utm_source=mail&from=a');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/compare?products=a,b&from=a');
  });
});

describe('add to compare', () => {
  it('the product list keeps ?compare=, links each tile with it, and shows the tray', async () => {
    const [first, second] = catalogue.filter((option) => option.status === 'Website Active');
    const response = await get(`/products?compare=${first!.slug}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`href="/products/${second!.slug}?compare=${first!.slug}"`);
    expect(html).toContain(`href="/products?compare=${first!.slug},${second!.slug}"`);
    expect(html).toMatch(/aria-label="Add to compare: [^"]+"/);
    expect(html).toMatch(
      new RegExp(`aria-label="Remove from compare: ${first!.name.replace(/[()]/g, '.')}"`),
    );
    expect(text(html)).toContain('1 product chosen. Add 1 more to compare.');
  });

  it('a full selection says a fifth product cannot be added', async () => {
    const slugs = catalogue
      .filter((option) => option.status === 'Website Active')
      .map((option) => option.slug);
    const html = text(await page(`/products?compare=${slugs.slice(10, 14).join(',')}`));
    expect(html).toContain('Compare holds 4 products: remove one to add this one.');
    expect(html).toContain('4 of 4 products chosen.');
    expect(html).toContain('Compare (4)');
  });

  it('a product page offers add to compare and leads to the comparison of the selection', async () => {
    const [first, second] = catalogue.filter((option) => option.status === 'Website Active');
    const html = await page(`/products/${second!.slug}?compare=${first!.slug},${second!.slug}`);
    expect(html).toContain(`href="/compare?products=${first!.slug},${second!.slug}"`);
    expect(text(html)).toContain('Compare (2)');
    expect(text(html)).toContain('In compare');
    expect(html).toContain(`href="/products?compare=${first!.slug},${second!.slug}"`);
  });

  it("a product page's package tabs and its way back to the list keep the selection", async () => {
    const [first] = catalogue.filter((option) => option.status === 'Website Active');
    let withSiblings: { slug: string } | undefined;
    let siblings = 0;
    for (const option of catalogue.filter((candidate) => candidate.status === 'Website Active')) {
      const details = await api<{ siblings: { slug: string }[] }>(
        `/api/products/details?slug=${encodeURIComponent(option.slug)}`,
      );
      if (details.siblings.length > 1) {
        withSiblings = option;
        siblings = details.siblings.length;
        break;
      }
    }
    if (!withSiblings) throw new Error('No product with package siblings');
    const html = await page(`/products/${withSiblings.slug}?compare=${first!.slug}`);
    const tabs = [...html.matchAll(/<a[^>]*role="tab"[^>]*>/g)].map(([tag]) => tag);
    expect(tabs.length).toBe(siblings);
    for (const tab of tabs)
      expect(tab).toMatch(new RegExp(`href="/products/[^"?]+\\?compare=${first!.slug}"`));
    expect(html).toMatch(
      new RegExp(`href="/products\\?compare=${first!.slug}"[^>]*>[^<]*Back to all products`),
    );
  });

  it('without JavaScript, a search on the list keeps the selection', async () => {
    const [first] = catalogue.filter((option) => option.status === 'Website Active');
    const html = await page(`/products?flavor=ranch&sort=-name&compare=${first!.slug}`);
    const form = /<form[^>]*action="\/products"[^>]*>([\s\S]*?)<\/form>/.exec(html)?.[1] ?? '';
    const hidden = [...form.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map(
      ([, name, value]) => `${name}=${value}`,
    );
    expect(hidden).toEqual([`compare=${first!.slug}`]);
  });

  it.each(['/essentials', '/cups', '/pouches', '/offers/dipping-cups', '/offers/fall-flavors'])(
    'the tiles on %s add to compare (nofollow links) and carry the selection; the tray leads on',
    async (path) => {
      const [first] = catalogue.filter((option) => option.status === 'Website Active');
      const html = await page(`${path}?compare=${first!.slug}`);
      const adds = [...html.matchAll(/<a[^>]*aria-label="Add to compare: [^"]+"[^>]*>/g)].map(([tag]) => tag);
      expect(adds.length).toBeGreaterThan(0);
      for (const add of adds) {
        expect(add).toContain('rel="nofollow"');
        expect(add).toMatch(new RegExp(`href="${path}\\?compare=${first!.slug},[^"]+"`));
      }
      const tileLinks = [...html.matchAll(/<h[23][^>]*><a[^>]*href="(\/products\/[^"]+)"/g)].map(
        ([, href]) => href,
      );
      expect(tileLinks.length).toBe(adds.length);
      for (const href of tileLinks) expect(href).toContain(`?compare=${first!.slug}`);
      expect(text(html)).toContain('1 product chosen. Add 1 more to compare.');
      expect(html).toContain(`href="/products?compare=${first!.slug}"`);
    },
  );

  it('the FAQ hub lists compare among the operator tools', async () => {
    const html = await page('/faq');
    expect(html).toMatch(/href="\/compare"[^>]*>[\s\S]*?Compare products/);
  });
});
