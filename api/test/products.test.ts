import { ATTRIBUTE_KEYS, comparePackageOrder } from '@larder/domain';
import type { FaqProduct, Paging, ProductDetails, ProductOption, ProductSummary } from '@larder/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { data, errors, startTestApp, type TestApp } from './helpers/app';
import { activeProducts, byListingOrder, content, expectedProducts, mostCommon } from './helpers/oracle';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

type ProductPage = { products: ProductSummary[]; paging: Paging };

/** Every page of a query, joined (the listing holds more products than one page of 100). */
async function listAll(query: string): Promise<ProductPage> {
  const products: ProductSummary[] = [];
  for (let page = 1; ; page += 1) {
    const response = await app.get(`/api/products?limit=100&page=${page}&${query}`);
    expect(response.status).toBe(200);
    const body = data<ProductPage>(response);
    products.push(...body.products);
    if (!body.paging.hasNext) return { products, paging: { ...body.paging, page: 1 } };
  }
}

const ids = (items: { id: string }[]) => items.map((item) => item.id);

describe('GET /api/products', () => {
  it('when called without parameters, then it answers the first 30 Website Active products by name and package order', async () => {
    const response = await app.get('/api/products');
    expect(response.status).toBe(200);
    const page = data<ProductPage>(response);
    const expected = expectedProducts({});
    expect(ids(page.products)).toEqual(ids(expected.slice(0, 30)));
    expect(page.paging).toEqual({
      page: 1,
      limit: 30,
      hasNext: expected.length > 30,
      total: expected.length,
    });
    expect(page.products.every((product) => product.status === 'Website Active')).toBe(true);
  });

  it('when sort=-name is asked, then it answers the products by name from Z to A, packages still in display order', async () => {
    const expected = expectedProducts({}).sort((a, b) => {
      const nameA = a.name.toLowerCase();
      const nameB = b.name.toLowerCase();
      if (nameA !== nameB) return nameA < nameB ? 1 : -1;
      return byListingOrder(a, b);
    });
    const all = await listAll('sort=-name');
    expect(ids(all.products)).toEqual(ids(expected));
    const byName = data<ProductPage>(await app.get('/api/products?sort=name&limit=5'));
    expect(ids(byName.products)).toEqual(ids(expectedProducts({}).slice(0, 5)));
    const invalid = await app.get('/api/products?sort=price');
    expect(invalid.status).toBe(400);
  });

  it('when a product is listed, then it has the summary fields only', async () => {
    const page = data<ProductPage>(await app.get('/api/products?limit=1'));
    const [first] = page.products;
    expect(Object.keys(first!).sort()).toEqual(
      [
        'caseInfo',
        'claims',
        'flavors',
        'id',
        'images',
        'isNew',
        'name',
        'packaging',
        'productCode',
        'productType',
        'slug',
        'status',
        'websiteGroup',
      ].sort(),
    );
    expect(Object.keys(first!.caseInfo).sort()).toEqual([
      'individualUnitPercent',
      'individualUnitVal',
      'packageType',
    ]);
  });

  it('when inactive products exist in the content, then none of them is listed', async () => {
    const inactive = content().products.filter((product) => product.status !== 'Website Active');
    expect(inactive.length).toBeGreaterThan(0);
    const all = await listAll('');
    const listed = new Set(ids(all.products));
    const total = all.paging.total;
    expect(total).toBe(activeProducts().length);
    for (const product of inactive) expect(listed.has(product.id)).toBe(false);
  });

  it('when page 2 is asked, then it continues where page 1 ended', async () => {
    const expected = expectedProducts({});
    const page = data<ProductPage>(await app.get('/api/products?page=2&limit=10'));
    expect(ids(page.products)).toEqual(ids(expected.slice(10, 20)));
    expect(page.paging).toMatchObject({ page: 2, limit: 10, hasNext: expected.length > 20 });
  });

  it('when the last page is asked, then hasNext is false', async () => {
    const total = expectedProducts({}).length;
    const last = Math.ceil(total / 30);
    const page = data<ProductPage>(await app.get(`/api/products?page=${last}`));
    expect(page.products).toHaveLength(total - (last - 1) * 30);
    expect(page.paging.hasNext).toBe(false);
    const beyond = data<ProductPage>(await app.get(`/api/products?page=${last + 1}`));
    expect(beyond.products).toEqual([]);
    expect(beyond.paging).toEqual({ page: last + 1, limit: 30, hasNext: false, total });
  });

  it('when filtered by one flavor, then only products of that flavor are listed', async () => {
    const flavor = mostCommon(activeProducts().map((product) => product.flavors));
    const page = await listAll(`flavor=${flavor}`);
    expect(ids(page.products)).toEqual(ids(expectedProducts({ flavor: [flavor] })));
    expect(page.products.every((product) => product.flavors.includes(flavor))).toBe(true);
  });

  it('when filtered by two flavors, then products of either flavor are listed', async () => {
    const flavors = content()
      .lookups.flavors.map((flavor) => flavor.id)
      .slice(0, 2);
    const page = await listAll(`flavor=${flavors.join(',')}`);
    const expected = expectedProducts({ flavor: flavors });
    expect(expected.length).toBeGreaterThan(0);
    expect(ids(page.products)).toEqual(ids(expected));
  });

  it('when filtered by package, then only that packaging is listed, sizes in display order', async () => {
    const page = await listAll('package=cup');
    const expected = expectedProducts({ package: ['cup'] });
    expect(expected.length).toBeGreaterThan(0);
    expect(ids(page.products)).toEqual(ids(expected));
    expect(page.products.every((product) => product.packaging === 'cup')).toBe(true);
  });

  it('when filtered by product category, then only that category is listed', async () => {
    const page = await listAll('product=sauces');
    const expected = expectedProducts({ product: ['sauces'] });
    expect(expected.length).toBeGreaterThan(0);
    expect(ids(page.products)).toEqual(ids(expected));
  });

  it('when filtered by product line, then only products of that line are listed', async () => {
    const line = mostCommon(activeProducts().map((product) => product.productLines));
    const page = await listAll(`productLines=${line}`);
    const expected = expectedProducts({ productLines: [line] });
    expect(ids(page.products)).toEqual(ids(expected));
    expect(page.products.length).toBeGreaterThan(0);
  });

  it.each(ATTRIBUTE_KEYS)(
    'when filtered by the attribute %s, then exactly the products satisfying it are listed',
    async (key) => {
      const page = await listAll(`attribute=${key}`);
      expect(ids(page.products)).toEqual(ids(expectedProducts({ attribute: [key] })));
    },
  );

  it('when several attributes are given, then a product must satisfy all of them', async () => {
    const page = await listAll('attribute=hfcs,artificialFlavors,artificialPreservatives');
    const expected = expectedProducts({
      attribute: ['hfcs', 'artificialFlavors', 'artificialPreservatives'],
    });
    const single = expectedProducts({ attribute: ['hfcs'] });
    expect(ids(page.products)).toEqual(ids(expected));
    expect(expected.length).toBeLessThanOrEqual(single.length);
  });

  it('when different filters are combined, then they all apply', async () => {
    const flavor = mostCommon(activeProducts().map((product) => product.flavors));
    const page = await listAll(`flavor=${flavor}&package=gallon&attribute=glutenFree&product=dressings`);
    const expected = expectedProducts({
      flavor: [flavor],
      package: ['gallon'],
      attribute: ['glutenFree'],
      product: ['dressings'],
    });
    expect(ids(page.products)).toEqual(ids(expected));
  });

  it('when filters match nothing, then the list is empty with total 0', async () => {
    const page = await listAll('flavor=no-such-flavor');
    expect(page).toEqual({ products: [], paging: { page: 1, limit: 100, hasNext: false, total: 0 } });
    expect(expectedProducts({ flavor: ['no-such-flavor'] })).toEqual([]);
  });

  it('when searchTerm is given, then only matching products are listed', async () => {
    const page = await listAll('searchTerm=ranch');
    expect(page.products.length).toBeGreaterThan(0);
    const names = activeProducts().filter(
      (product) => product.flavors.includes('ranch') || /ranch/i.test(product.name),
    );
    expect(page.paging.total).toBeLessThanOrEqual(activeProducts().length);
    expect(ids(page.products)).toEqual(
      expect.arrayContaining(ids(names.filter((p) => /ranch/i.test(p.name)))),
    );
  });

  it('when searchTerm is a product code, then that product is listed', async () => {
    const product = activeProducts()[0]!;
    const page = await listAll(`searchTerm=${product.productCode}`);
    expect(ids(page.products)).toContain(product.id);
  });

  it('when an unknown attribute key is given, then it answers 400 naming the attribute', async () => {
    const response = await app.get('/api/products?attribute=glutenFree,sugarFree');
    expect(response.status).toBe(400);
    expect(errors(response)).toEqual([
      { param: 'attribute', value: 'sugarFree', msg: "Unknown attribute 'sugarFree'" },
    ]);
  });

  it('when an unknown parameter is given, then it answers 400 naming it', async () => {
    const response = await app.get('/api/products?colour=red');
    expect(response.status).toBe(400);
    expect(errors(response)).toEqual([expect.objectContaining({ param: 'colour', value: 'red' })]);
  });

  it('when page or limit is not a valid number, then it answers 400 naming the parameter', async () => {
    for (const [query, param] of [
      ['page=0', 'page'],
      ['page=two', 'page'],
      ['limit=101', 'limit'],
      ['limit=0', 'limit'],
    ] as const) {
      const response = await app.get(`/api/products?${query}`);
      expect(response.status, query).toBe(400);
      expect(errors(response)[0]?.param, query).toBe(param);
    }
  });
});

