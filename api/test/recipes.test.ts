import type { Paging, Recipe, RecipeSummary, RelatedGroup } from '@larder/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { data, errors, startTestApp, type TestApp } from './helpers/app';
import { content, mostCommon } from './helpers/oracle';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

type RecipePage = { recipes: RecipeSummary[]; paging: Paging };
const ids = (items: { id: string }[]) => items.map((item) => item.id);
const recipes = () => content().recipes;

async function listAll(query: string): Promise<RecipePage> {
  const response = await app.get(`/api/recipes?limit=100&${query}`);
  expect(response.status).toBe(200);
  return data<RecipePage>(response);
}

function sortedBy(
  field: 'timeCreated' | 'timeModified' | 'timeArchived' | 'timePromoted' | '_id',
  descending: boolean,
) {
  const key = (recipe: Recipe) => (field === '_id' ? recipe.id : recipe[field]);
  return [...recipes()].sort((a, b) => {
    const ka = key(a);
    const kb = key(b);
    if (ka === null || kb === null) {
      if (ka !== kb) return ka === null ? 1 : -1;
    } else if (ka !== kb) {
      const order = field === '_id' ? (ka < kb ? -1 : 1) : Date.parse(ka) - Date.parse(kb);
      if (order !== 0) return descending ? -order : order;
    }
    return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  });
}

describe('GET /api/recipes', () => {
  it('when called without parameters, then the first 30 recipes come newest first with paging', async () => {
    const response = await app.get('/api/recipes');
    expect(response.status).toBe(200);
    const page = data<RecipePage>(response);
    const expected = sortedBy('timeCreated', true);
    expect(ids(page.recipes)).toEqual(ids(expected.slice(0, 30)));
    expect(page.paging).toEqual({
      page: 1,
      limit: 30,
      hasNext: expected.length > 30,
      total: expected.length,
    });
    const source = recipes().find((recipe) => recipe.id === page.recipes[0]!.id)!;
    expect(page.recipes[0]).toEqual({
      id: source.id,
      slug: source.slug,
      title: source.title,
      label: source.label,
      thumbnail: source.thumbnail,
      flavors: source.flavors,
      dishes: source.dishes,
      courses: source.courses,
      isKFS: source.isKFS,
      isKogi: source.isKogi,
    });
  });

  it.each([
    'timeCreated',
    '-timeCreated',
    'timeModified',
    '-timeModified',
    'timeArchived',
    '-timeArchived',
    'timePromoted',
    '-timePromoted',
    '_id',
    '-_id',
  ] as const)('when sorted by %s, then the order follows that field (missing times last)', async (sort) => {
    const descending = sort.startsWith('-');
    const field = (descending ? sort.slice(1) : sort) as Parameters<typeof sortedBy>[0];
    const page = await listAll(`sortParameter=${sort}`);
    expect(ids(page.recipes)).toEqual(ids(sortedBy(field, descending).slice(0, 100)));
  });

  it('when an unknown sort is given, then it answers 400 naming sortParameter', async () => {
    const response = await app.get('/api/recipes?sortParameter=title');
    expect(response.status).toBe(400);
    expect(errors(response)[0]).toMatchObject({ param: 'sortParameter', value: 'title' });
  });

  it('when page 2 is asked, then it continues where page 1 ended and the last page has no next', async () => {
    const expected = sortedBy('timeCreated', true);
    const limit = Math.max(1, Math.floor(expected.length / 2) - 1);
    const second = data<RecipePage>(await app.get(`/api/recipes?page=2&limit=${limit}`));
    expect(ids(second.recipes)).toEqual(ids(expected.slice(limit, 2 * limit)));
    expect(second.paging.hasNext).toBe(true);
    const lastPage = Math.ceil(expected.length / limit);
    const last = data<RecipePage>(await app.get(`/api/recipes?page=${lastPage}&limit=${limit}`));
    expect(last.paging.hasNext).toBe(false);
    expect(last.recipes.length).toBe(expected.length - (lastPage - 1) * limit);
  });

  it('when filtered by flavor, then only recipes of that flavor are listed', async () => {
    const flavor = mostCommon(recipes().map((recipe) => recipe.flavors));
    const page = await listAll(`flavor=${flavor}`);
    const expected = recipes().filter((recipe) => recipe.flavors.includes(flavor));
    expect(new Set(ids(page.recipes))).toEqual(new Set(ids(expected)));
  });

  it('when filtered by dish and course, then both apply', async () => {
    const dish = mostCommon(recipes().map((recipe) => recipe.dishes.map((item) => item.id)));
    const withDish = recipes().filter((recipe) => recipe.dishes.some((item) => item.id === dish));
    const course = mostCommon(withDish.map((recipe) => recipe.courses.map((item) => item.id)));
    const page = await listAll(`dishes=${dish}&courses=${course}`);
    const expected = withDish.filter((recipe) => recipe.courses.some((item) => item.id === course));
    expect(expected.length).toBeGreaterThan(0);
    expect(new Set(ids(page.recipes))).toEqual(new Set(ids(expected)));
  });

  it('when filtered by two dishes, then recipes of either dish are listed', async () => {
    const dishes = content()
      .lookups.dishes.slice(0, 2)
      .map((dish) => dish.id);
    const page = await listAll(`dishes=${dishes.join(',')}`);
    const expected = recipes().filter((recipe) => recipe.dishes.some((item) => dishes.includes(item.id)));
    expect(new Set(ids(page.recipes))).toEqual(new Set(ids(expected)));
  });

  it('when filtered by ingredient, then only recipes with that ingredient are listed', async () => {
    const ingredient = mostCommon(recipes().map((recipe) => recipe.ingredientIds));
    const page = await listAll(`ingredients=${ingredient}`);
    const expected = recipes().filter((recipe) => recipe.ingredientIds.includes(ingredient));
    expect(new Set(ids(page.recipes))).toEqual(new Set(ids(expected)));
  });

  it('when filtered by product, then only recipes using that product are listed', async () => {
    const product = mostCommon(recipes().map((recipe) => recipe.related.products.map((item) => item.id)));
    const page = await listAll(`product=${product}`);
    expect(page.recipes.length).toBeGreaterThan(0);
    const expected = recipes().filter(
      (recipe) =>
        recipe.related.products.some((item) => item.id === product) ||
        recipe.ingredients.some((item) => item.productId === product),
    );
    expect(new Set(ids(page.recipes))).toEqual(new Set(ids(expected)));
  });

  it('when searchTerm is given, then recipes matching it are listed', async () => {
    const recipe = recipes()[0]!;
    const word = recipe.title.split(/\s+/).find((part) => part.length >= 5)!;
    const page = await listAll(`searchTerm=${encodeURIComponent(word)}`);
    expect(ids(page.recipes)).toContain(recipe.id);
  });

  it('when a filter value is empty, then it answers 400 naming the filter', async () => {
    const response = await app.get('/api/recipes?dishes=');
    expect(response.status).toBe(400);
    expect(errors(response)[0]?.param).toBe('dishes');
  });
});

