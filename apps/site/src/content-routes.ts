import {
  isApiError,
  keys,
  prefetch,
  fetchers,
  type ApiClient,
  type DatasetName,
  type FallbackEntry,
  type ListParams,
  type PlusOnesQuery,
  type RecipesQuery,
} from '@larder/client';
import {
  parsePlusOneFilters,
  parseRecipeFilters,
  stringifyPlusOneFilters,
  stringifyRecipeFilters,
  type PlusOneFilters,
  type RecipeFilters,
} from '@larder/domain';
import { lazyPage } from './lazy-page';
import { paths } from './paths';
import { optional } from './prefetch-optional';
import type { SiteRoute } from './routes';
import { requestedPages } from './pages/products-list-query';
import { isRecipeSort } from './pages/recipes-list-order';
import { dressingProductsQuery, recipeRelatedQuery } from './pages/recipe-detail-query';

/** Lookups of the recipe list: filters (product, flavor, dishes, courses) and the trending list. */
export const RECIPES_DATASETS: readonly DatasetName[] = [
  'products',
  'flavors',
  'dishes',
  'courses',
  'trends',
];
/** Lookups of the plus-one list: the flavor filter and the units of the pop-up's ingredients. */
export const PLUS_ONE_DATASETS: readonly DatasetName[] = ['flavors', 'uoms'];
/** Lookups of a recipe: units of measure of its ingredients. */
export const RECIPE_DATASETS: readonly DatasetName[] = ['uoms'];
/** The home page's blocks (spec §7: one call, `dataset=homepageBlocks`). */
export const HOME_DATASETS: readonly DatasetName[] = ['homepageBlocks'];

function withQuery(path: string, parts: string[]): string {
  const search = parts.filter(Boolean).join('&');
  return search ? `${path}?${search}` : path;
}

/** URLs of the content pages (home, search results, recipes, plus-ones); built here, never by hand in pages. */
export const contentPaths = {
  home: paths.home,
  searchResult: paths.searchResult,
  recipe: paths.recipe,
  recipes: {
    path: '/recipes',
    /** The list with its filters in the query string (spec §2.6), a sort, and `page` > 1 for the no-JS list. */
    getHref: (filters: RecipeFilters = {}, options: { sort?: string; page?: number; hash?: string } = {}) => {
      const parts = [stringifyRecipeFilters(filters)];
      if (options.sort) parts.push(`sortParameter=${encodeURIComponent(options.sort)}`);
      if (options.page !== undefined && options.page > 1) parts.push(`page=${options.page}`);
      return `${withQuery('/recipes', parts)}${options.hash ? `#${options.hash}` : ''}`;
    },
  },
  plusOne: {
    path: '/plus-one',
    /** The list with its filters in the query string, and `page` > 1 for the no-JS list. */
    getHref: (filters: PlusOneFilters = {}, options: { page?: number } = {}) => {
      const parts = [stringifyPlusOneFilters(filters)];
      if (options.page !== undefined && options.page > 1) parts.push(`page=${options.page}`);
      return withQuery('/plus-one', parts);
    },
  },
} as const;

/** Anchor of the recipe list (spec §2.2: the menu's dish and flavor links jump to it). */
export const ALL_RECIPES_ANCHOR = 'allRecipes';

/** The list parameters of a /recipes URL: its filters and an optional valid sort. */
export function recipesQueryFromSearch(search: URLSearchParams): ListParams<RecipesQuery> {
  const filters = parseRecipeFilters(search);
  const sort = search.get('sortParameter');
  return recipesQuery(filters, isRecipeSort(sort) ? sort : undefined);
}

export function recipesQuery(filters: RecipeFilters, sort?: string): ListParams<RecipesQuery> {
  return { ...filters, ...(sort ? { sortParameter: sort as RecipesQuery['sortParameter'] } : {}) };
}

export function plusOnesQuery(filters: PlusOneFilters): ListParams<PlusOnesQuery> {
  return { ...filters };
}

