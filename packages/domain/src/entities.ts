/**
 * Entities of spec §3, with the spec's field names. These are the shapes that the content files in
 * `api/content/` hold, that the API returns inside `{ data }`, that `openapi.yaml` describes and that the
 * UI components take as props. Image fields are paths under the image root (served by
 * `/img/fit-in/{w}x{h}/{path}`), e.g. `products/ke1001-website.svg`.
 */

export type YesNo = 'Yes' | 'No';

export type ProductStatus = 'Website Active' | 'Deactivated' | 'Website Inactive';

/** Keys of `claims.marketing` (Yes/No each). */
export const MARKETING_CLAIM_KEYS = [
  'lite',
  'msg',
  'hfcs',
  'edta',
  'artificialFlavors',
  'syntheticColors',
  'artificialPreservatives',
  'fatFree',
  'gluten',
  'kosher',
  'kosherDairy',
  'refrigerated',
  'shelfStable',
] as const;
export type MarketingClaimKey = (typeof MARKETING_CLAIM_KEYS)[number];
export type MarketingClaims = Record<MarketingClaimKey, YesNo>;

/** Keys of `claims.allergens`; a present allergen has the value 'Contains'. */
export const ALLERGEN_KEYS = [
  'soy',
  'crustacean',
  'eggs',
  'fish',
  'milk',
  'wheat',
  'peanuts',
  'treenuts',
  'sesame',
] as const;
export type AllergenKey = (typeof ALLERGEN_KEYS)[number];
export type Allergens = Partial<Record<AllergenKey, 'Contains'>>;

export interface ProductImages {
  website: string | null;
  websiteThumbnail: string | null;
  each: string | null;
  case: string | null;
  souflet: string | null;
  innerCase: string | null;
}

export interface CaseInfo {
  /** 'Gallon', 'Pail', 'Tub', 'Bar Bottle', 'Cup', 'Pouch', 'Bag-in-Box', 'Pillow Pack', 'Dispenser Pack' */
  packageType: string;
  /** Size of one unit, e.g. 1.5 (for a 1.5 oz cup) or 1 (for a 1 gallon jug). */
  individualUnitVal: number;
  /** Unit code of individualUnitVal: 'ONZ' (ounce, shown as oz), 'GLL' (gallon), 'LBR' (pound), 'FOZ' (fl oz). */
  individualUnitPercent: string;
  /** Units in a case. */
  unitQuantity: number;
  /** GTIN-14 of the case. */
  caseGtin: string;
  /** UPC of the inner pack, if any. */
  innerUpc: string | null;
  /** Inches. */
  caseLength: number;
  caseWidth: number;
  caseHeight: number;
  /** Pounds. */
  grossWeight: number;
  netWeight: number;
  fullWeight: number;
  /** Cubic feet. */
  volume: number;
  /** Ti x Hi pallet pattern, e.g. '10x5'. */
  tixHl: string;
  primaryPackaging: string;
  secondaryPackaging: string;
  /** Servings in one unit. */
  averageServings: number;
  /** Units in an inner pack (1 when there is none). */
  quantityInnerPack: number;
}

/** A nutrient value: Val in its unit (g, mg or mcg), Percent of daily value (or null). */
export interface NutrientValue {
  Val: number | null;
  Percent: number | null;
}

export const NUTRIENT_KEYS = [
  'caloriesVal',
  'totalFat',
  'saturatedFat',
  'transfattyAcids',
  'cholesterol',
  'sodium',
  'carbohydrates',
  'totalDietary',
  'totalSugar',
  'addedSugar',
  'protein',
  'calcium',
  'iron',
  'potassium',
  'vitaminD',
  'vitaminA',
  'vitaminC',
] as const;
export type NutrientKey = (typeof NUTRIENT_KEYS)[number];

export interface Nutrition extends Partial<Record<NutrientKey, NutrientValue>> {
  /** Household serving size, e.g. '2 Tbsp'. */
  serviceSizeHouseholding: string;
  /** Metric serving size, e.g. '30 g' or '30 mL'. */
  serviceSizeValue: string;
  /** Format code of the serving ('ML', 'GRM'); when present, servings per container are computed. */
  formatTypeCode: string | null;
}

