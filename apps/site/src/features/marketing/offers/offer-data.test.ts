import { describe, expect, it } from 'vitest';
import type { DatasetResult, PlusOne, Product, RecipeSummary, SearchGroup } from '@larder/client';
import {
  OFFER_PAGES,
  offerItems,
  offerResults,
  offerSearch,
  packSize,
  productInfoRow,
  productTableKey,
} from './offer-data';

const lists: DatasetResult[] = [
  {
    dataset: 'curatedLists',
    data: [
      {
        id: 'boom-boom-recipes',
        kind: 'recipes',
        items: [
          { _id: 'r2', displayOrder: 2 },
          { _id: 'r1', displayOrder: 1 },
        ],
      },
      {
        id: 'boom-boom-plusones',
        kind: 'plusOnes',
        items: [{ _id: 'boom-boom-lime', displayOrder: 1, image: 'plusones/curated-lime.svg' }],
      },
      { id: 'boom-boom-products', kind: 'products', items: [{ _id: 'ke3001', displayOrder: 1 }] },
    ],
  },
];

function recipe(id: string): RecipeSummary {
  return {
    id,
    slug: `recipe-${id}`,
    title: `Recipe ${id}`,
    label: '',
    thumbnail: '',
    flavors: [],
    dishes: [],
    courses: [],
    isKFS: false,
    isKogi: false,
  };
}

const lime = {
  id: 'boom-boom-lime',
  label: 'Lime',
  title: 'Boom Boom + Lime',
  image: 'plusones/boom-boom-lime.svg',
  pdfFilePath: null,
  flavors: [],
  details: { title: 'Boom Boom + Lime', pdfFilePath: null, ingredients: [] },
  steps: [],
  related: { products: [] },
} satisfies PlusOne;

/** A gallon product shaped like the catalogue's Boom Boom Sauce. */
function product(
  overrides: Partial<Product['caseInfo']> = {},
  marketing: Partial<Product['claims']['marketing']> = {},
) {
  return {
    name: 'Boom Boom Sauce',
    productCode: 'KE3001',
    upc: '074658117366',
    websiteGroup: 'boom-boom-sauce',
    storage: { storage: '50-80°F', shelfLife: 270 },
    claims: { marketing: { gluten: 'No', kosher: 'Yes', kosherDairy: 'No', ...marketing } },
    caseInfo: {
      packageType: 'Gallon',
      individualUnitVal: 1,
      individualUnitPercent: 'GLL',
      unitQuantity: 4,
      grossWeight: 33.67,
      ...overrides,
    },
  } as unknown as Product;
}

describe('curated lists of an offer page', () => {
  it('resolves recipes and plus-ones with one search, and leaves the table products to the details call', () => {
    const items = offerItems(lists, OFFER_PAGES.boomBoom.lists);
    expect(offerSearch(items)).toEqual({
      ids: ['r1', 'r2', 'boom-boom-lime'],
      keys: ['recipes', 'plusones'],
    });
    expect(items.table.map((item) => item._id)).toEqual(['ke3001']);
    expect(productTableKey(['ke3001', 'ke3002'])).toBe(
      '/api/products/details?id=ke3001 /api/products/details?id=ke3002',
    );
    expect(productTableKey([])).toBeNull();
  });

  it('asks for nothing when none of the lists exist', () => {
    expect(offerSearch(offerItems(lists, OFFER_PAGES.dippingCups.lists))).toBeNull();
  });

  it('keeps the curated order, drops ids the search did not find and shows the curated image of a plus-one', () => {
    const items = offerItems(lists, OFFER_PAGES.boomBoom.lists);
    const groups: SearchGroup[] = [
      { key: 'recipes', label: 'Recipes', items: [recipe('r2'), recipe('r1')] },
      { key: 'plusones', label: 'Make it your own', items: [lime] },
    ];
    const results = offerResults(groups, items);
    expect(results.recipes.map((entry) => entry.id)).toEqual(['r1', 'r2']);
    expect(results.plusOnes.map((entry) => [entry.title, entry.image])).toEqual([
      ['Boom Boom + Lime', 'plusones/curated-lime.svg'],
    ]);
    expect(
      offerResults([groups[0]!], { ...items, recipes: [{ _id: 'r9', displayOrder: 1 }] }).recipes,
    ).toEqual([]);
  });
});

describe('product-information table rows', () => {
  it("prints Boom Boom's case as the spec does: 4/1 Gallon, 33.67 LB, 50-80°F", () => {
    expect(productInfoRow(product(), 'LB')).toEqual({
      name: 'Boom Boom Sauce',
      code: 'KE3001',
      upc: '074658117366',
      size: '4/1 Gallon',
      weight: '33.67 LB',
      storage: '50-80°F',
      glutenFree: 'Yes',
      kosher: 'Yes',
    });
  });

  it("prints a two-jug case's weight in lbs without trailing zeros (17.7 lbs)", () => {
    const row = productInfoRow(product({ unitQuantity: 2, grossWeight: 17.7 }), 'lbs');
    expect([row.size, row.weight]).toEqual(['2/1 Gallon', '17.7 lbs']);
  });

  it("reads the gluten claim 'Yes' as not gluten free and kosher 'No' as not kosher", () => {
    const row = productInfoRow(product({}, { gluten: 'Yes', kosher: 'No' }), 'lbs');
    expect([row.glutenFree, row.kosher]).toEqual(['No', 'No']);
  });

  it('names the unit of packages that are not gallon jugs', () => {
    expect(
      packSize({ unitQuantity: 72, individualUnitVal: 2, individualUnitPercent: 'ONZ', packageType: 'Cup' }),
    ).toBe('72/2 oz Cup');
    expect(
      packSize({
        unitQuantity: 6,
        individualUnitVal: 20,
        individualUnitPercent: 'FOZ',
        packageType: 'Bar Bottle',
      }),
    ).toBe('6/20 fl oz Bar Bottle');
  });
});
