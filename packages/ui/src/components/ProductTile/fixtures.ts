import type { MarketingClaims, Product, ProductSummary } from '@larder/domain';

/**
 * Story fixtures shared by the catalogue components (tiles, sections, tabs, images). Stories build on them and
 * tests reuse the stories, so there is one set of sample products. Codes, GTINs and names are fictional.
 */

const allNo: MarketingClaims = {
  lite: 'No',
  msg: 'No',
  hfcs: 'No',
  edta: 'No',
  artificialFlavors: 'No',
  syntheticColors: 'No',
  artificialPreservatives: 'No',
  fatFree: 'No',
  gluten: 'No',
  kosher: 'Yes',
  kosherDairy: 'No',
  refrigerated: 'No',
  shelfStable: 'Yes',
};

export const ranchGallon: Product = {
  id: 'p-ranch-gallon',
  slug: 'ke1001-buttermilk-ranch-dressing',
  name: 'Buttermilk Ranch Dressing',
  productCode: 'KE1001',
  status: 'Website Active',
  websiteGroup: 'buttermilk-ranch',
  upc: '012345678905',
  upc12: '012345678905',
  marketingMessage: 'A creamy, tangy ranch made with real buttermilk and a blend of herbs.',
  ingredients:
    'Soybean oil, water, buttermilk (cultured skim milk), egg yolk, vinegar, salt, garlic, onion, spices.',
  flavors: ['ranch'],
  productType: 'dressings',
  packaging: 'gallon',
  productLines: ['essentials'],
  meta: { title: 'Buttermilk Ranch Dressing', keyword: 'ranch', description: 'Buttermilk ranch dressing.' },
  shelfLife: 270,
  files: { pdf: null },
  images: {
    website: 'products/ke1001-website.svg',
    websiteThumbnail: 'products/ke1001-thumb.svg',
    each: 'products/ke1001-each.svg',
    case: 'products/ke1001-case.svg',
    souflet: null,
    innerCase: null,
  },
  claims: {
    marketing: { ...allNo, gluten: 'No', msg: 'No', hfcs: 'No', edta: 'Yes', syntheticColors: 'Yes' },
    allergens: { eggs: 'Contains', milk: 'Contains', soy: 'Contains' },
    sensitivities: {},
  },
  storage: { storage: 'Store at 35-45°F. Refrigerate after opening.', shelfLife: 270 },
  caseInfo: {
    packageType: 'Gallon',
    individualUnitVal: 1,
    individualUnitPercent: 'GLL',
    unitQuantity: 4,
    caseGtin: '10012345678902',
    innerUpc: null,
    caseLength: 12.75,
    caseWidth: 12.5,
    caseHeight: 11.125,
    grossWeight: 33.6712,
    netWeight: 30.5,
    fullWeight: 33.6712,
    volume: 1.0262,
    tixHl: '10x4',
    primaryPackaging: 'Plastic jug',
    secondaryPackaging: 'Corrugated case',
    averageServings: 128,
    quantityInnerPack: 1,
  },
  nutrition: {
    serviceSizeHouseholding: '2 Tbsp',
    serviceSizeValue: '30 g',
    formatTypeCode: 'GRM',
    caloriesVal: { Val: 140, Percent: null },
    totalFat: { Val: 15, Percent: 19 },
    saturatedFat: { Val: 2.5, Percent: 13 },
    transfattyAcids: { Val: 0, Percent: null },
    cholesterol: { Val: 10, Percent: 3 },
    sodium: { Val: 260, Percent: 11 },
    carbohydrates: { Val: 1, Percent: 0 },
    totalDietary: { Val: 0, Percent: 0 },
    totalSugar: { Val: 1, Percent: null },
    addedSugar: { Val: 0, Percent: 0 },
    protein: { Val: 0, Percent: null },
    vitaminD: { Val: 0, Percent: 0 },
    calcium: { Val: 10, Percent: 0 },
    iron: { Val: 0.1, Percent: 0 },
    potassium: { Val: 20, Percent: 0 },
    vitaminA: { Val: 6, Percent: 0 },
    vitaminC: { Val: 0, Percent: 0 },
  },
  isNew: false,
  notice: null,
  related: [],
};

