// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiClientProvider, createApiClient, type ApiClient } from './client';
import { pickDataset, swrOptions, useDxpData, useProductDetails, useSearch } from './hooks';
import { useProductsInfinite } from './infinite-hooks';
import { prefetch } from './keys';
import { sendJson, startServer, type Handler, type TestServer } from './test-server';
import type { ProductSummary } from './types';

let server: TestServer | undefined;
afterEach(async () => {
  cleanup();
  await server?.close();
  server = undefined;
});

async function setup(handler: Handler): Promise<{ server: TestServer; client: ApiClient }> {
  server = await startServer(handler);
  return { server, client: createApiClient({ baseUrl: server.baseUrl }) };
}

function wrapper(client: ApiClient, fallback: Record<string, unknown> = {}) {
  return ({ children }: { children?: ReactNode }) =>
    createElement(
      SWRConfig,
      { value: { ...swrOptions, provider: () => new Map(), fallback } },
      createElement(ApiClientProvider, { client }, children),
    );
}

const summary = (id: string): ProductSummary => ({
  id,
  slug: `marlows-${id}`,
  name: `Product ${id}`,
  productCode: `KE${id}`,
  status: 'Website Active',
  websiteGroup: id,
  packaging: 'gallon',
  productType: 'dressings',
  flavors: ['ranch'],
  isNew: false,
  images: { website: null, websiteThumbnail: null, each: null, case: null, souflet: null, innerCase: null },
  claims: {
    marketing: {
      lite: 'No',
      msg: 'No',
      hfcs: 'No',
      edta: 'No',
      artificialFlavors: 'No',
      syntheticColors: 'No',
      artificialPreservatives: 'No',
      fatFree: 'No',
      gluten: 'No',
      kosher: 'Yes',
      kosherDairy: 'No',
      refrigerated: 'No',
      shelfStable: 'Yes',
    },
    allergens: { eggs: 'Contains' },
    sensitivities: {},
  },
  caseInfo: { packageType: 'Gallon', individualUnitVal: 1, individualUnitPercent: 'GLL' },
});

/** Two pages of products for any filter: page 1 has a next page, page 2 does not. */
const productPages: Handler = (request, response) => {
  const page = Number(new URL(request.url, 'http://x').searchParams.get('page') ?? '1');
  const products = page === 1 ? [summary('1'), summary('2')] : [summary('3')];
  sendJson(response, 200, { data: { products, paging: { page, limit: 30, hasNext: page === 1, total: 3 } } });
};

describe('useProductsInfinite', () => {
  it('loads page 1, appends page 2 on loadMore, and stops when there is no next page', async () => {
    const { server, client } = await setup(productPages);
    const { result } = renderHook(() => useProductsInfinite({ flavor: ['ranch'] }), {
      wrapper: wrapper(client),
    });
    await waitFor(() => expect(result.current.items.map((item) => item.id)).toEqual(['1', '2']));
    expect(result.current.hasNext).toBe(true);
    expect(server.requests.map((request) => request.url)).toEqual([
      '/api/products?flavor=ranch&limit=30&page=1',
    ]);

    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.items.map((item) => item.id)).toEqual(['1', '2', '3']));
    expect(result.current.hasNext).toBe(false);
    expect(result.current.paging).toMatchObject({ page: 2, hasNext: false });

    act(() => result.current.loadMore());
    expect(result.current.size).toBe(2);
    expect(server.requests.map((request) => request.url)).toEqual([
      '/api/products?flavor=ranch&limit=30&page=1',
      '/api/products?flavor=ranch&limit=30&page=2',
    ]);
  });

  it('starts again at page 1 when a filter changes', async () => {
    const { server, client } = await setup(productPages);
    const { result, rerender } = renderHook(({ flavor }) => useProductsInfinite({ flavor }), {
      wrapper: wrapper(client),
      initialProps: { flavor: ['ranch'] },
    });
    await waitFor(() => expect(result.current.items).toHaveLength(2));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.items).toHaveLength(3));
    rerender({ flavor: ['caesar'] });
    await waitFor(() =>
      expect(server.requests.at(-1)?.url).toBe('/api/products?flavor=caesar&limit=30&page=1'),
    );
    await waitFor(() => expect(result.current.items).toHaveLength(2));
    expect(result.current.size).toBe(1);
  });

  it('renders the server’s prefetched first page without fetching it again', async () => {
    const { server, client } = await setup(productPages);
    const entry = await prefetch.productsInfinite(client, { package: ['cup'] });
    const before = server.requests.length;
    const { result } = renderHook(() => useProductsInfinite({ package: ['cup'] }), {
      wrapper: wrapper(client, Object.fromEntries([entry])),
    });
    expect(result.current.items.map((item) => item.name)).toEqual(['Product 1', 'Product 2']);
    expect(result.current.isLoading).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.requests.length).toBe(before);
  });
});

describe('read hooks', () => {
  it('useProductDetails finds prefetched data under its key and exposes a 404 as ApiError', async () => {
    const { server, client } = await setup((_request, response) =>
      sendJson(response, 404, { errors: [{ param: 'slug', value: 'gone', msg: 'Product not found' }] }),
    );
    const fallback = {
      '/api/products/details?slug=known': { product: { name: 'Known' }, siblings: [], related: [] },
    };
    const known = renderHook(() => useProductDetails({ slug: 'known' }), {
      wrapper: wrapper(client, fallback),
    });
    expect(known.result.current.data?.product.name).toBe('Known');

    const gone = renderHook(() => useProductDetails({ slug: 'gone' }), { wrapper: wrapper(client) });
    await waitFor(() => expect(gone.result.current.error?.status).toBe(404));
    expect(gone.result.current.error?.fieldErrors()).toEqual({ slug: 'Product not found' });
    expect(server.requests.map((request) => request.url)).toEqual(['/api/products/details?slug=gone']);
  });

  it('useSearch sends nothing for a blank term and searches a trimmed one', async () => {
    const groups = [{ key: 'recipes', label: 'Recipes', items: [] }];
    const { server, client } = await setup((_request, response) => sendJson(response, 200, { data: groups }));
    const { result, rerender } = renderHook(({ term }) => useSearch(term), {
      wrapper: wrapper(client),
      initialProps: { term: '   ' },
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current.data).toBeUndefined();
    expect(server.requests).toHaveLength(0);
    rerender({ term: ' ranch ' });
    await waitFor(() => expect(result.current.data).toEqual(groups));
    expect(server.requests.map((request) => request.url)).toEqual(['/api/search?searchTerm=ranch']);
  });

  it('useDxpData returns the datasets asked, and pickDataset reads one by name', async () => {
    const flavors = [{ id: 'ranch', name: 'Ranch', image: 'flavors/ranch.svg', color: '#ffffff' }];
    const { client } = await setup((_request, response) =>
      sendJson(response, 200, {
        data: [
          { dataset: 'homepageBlocks', data: [] },
          { dataset: 'flavors', data: flavors },
        ],
      }),
    );
    const { result } = renderHook(() => useDxpData(['homepageBlocks', 'flavors']), {
      wrapper: wrapper(client),
    });
    await waitFor(() => expect(result.current.data).toHaveLength(2));
    expect(pickDataset(result.current.data, 'flavors')?.[0]?.name).toBe('Ranch');
    expect(pickDataset(result.current.data, 'trends')).toBeUndefined();
  });
});
