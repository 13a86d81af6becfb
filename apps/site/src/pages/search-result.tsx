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
  ProductTile,
  RecipeTile,
  SearchBox,
  Text,
} from '@larder/ui';
import { contentPaths, searchTermOf } from '../content-routes';
import { getHref } from '../paths';
import { usePlusOnePopup } from './plus-one-popup';

const Page = styled.div`
  max-width: 1280px;
  margin: 0 auto;
  padding: var(--ui-space-6) var(--ui-space-4) var(--ui-space-8);
  display: grid;
  gap: var(--ui-space-6);
`;

const Term = styled.span`
  color: var(--ui-color-accent-strong);
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: var(--ui-space-5, var(--ui-space-6));
  margin: 0;
  padding: 0;
  list-style: none;

  @media (max-width: 766px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: var(--ui-space-3);
  }
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
      <Grid aria-labelledby={headingId}>
        {group.key === 'products'
          ? group.items.map((product, index) => (
              <li key={product.id}>
                <ProductTile
                  product={product}
                  href={getHref('product', product.slug)}
                  headingLevel={3}
                  imageLoading={index < 4 ? 'eager' : 'lazy'}
                />
              </li>
            ))
          : null}
        {group.key === 'recipes'
          ? group.items.map((recipe) => (
              <li key={recipe.id}>
                <RecipeTile
                  recipe={recipe}
                  href={contentPaths.recipe.getHref(recipe.slug)}
                  headingLevel={3}
                />
              </li>
            ))
          : null}
        {group.key === 'plusones'
          ? group.items.map((plusOne) => (
              <li key={plusOne.id}>
                <PlusOneTile plusOne={plusOne} onSelect={onPlusOne} />
              </li>
            ))
          : null}
      </Grid>
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
    <Page>
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
            onSubmit={(text) => void navigate(contentPaths.searchResult.getHref(text.trim()))}
          />
        </NoResults>
      ) : null}
      <PopularSearches brandName={defaultBrand.shortName} />
      {plusOnes.popup}
    </Page>
  );
}
