import { useNavigate, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { useSearch, type SearchGroup } from '@larder/client';
import { defaultBrand, MSG_SEARCH_PAGE_NO_RESULTS, PLACEHOLDER_SEARCH_NO_RESULTS } from '@larder/domain';
import {
  EmptyState,
  Heading,
  Loading,
  PlusOneTile,
  PopularSearches,
  RecipeTile,
  SearchBox,
  Text,
  TileGrid,
} from '@larder/ui';
import { getHref } from '../../paths';
import { CompareProductTile } from '../compare/compare-product-tile';
import { compareTray, SelectionTray } from '../compare/compare-selection';
import { Page } from '../../shell/page';
import { usePlusOnePopup } from '../plus-ones/plus-one-popup';
import { searchTermOf } from './route-data';

/** The page's lazy parts: in the server HTML, loaded with the page on a client navigation (lib/lazy-page.ts). */
export const parts = [compareTray];

const Term = styled.span`
  color: var(--ui-color-accent-strong);
`;

const NoResults = styled.div`
  display: grid;
  justify-items: center;
  gap: var(--ui-space-4);

  form {
    width: min(560px, 100%);
  }
`;

function Group({
  group,
  onPlusOne,
}: {
  group: SearchGroup;
  onPlusOne: ReturnType<typeof usePlusOnePopup>['show'];
}) {
  const headingId = `search-group-${group.key}`;
  return (
    <section aria-labelledby={headingId}>
      <Heading level={2} id={headingId}>
        {group.label}
      </Heading>
      <TileGrid aria-labelledby={headingId}>
        {group.key === 'products'
          ? group.items.map((product, index) => (
              <CompareProductTile
                key={product.id}
                product={product}
                headingLevel={3}
                imageLoading={index < 4 ? 'eager' : 'lazy'}
              />
            ))
          : null}
        {group.key === 'recipes'
          ? group.items.map((recipe) => (
              <RecipeTile
                key={recipe.id}
                recipe={recipe}
                href={getHref('recipe', recipe.slug)}
                headingLevel={3}
              />
            ))
          : null}
        {group.key === 'plusones'
          ? group.items.map((plusOne) => (
              <PlusOneTile key={plusOne.id} plusOne={plusOne} onSelect={onPlusOne} />
            ))
          : null}
      </TileGrid>
    </section>
  );
}

/**
 * Search results (spec §2.8): 'Search results for' the term, then Products, Recipes and 'Make it your own',
 * popular searches, and with nothing found the no-results text and a new search box. The server renders the
 * results of the term in the URL; the no-results state belongs to the term, so it clears when the term changes.
 */
export default function SearchResultPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const term = searchTermOf(searchParams);
  const results = useSearch(term || null);
  const plusOnes = usePlusOnePopup();
  const groups = (results.data ?? []).filter((group) => group.items.length > 0);
  const noResults = term !== '' && results.data !== undefined && groups.length === 0;

  return (
    <Page $top={6} $gap={6}>
      <Heading level={1}>
        Search results for{term ? ' ' : ''}
        {term ? <Term>&ldquo;{term}&rdquo;</Term> : null}
      </Heading>
      {results.isLoading ? <Loading /> : null}
      {results.error ? <Text role="alert">The search failed. Please try again.</Text> : null}
      {groups.map((group) => (
        <Group key={group.key} group={group} onPlusOne={plusOnes.show} />
      ))}
      {noResults || term === '' ? (
        <NoResults>
          {noResults ? <EmptyState title={MSG_SEARCH_PAGE_NO_RESULTS} /> : null}
          <SearchBox
            key={term}
            defaultValue={term}
            label="Search again"
            placeholder={PLACEHOLDER_SEARCH_NO_RESULTS}
            requireText
            onSubmit={(text) => void navigate(getHref('searchResult', text.trim()))}
          />
        </NoResults>
      ) : null}
      <PopularSearches brandName={defaultBrand.shortName} />
      {plusOnes.popup}
      <SelectionTray browse />
    </Page>
  );
}
