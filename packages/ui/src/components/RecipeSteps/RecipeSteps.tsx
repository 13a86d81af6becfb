import type { ComponentPropsWithRef } from 'react';
import { resolveReference, splitBracketed, type RecipeStep } from '@larder/domain';
import { List } from './RecipeSteps.styles';
import { Reference, type RecipeReferences } from './references';

export interface RecipeStepsProps extends Omit<ComponentPropsWithRef<'ol'>, 'children'>, RecipeReferences {
  /** Recipe steps, or plain step texts (plus-one directions); [bracketed] names become links. */
  steps: readonly (RecipeStep | string)[];
}

/**
 * RecipeSteps lists a recipe's or plus-one's directions in order, turning [bracketed] product, plus-one and
 * sub-recipe names into links (or, for plus-ones, buttons that open them).
 */
export function RecipeSteps({
  steps,
  products,
  plusOnes,
  subRecipes,
  onPlusOneSelect,
  ref,
  ...rest
}: RecipeStepsProps) {
  const references: RecipeReferences = { products, plusOnes, subRecipes };
  return (
    <List ref={ref} {...rest}>
      {steps.map((step, index) => {
        const text = typeof step === 'string' ? step : step.step;
        const preferred = typeof step === 'string' ? undefined : step;
        return (
          <li key={index}>
            {splitBracketed(text).map((segment, position) => {
              if (segment.kind === 'text') return segment.text;
              const target = resolveReference(segment.text, references, preferred);
              // An unknown reference keeps its words, without the brackets.
              if (!target) return segment.text;
              return (
                <Reference key={position} target={target} onPlusOneSelect={onPlusOneSelect}>
                  {segment.text}
                </Reference>
              );
            })}
          </li>
        );
      })}
    </List>
  );
}

RecipeSteps.displayName = 'RecipeSteps';
