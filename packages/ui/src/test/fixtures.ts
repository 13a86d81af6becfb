import type { PlusOne, ProductSummary, RecipeSummary, SearchGroup } from '@larder/domain';

/** Small, spec-shaped fixtures shared by stories and tests. */
export function productSummary(overrides: Partial<ProductSummary> = {}): ProductSummary {
  return {
    id: 'p-ke1001',
    slug: 'ke1001-buttermilk-ranch-dressing',
    name: 'Buttermilk Ranch Dressing',
    productCode: 'KE1001',
    status: 'Website Active',
    websiteGroup: 'buttermilk-ranch',
    packaging: 'gallon',
    productType: 'dressings',
    flavors: ['ranch'],
    isNew: false,
    images: { website: null, websiteThumbnail: null, each: null, case: null, souflet: null, innerCase: null },
    claims: {
      marketing: {
        lite: 'No',
        msg: 'No',
        hfcs: 'No',
        edta: 'Yes',
        artificialFlavors: 'No',
        syntheticColors: 'No',
        artificialPreservatives: 'Yes',
        fatFree: 'No',
        gluten: 'Yes',
        kosher: 'No',
        kosherDairy: 'No',
        refrigerated: 'No',
        shelfStable: 'Yes',
      },
      allergens: { eggs: 'Contains', milk: 'Contains' },
      sensitivities: {},
    },
    caseInfo: { packageType: 'Gallon', individualUnitVal: 1, individualUnitPercent: 'GLL' },
    ...overrides,
  };
}

export function recipeSummary(overrides: Partial<RecipeSummary> = {}): RecipeSummary {
  return {
    id: 'r-1',
    slug: 'ranch-chicken-wrap',
    title: 'Ranch Chicken Wrap',
    label: 'Sandwiches',
    thumbnail: 'recipes/avocado-ranch-chicken-flatbread-thumb.svg',
    flavors: ['ranch'],
    dishes: [{ id: 'sandwiches', title: 'Sandwiches' }],
    courses: [{ id: 'entree', title: 'Entree' }],
    isKFS: false,
    isKogi: false,
    ...overrides,
  };
}

export function plusOne(overrides: Partial<PlusOne> = {}): PlusOne {
  return {
    id: 'po-1',
    label: 'Ranch',
    title: 'Smoky Chipotle Ranch',
    image: 'plusones/chipotle-ranch-lime.svg',
    pdfFilePath: null,
    flavors: ['ranch'],
    details: { title: 'Smoky Chipotle Ranch', pdfFilePath: null, ingredients: [] },
    steps: ['Stir [KE1001] with chipotle.'],
    related: { products: [] },
    ...overrides,
  };
}

export const searchGroups: SearchGroup[] = [
  {
    key: 'products',
    label: 'Products',
    items: [
      productSummary(),
      productSummary({
        id: 'p-ke1002',
        slug: 'ke1002-lite-ranch-dressing',
        name: 'Lite Ranch Dressing',
        productCode: 'KE1002',
      }),
    ],
  },
  { key: 'recipes', label: 'Recipes', items: [recipeSummary()] },
  { key: 'plusones', label: 'Make it your own', items: [plusOne()] },
];