export interface ProductRef {
  id: string;
  code: string;
  title: string;
  url: string;
}

export interface Product {
  id: string;
  slug: string;
  name: string;
  /** Product code, 12 or 14 characters for GTIN-style codes, or a short item code such as KE5052. */
  productCode: string;
  status: ProductStatus;
  /** Sibling products (the same recipe in other package formats) share a websiteGroup. */
  websiteGroup: string;
  /** UPC-A with a valid check digit (12 digits). */
  upc: string;
  upc12: string;
  marketingMessage: string;
  ingredients: string;
  /** Flavor ids (lookup `flavors`). */
  flavors: string[];
  /** Product category id (lookup `products`, e.g. 'dressings'). Filter key `product`. */
  productType: string;
  /** Packaging id (lookup `packagings`, e.g. 'gallon', 'cup', 'pouch'). Filter key `package`. */
  packaging: string;
  /** Product-line ids (lookup `productLines`). */
  productLines: string[];
  meta: { title: string; keyword: string; description: string };
  shelfLife: number;
  files: { pdf: string | null };
  images: ProductImages;
  claims: {
    marketing: MarketingClaims;
    allergens: Allergens;
    sensitivities: { sesame?: 'Contains' };
  };
  storage: { storage: string; shelfLife: number };
  caseInfo: CaseInfo;
  nutrition: Nutrition;
  /** True for the four new codes (KE5052, KE5052ZY, KE5052B3, KE5060B3). */
  isNew: boolean;
  /** Notice shown on new codes, e.g. 'New product code and GTIN. Wheat and soy removed.' */
  notice: string | null;
  /** Ids of related products. */
  related: string[];
}

export interface Flavor {
  id: string;
  name: string;
  image: string;
  /** Hex colour used for generated artwork and flavor tiles. */
  color: string;
}
export interface ProductLine {
  id: string;
  name: string;
  description: string;
  image: string;
}
export interface Packaging {
  id: string;
  name: string;
  displayOrder: number;
  image: string;
}
export interface NamedLookup {
  id: string;
  name: string;
}
export interface Trend {
  id: string;
  title: string;
  link: string;
  image: string;
}
export interface Uom {
  id: string;
  name: string;
}

export interface RecipeIngredient {
  amount: string;
  /** Unit of measure id (lookup `uoms`). */
  weight: string | null;
  ingredient: string;
  notes: string;
  productId: string | null;
  plusOneId: string | null;
  subRecipeId: string | null;
}

export interface RecipeStep {
  /** Step text; [bracketed] names refer to products, plus-ones or sub-recipes listed on the step. */
  step: string;
  products: string[];
  plusOnes: string[];
  subRecipes: string[];
}

export interface SubRecipe {
  id: string;
  title: string;
  slug: string;
  isStandAlone: boolean;
  ingredients: RecipeIngredient[];
  steps: RecipeStep[];
  related: { products: ProductRef[] };
}

export interface Recipe {
  id: string;
  slug: string;
  url: string;
  code: string;
  label: string;
  title: string;
  thumbnail: string;
  image: string;
  pdfFilePath: string | null;
  cardFilePath: string | null;
  isKFS: boolean;
  isKogi: boolean;
  /** Flavor ids. */
  flavors: string[];
  courses: { id: string; title: string }[];
  dishes: { id: string; title: string }[];
  /** Portions the amounts as written make (the yield that scaling starts from). */
  servings: number;
  /** Ingredient lookup ids (filter `ingredients`). */
  ingredientIds: string[];
  /** Trend ids. */
  trends: string[];
  meta: { title: string; keyword: string; description: string };
  details: { title: string; thumbnail: string };
  ingredients: RecipeIngredient[];
  steps: RecipeStep[];
  subRecipes: SubRecipe[];
  related: {
    products: ProductRef[];
    plusOnes: { id: string; title: string; pdfFilePath: string | null }[];
  };
  timeCreated: string;
  timeModified: string;
  timeArchived: string | null;
  timePromoted: string | null;
}

