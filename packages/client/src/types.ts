/**
 * Named aliases of the generated OpenAPI types (`schema.d.ts`), so callers never index `components` themselves.
 * The shapes are those of `@larder/domain` entities (spec §3 field names).
 */
import type { components, operations, paths } from './schema';

export type { components, operations, paths };

type Schemas = components['schemas'];
type QueryOf<O extends keyof operations> = NonNullable<operations[O]['parameters']['query']>;

// Entities
export type Product = Schemas['Product'];
export type ProductSummary = Schemas['ProductSummary'];
export type CaseInfo = Schemas['CaseInfo'];
export type Nutrition = Schemas['Nutrition'];
export type NutrientValue = Schemas['NutrientValue'];
export type MarketingClaims = Schemas['MarketingClaims'];
export type Allergens = Schemas['Allergens'];
export type ProductImages = Schemas['ProductImages'];
export type ProductRef = Schemas['ProductRef'];
export type ProductOption = Schemas['ProductOption'];
export type FaqProduct = Schemas['FaqProduct'];
export type ProductDetails = Schemas['ProductDetails'];
export type Recipe = Schemas['Recipe'];
export type RecipeDetails = Schemas['RecipeDetails'];
export type RecipeSummary = Schemas['RecipeSummary'];
export type RecipeIngredient = Schemas['RecipeIngredient'];
export type RecipeStep = Schemas['RecipeStep'];
export type SubRecipe = Schemas['SubRecipe'];
export type PlusOneIngredient = Schemas['PlusOneIngredient'];
export type RelatedGroup = Schemas['RelatedGroup'];
export type PlusOne = Schemas['PlusOne'];
export type Paging = Schemas['Paging'];
export type ProductPage = Schemas['ProductPage'];
export type AllergenMatrix = Schemas['AllergenMatrix'];
export type RecipePage = Schemas['RecipePage'];
export type PlusOnePage = Schemas['PlusOnePage'];
export type NamedLookup = Schemas['NamedLookup'];
export type Flavor = Schemas['Flavor'];
export type ProductLine = Schemas['ProductLine'];
export type Packaging = Schemas['Packaging'];
export type Trend = Schemas['Trend'];
export type Uom = Schemas['Uom'];
export type HomeBlock = Schemas['HomeBlock'];
export type CuratedList = Schemas['CuratedList'];
export type CuratedItem = Schemas['CuratedItem'];
export type SeoRow = Schemas['SeoRow'];
export type SearchGroup = Schemas['SearchGroup'];
export type SearchKey = Schemas['SearchKey'];
export type DatasetName = Schemas['DatasetName'];
export type DatasetResult = Schemas['DatasetResult'];
export type RecipeSort = Schemas['RecipeSort'];
export type Health = Schemas['Health'];
export type SiteKey = Schemas['SiteKey'];
export type ZipValidationResult = Schemas['ZipValidationResult'];
/** One entry of an error list: `param` names the field or parameter. */
export type FieldError = Schemas['ApiError'];
export type ErrorList = Schemas['ErrorList'];

// Request bodies
export type ContactRequest = Schemas['ContactRequest'];
export type SampleRequest = Schemas['SampleRequest'];
export type GeneralSampleRequest = Schemas['GeneralSampleRequest'];
export type PortionControlSampleRequest = Schemas['PortionControlSampleRequest'];
export type EventRegistrationRequest = Schemas['EventRegistrationRequest'];
export type InquiryRequest = Schemas['InquiryRequest'];
export type SendFilesRequest = Schemas['SendFilesRequest'];
export type Created = Schemas['CreatedResponse']['data'];

// Query parameters of the read calls
export type ProductsQuery = QueryOf<'listProducts'>;
export type ProductDetailsQuery = QueryOf<'getProductDetails'>;
export type AllergenMatrixQuery = QueryOf<'getAllergenMatrix'>;
export type RecipesQuery = QueryOf<'listRecipes'>;
export type RecipeDetailsQuery = QueryOf<'getRecipeDetails'>;
export type RelatedRecipesQuery = QueryOf<'listRelatedRecipes'>;
export type PlusOnesQuery = QueryOf<'listPlusOnes'>;
export type SearchQuery = QueryOf<'search'>;
export type SeoQuery = QueryOf<'getSeo'>;

/** The `data` of one dataset of `/api/dxp-data`, by name. */
export type DatasetData<N extends DatasetName> = Extract<DatasetResult, { dataset: N }>['data'];
