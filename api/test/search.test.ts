import type { Product, SearchGroup } from '@larder/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { data, errors, startTestApp, type TestApp } from './helpers/app';
import { activeProducts, content } from './helpers/oracle';
import type { LookupDataset } from '../src/db/seed';

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

/** The lower-case words of a text (letters and digits), as a search term is split. */
function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

function lookupNames(dataset: LookupDataset): Map<string, string> {
  return new Map(content().lookups[dataset].map((item) => [item.id, item.name]));
}

function flavorWords(flavorIds: readonly string[]): Set<string> {
  const flavors = lookupNames('flavors');
  return new Set(flavorIds.flatMap((id) => words(flavors.get(id) ?? '')));
}

/** Words a product is searched by apart from its descriptions: name, codes, flavors, lines, category, package. */
function productWordsBesidesDescriptions(product: Product): Set<string> {
  const lines = lookupNames('productLines');
  return new Set([
    ...words(
      [
        product.name,
        product.productCode,
        product.upc,
        product.upc12,
        ...product.productLines.map((id) => lines.get(id) ?? ''),
        lookupNames('products').get(product.productType) ?? '',
        lookupNames('packagings').get(product.packaging) ?? '',
        product.caseInfo.packageType,
      ].join(' '),
    ),
    ...flavorWords(product.flavors),
  ]);
}

function descriptionWords(product: Product): Set<string> {
  return new Set(words(`${product.marketingMessage} ${product.meta.description}`));
}

/** The first of `candidates` by (number of items, word): the rarest word, chosen deterministically. */
function rarest<T>(
  candidates: Map<string, T[]>,
  weight: (word: string) => number,
): { word: string; items: T[] } {
  const best = [...candidates.entries()].sort(
    (a, b) => weight(a[0]) - weight(b[0]) || (a[0] < b[0] ? -1 : 1),
  )[0];
  if (best === undefined) throw new Error('the content holds no candidate word');
  return { word: best[0], items: best[1] };
}

/** How many active products have `word` anywhere in what they are searched by. */
function productsWith(word: string): number {
  return activeProducts().filter(
    (product) => productWordsBesidesDescriptions(product).has(word) || descriptionWords(product).has(word),
  ).length;
}

/**
 * A word of active products' flavor names that is not in their own names, and those products (the word may be in
 * other products' names: every flavor word of the catalogue is).
 */
function flavorOnlyWord(): { word: string; items: Product[] } {
  const candidates = new Map<string, Product[]>();
  for (const product of activeProducts()) {
    const name = new Set(words(product.name));
    for (const word of flavorWords(product.flavors))
      if (!name.has(word) && /^\p{L}{3,}$/u.test(word))
        candidates.set(word, [...(candidates.get(word) ?? []), product]);
  }
  return rarest(candidates, productsWith);
}

/** A word of a recipe's flavor names found nowhere else in the recipe's record. */
function recipeFlavorOnlyWord(): { word: string; items: { id: string; title: string }[] } {
  const candidates = new Map<string, { id: string; title: string }[]>();
  for (const recipe of content().recipes) {
    const elsewhere = new Set(words(JSON.stringify({ ...recipe, flavors: [] })));
    for (const word of flavorWords(recipe.flavors))
      if (!elsewhere.has(word)) candidates.set(word, [...(candidates.get(word) ?? []), recipe]);
  }
  return rarest(candidates, (word) => candidates.get(word)?.length ?? 0);
}

/** English stop words (not indexed by the English configuration) long enough to pass the filter below. */
const ENGLISH_STOP_WORDS = new Set(['against', 'because', 'before', 'between', 'during', 'itself', 'should']);

/**
 * A word of 6+ letters found only in active products' descriptions (marketing message, meta description), in
 * no active product's name, code, flavors, lines, category or package; and the products whose descriptions have it.
 */
function descriptionOnlyWord(): { word: string; items: Product[] } {
  const indexed = new Set(
    activeProducts().flatMap((product) => [...productWordsBesidesDescriptions(product)]),
  );
  const candidates = new Map<string, Product[]>();
  for (const product of activeProducts())
    for (const word of descriptionWords(product))
      if (!indexed.has(word) && !ENGLISH_STOP_WORDS.has(word) && /^[a-z]{6,}$/.test(word))
        candidates.set(word, [...(candidates.get(word) ?? []), product]);
  return rarest(candidates, productsWith);
}