/** A recipe as `GET /api/recipes/details` answers it: the content, plus what the page works out from the catalogue. */
export interface RecipeDetails extends Recipe {
  /**
   * Calories a serving gets from the catalogue's products in the recipe (`recipeProductCalories`), null when not
   * known; the page's sentence and the Recipe JSON-LD's `nutrition.calories`.
   */
  productCaloriesPerServing: number | null;
  /**
   * Minutes the recipe's steps and sub-recipes state, added up (`minutesStatedInSteps`), null when they state none;
   * the page's "Cooking time stated in the steps" and the Recipe JSON-LD's `cookTime` and `totalTime`.
   */
  minutesStatedInSteps: number | null;
}

export interface PlusOneIngredient {
  amount: string;
  weight: string | null;
  ingredient: string;
  notes: string;
  productId: string | null;
}

export interface PlusOne {
  id: string;
  label: string;
  title: string;
  image: string;
  pdfFilePath: string | null;
  flavors: string[];
  details: { title: string; pdfFilePath: string | null; ingredients: PlusOneIngredient[] };
  /** Directions; [bracketed] product codes become links. */
  steps: string[];
  related: { products: ProductRef[] };
}

export interface HomeBlock {
  title: string;
  caption: string;
  image: string;
  link: string;
}

/** A curated list (menu-insight and offer pages): items point at recipes or products by id. */
export interface CuratedItem {
  _id: string;
  displayOrder: number;
  image?: string;
}
export interface CuratedList {
  id: string;
  kind: 'recipes' | 'products' | 'plusOnes';
  items: CuratedItem[];
}

export interface SeoRow {
  path: string;
  title: string;
  description: string;
  canonical: string;
}

export interface Paging {
  page: number;
  limit: number;
  hasNext: boolean;
  total: number;
}

/** A product as listed in tiles and search results. */
export interface ProductSummary extends Pick<
  Product,
  | 'id'
  | 'slug'
  | 'name'
  | 'productCode'
  | 'status'
  | 'websiteGroup'
  | 'packaging'
  | 'productType'
  | 'flavors'
  | 'isNew'
  | 'images'
  | 'claims'
> {
  caseInfo: Pick<CaseInfo, 'packageType' | 'individualUnitVal' | 'individualUnitPercent'>;
}

/** A product as offered in form dropdowns. */
export type ProductOption = Pick<
  Product,
  'id' | 'slug' | 'name' | 'productCode' | 'status' | 'websiteGroup' | 'packaging' | 'upc' | 'upc12'
>;

/** A product as the FAQ tools need it. */
export interface FaqProduct extends ProductOption {
  shelfLife: number;
  claims: Product['claims'];
  images: ProductImages;
}

export type RecipeSummary = Pick<
  Recipe,
  'id' | 'slug' | 'title' | 'label' | 'thumbnail' | 'flavors' | 'dishes' | 'courses' | 'isKFS' | 'isKogi'
>;

export interface RelatedGroup {
  type: 'flavor' | 'product';
  id: string;
  title: string;
  recipes: RecipeSummary[];
}

export type SearchGroup =
  | { key: 'products'; label: 'Products'; items: ProductSummary[] }
  | { key: 'recipes'; label: 'Recipes'; items: RecipeSummary[] }
  | { key: 'plusones'; label: 'Make it your own'; items: PlusOne[] };

/** The heading of each search group (spec §2.2, §2.8), as `SearchGroup.label` carries it. */
export const SEARCH_GROUP_LABELS: { readonly [G in SearchGroup as G['key']]: G['label'] } = {
  products: 'Products',
  recipes: 'Recipes',
  plusones: 'Make it your own',
};

export interface ProductDetails {
  product: Product;
  siblings: ProductSummary[];
  related: ProductSummary[];
}

export interface ApiError {
  param: string;
  value?: unknown;
  msg: string;
}
