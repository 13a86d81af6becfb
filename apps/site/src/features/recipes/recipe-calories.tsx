import styled from 'styled-components';
import { defaultBrand, productCaloriesText } from '@larder/domain';

const Note = styled.p`
  max-width: var(--ui-measure);
  margin: var(--ui-space-3) 0 0;
  color: var(--ui-color-text-muted);
  font-size: var(--ui-font-size-sm);
`;

/**
 * What a serving gets from the catalogue's own products (issue 14: the Recipe's `nutrition.calories` says the same),
 * worded so nobody reads it as the whole dish. Nothing when the API could not work it out.
 */
export function RecipeCalories({ calories }: { calories: number | null }) {
  if (calories === null) return null;
  return <Note>{productCaloriesText(calories, defaultBrand.name)}</Note>;
}