describe('GET /api/recipes/details', () => {
  it('when the slug exists, then the whole recipe comes back, with its calories from products (recipe-calories.test.ts) and the time its steps state (recipe-time.test.ts)', async () => {
    const recipe = recipes()[0]!;
    const response = await app.get(`/api/recipes/details?slug=${encodeURIComponent(recipe.slug)}`);
    expect(response.status).toBe(200);
    const { productCaloriesPerServing, minutesStatedInSteps, ...rest } = data<
      Recipe & { productCaloriesPerServing: unknown; minutesStatedInSteps: unknown }
    >(response);
    expect(rest).toEqual(recipe);
    expect(productCaloriesPerServing === null || Number.isInteger(productCaloriesPerServing)).toBe(true);
    expect(minutesStatedInSteps === null || Number.isInteger(minutesStatedInSteps)).toBe(true);
  });

  it('when the slug is unknown, then it answers 404 naming the slug', async () => {
    const response = await app.get('/api/recipes/details?slug=no-such-recipe');
    expect(response.status).toBe(404);
    expect(errors(response)).toEqual([{ param: 'slug', value: 'no-such-recipe', msg: 'Recipe not found' }]);
  });

  it('when the slug is missing, then it answers 400 naming it', async () => {
    const response = await app.get('/api/recipes/details');
    expect(response.status).toBe(400);
    expect(errors(response)[0]?.param).toBe('slug');
  });
});

describe('GET /api/recipes/related', () => {
  it('when flavors and products are given, then one group per flavor, then per product, without the selected recipe', async () => {
    const recipe = recipes().find(
      (candidate) => candidate.flavors.length > 0 && candidate.related.products.length > 0,
    )!;
    const flavor = recipe.flavors[0]!;
    const product = recipe.related.products[0]!.id;
    const response = await app.get(
      `/api/recipes/related?flavors=${flavor}&products=${product}&selected=${recipe.id}`,
    );
    expect(response.status).toBe(200);
    const groups = data<RelatedGroup[]>(response);
    const flavorName = content().lookups.flavors.find((item) => item.id === flavor)!.name;
    const expectedFlavor = recipes().filter((item) => item.flavors.includes(flavor) && item.id !== recipe.id);
    const expected: { type: string; id: string; title: string }[] = [];
    if (expectedFlavor.length > 0) expected.push({ type: 'flavor', id: flavor, title: flavorName });
    const productName = content().products.find((item) => item.id === product)!.name;
    const expectedProduct = recipes().filter(
      (item) =>
        item.id !== recipe.id &&
        (item.related.products.some((ref) => ref.id === product) ||
          item.ingredients.some((ingredient) => ingredient.productId === product)),
    );
    if (expectedProduct.length > 0) expected.push({ type: 'product', id: product, title: productName });
    expect(groups.map(({ type, id, title }) => ({ type, id, title }))).toEqual(expected);
    for (const group of groups) {
      expect(group.recipes.length).toBeGreaterThan(0);
      expect(ids(group.recipes)).not.toContain(recipe.id);
    }
    if (expectedFlavor.length > 0) {
      expect(groups[0]!.recipes.every((item) => item.flavors.includes(flavor))).toBe(true);
    }
  });

  it('when the ids are unknown, then there are no groups', async () => {
    const groups = data<RelatedGroup[]>(await app.get('/api/recipes/related?flavors=nope&products=nope'));
    expect(groups).toEqual([]);
  });
});
