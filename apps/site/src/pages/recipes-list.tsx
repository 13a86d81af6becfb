import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { pickDataset, useDxpData, useRecipesInfinite } from '@larder/client';
import {
  MSG_NO_RESULTS,
  parseRecipeFilters,
  recipeFiltersFromNavigationState,
  type RecipeFilterKey,
  type RecipeFilters,
} from '@larder/domain';
import {
  Button,
  EmptyState,
  Heading,
  Hero,
  ListFilters,
  Loading,
  RecipeTile,
  SearchBox,
  TrendingList,
  type ListFilterGroup,
} from '@larder/ui';
import { requestedPages } from './products-list-query';
import { ALL_RECIPES_ANCHOR, contentPaths, RECIPES_DATASETS, recipesQuery } from '../content-routes';
import {
  applyRecipeOrder,
  DEFAULT_RECIPE_SORT,
  isRecipeSort,
  orderForPages,
  type RecipeOrder,
} from './recipes-list-order';
import { useNextPageSentinel } from './recipes-list-sentinel';
import { ListStatus, More, NextLink, TileGrid, isEmptyFilters } from './list-layout';

const Page = styled.div`
  max-width: 1280px;
  margin: 0 auto;
  padding: var(--ui-space-7) var(--ui-space-4) var(--ui-space-8);
  display: grid;
  gap: var(--ui-space-7);
`;

const SearchWrap = styled.div`
  width: min(640px, 100%);
  margin: var(--ui-space-5, var(--ui-space-6)) auto 0;
`;

const AllRecipes = styled.section`
  display: grid;
  gap: var(--ui-space-4);
  scroll-margin-top: 85px;
`;

/** The filters of the list (spec §2.6): product, flavor, dishes, courses. */
const FILTER_KEYS: readonly {
  key: RecipeFilterKey;
  label: string;
  dataset: 'products' | 'flavors' | 'dishes' | 'courses';
}[] = [
  { key: 'product', label: 'Product', dataset: 'products' },
  { key: 'flavor', label: 'Flavor', dataset: 'flavors' },
  { key: 'dishes', label: 'Dishes', dataset: 'dishes' },
  { key: 'courses', label: 'Courses', dataset: 'courses' },
];

/**
 * Recipes (spec §2.6): hero with search, the trending list, and 'All recipes' (#allRecipes) with filters mirrored
 * in the query string and an infinite list of 30 a page, shown in the stable shuffled order of spec §4. Without
 * JavaScript the list pages through a plain 'Next page' link (`?page=N` renders pages 1..N).
 */
export default function RecipesListPage() {
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();

  const urlFilters = useMemo(() => parseRecipeFilters(searchParams), [searchParams]);
  const stateFilters = useMemo(() => recipeFiltersFromNavigationState(location.state), [location.state]);
  // Other pages may preselect dishes or courses through navigation state; the URL wins when it has its own.
  const fromState = isEmptyFilters(urlFilters) && !isEmptyFilters(stateFilters);
  const filters = fromState ? stateFilters : urlFilters;
  const sortParameter = searchParams.get('sortParameter');
  const sort = isRecipeSort(sortParameter) ? sortParameter : undefined;

  useEffect(() => {
    if (fromState) {
      void navigate(
        contentPaths.recipes.getHref(stateFilters, { sort, hash: location.hash.slice(1) || undefined }),
        {
          replace: true,
          state: { keepScroll: true },
        },
      );
    }
  }, [fromState, stateFilters, sort, location.hash, navigate]);

  const query = useMemo(() => recipesQuery(filters, sort), [filters, sort]);
  const list = useRecipesInfinite(query, { initialSize: requestedPages(searchParams) });
  const lookups = useDxpData(RECIPES_DATASETS);

  const groups: ListFilterGroup<RecipeFilterKey>[] = useMemo(
    () =>
      FILTER_KEYS.map(({ key, label, dataset }) => ({
        key,
        label,
        options: pickDataset(lookups.data, dataset) ?? [],
      })),
    [lookups.data],
  );
  const trends = pickDataset(lookups.data, 'trends') ?? [];

  // Spec §4: a stable order per sort parameter. Folding the pages from scratch gives the server's order on the
  // first render; afterwards the remembered order only grows (adjusted while rendering, not in an effect).
  const seedSort = sort ?? DEFAULT_RECIPE_SORT;
  const pageIds = useMemo(
    () => (list.pages ?? []).map((page) => page.recipes.map((recipe) => recipe.id)),
    [list.pages],
  );
  const [order, setOrder] = useState<RecipeOrder | undefined>(() =>
    orderForPages(undefined, seedSort, pageIds),
  );
  const nextOrder = orderForPages(order, seedSort, pageIds);
  if (nextOrder !== order) setOrder(nextOrder);
  const recipes = useMemo(() => applyRecipeOrder(list.items, nextOrder), [list.items, nextOrder]);

  const apply = (next: RecipeFilters) =>
    void navigate(contentPaths.recipes.getHref(next, { sort }), { state: { keepScroll: true } });
  const reset = () => apply({});

  const { sentinel, onClick } = useNextPageSentinel(list);
  const total = list.paging?.total;

  return (
    <>
      <Hero title="Recipes & Menu Trends" subtitle="Chef-tested recipes made with our dressings and sauces.">
        <SearchWrap>
          <SearchBox
            label="Search recipes and products"
            requireText
            onSubmit={(text) => void navigate(contentPaths.searchResult.getHref(text.trim()))}
          />
        </SearchWrap>
      </Hero>
      <Page>
        {trends.length > 0 ? <TrendingList trends={trends} /> : null}
        <AllRecipes id={ALL_RECIPES_ANCHOR} aria-labelledby="all-recipes-heading">
          <Heading level={2} id="all-recipes-heading">
            All recipes
          </Heading>
          <ListFilters groups={groups} value={filters} onChange={apply} onReset={reset} />
          {list.isLoading && list.items.length === 0 ? <Loading /> : null}
          {list.isEmpty ? (
            <EmptyState
              title={MSG_NO_RESULTS}
              action={
                <Button variant="secondary" onClick={reset}>
                  Reset filters
                </Button>
              }
            />
          ) : null}
          {recipes.length > 0 ? (
            <>
              <ListStatus role="status">
                {total === undefined
                  ? `${recipes.length} recipes`
                  : `Showing ${recipes.length} of ${total} ${total === 1 ? 'recipe' : 'recipes'}`}
              </ListStatus>
              <TileGrid $minTile={220} aria-label="Recipes">
                {recipes.map((recipe, index) => (
                  <li key={recipe.id}>
                    <RecipeTile
                      recipe={recipe}
                      href={contentPaths.recipe.getHref(recipe.slug)}
                      headingLevel={3}
                      imageLoading={index < 8 ? 'eager' : 'lazy'}
                    />
                  </li>
                ))}
              </TileGrid>
            </>
          ) : null}
          {list.error && list.items.length > 0 ? (
            <ListStatus role="alert">Loading more recipes failed.</ListStatus>
          ) : null}
          <More>
            {list.isLoadingMore && list.items.length > 0 ? <Loading /> : null}
            {list.hasNext && !list.isLoadingMore ? (
              <NextLink
                ref={sentinel}
                href={contentPaths.recipes.getHref(filters, {
                  sort,
                  page: list.size + 1,
                  hash: ALL_RECIPES_ANCHOR,
                })}
                onClick={onClick}
              >
                Next page
              </NextLink>
            ) : null}
          </More>
        </AllRecipes>
      </Page>
    </>
  );
}
