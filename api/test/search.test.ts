import type { SearchGroup } from '@larder/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { data, errors, startTestApp, type TestApp } from './helpers/app';
import { activeProducts, content } from './helpers/oracle';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

async function search(term: string, extra = ''): Promise<SearchGroup[]> {
  const response = await app.get(`/api/search?searchTerm=${encodeURIComponent(term)}${extra}`);
  expect(response.status, term).toBe(200);
  return data<SearchGroup[]>(response);
}

function group<K extends SearchGroup['key']>(groups: SearchGroup[], key: K) {
  return groups.find((candidate): candidate is Extract<SearchGroup, { key: K }> => candidate.key === key);
}

function allNames(groups: SearchGroup[]): string[] {
  return groups.flatMap((entry) =>
    entry.items.map((item) => ('name' in item ? item.name : 'title' in item ? item.title : '')),
  );
}

describe('GET /api/search', () => {
  it('when a common word is searched, then groups come in the order products, recipes, make it your own', async () => {
    const groups = await search('ranch');
    expect(groups.length).toBeGreaterThan(0);
    const order = ['products', 'recipes', 'plusones'];
    const keys = groups.map((entry) => entry.key);
    expect(keys).toEqual([...keys].sort((a, b) => order.indexOf(a) - order.indexOf(b)));
    const labels = { products: 'Products', recipes: 'Recipes', plusones: 'Make it your own' };
    for (const entry of groups) {
      expect(entry.label).toBe(labels[entry.key]);
      expect(entry.items.length).toBeGreaterThan(0);
    }
    expect(group(groups, 'products')!.items[0]!.name).toMatch(/ranch/i);
  });

  it.each([
    'asian',
    'balsamic',
    'barbecue',
    'boom boom',
    'boom boom sauce',
    'caesar',
    'french',
    'honey',
    'italian',
    'fat free',
    'greek',
    'ranch',
    'essentials',
    "Marlow's",
    'sauce',
  ])('when the popular search "%s" is run, then it finds something', async (term) => {
    const groups = await search(term);
    expect(groups.reduce((count, entry) => count + entry.items.length, 0)).toBeGreaterThan(0);
  });

  it.each([
    ['carribean', /caribbean/i],
    ['balsamc', /balsamic/i],
    ['rnach dressing', /ranch/i],
    ['ceasar', /caesar/i],
    ['chipolte', /chipotle/i],
    ['vinagrette', /vinaigrette/i],
    ['teriyaky', /teriyaki/i],
    ['bufallo', /buffalo/i],
    ['honney mustrad', /honey mustard/i],
  ])('when "%s" is misspelt, then the intended items are still found', async (term, pattern) => {
    const groups = await search(term);
    const names = allNames(groups);
    expect(names.length).toBeGreaterThan(0);
    expect(names.some((name) => pattern.test(name))).toBe(true);
  });

  it('when a typo is corrected, then items named by the corrected words rank first', async () => {
    const groups = await search('rnach dressing');
    expect(group(groups, 'products')!.items[0]!.name).toMatch(/^ranch dressing/i);
  });

  it('when a word is being typed, then its prefix already finds it', async () => {
    const groups = await search('ran');
    expect(allNames(groups).some((name) => /ranch/i.test(name))).toBe(true);
    const balsamic = await search('balsa');
    expect(allNames(balsamic).some((name) => /balsamic/i.test(name))).toBe(true);
  });

  it('when a product code is searched, then exactly the products with that code come back', async () => {
    const product = activeProducts()[0]!;
    const groups = await search(product.productCode.toLowerCase());
    expect(groups.map((entry) => entry.key)).toEqual(['products']);
    expect(group(groups, 'products')!.items.map((item) => item.id)).toEqual(
      activeProducts()
        .filter((candidate) => candidate.productCode.toLowerCase() === product.productCode.toLowerCase())
        .map((candidate) => candidate.id),
    );
  });

  it('when a UPC is searched, then its product comes back', async () => {
    const product = activeProducts()[1]!;
    const groups = await search(product.upc);
    expect(group(groups, 'products')!.items.map((item) => item.id)).toContain(product.id);
  });

  it('when the code of an inactive product is searched, then it is not found', async () => {
    const inactive = content().products.find(
      (product) =>
        product.status !== 'Website Active' &&
        !activeProducts().some((active) => active.productCode === product.productCode),
    )!;
    const groups = await search(inactive.upc);
    expect(group(groups, 'products')?.items.map((item) => item.id) ?? []).not.toContain(inactive.id);
  });

  it('when nothing matches, then the list is empty', async () => {
    expect(await search('zzqxv wombat')).toEqual([]);
    expect(await search('!!!')).toEqual([]);
  });

  it('when the term carries punctuation, then it is searched by its words', async () => {
    const groups = await search('ranch! (dressing)');
    expect(group(groups, 'products')!.items.some((item) => /ranch/i.test(item.name))).toBe(true);
  });

  it('when limit is given, then no group has more items than it', async () => {
    const groups = await search('sauce', '&limit=2');
    for (const entry of groups) expect(entry.items.length).toBeLessThanOrEqual(2);
    expect(groups.some((entry) => entry.items.length === 2)).toBe(true);
  });

  it('when ids and keys are given, then those entries come back in the order of the ids', async () => {
    const products = activeProducts()
      .slice(0, 3)
      .map((product) => product.id)
      .reverse();
    const recipes = content()
      .recipes.slice(0, 2)
      .map((recipe) => recipe.id);
    const response = await app.get(
      `/api/search?ids=${[...products, ...recipes].join(',')}&keys=products,recipes`,
    );
    expect(response.status).toBe(200);
    const groups = data<SearchGroup[]>(response);
    expect(group(groups, 'products')!.items.map((item) => item.id)).toEqual(products);
    expect(group(groups, 'recipes')!.items.map((item) => item.id)).toEqual(recipes);
    expect(group(groups, 'plusones')).toBeUndefined();
  });

  it('when neither searchTerm nor ids is given, then it answers 400', async () => {
    const response = await app.get('/api/search');
    expect(response.status).toBe(400);
    expect(errors(response)[0]?.param).toBe('searchTerm');
  });

  it('when searchTerm is empty or too long, then it answers 400 naming searchTerm', async () => {
    for (const term of ['', 'x'.repeat(201)]) {
      const response = await app.get(`/api/search?searchTerm=${term}`);
      expect(response.status).toBe(400);
      expect(errors(response)[0]?.param).toBe('searchTerm');
    }
  });

  it('when an unknown key is given, then it answers 400 naming keys', async () => {
    const response = await app.get('/api/search?ids=a&keys=faqs');
    expect(response.status).toBe(400);
    expect(errors(response)[0]?.param).toBe('keys');
  });
});