describe('GET /api/products/all', () => {
  it('when called, then every product of any status is answered as an option, by name', async () => {
    const response = await app.get('/api/products/all');
    expect(response.status).toBe(200);
    const options = data<ProductOption[]>(response);
    const expected = [...content().products].sort(byListingOrder);
    expect(ids(options)).toEqual(ids(expected));
    expect(new Set(options.map((option) => option.status)).size).toBeGreaterThan(1);
    const sample = expected[0]!;
    expect(options[0]).toEqual({
      id: sample.id,
      slug: sample.slug,
      name: sample.name,
      productCode: sample.productCode,
      status: sample.status,
      websiteGroup: sample.websiteGroup,
      packaging: sample.packaging,
      upc: sample.upc,
      upc12: sample.upc12,
    });
  });
});

describe('GET /api/products/faq', () => {
  it('when called, then every product comes with shelf life, claims and images', async () => {
    const response = await app.get('/api/products/faq');
    expect(response.status).toBe(200);
    const products = data<FaqProduct[]>(response);
    expect(products).toHaveLength(content().products.length);
    const source = content().products.find((product) => product.id === products[0]!.id)!;
    expect(products[0]).toMatchObject({
      shelfLife: source.shelfLife,
      claims: source.claims,
      images: source.images,
    });
  });
});

