import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { pickDataset, useDxpData, useRecipesInfinite } from '@larder/client';
import {
  parseRecipeFilters,
  recipeFiltersFromNavigationState,
  type RecipeFilterKey,
  type RecipeFilters,
} from '@larder/domain';
import {
  Heading,
  Hero,
  ListFilters,
  RecipeTile,
  ResultsList,
  SearchBox,
  TrendingList,
  type ListFilterGroup,
} from '@larder/ui';
import { DEFAULT_ANCHOR_OFFSET, PAGE_SIZE } from '../../constants';
import { isEmptyFilters, itemsBefore, requestedPage } from '../../lib/list-paging';
import { listStateProps } from '../../lib/results-list';
import { ALL_RECIPES_ANCHOR, getHref } from '../../paths';
import { HeroSearch, Page } from '../../shell/page';
import { RECIPES_DATASETS, recipesQuery } from './recipe-queries';
import {
  applyRecipeOrder,
  DEFAULT_RECIPE_SORT,
  isRecipeSort,
  orderForPages,
  type RecipeOrder,
} from './recipes-order';
import { heroArt } from '../../lib/artwork';

const AllRecipes = styled.section`
  display: grid;
  gap: var(--ui-space-4);
  scroll-margin-top: ${DEFAULT_ANCHOR_OFFSET}px;
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
 * JavaScript the list pages through plain 'Previous page' and 'Next page' links (`?page=N` renders page N).
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
      void navigate(getHref('recipes', stateFilters, { sort, hash: location.hash.slice(1) || undefined }), {
        replace: true,
        state: { keepScroll: true },
      });
    }
  }, [fromState, stateFilters, sort, location.hash, navigate]);

  const query = useMemo(() => recipesQuery(filters, sort), [filters, sort]);
  const firstPage = requestedPage(searchParams);
  const list = useRecipesInfinite(query, undefined, firstPage);
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
    void navigate(getHref('recipes', next, { sort }), { state: { keepScroll: true } });
  const reset = () => apply({});

  return (
    <>
      <Hero
        art={heroArt('recipes')}
        title="Recipes & Menu Trends"
        subtitle="Chef-tested recipes made with our dressings and sauces."
      >
        <HeroSearch>
          <SearchBox
            label="Search recipes and products"
            requireText
            onSubmit={(text) => void navigate(getHref('searchResult', text.trim()))}
          />
        </HeroSearch>
      </Hero>
      <Page $gap={7}>
        {trends.length > 0 ? <TrendingList trends={trends} /> : null}
        <AllRecipes id={ALL_RECIPES_ANCHOR} aria-labelledby="all-recipes-heading">
          <Heading level={2} id="all-recipes-heading">
            All recipes
          </Heading>
          <ListFilters groups={groups} value={filters} onChange={apply} onReset={reset} />
          <ResultsList
            items={recipes}
            renderItem={(recipe, index) => (
              <RecipeTile
                recipe={recipe}
                href={getHref('recipe', recipe.slug)}
                headingLevel={3}
                imageLoading={index < 8 ? 'eager' : 'lazy'}
              />
            )}
            noun={{ one: 'recipe', other: 'recipes' }}
            {...listStateProps(list)}
            onReset={reset}
            offset={itemsBefore(firstPage, PAGE_SIZE)}
            previousHref={
              firstPage > 1
                ? getHref('recipes', filters, { sort, page: firstPage - 1, hash: ALL_RECIPES_ANCHOR })
                : undefined
            }
            nextHref={getHref('recipes', filters, {
              sort,
              page: firstPage + list.size,
              hash: ALL_RECIPES_ANCHOR,
            })}
            listLabel="Recipes"
          />
        </AllRecipes>
      </Page>
    </>
  );
}
