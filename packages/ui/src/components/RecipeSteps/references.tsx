import type { ProductRef, SubRecipe } from '@larder/domain';
import { Link } from '../../theme/Link';
import { RefButton } from './RecipeSteps.styles';

/** A plus-one a recipe refers to (as in `Recipe.related.plusOnes`). */
export interface PlusOneRef {
  id: string;
  title: string;
}

/** A sub-recipe a recipe refers to. */
export type SubRecipeRef = Pick<SubRecipe, 'id' | 'title' | 'slug' | 'isStandAlone'>;

/** What a recipe's ingredients and steps can point at. */
export interface RecipeReferences {
  /** Products the recipe uses (`Recipe.related.products`). */
  products?: readonly ProductRef[];
  /** Plus-ones the recipe uses (`Recipe.related.plusOnes`). */
  plusOnes?: readonly PlusOneRef[];
  /** The recipe's sub-recipes. */
  subRecipes?: readonly SubRecipeRef[];
  /** Called when a plus-one reference is chosen (the page opens its pop-up); without it plus-ones are plain text. */
  onPlusOneSelect?: (plusOne: PlusOneRef) => void;
}

export type ResolvedReference =
  | { kind: 'product'; product: ProductRef }
  | { kind: 'plusOne'; plusOne: PlusOneRef }
  | { kind: 'subRecipe'; subRecipe: SubRecipeRef };

/**
 * Where a sub-recipe lives: stand-alone ones have their own page, the others are printed further down the same
 * recipe page under an anchor named by their slug.
 */
export function subRecipeHref(subRecipe: SubRecipeRef): string {
  return subRecipe.isStandAlone ? `/recipes/${subRecipe.slug}` : `#${subRecipe.slug}`;
}

interface ReferenceProps {
  target: ResolvedReference;
  onPlusOneSelect?: (plusOne: PlusOneRef) => void;
  children: string;
}

/** Renders a resolved reference: a link to a product or sub-recipe, or a button that opens a plus-one. */
export function Reference({ target, onPlusOneSelect, children }: ReferenceProps) {
  if (target.kind === 'product') {
    // A ref without a url cannot be linked; its name still reads as text.
    const href = target.product.url;
    return href ? <Link href={href}>{children}</Link> : <>{children}</>;
  }
  if (target.kind === 'subRecipe') return <Link href={subRecipeHref(target.subRecipe)}>{children}</Link>;
  if (!onPlusOneSelect) return <>{children}</>;
  const { plusOne } = target;
  return (
    <RefButton type="button" aria-haspopup="dialog" onClick={() => onPlusOneSelect(plusOne)}>
      {children}
    </RefButton>
  );
}

const normalise = (text: string) => text.trim().toLowerCase();

/**
 * Finds what a [bracketed] name refers to: a product by code or title, a plus-one or sub-recipe by title. Ids
 * listed on the step are tried first, then everything the recipe refers to.
 */
export function resolveReference(
  text: string,
  references: RecipeReferences,
  preferred?: { products?: readonly string[]; plusOnes?: readonly string[]; subRecipes?: readonly string[] },
): ResolvedReference | undefined {
  const wanted = normalise(text);
  const byPreference = <T extends { id: string }>(
    items: readonly T[] | undefined,
    ids?: readonly string[],
  ) => {
    const list = items ?? [];
    if (!ids || ids.length === 0) return list;
    return [
      ...list.filter((item) => ids.includes(item.id)),
      ...list.filter((item) => !ids.includes(item.id)),
    ];
  };
  const product = byPreference(references.products, preferred?.products).find(
    (candidate) => normalise(candidate.code) === wanted || normalise(candidate.title) === wanted,
  );
  if (product) return { kind: 'product', product };
  const plusOne = byPreference(references.plusOnes, preferred?.plusOnes).find(
    (candidate) => normalise(candidate.title) === wanted,
  );
  if (plusOne) return { kind: 'plusOne', plusOne };
  const subRecipe = byPreference(references.subRecipes, preferred?.subRecipes).find(
    (candidate) => normalise(candidate.title) === wanted || normalise(candidate.slug) === wanted,
  );
  if (subRecipe) return { kind: 'subRecipe', subRecipe };
  return undefined;
}
