import styled from 'styled-components';
import { formatMinutes, isoDuration, STEP_TIME_LABEL } from '@larder/domain';

const Line = styled.p`
  max-width: var(--ui-measure);
  margin: var(--ui-space-3) 0 0;
`;

/**
 * How long the recipe's steps say they take (issue 14: the Recipe's `cookTime` and `totalTime` say the same), named
 * for what it is — the times stated in the steps, added up — and shown under the servings. Nothing when no step
 * states a time.
 */
export function RecipeTime({ minutes }: { minutes: number | null }) {
  if (minutes === null) return null;
  return (
    <Line>
      {STEP_TIME_LABEL} <time dateTime={isoDuration(minutes)}>{formatMinutes(minutes)}</time>
    </Line>
  );
}
