import { describe, expect, it } from 'vitest';
import type { DatasetResult, ProductSummary, RecipeSummary, SearchGroup } from '@larder/client';
import { insightIds, insightSearch, resolveCuration } from './insight-curation';

const lists = [
  {
    dataset: 'curatedLists',
    data: [
      {
        id: 'wings-recipes',
        kind: 'recipes',
        items: [
          { _id: 'r2', displayOrder: 2 },
          { _id: 'r1', displayOrder: 1 },
          { _id: 'r3', displayOrder: 3 },
        ],
      },
      {
        id: 'wings-products',
        kind: 'products',
        items: [
          { _id: 'p2', displayOrder: 2 },
          { _id: 'p1', displayOrder: 1 },
        ],
      },
      { id: 'tacos-recipes', kind: 'recipes', items: [{ _id: 'r9', displayOrder: 1 }] },
    ],
  },
] as unknown as DatasetResult[];

const recipe = (id: string) => ({ id, title: id }) as unknown as RecipeSummary;
const product = (id: string) => ({ id, name: id }) as unknown as ProductSummary;

describe('menu-insight curated lists', () => {
  it('reads both lists of a page in display order', () => {
    expect(insightIds(lists, 'wings')).toEqual({ recipes: ['r1', 'r2', 'r3'], products: ['p1', 'p2'] });
  });

  it('gives null when either list is missing, so the page reports a failure', () => {
    expect(insightIds(lists, 'tacos')).toBeNull();
    expect(insightIds(undefined, 'wings')).toBeNull();
  });

  it('resolves both lists with one search by ids', () => {
    expect(insightSearch({ recipes: ['r1', 'r2'], products: ['p1'] })).toEqual({
      ids: ['r1', 'r2', 'p1'],
      keys: ['recipes', 'products'],
    });
  });

  it('orders the found items as the lists do and leaves out ids the search did not return', () => {
    const groups = [
      { key: 'products', label: 'Products', items: [product('p2'), product('p1')] },
      { key: 'recipes', label: 'Recipes', items: [recipe('r3'), recipe('r1')] },
    ] as unknown as SearchGroup[];
    const resolved = resolveCuration(groups, { recipes: ['r1', 'r2', 'r3'], products: ['p1', 'p2'] });
    expect(resolved.recipes?.map((item) => item.id)).toEqual(['r1', 'r3']);
    expect(resolved.products?.map((item) => item.id)).toEqual(['p1', 'p2']);
  });

  it('has nothing to show before the search answers', () => {
    expect(resolveCuration(undefined, { recipes: ['r1'], products: ['p1'] })).toEqual({
      recipes: undefined,
      products: undefined,
    });
  });
});