export const ranchCup: Product = {
  ...ranchGallon,
  id: 'p-ranch-cup',
  slug: 'ke1001c15-buttermilk-ranch-dressing',
  productCode: 'KE1001C15',
  packaging: 'cup',
  upc: '012345678912',
  upc12: '012345678912',
  images: { ...ranchGallon.images, website: 'products/ke1003-website.svg', case: null },
  caseInfo: {
    ...ranchGallon.caseInfo,
    packageType: 'Cup',
    individualUnitVal: 1.5,
    individualUnitPercent: 'ONZ',
    unitQuantity: 100,
    caseGtin: '10012345678919',
    averageServings: 1,
    quantityInnerPack: 1,
  },
};

export const ranchPouch: Product = {
  ...ranchGallon,
  id: 'p-ranch-pouch',
  slug: 'ke1001p-buttermilk-ranch-dressing',
  productCode: 'KE1001P',
  packaging: 'pouch',
  caseInfo: {
    ...ranchGallon.caseInfo,
    packageType: 'Pouch',
    individualUnitVal: 1.5,
    individualUnitPercent: 'GLL',
  },
};

/** One of the four new codes of spec §2.5 (wheat and soy removed). */
export const newCaesar: Product = {
  ...ranchGallon,
  id: 'p-caesar-new',
  slug: 'ke5052-classic-caesar-dressing',
  name: 'Classic Caesar Dressing',
  productCode: 'KE5052',
  websiteGroup: 'classic-caesar',
  flavors: ['caesar'],
  marketingMessage: 'A bold Caesar with aged parmesan, garlic and a squeeze of lemon.',
  images: { ...ranchGallon.images, website: null, websiteThumbnail: null },
  claims: {
    marketing: { ...allNo, fatFree: 'No', lite: 'No', artificialFlavors: 'Yes' },
    allergens: { eggs: 'Contains', milk: 'Contains', fish: 'Contains' },
    sensitivities: {},
  },
  isNew: true,
  notice: 'New product code and GTIN. Wheat and soy removed.',
};

/** A lite, fat-free product: both claims show on 'Yes'. */
export const liteItalian: Product = {
  ...ranchGallon,
  id: 'p-lite-italian',
  slug: 'ke2040-lite-fat-free-italian-herb-vinaigrette-with-roasted-garlic-and-red-pepper',
  name: 'Lite Fat Free Italian Herb Vinaigrette with Roasted Garlic and Red Pepper',
  productCode: 'KE2040',
  websiteGroup: 'lite-italian',
  claims: {
    marketing: { ...allNo, lite: 'Yes', fatFree: 'Yes' },
    allergens: {},
    sensitivities: {},
  },
  nutrition: {
    serviceSizeHouseholding: '2 Tbsp',
    serviceSizeValue: '31 g',
    formatTypeCode: null,
    caloriesVal: { Val: 20, Percent: null },
    totalFat: { Val: 0, Percent: 0 },
    sodium: { Val: 330, Percent: 14 },
    carbohydrates: { Val: 4, Percent: 1 },
    totalSugar: { Val: 3, Percent: null },
  },
};

/** The tile-sized view of a product, as the list API returns it. */
export function summaryOf(product: Product): ProductSummary {
  const { packageType, individualUnitVal, individualUnitPercent } = product.caseInfo;
  return {
    id: product.id,
    slug: product.slug,
    name: product.name,
    productCode: product.productCode,
    status: product.status,
    websiteGroup: product.websiteGroup,
    packaging: product.packaging,
    productType: product.productType,
    flavors: product.flavors,
    isNew: product.isNew,
    images: product.images,
    claims: product.claims,
    caseInfo: { packageType, individualUnitVal, individualUnitPercent },
  };
}
