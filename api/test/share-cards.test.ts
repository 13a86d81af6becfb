import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers/app';
import { activeProducts, content } from './helpers/oracle';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

async function card(path: string) {
  // A link-preview crawler accepts anything; the card is a JPEG all the same.
  const response = await fetch(`${app.url}${path}`, { headers: { Accept: '*/*' } });
  return { response, body: Buffer.from(await response.arrayBuffer()) };
}

describe('GET /img/share/{kind}/{slug}.jpg', () => {
  it('when a product card is asked, then a 1200×630 JPEG of its pack shot comes back, the same the second time', async () => {
    const product = activeProducts()[0]!;
    const first = await card(`/img/share/products/${product.slug}.jpg`);
    expect(first.response.status).toBe(200);
    expect(first.response.headers.get('content-type')).toBe('image/jpeg');
    expect(first.response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    const meta = await sharp(first.body).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630]);
    // Whole on white: the corners are the white background.
    const { data, info } = await sharp(first.body).raw().toBuffer({ resolveWithObject: true });
    expect([...data.subarray(0, info.channels)].every((value) => value > 245)).toBe(true);
    const second = await card(`/img/share/products/${product.slug}.jpg`);
    expect(second.body.equals(first.body)).toBe(true);
  });

  it('when a recipe card is asked, then a 1200×630 JPEG of its wide picture comes back', async () => {
    const recipe = content().recipes[0]!;
    const { response, body } = await card(`/img/share/recipes/${recipe.slug}.jpg`);
    expect(response.status).toBe(200);
    const meta = await sharp(body).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630]);
  });

  it('when the slug or kind is unknown, then 404', async () => {
    expect((await card('/img/share/recipes/no-such-recipe.jpg')).response.status).toBe(404);
    expect((await card('/img/share/products/no-such-product.jpg')).response.status).toBe(404);
    expect((await card('/img/share/plusones/ranch-sriracha.jpg')).response.status).toBe(404);
  });
});
