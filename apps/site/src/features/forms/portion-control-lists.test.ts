import { describe, expect, it } from 'vitest';
import type { CuratedList, ProductSummary, SearchGroup } from '@larder/client';
import { curatedIds, portionControlQuery, productsInOrder } from './portion-control-lists';

const lists: CuratedList[] = [
  {
    id: 'portion-control-cups',
    kind: 'products',
    items: Array.from({ length: 12 }, (_, index) => ({ _id: `cup${12 - index}`, displayOrder: 12 - index })),
  },
  { id: 'portion-control-pouches', kind: 'products', items: [{ _id: 'pouch1', displayOrder: 1 }] },
];

describe('curatedIds', () => {
  it('keeps the first 10 ids of a list in display order', () => {
    expect(curatedIds(lists, 'portion-control-cups')).toEqual([
      'cup1',
      'cup2',
      'cup3',
      'cup4',
      'cup5',
      'cup6',
      'cup7',
      'cup8',
      'cup9',
      'cup10',
    ]);
    expect(curatedIds(lists, 'unknown')).toEqual([]);
  });
});

describe('portionControlQuery', () => {
  it('searches the products of both lists by id', () => {
    const query = portionControlQuery(lists);
    expect(query?.ids).toHaveLength(11);
    expect(query).toMatchObject({ keys: ['products'], limit: 11 });
    expect(portionControlQuery(undefined)).toBeNull();
  });
});

describe('productsInOrder', () => {
  it('returns the found products in the order of the ids, skipping unknown ones', () => {
    const groups = [
      {
        key: 'products',
        label: 'Products',
        items: [{ id: 'b' }, { id: 'a' }] as ProductSummary[],
      },
    ] as SearchGroup[];
    expect(productsInOrder(groups, ['a', 'x', 'b']).map((product) => product.id)).toEqual(['a', 'b']);
  });
});
