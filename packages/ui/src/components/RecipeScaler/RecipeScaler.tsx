import { useId, type ComponentPropsWithRef } from 'react';
import {
  scaledAmountsSentence,
  SERVINGS_MAX,
  SERVINGS_MIN,
  UNIT_SYSTEM_LABELS,
  UNIT_SYSTEMS,
  type UnitSystem,
} from '@larder/domain';
import { Button } from '../Button/Button';
import { Controls, Field, Message, Root } from './RecipeScaler.styles';

export interface RecipeScalerProps extends Omit<ComponentPropsWithRef<'form'>, 'children' | 'action'> {
  /** The recipe page the form is sent to (GET), e.g. '/recipes/boom-boom-smash-burger'. */
  action: string;
  /** Servings the recipe as written makes. */
  yieldServings: number;
  /** Servings the amounts are shown for. */
  servings: number;
  /** Units the amounts are shown in. */
  units: UnitSystem;
  /** Why a value asked for was not used (shown above the form). @default [] */
  messages?: readonly string[];
}

const servingsText = (count: number) => `${count} ${count === 1 ? 'serving' : 'servings'}`;

/**
 * A RecipeScaler is the GET form (works without JavaScript) that scales a recipe to a number of servings in US
 * or metric units, saying which size and units the amounts are shown for (printed with the recipe).
 */
export function RecipeScaler({
  action,
  yieldServings,
  servings,
  units,
  messages = [],
  ref,
  ...rest
}: RecipeScalerProps) {
  const id = useId();
  const changed = servings !== yieldServings || units !== 'us';
  return (
    <Root ref={ref} method="get" action={action} aria-label="Scale the recipe" {...rest}>
      {messages.map((message) => (
        <Message key={message} role="alert">
          {message}
        </Message>
      ))}
      <p>
        {changed
          ? scaledAmountsSentence(servings, units, yieldServings)
          : `The recipe makes ${servingsText(yieldServings)}.`}
      </p>
      <Controls>
        <Field>
          <label htmlFor={`${id}-servings`}>Servings</label>
          <input
            id={`${id}-servings`}
            type="number"
            name="servings"
            inputMode="numeric"
            min={SERVINGS_MIN}
            max={SERVINGS_MAX}
            step={1}
            defaultValue={servings}
          />
        </Field>
        <fieldset>
          <legend>Units</legend>
          {UNIT_SYSTEMS.map((system) => (
            <label key={system}>
              <input type="radio" name="units" value={system} defaultChecked={units === system} />
              {UNIT_SYSTEM_LABELS[system]}
            </label>
          ))}
        </fieldset>
        <Button type="submit">Scale recipe</Button>
        {changed ? (
          <Button variant="link" href={action}>
            Back to the recipe as written
          </Button>
        ) : null}
      </Controls>
    </Root>
  );
}

RecipeScaler.displayName = 'RecipeScaler';
