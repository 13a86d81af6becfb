import type { ComponentPropsWithRef } from 'react';
import type { PlusOneIngredient, RecipeIngredient, Uom } from '@larder/domain';
import { Reference, type RecipeReferences, type ResolvedReference } from '../RecipeSteps/references';
import { List, Notes, Quantity } from './RecipeIngredients.styles';

/** A recipe ingredient, or a plus-one ingredient (which links products only). */
export type IngredientLine = PlusOneIngredient & Partial<Pick<RecipeIngredient, 'plusOneId' | 'subRecipeId'>>;

export interface RecipeIngredientsProps
  extends Omit<ComponentPropsWithRef<'ul'>, 'children'>, RecipeReferences {
  /** The ingredient lines, in order. */
  ingredients: readonly IngredientLine[];
  /** Units of measure: the `uoms` lookup list, or a map from unit id to name. */
  uoms: readonly Uom[] | Readonly<Record<string, string>>;
}

function unitName(uoms: RecipeIngredientsProps['uoms'], id: string | null): string {
  if (!id) return '';
  if (Array.isArray(uoms)) return (uoms as readonly Uom[]).find((uom) => uom.id === id)?.name ?? id;
  return (uoms as Readonly<Record<string, string>>)[id] ?? id;
}

function linkedTarget(line: IngredientLine, references: RecipeReferences): ResolvedReference | undefined {
  const product = line.productId
    ? references.products?.find((item) => item.id === line.productId)
    : undefined;
  if (product) return { kind: 'product', product };
  const plusOne = line.plusOneId
    ? references.plusOnes?.find((item) => item.id === line.plusOneId)
    : undefined;
  if (plusOne) return { kind: 'plusOne', plusOne };
  const subRecipe = line.subRecipeId
    ? references.subRecipes?.find((item) => item.id === line.subRecipeId)
    : undefined;
  if (subRecipe) return { kind: 'subRecipe', subRecipe };
  return undefined;
}

/**
 * RecipeIngredients lists a recipe's ingredients with amount, unit, name and notes; a linked product or
 * sub-recipe is a link and a linked plus-one a button that opens it.
 */
export function RecipeIngredients({
  ingredients,
  uoms,
  products,
  plusOnes,
  subRecipes,
  onPlusOneSelect,
  ref,
  ...rest
}: RecipeIngredientsProps) {
  const references: RecipeReferences = { products, plusOnes, subRecipes };
  return (
    <List ref={ref} {...rest}>
      {ingredients.map((line, index) => {
        const quantity = [line.amount, unitName(uoms, line.weight)].filter(Boolean).join(' ');
        const target = linkedTarget(line, references);
        return (
          <li key={index}>
            {quantity ? <Quantity>{quantity}</Quantity> : null}
            {quantity ? ' ' : null}
            {target ? (
              <Reference target={target} onPlusOneSelect={onPlusOneSelect}>
                {line.ingredient}
              </Reference>
            ) : (
              line.ingredient
            )}
            {line.notes ? <Notes>{`, ${line.notes}`}</Notes> : null}
          </li>
        );
      })}
    </List>
  );
}

RecipeIngredients.displayName = 'RecipeIngredients';