/** Pages 1..`wanted` of an infinite list, stopping early at the last page (each page says whether another exists). */
async function loadPages<P extends { paging: { hasNext: boolean } }>(
  wanted: number,
  load: (page: number) => Promise<P>,
): Promise<P[]> {
  const pages: P[] = [];
  for (let page = 1; page <= wanted; page += 1) {
    const data = await load(page);
    pages.push(data);
    if (!data.paging.hasNext) break;
  }
  return pages;
}

function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}

const home = lazyPage('src/pages/home.tsx', () => import('./pages/home'));
const searchResult = lazyPage('src/pages/search-result.tsx', () => import('./pages/search-result'));
const recipesList = lazyPage('src/pages/recipes-list.tsx', () => import('./pages/recipes-list'));
const recipeDetail = lazyPage('src/pages/recipe-detail.tsx', () => import('./pages/recipe-detail'));
const plusOne = lazyPage('src/pages/plus-one.tsx', () => import('./pages/plus-one'));

/** Search results of a term, as the page's `useSearch(term)` reads them. */
export function searchTermOf(search: URLSearchParams): string {
  return search.get('term')?.trim() ?? '';
}

async function recipeEntries(client: ApiClient, slug: string) {
  const base = await prefetch.recipeDetails(client, { slug });
  const recipe = base[1];
  const entries: FallbackEntry<unknown>[] = [base];
  const products = dressingProductsQuery(recipe);
  const related = recipeRelatedQuery(recipe);
  const extra = await Promise.all([
    optional(prefetch.dxpData(client, RECIPE_DATASETS)),
    products ? optional(prefetch.search(client, products)) : Promise.resolve([]),
    related ? optional(prefetch.relatedRecipes(client, related)) : Promise.resolve([]),
  ]);
  return [...entries, ...extra.flat()];
}

/** The routes of the content pages; `routes.ts` spreads them into the site's route list. */
export const contentRoutes: SiteRoute[] = [
  {
    id: 'home',
    path: contentPaths.home.path,
    page: home,
    async prefetch({ client }) {
      return { entries: await optional(prefetch.dxpData(client, HOME_DATASETS)) };
    },
  },
  {
    id: 'search-result',
    path: contentPaths.searchResult.path,
    page: searchResult,
    async prefetch({ search, client }) {
      const term = searchTermOf(search);
      return { entries: term ? await optional(prefetch.search(client, term)) : [] };
    },
  },
  {
    id: 'recipes',
    path: contentPaths.recipes.path,
    page: recipesList,
    async prefetch({ search, client }) {
      const params = recipesQueryFromSearch(search);
      const [pages, lookups] = await Promise.all([
        loadPages(requestedPages(search), (page) => fetchers.recipes(client, { ...params, page, limit: 30 })),
        optional(prefetch.dxpData(client, RECIPES_DATASETS)),
      ]);
      // Only the infinite key is sent; SwrProvider derives the page keys from it for the cache.
      return { entries: [[keys.recipesInfinite(params), pages], ...lookups] };
    },
  },
  {
    id: 'recipe',
    path: contentPaths.recipe.path,
    page: recipeDetail,
    async prefetch({ params, client }) {
      try {
        return { entries: await recipeEntries(client, params.slug ?? '') };
      } catch (error) {
        if (isNotFound(error)) return { entries: [], notFound: true };
        throw error;
      }
    },
  },
  {
    id: 'plus-one',
    path: contentPaths.plusOne.path,
    page: plusOne,
    async prefetch({ search, client }) {
      const params = plusOnesQuery(parsePlusOneFilters(search));
      const [pages, lookups, products] = await Promise.all([
        loadPages(requestedPages(search), (page) =>
          fetchers.plusOnes(client, { ...params, page, limit: 30 }),
        ),
        optional(prefetch.dxpData(client, PLUS_ONE_DATASETS)),
        optional(prefetch.plusOneProductsFilter(client)),
      ]);
      return { entries: [[keys.plusOnesInfinite(params), pages], ...lookups, ...products] };
    },
  },
];