describe('GET /api/products/details', () => {
  const grouped = () => {
    const groups = new Map<string, number>();
    for (const product of activeProducts())
      groups.set(product.websiteGroup, (groups.get(product.websiteGroup) ?? 0) + 1);
    const group = [...groups.entries()].find(([, count]) => count > 1)?.[0];
    return activeProducts().find((product) => product.websiteGroup === group)!;
  };

  it('when asked by slug, then the whole product comes back with its siblings in package order', async () => {
    const product = grouped();
    const response = await app.get(`/api/products/details?slug=${encodeURIComponent(product.slug)}`);
    expect(response.status).toBe(200);
    const details = data<ProductDetails>(response);
    expect(details.product).toEqual(product);
    const siblings = activeProducts()
      .filter((candidate) => candidate.websiteGroup === product.websiteGroup)
      .sort((a, b) => comparePackageOrder(a, b) || byListingOrder(a, b) || (a.id < b.id ? -1 : 1));
    expect(details.siblings.length).toBeGreaterThan(1);
    expect(ids(details.siblings)).toContain(product.id);
    expect(ids(details.siblings)).toEqual(ids(siblings));
  });

  it('when asked by id, then the same product comes back', async () => {
    const product = grouped();
    const details = data<ProductDetails>(await app.get(`/api/products/details?id=${product.id}`));
    expect(details.product.slug).toBe(product.slug);
  });

  it('when the product has related products, then the active ones come back as summaries in order', async () => {
    const active = new Set(ids(activeProducts()));
    const product = activeProducts().find((candidate) => candidate.related.some((id) => active.has(id)))!;
    const details = data<ProductDetails>(
      await app.get(`/api/products/details?slug=${encodeURIComponent(product.slug)}`),
    );
    expect(ids(details.related)).toEqual(product.related.filter((id) => active.has(id) && id !== product.id));
  });

  it('when the slug is unknown, then it answers 404 naming the slug', async () => {
    const response = await app.get('/api/products/details?slug=no-such-product');
    expect(response.status).toBe(404);
    expect(errors(response)).toEqual([{ param: 'slug', value: 'no-such-product', msg: 'Product not found' }]);
  });

  it('when neither slug nor id is given, then it answers 400', async () => {
    const response = await app.get('/api/products/details');
    expect(response.status).toBe(400);
    expect(errors(response)[0]).toMatchObject({ param: 'slug', msg: 'slug or id is required' });
  });
});
