import { containedAllergens, type AllergenMatrixRow, type Product } from '@larder/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { data, errors, startTestApp, type TestApp } from './helpers/app';
import { activeProducts, byListingOrder, mostCommon } from './helpers/oracle';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

type Matrix = { rows: AllergenMatrixRow[] };

async function matrix(query = ''): Promise<Matrix> {
  const response = await app.get(`/api/products/allergens${query ? `?${query}` : ''}`);
  expect(response.status).toBe(200);
  return data<Matrix>(response);
}

const ids = (items: { id: string }[]) => items.map((item) => item.id);
const expected = (keep: (product: Product) => boolean) => activeProducts().filter(keep).sort(byListingOrder);
const contains = (product: Product, key: string) =>
  (product.claims.allergens as Record<string, string | undefined>)[key] === 'Contains';

describe('GET /api/products/allergens', () => {
  it('when called without filters, then it answers every Website Active product in list order with what it contains', async () => {
    const { rows } = await matrix();
    const products = expected(() => true);
    expect(ids(rows)).toEqual(ids(products));
    const byId = new Map(products.map((product) => [product.id, product]));
    for (const row of rows) {
      expect(row.contains).toEqual(containedAllergens(byId.get(row.id)!.claims.allergens));
    }
    expect(rows.some((row) => row.contains.length > 0)).toBe(true);
  });

  it('when free=milk,sesame, then only products with neither milk nor sesame are left', async () => {
    const { rows } = await matrix('free=milk,sesame');
    const products = expected((product) => !contains(product, 'milk') && !contains(product, 'sesame'));
    expect(ids(rows)).toEqual(ids(products));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThan(activeProducts().length);
    expect(rows.every((row) => !row.contains.includes('milk') && !row.contains.includes('sesame'))).toBe(
      true,
    );
  });

  it('when filtered by flavor, package and product line, then the filters combine with AND', async () => {
    const flavor = mostCommon(activeProducts().map((product) => product.flavors));
    const packaging = mostCommon(activeProducts().map((product) => [product.packaging]));
    const { rows } = await matrix(`flavor=${flavor}&package=${packaging}&free=eggs`);
    const products = expected(
      (product) =>
        product.flavors.includes(flavor) && product.packaging === packaging && !contains(product, 'eggs'),
    );
    expect(ids(rows)).toEqual(ids(products));

    const line = mostCommon(activeProducts().map((product) => product.productLines));
    const byLine = await matrix(`productLines=${line}`);
    expect(ids(byLine.rows)).toEqual(ids(expected((product) => product.productLines.includes(line))));
  });

  it('when nothing matches, then it answers no rows', async () => {
    expect((await matrix('flavor=no-such-flavor')).rows).toEqual([]);
  });

  it('when free names something other than the nine major allergens, then it answers 400 naming it', async () => {
    const response = await app.get('/api/products/allergens?free=milk,gluten');
    expect(response.status).toBe(400);
    expect(errors(response)).toEqual([{ param: 'free', value: 'gluten', msg: "Unknown allergen 'gluten'" }]);
  });

  it("when a product's data changes, then its row shows the new change time and other rows keep theirs", async () => {
    const before = await matrix();
    const [first, second] = before.rows;
    await app.db.query(
      `update products set doc = jsonb_set(doc, '{marketingMessage}', '"Changed for the test"') where id = $1`,
      [first!.id],
    );
    await app.db.query(`update products set status = status where id = $1`, [second!.id]);
    const after = await matrix();
    const changed = after.rows.find((row) => row.id === first!.id)!;
    expect(Date.parse(changed.timeModified)).toBeGreaterThan(Date.parse(first!.timeModified));
    expect(after.rows.find((row) => row.id === second!.id)!.timeModified).toBe(second!.timeModified);
  });
});
