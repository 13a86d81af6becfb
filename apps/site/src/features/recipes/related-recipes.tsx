import styled from 'styled-components';
import type { RelatedGroup } from '@larder/client';
import { Heading, Loading, RecipeTile } from '@larder/ui';
import { getHref } from '../../paths';

const Section = styled.section`
  margin-top: var(--ui-space-7);
`;

// Not the library's TileGrid: related recipes stay one a row on phones, where the lists show two.
const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: var(--ui-space-5);
  margin: 0 0 var(--ui-space-6);
  padding: 0;
  list-style: none;
`;

/** Recipes related to the product, one group per flavor or product, headed by its name (spec §2.5). */
export function RelatedRecipes({
  groups,
  loading,
}: {
  groups: RelatedGroup[] | undefined;
  loading: boolean;
}) {
  if (loading) return <Loading />;
  const shown = (groups ?? []).filter((group) => group.recipes.length > 0);
  if (shown.length === 0) return null;
  return (
    <Section aria-labelledby="related-recipes">
      <Heading level={2} id="related-recipes">
        Related recipes
      </Heading>
      {shown.map((group) => (
        <div key={`${group.type}-${group.id}`}>
          <Heading level={3} size="sm">
            {group.title}
          </Heading>
          <Grid>
            {group.recipes.map((recipe) => (
              <li key={recipe.id}>
                <RecipeTile recipe={recipe} href={getHref('recipe', recipe.slug)} headingLevel={4} />
              </li>
            ))}
          </Grid>
        </div>
      ))}
    </Section>
  );
}
