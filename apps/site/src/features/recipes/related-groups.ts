import type { RelatedGroup } from '@larder/client';

/**
 * The related-recipe groups as shown: each recipe once, in the first group that has it (a recipe made with two
 * of a product's flavors would otherwise repeat under each), and groups left with no recipe dropped.
 */
export function distinctRelatedGroups(groups: readonly RelatedGroup[]): RelatedGroup[] {
  const seen = new Set<string>();
  const shown: RelatedGroup[] = [];
  for (const group of groups) {
    const recipes = group.recipes.filter((recipe) => {
      if (seen.has(recipe.id)) return false;
      seen.add(recipe.id);
      return true;
    });
    if (recipes.length > 0) shown.push({ ...group, recipes });
  }
  return shown;
}
