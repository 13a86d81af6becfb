import { describe, expect, it } from 'vitest';
import type { RelatedGroup } from '@larder/client';
import { distinctRelatedGroups } from './related-groups';

type Recipe = RelatedGroup['recipes'][number];
const recipe = (id: string): Recipe => ({ id, slug: id, title: id }) as unknown as Recipe;
const group = (id: string, ids: string[]): RelatedGroup =>
  ({ type: 'flavor', id, title: id, recipes: ids.map(recipe) }) as unknown as RelatedGroup;

describe('distinctRelatedGroups', () => {
  it('shows each recipe once, under the first group that has it, and drops groups left empty', () => {
    const shown = distinctRelatedGroups([
      group('ranch', ['a', 'b']),
      group('buffalo', ['b', 'c', 'a']),
      group('honey-mustard', ['a', 'c']),
      group('none', []),
    ]);
    expect(shown.map((g) => [g.id, g.recipes.map((r) => r.id)])).toEqual([
      ['ranch', ['a', 'b']],
      ['buffalo', ['c']],
    ]);
  });

  it('keeps groups without repeats as they are', () => {
    const groups = [group('ranch', ['a']), group('buffalo', ['b'])];
    expect(distinctRelatedGroups(groups)).toEqual(groups);
  });
});
