import type { SeoRow } from '@larder/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_URL, data, errors, startTestApp, type TestApp } from './helpers/app';
import { activeProducts, content } from './helpers/oracle';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

const seo = (path: string) => app.get(`/api/seo?path=${encodeURIComponent(path)}`);
const rowPaths = () => new Set(content().seo.map((row) => row.path));

describe('GET /api/seo', () => {
  it('when a static path is asked, then its row comes back with the canonical link on this origin', async () => {
    expect(content().seo.length).toBeGreaterThan(5);
    for (const row of content().seo) {
      const response = await seo(row.path);
      expect(response.status, row.path).toBe(200);
      const pathname = new URL(row.canonical).pathname;
      expect(data<SeoRow>(response)).toEqual({
        ...row,
        canonical: pathname === '/' ? PUBLIC_URL : `${PUBLIC_URL}${pathname}`,
      });
    }
  });

  it('when the path has a trailing slash or a query string, then the same row comes back', async () => {
    const row = content().seo.find((candidate) => candidate.path === '/products')!;
    expect(data<SeoRow>(await seo('/products/?utm_source=x'))).toEqual({
      ...row,
      canonical: `${PUBLIC_URL}/products`,
    });
  });

  it("when a product page has no row of its own, then the product's meta is used", async () => {
    const product = activeProducts().find((candidate) => !rowPaths().has(`/products/${candidate.slug}`))!;
    const response = await seo(`/products/${product.slug}`);
    expect(response.status).toBe(200);
    expect(data<SeoRow>(response)).toEqual({
      path: `/products/${product.slug}`,
      title: product.meta.title || product.name,
      description: product.meta.description,
      canonical: `${PUBLIC_URL}/products/${product.slug}`,
    });
  });

  it('when a product page carries a package segment, then the canonical link drops it', async () => {
    const product = activeProducts().find((candidate) => !rowPaths().has(`/products/${candidate.slug}`))!;
    const row = data<SeoRow>(await seo(`/products/${product.slug}/bar bottle`));
    expect(row.canonical).toBe(`${PUBLIC_URL}/products/${product.slug}`);
  });

  it("when a recipe page has no row of its own, then the recipe's meta is used", async () => {
    const recipe = content().recipes.find((candidate) => !rowPaths().has(`/recipes/${candidate.slug}`))!;
    const row = data<SeoRow>(await seo(`/recipes/${recipe.slug}`));
    expect(row).toEqual({
      path: `/recipes/${recipe.slug}`,
      title: recipe.meta.title || recipe.title,
      description: recipe.meta.description,
      canonical: `${PUBLIC_URL}/recipes/${recipe.slug}`,
    });
  });

  it('when an FAQ tool is asked, then a row for it comes back', async () => {
    const response = await seo('/faq/expiration-date');
    expect(response.status).toBe(200);
    const row = data<SeoRow>(response);
    expect(row.path).toBe('/faq/expiration-date');
    expect(row.title.length).toBeGreaterThan(0);
    expect(row.canonical).toMatch(/\/faq\/expiration-date$/);
  });

  it('when the path is unknown, then it answers 404 naming path', async () => {
    for (const path of [
      '/no-such-page',
      '/products/no-such-product',
      '/recipes/no-such-recipe',
      '/faq/no-such-tool',
    ]) {
      const response = await seo(path);
      expect(response.status, path).toBe(404);
      expect(errors(response)).toEqual([{ param: 'path', value: path, msg: 'No page at this path' }]);
    }
  });

  it('when the path is not a site path, then it answers 400', async () => {
    const response = await seo('https://elsewhere.example/x');
    expect(response.status).toBe(400);
    expect(errors(response)[0]?.param).toBe('path');
  });
});
