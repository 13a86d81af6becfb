import { describe, expect, it } from 'vitest';
import {
  applyRecipeOrder,
  hashSeed,
  isRecipeSort,
  nextRecipeOrder,
  orderForPages,
  seededShuffle,
} from './recipes-order';

const ids = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => `r${from + index}`);

describe('seededShuffle', () => {
  it('gives the same order for the same seed, on every call (server and browser agree)', () => {
    const list = ids(1, 30);
    expect(seededShuffle(list, 42)).toEqual(seededShuffle(list, 42));
  });

  it('keeps every item exactly once', () => {
    const list = ids(1, 30);
    expect([...seededShuffle(list, 7)].sort()).toEqual([...list].sort());
  });

  it('actually reorders a list, and differently for different seeds', () => {
    const list = ids(1, 30);
    expect(seededShuffle(list, hashSeed('-timeCreated'))).not.toEqual(list);
    expect(seededShuffle(list, hashSeed('-timeCreated'))).not.toEqual(
      seededShuffle(list, hashSeed('timePromoted')),
    );
  });

  it('does not change the list it is given', () => {
    const list = ids(1, 5);
    seededShuffle(list, 3);
    expect(list).toEqual(['r1', 'r2', 'r3', 'r4', 'r5']);
  });
});

describe('nextRecipeOrder', () => {
  it('given no previous order, builds one by shuffling the ids', () => {
    const order = nextRecipeOrder(undefined, '-timeCreated', ids(1, 30));
    expect(order.sort).toBe('-timeCreated');
    expect([...order.ids].sort()).toEqual([...ids(1, 30)].sort());
    expect(order.ids).not.toEqual(ids(1, 30));
  });

  it('with the same sort, keeps the known ids in place and appends only the new ones, shuffled', () => {
    const first = nextRecipeOrder(undefined, '_id', ids(1, 30));
    const second = nextRecipeOrder(first, '_id', ids(31, 60));
    expect(second.ids.slice(0, 30)).toEqual(first.ids);
    expect([...second.ids.slice(30)].sort()).toEqual([...ids(31, 60)].sort());
    expect(second.ids.slice(30)).not.toEqual(ids(31, 60));
  });

  it('with the same sort and ids it already knows, returns the same order object', () => {
    const first = nextRecipeOrder(undefined, '_id', ids(1, 10));
    expect(nextRecipeOrder(first, '_id', ['r3', 'r1'])).toBe(first);
  });

  it('with the same sort, a narrower list (e.g. a filter) keeps the relative order of the ids it shares', () => {
    const first = nextRecipeOrder(undefined, 'timeModified', ids(1, 30));
    const narrowed = nextRecipeOrder(first, 'timeModified', ['r5', 'r9', 'r12']);
    const shown = applyRecipeOrder(
      ['r5', 'r9', 'r12'].map((id) => ({ id })),
      narrowed,
    ).map((item) => item.id);
    expect(shown).toEqual(first.ids.filter((id) => ['r5', 'r9', 'r12'].includes(id)));
  });

  it('when the sort changes, rebuilds the order by shuffling instead of keeping the old one', () => {
    const first = nextRecipeOrder(undefined, 'timeCreated', ids(1, 30));
    const other = nextRecipeOrder(first, '-timePromoted', ids(1, 30));
    expect(other.sort).toBe('-timePromoted');
    expect(other.ids).toEqual(nextRecipeOrder(undefined, '-timePromoted', ids(1, 30)).ids);
    expect(other.ids).not.toEqual(first.ids);
  });

  it('drops duplicate ids within one batch', () => {
    expect(nextRecipeOrder(undefined, '_id', ['a', 'b', 'a']).ids).toHaveLength(2);
  });
});

describe('orderForPages', () => {
  it('folding the pages from scratch gives the same order twice (server render and hydration)', () => {
    const pages = [ids(1, 30), ids(31, 45)];
    expect(orderForPages(undefined, '-timeCreated', pages)).toEqual(
      orderForPages(undefined, '-timeCreated', pages),
    );
  });

  it('appending a page to a remembered order only adds to its end', () => {
    const one = orderForPages(undefined, '-timeCreated', [ids(1, 30)]);
    const two = orderForPages(one, '-timeCreated', [ids(1, 30), ids(31, 60)]);
    expect(two?.ids.slice(0, 30)).toEqual(one?.ids);
    expect(two?.ids).toHaveLength(60);
  });

  it('ignores a remembered order of another sort', () => {
    const old = orderForPages(undefined, '_id', [ids(1, 30)]);
    expect(orderForPages(old, '-_id', [ids(1, 30)])).toEqual(orderForPages(undefined, '-_id', [ids(1, 30)]));
  });
});

describe('applyRecipeOrder', () => {
  it('shows the items in the order, and items the order does not know after them', () => {
    const items = [{ id: 'a' }, { id: 'b' }, { id: 'c' }, { id: 'z' }];
    const shown = applyRecipeOrder(items, { sort: '_id', ids: ['c', 'a', 'b'] });
    expect(shown.map((item) => item.id)).toEqual(['c', 'a', 'b', 'z']);
  });

  it('without an order, keeps the items as given', () => {
    expect(applyRecipeOrder([{ id: 'b' }, { id: 'a' }], undefined).map((item) => item.id)).toEqual([
      'b',
      'a',
    ]);
  });
});

describe('isRecipeSort', () => {
  it('accepts the five fields ascending and descending, and nothing else', () => {
    expect(isRecipeSort('timePromoted')).toBe(true);
    expect(isRecipeSort('-_id')).toBe(true);
    expect(isRecipeSort('title')).toBe(false);
    expect(isRecipeSort(null)).toBe(false);
  });
});
