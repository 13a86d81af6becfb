import type { PlusOneRef, ReferenceTargets, ResolvedReference, SubRecipeRef } from '@larder/domain';
import { Link } from '../../theme/Link';
import { defaultRoutes, useRoutes, type LarderRoutes } from '../../theme/routes';
import { RefButton } from './RecipeSteps.styles';

export type { PlusOneRef, ResolvedReference, SubRecipeRef };

/** What a recipe's ingredients and steps can point at. */
export interface RecipeReferences extends ReferenceTargets {
  /** Called when a plus-one reference is chosen (the page opens its pop-up); without it plus-ones are plain text. */
  onPlusOneSelect?: (plusOne: PlusOneRef) => void;
}

/**
 * Where a sub-recipe lives: stand-alone ones have their own page, the others are printed further down the same
 * recipe page under an anchor named by their slug.
 */
export function subRecipeHref(
  subRecipe: SubRecipeRef,
  routes: Pick<LarderRoutes, 'recipe'> = defaultRoutes,
): string {
  return subRecipe.isStandAlone ? routes.recipe(subRecipe.slug) : `#${subRecipe.slug}`;
}

interface ReferenceProps {
  target: ResolvedReference;
  onPlusOneSelect?: (plusOne: PlusOneRef) => void;
  children: string;
}

/** Renders a resolved reference: a link to a product or sub-recipe, or a button that opens a plus-one. */
export function Reference({ target, onPlusOneSelect, children }: ReferenceProps) {
  const routes = useRoutes();
  if (target.kind === 'product') {
    // A ref without a url cannot be linked; its name still reads as text.
    const href = target.product.url;
    return href ? <Link href={href}>{children}</Link> : <>{children}</>;
  }
  if (target.kind === 'subRecipe')
    return <Link href={subRecipeHref(target.subRecipe, routes)}>{children}</Link>;
  if (!onPlusOneSelect) return <>{children}</>;
  const { plusOne } = target;
  return (
    <RefButton type="button" aria-haspopup="dialog" onClick={() => onPlusOneSelect(plusOne)}>
      {children}
    </RefButton>
  );
}