/** Every word anywhere in the content files (a superset of what the database indexes). */
function contentWords(): string[] {
  return [...new Set(words(JSON.stringify(content())))];
}

/** The typo-correction vocabulary: words of 3+ letters of every name (products, recipes, plus-ones, lookups). */
function vocabulary(): Set<string> {
  const data = content();
  const names = [
    ...data.products.flatMap((product) => [product.name, ...flavorWords(product.flavors)]),
    ...data.recipes.map((recipe) => recipe.title),
    ...data.plusOnes.map((plusOne) => plusOne.title),
    ...Object.values(data.lookups).flatMap((items) => items.map((item) => item.name ?? item.id)),
  ];
  return new Set(words(names.join(' ')).filter((word) => word.length >= 3));
}

function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  if (a.length === b.length)
    return (
      a.slice(i + 1) === b.slice(i + 1) ||
      (a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2))
    );
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

const VOWELS = ['a', 'e', 'i', 'o', 'u'];

/**
 * A word of `length` letters from an active product's name, misspelt by one wrong vowel: the typo is a word no
 * content word even starts like (its first three letters), so only a typo correction could find anything, and
 * the intended word is the only vocabulary word one edit away from it.
 */
function misspeltNameWord(length: number): { word: string; typo: string } {
  const prefixes = new Set(contentWords().map((word) => word.slice(0, 3)));
  const vocab = vocabulary();
  const nameWords = [...new Set(activeProducts().flatMap((product) => words(product.name)))]
    .filter((word) => word.length === length && /^[a-z]+$/.test(word))
    .sort();
  for (const word of nameWords)
    for (let index = 1; index < word.length; index += 1) {
      if (!VOWELS.includes(word[index]!)) continue;
      for (const vowel of VOWELS) {
        const typo = word.slice(0, index) + vowel + word.slice(index + 1);
        if (typo === word || prefixes.has(typo.slice(0, 3))) continue;
        const neighbours = [...vocab].filter((candidate) => withinOneEdit(candidate, typo));
        if (neighbours.length === 1 && neighbours[0] === word) return { word, typo };
      }
    }
  throw new Error(`no ${length}-letter product name word can be misspelt unambiguously`);
}

const flavorOnly = flavorOnlyWord();
const recipeFlavorOnly = recipeFlavorOnlyWord();
const descriptionOnly = descriptionOnlyWord();
const shortTypo = misspeltNameWord(4);
const longTypo = misspeltNameWord(5);

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

  it(`when a word is in products' flavor names but not their names ("${flavorOnly.word}"), then they are found`, async () => {
    expect(flavorOnly.items.length).toBeLessThanOrEqual(100);
    const found = group(await search(flavorOnly.word, '&limit=100'), 'products')?.items ?? [];
    const ids = found.map((item) => item.id);
    for (const product of flavorOnly.items) expect(ids, product.name).toContain(product.id);
  });

  it(`when a word is in a recipe only through its flavor ("${recipeFlavorOnly.word}"), then the recipe is found`, async () => {
    expect(recipeFlavorOnly.items.length).toBeLessThanOrEqual(100);
    const found = group(await search(recipeFlavorOnly.word, '&limit=100'), 'recipes')?.items ?? [];
    const ids = found.map((item) => item.id);
    for (const recipe of recipeFlavorOnly.items) expect(ids, recipe.title).toContain(recipe.id);
  });

  it(`when a word is only in product descriptions ("${descriptionOnly.word}"), then those products are found`, async () => {
    expect(descriptionOnly.items.length).toBeLessThanOrEqual(100);
    const found = group(await search(descriptionOnly.word, '&limit=100'), 'products')?.items ?? [];
    const ids = found.map((item) => item.id);
    for (const product of descriptionOnly.items) expect(ids, product.name).toContain(product.id);
  });

  it(`when a word of four letters has a typo ("${shortTypo.typo}" for "${shortTypo.word}"), then it is not corrected`, async () => {
    const correct = await search(shortTypo.word, '&limit=100');
    expect(group(correct, 'products')!.items.some((item) => words(item.name).includes(shortTypo.word))).toBe(
      true,
    );
    expect(await search(shortTypo.typo)).toEqual([]);
  });

  it(`when a word of five letters has the same kind of typo ("${longTypo.typo}" for "${longTypo.word}"), then it is corrected`, async () => {
    const groups = await search(longTypo.typo, '&limit=100');
    expect(group(groups, 'products')!.items.some((item) => words(item.name).includes(longTypo.word))).toBe(
      true,
    );
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
