import styled from 'styled-components';
import type { Recipe, SubRecipe, Uom } from '@larder/domain';
import { Heading, RecipeIngredients, RecipeSteps, media, type PlusOneRef } from '@larder/ui';
import { DEFAULT_ANCHOR_OFFSET } from '../../constants';

/** Ingredients beside directions on wide screens, one above the other on mobile. */
const Method = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 5fr) minmax(0, 7fr);
  gap: var(--ui-space-7);
  margin-top: var(--ui-space-7);

  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: var(--ui-space-5);
  }
`;

/** A part of the recipe below the method: a sub-recipe, the list of stand-alone sub-recipes, the card. */
export const RecipePart = styled.section`
  margin-top: var(--ui-space-7);
  scroll-margin-top: ${DEFAULT_ANCHOR_OFFSET}px;
`;

interface MethodProps {
  /** The recipe the method belongs to: its products, plus-ones and sub-recipes resolve the [references]. */
  recipe: Recipe;
  /** The ingredients and steps shown (the recipe's own or a sub-recipe's). */
  ingredients: Recipe['ingredients'];
  steps: Recipe['steps'];
  /** Products the references may name. @default the recipe's products */
  products?: Recipe['related']['products'];
  units: readonly Uom[];
  onPlusOne: (plusOne: PlusOneRef) => void;
  /** Level of the 'Ingredients' and 'Directions' headings, and the ids that name their sections. */
  headingLevel: 2 | 3;
  ids?: { ingredients: string; directions: string };
}

/** A recipe's ingredients and directions, whose [bracketed] references link to products, plus-ones and sub-recipes. */
export function RecipeMethod({
  recipe,
  ingredients,
  steps,
  products = recipe.related.products,
  units,
  onPlusOne,
  headingLevel,
  ids,
}: MethodProps) {
  const references = {
    products,
    plusOnes: recipe.related.plusOnes,
    subRecipes: recipe.subRecipes,
    onPlusOneSelect: onPlusOne,
  };
  const ingredientsBlock = (
    <>
      <Heading level={headingLevel} id={ids?.ingredients}>
        Ingredients
      </Heading>
      <RecipeIngredients ingredients={ingredients} uoms={units} {...references} />
    </>
  );
  const directionsBlock = (
    <>
      <Heading level={headingLevel} id={ids?.directions}>
        Directions
      </Heading>
      <RecipeSteps steps={steps} {...references} />
    </>
  );
  // The recipe's own method is two labelled sections; a sub-recipe's sits under its own section's heading.
  return ids ? (
    <Method>
      <section aria-labelledby={ids.ingredients}>{ingredientsBlock}</section>
      <section aria-labelledby={ids.directions}>{directionsBlock}</section>
    </Method>
  ) : (
    <Method>
      <div>{ingredientsBlock}</div>
      <div>{directionsBlock}</div>
    </Method>
  );
}

/** A sub-recipe shown within the recipe (not stand-alone): its title and its own method. */
export function SubRecipePart({
  subRecipe,
  recipe,
  units,
  onPlusOne,
}: {
  subRecipe: SubRecipe;
  recipe: Recipe;
  units: readonly Uom[];
  onPlusOne: (plusOne: PlusOneRef) => void;
}) {
  const headingId = `sub-recipe-${subRecipe.slug}`;
  return (
    <RecipePart id={subRecipe.slug} aria-labelledby={headingId}>
      <Heading level={2} id={headingId}>
        {subRecipe.title}
      </Heading>
      <RecipeMethod
        recipe={recipe}
        ingredients={subRecipe.ingredients}
        steps={subRecipe.steps}
        products={[...subRecipe.related.products, ...recipe.related.products]}
        units={units}
        onPlusOne={onPlusOne}
        headingLevel={3}
      />
    </RecipePart>
  );
}
