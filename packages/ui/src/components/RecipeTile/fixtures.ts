import type { PlusOne, ProductRef, Recipe, RecipeSummary } from '@larder/domain';

/** Story fixtures shared by the recipe components. Names and codes are fictional. */

export const ranchRef: ProductRef = {
  id: 'p-ranch-gallon',
  code: 'KE1001',
  title: 'Buttermilk Ranch Dressing',
  url: '/products/ke1001-buttermilk-ranch-dressing',
};
export const boomBoomRef: ProductRef = {
  id: 'p-boom-boom',
  code: 'KE3010',
  title: 'Boom Boom Sauce',
  url: '/products/ke3010-boom-boom-sauce',
};

export const pickledOnions: PlusOne = {
  id: 'po-pickled-onions',
  label: 'Pickled Red Onions',
  title: 'Quick Pickled Red Onions',
  image: 'plusones/ranch-dill-pickle.svg',
  pdfFilePath: null,
  flavors: ['ranch'],
  details: {
    title: 'Quick Pickled Red Onions',
    pdfFilePath: null,
    ingredients: [
      {
        amount: '1',
        weight: 'cup',
        ingredient: 'Buttermilk Ranch Dressing',
        notes: '',
        productId: 'p-ranch-gallon',
      },
    ],
  },
  steps: ['Stir the onions into [KE1001] and chill for 30 minutes.'],
  related: { products: [ranchRef] },
};

export const crispyChicken: Recipe = {
  id: 'r-crispy-chicken',
  slug: 'crispy-chicken-dipn-biscuit',
  url: '/recipes/crispy-chicken-dipn-biscuit',
  code: 'R100',
  label: 'Breakfast',
  title: "Crispy Chicken Dip'n Biscuit",
  thumbnail: 'recipes/crispy-chicken-dipn-biscuit-thumb.svg',
  image: 'recipes/crispy-chicken-dipn-biscuit.svg',
  pdfFilePath: null,
  cardFilePath: null,
  isKFS: true,
  isKogi: false,
  flavors: ['ranch'],
  courses: [{ id: 'breakfast', title: 'Breakfast' }],
  dishes: [{ id: 'breakfast-sandwiches', title: 'Breakfast Sandwiches' }],
  servings: 1,
  ingredientIds: ['chicken'],
  trends: [],
  meta: { title: "Crispy Chicken Dip'n Biscuit", keyword: 'chicken', description: 'A biscuit.' },
  details: {
    title: "Crispy Chicken Dip'n Biscuit",
    thumbnail: 'recipes/crispy-chicken-dipn-biscuit-thumb.svg',
  },
  ingredients: [
    {
      amount: '2',
      weight: 'oz',
      ingredient: 'Buttermilk Ranch Dressing',
      notes: 'chilled',
      productId: 'p-ranch-gallon',
      plusOneId: null,
      subRecipeId: null,
    },
    {
      amount: '1',
      weight: null,
      ingredient: 'Buttermilk biscuit',
      notes: 'split and toasted',
      productId: null,
      plusOneId: null,
      subRecipeId: null,
    },
    {
      amount: '4',
      weight: 'oz',
      ingredient: 'Crispy chicken breast',
      notes: '',
      productId: null,
      plusOneId: null,
      subRecipeId: null,
    },
    {
      amount: '1',
      weight: 'tbsp',
      ingredient: 'Quick Pickled Red Onions',
      notes: '',
      productId: null,
      plusOneId: 'po-pickled-onions',
      subRecipeId: null,
    },
    {
      amount: '2',
      weight: 'tbsp',
      ingredient: 'Spicy Slaw',
      notes: '',
      productId: null,
      plusOneId: null,
      subRecipeId: 'sr-spicy-slaw',
    },
  ],
  steps: [
    {
      step: 'Toast the biscuit and spread the bottom half with [Buttermilk Ranch Dressing].',
      products: ['p-ranch-gallon'],
      plusOnes: [],
      subRecipes: [],
    },
    {
      step: 'Top with the chicken, [Spicy Slaw] and [Quick Pickled Red Onions].',
      products: [],
      plusOnes: ['po-pickled-onions'],
      subRecipes: ['sr-spicy-slaw'],
    },
    {
      step: 'Finish with a drizzle of [KE3010] and the biscuit top.',
      products: ['p-boom-boom'],
      plusOnes: [],
      subRecipes: [],
    },
    { step: 'Serve warm with [Mystery Sauce] on the side.', products: [], plusOnes: [], subRecipes: [] },
  ],
  subRecipes: [
    {
      id: 'sr-spicy-slaw',
      title: 'Spicy Slaw',
      slug: 'spicy-slaw',
      isStandAlone: false,
      ingredients: [],
      steps: [],
      related: { products: [] },
    },
  ],
  related: {
    products: [ranchRef, boomBoomRef, ranchRef],
    plusOnes: [{ id: 'po-pickled-onions', title: 'Quick Pickled Red Onions', pdfFilePath: null }],
  },
  timeCreated: '2024-01-10T00:00:00.000Z',
  timeModified: '2024-02-10T00:00:00.000Z',
  timeArchived: null,
  timePromoted: null,
};

export function recipeSummaryOf(recipe: Recipe): RecipeSummary {
  const { id, slug, title, label, thumbnail, flavors, dishes, courses, isKFS, isKogi } = recipe;
  return { id, slug, title, label, thumbnail, flavors, dishes, courses, isKFS, isKogi };
}

export const uoms = [
  { id: 'oz', name: 'oz' },
  { id: 'tbsp', name: 'Tbsp' },
  { id: 'cup', name: 'cup' },
];
