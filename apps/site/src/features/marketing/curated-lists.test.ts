import { describe, expect, it } from 'vitest';
import type { DatasetResult, SearchGroup } from '@larder/client';
import { CURATED_DATASETS, curatedItems, curatedList, curatedListIds, entriesInOrder } from './curated-lists';

const results = [
  {
    dataset: 'curatedLists',
    data: [
      {
        id: 'signature-products',
        kind: 'products',
        items: [
          { _id: 'b', displayOrder: 2 },
          { _id: 'a', displayOrder: 1 },
          { _id: 'c', displayOrder: 3 },
        ],
      },
      {
        id: 'boom-boom-recipes',
        kind: 'recipes',
        items: [
          { _id: 'r2', displayOrder: 2 },
          { _id: 'r1', displayOrder: 1 },
        ],
      },
      { id: 'empty-products', kind: 'products', items: [] },
    ],
  },
] as unknown as DatasetResult[];

describe('curated lists', () => {
  it('given a list, lists its items in display order; a missing list is null', () => {
    expect(curatedItems(results, 'boom-boom-recipes')?.map((item) => item._id)).toEqual(['r1', 'r2']);
    expect(curatedItems(results, 'no-such-list')).toBeNull();
  });

  it('lists the ids of a curated list by display order, and null for a missing list', () => {
    expect(curatedListIds(results, 'signature-products')).toEqual(['a', 'b', 'c']);
    expect(curatedListIds(results, 'featured-recipe')).toBeNull();
    expect(curatedListIds(undefined, 'signature-products')).toBeNull();
  });

  it('resolves a list with one search by its ids, and searches nothing for an empty list', () => {
    const selection = curatedList(CURATED_DATASETS, 'signature-products', 'products');
    const ids = selection.select(results);
    expect(ids).toEqual(['a', 'b', 'c']);
    expect(ids && selection.query(ids)).toEqual({ ids: ['a', 'b', 'c'], keys: ['products'] });
    const empty = curatedList(CURATED_DATASETS, 'empty-products', 'products');
    expect(empty.select(results)).toEqual([]);
    expect(empty.query([])).toBeNull();
    expect(curatedList(CURATED_DATASETS, 'no-such-list', 'recipes').select(results)).toBeNull();
  });

  it('puts the search entries in the list order and drops ids the API did not return', () => {
    const groups = [
      { key: 'recipes', label: 'Recipes', items: [{ id: 'a' }] },
      { key: 'products', label: 'Products', items: [{ id: 'c' }, { id: 'a' }] },
    ] as unknown as SearchGroup[];
    expect(entriesInOrder(groups, 'products', ['a', 'b', 'c']).map((item) => item.id)).toEqual(['a', 'c']);
    expect(entriesInOrder(groups, 'recipes', ['a']).map((item) => item.id)).toEqual(['a']);
    expect(entriesInOrder(undefined, 'products', ['a'])).toEqual([]);
  });
});
