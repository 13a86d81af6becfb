import type { NamedLookup, Paging, PlusOne } from '@larder/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { data, errors, startTestApp, type TestApp } from './helpers/app';
import { content, mostCommon } from './helpers/oracle';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

type PlusOnePage = { plusOnes: PlusOne[]; paging: Paging };
const ids = (items: { id: string }[]) => items.map((item) => item.id);
const plusOnes = () => content().plusOnes;
const productIds = (plusOne: PlusOne) => [
  ...plusOne.related.products.map((product) => product.id),
  ...plusOne.details.ingredients.flatMap((ingredient) =>
    ingredient.productId ? [ingredient.productId] : [],
  ),
];

describe('GET /api/plusones', () => {
  it('when called without parameters, then the first 30 plus-ones come in content order, whole', async () => {
    const response = await app.get('/api/plusones');
    expect(response.status).toBe(200);
    const page = data<PlusOnePage>(response);
    expect(page.plusOnes).toEqual(plusOnes().slice(0, 30));
    expect(page.paging).toEqual({
      page: 1,
      limit: 30,
      hasNext: plusOnes().length > 30,
      total: plusOnes().length,
    });
  });

  it('when a small page size is used, then page 2 follows page 1 and the last page has no next', async () => {
    const second = data<PlusOnePage>(await app.get('/api/plusones?page=2&limit=3'));
    expect(ids(second.plusOnes)).toEqual(ids(plusOnes().slice(3, 6)));
    const last = Math.ceil(plusOnes().length / 3);
    const final = data<PlusOnePage>(await app.get(`/api/plusones?page=${last}&limit=3`));
    expect(final.paging.hasNext).toBe(false);
    expect(ids(final.plusOnes)).toEqual(ids(plusOnes().slice((last - 1) * 3)));
  });

  it('when filtered by flavor, then only plus-ones of that flavor are listed', async () => {
    const flavor = mostCommon(plusOnes().map((plusOne) => plusOne.flavors));
    const page = data<PlusOnePage>(await app.get(`/api/plusones?limit=100&flavor=${flavor}`));
    expect(ids(page.plusOnes)).toEqual(ids(plusOnes().filter((plusOne) => plusOne.flavors.includes(flavor))));
  });

  it('when filtered by product and flavor, then both apply', async () => {
    const product = mostCommon(plusOnes().map(productIds));
    const withProduct = plusOnes().filter((plusOne) => productIds(plusOne).includes(product));
    const flavor = mostCommon(withProduct.map((plusOne) => plusOne.flavors));
    const page = data<PlusOnePage>(
      await app.get(`/api/plusones?limit=100&product=${product}&flavor=${flavor}`),
    );
    const expected = withProduct.filter((plusOne) => plusOne.flavors.includes(flavor));
    expect(expected.length).toBeGreaterThan(0);
    expect(ids(page.plusOnes)).toEqual(ids(expected));
  });

  it('when an unknown parameter is given, then it answers 400', async () => {
    const response = await app.get('/api/plusones?dishes=salads');
    expect(response.status).toBe(400);
    expect(errors(response)[0]).toMatchObject({ param: 'dishes', value: 'salads' });
  });
});

describe('GET /api/plusones/products-filter', () => {
  it('when called, then it lists exactly the products plus-ones use, by name', async () => {
    const response = await app.get('/api/plusones/products-filter');
    expect(response.status).toBe(200);
    const options = data<NamedLookup[]>(response);
    const used = new Set(plusOnes().flatMap(productIds));
    const expected = content().products.filter((product) => used.has(product.id));
    expect(new Set(ids(options))).toEqual(new Set(ids(expected)));
    const names = options.map((option) => option.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    expect(Object.keys(options[0]!).sort()).toEqual(['id', 'name']);
  });
});
