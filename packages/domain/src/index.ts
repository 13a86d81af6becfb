export type * from './entities.js';
export { MARKETING_CLAIM_KEYS, ALLERGEN_KEYS, NUTRIENT_KEYS, SEARCH_GROUP_LABELS } from './entities.js';

export type { BrandConfig, PostalAddress, PhoneLine, ExternalLink } from './brand.js';
export { defaultBrand, sisterBrand } from './brand.js';

export { WEBSITE_ACTIVE_STATUS, isWebsiteActive, matchesUpc } from './product-rules.js';

export type { PackagingId, PackageOrderItem } from './packages.js';
export {
  PACKAGING_IDS,
  PACKAGING_NAMES,
  CUP_SIZE_ORDER,
  isPackagingId,
  packagingIdFromName,
  comparePackageOrder,
} from './packages.js';

export type { AttributeRule, AttributeKey, AttributeDefinition, AttributeSubject } from './attributes.js';
export {
  ATTRIBUTE_KEYS,
  ATTRIBUTES,
  isAttributeKey,
  getAttribute,
  matchesAttributeRule,
  productMatchesAttributes,
} from './attributes.js';

export type { ClaimIconKey, ClaimIcon } from './claims.js';
export { CLAIM_ICON_KEYS, CLAIM_LABELS, isClaimIconKey, claimShowsIcon, claimIcons } from './claims.js';

export type {
  SearchParamsLike,
  ProductFilterKey,
  ProductFilters,
  RecipeFilterKey,
  RecipeFilters,
  PlusOneFilterKey,
  PlusOneFilters,
} from './filters.js';
export {
  PRODUCT_FILTER_KEYS,
  RECIPE_FILTER_KEYS,
  PLUS_ONE_FILTER_KEYS,
  parseProductFilters,
  stringifyProductFilters,
  parseRecipeFilters,
  stringifyRecipeFilters,
  parsePlusOneFilters,
  stringifyPlusOneFilters,
  filtersFromNavigationState,
  recipeFiltersFromNavigationState,
} from './filters.js';

export type {
  SizedProduct,
  NutrientRow,
  GlutenStatus,
  KosherStatus,
  TextSegment,
  DressingProduct,
  DressingInfoItem,
  PlusOneRef,
  SubRecipeRef,
  ReferenceTargets,
  PreferredReferences,
  ResolvedReference,
} from './format.js';
export {
  UNIT_LABELS,
  formatUnit,
  productSizeLabel,
  toFixed3,
  servingsPerContainer,
  NUTRIENT_ROWS,
  nutrientValue,
  formatNutrientAmount,
  formatNutrientPercent,
  allergenText,
  glutenStatus,
  kosherStatus,
  shelfLifeText,
  splitBracketed,
  resolveReference,
  wrapTitle,
  dressingInfo,
  upcCheckDigit,
  isValidUpcA,
  isValidGtin14,
} from './format.js';

export {
  MSG_INVALID,
  MSG_REQUIRED,
  MSG_NUMBER,
  MSG_EMAIL,
  MSG_URL,
  MSG_ZIP_LENGTH,
  MSG_VALID_URL,
  MSG_AT_LEAST_ONE_FIELD,
  MSG_UPC_NOT_FOUND,
  MSG_ITEM_NUMBER_LENGTH,
  MSG_NOT_LEAP_YEAR,
  MSG_INVALID_TWO_DIGIT_YEAR,
  MSG_INVALID_JULIAN_DATE,
  MSG_SELECT_ITEMS,
  MSG_SELECT_OPTION,
  MSG_CUSTOM_OPTION_DUPLICATE,
  MSG_CAPTCHA_RECAPTCHA,
  MSG_CAPTCHA_SOLVE,
  MSG_CAPTCHA_SOLVE_ABOVE,
  MSG_SENDING,
  MSG_SUBMITTING,
  MSG_GENERIC_FAILURE,
  MSG_PURCHASE_FAILURE,
  MSG_EMAIL_SENT_FAQ,
  MSG_EMAIL_SENT,
  MSG_INQUIRY_SUCCESS_TITLE,
  MSG_INQUIRY_SUCCESS_TEXT,
  MSG_SAMPLE_SUCCESS_TITLE,
  MSG_SAMPLE_SUCCESS_TEXT,
  MSG_CONTACT_SUCCESS_TITLE,
  MSG_CONTACT_SUCCESS_TEXT,
  MSG_REGISTRATION_SUCCESS,
  MSG_ZIP_INVALID,
  MSG_ZIP_API_ERROR,
  MSG_ZIP_NO_CITY,
  MSG_ZIP_VALIDATION_ERROR,
  MSG_NO_RESULTS,
  MSG_NO_SEARCH_RESULTS,
  MSG_SEARCH_PAGE_NO_RESULTS,
  MSG_HOME_BLOCKS_FAILED,
  MSG_LOADING,
  MSG_LOADING_FIELD,
  MSG_RELOAD_PAGE,
  MSG_NO_IMAGE_DATA,
  MSG_NOT_FOUND_PAGE,
  MSG_PAST_EXPIRATION,
  MSG_AVAILABLE,
  MSG_BACK_TO_PRODUCT_SEARCH,
  PLACEHOLDER_SEARCH,
  PLACEHOLDER_SEARCH_NO_RESULTS,
} from './messages.js';

export type { SelectOption, LocationValue, SegmentValue, DescriptionValue, FindValue } from './options.js';
export {
  LOCATION_OPTIONS,
  SEGMENT_OPTIONS,
  DESCRIPTION_OPTIONS,
  FIND_OPTIONS,
  STATE_OPTIONS,
  optionLabel,
  optionValue,
} from './options.js';

export type { DateResult, ExpirationInput, ExpirationResult, ExpirationOutcome } from './dates.js';
export {
  YEAR_WINDOW,
  MAX_JULIAN_DAY,
  isLeapYear,
  daysInYear,
  calendarDate,
  addDays,
  formatDate,
  resolveTwoDigitYear,
  isYearInWindow,
  parseManufactureYear,
  parseJulianDay,
  julianToDate,
  expirationDate,
  isPastExpiration,
  calculateExpiration,
} from './dates.js';

export type { FacilityCode, Facility, DecodedMfgCode } from './mfgCode.js';
export {
  FACILITIES,
  MFG_CODE_EXAMPLE,
  MFG_ERRORS,
  MfgCodeError,
  parseMfgCode,
  decodeMfgCode,
} from './mfgCode.js';

export type {
  FormName,
  InquiryVariant,
  InquirySource,
  InquiryValues,
  InquiryPayload,
  FindProductValues,
  ExpirationValues,
  EmailValues,
  ProductEmailFile,
  ProductEmailValues,
  EmailRequestPayload,
  GeneralSampleValues,
  GeneralSamplePayload,
  PortionControlSampleValues,
  PortionControlSamplePayload,
  ContactValues,
  ContactPayload,
  EventRegistrationValues,
  EventRegistrationPayload,
  CustomSelectOptionValues,
} from './schemas.js';
export {
  minCharsMessage,
  maxCharsMessage,
  minItemsMessage,
  maxItemsMessage,
  applyYupLocale,
  hasControlChars,
  SINGLE_LINE_FIELDS,
  EMAIL_PATTERN,
  WEBSITE_PATTERN,
  ZIP_PATTERN,
  emailField,
  INQUIRY_SOURCES,
  inquirySchema,
  findProductSchema,
  expirationSchema,
  emailSchema,
  PRODUCT_EMAIL_FILES,
  PRODUCT_EMAIL_SELECTION_PATH,
  productEmailSchema,
  generalSampleSchema,
  portionControlSampleSchema,
  toGeneralSamplePayload,
  fromGeneralSamplePayload,
  toPortionControlSamplePayload,
  fromPortionControlSamplePayload,
  contactSchema,
  eventRegistrationSchema,
  customSelectOptionSchema,
} from './schemas.js';

export * from './menu-insights.js';

export type { GtinResult, Gs1LinkType } from './gs1.js';
export {
  GTIN_LENGTHS,
  GS1_LINK_TYPES,
  GS1_VOC,
  UNLISTED_PATHS,
  digitalLinkPath,
  gtinCheckDigit,
  isValidGtin,
  normalizeGtin,
  parseLinkType,
  productDigitalLink,
} from './gs1.js';

export type { MajorAllergen, AllergenMatrixQuery, AllergenMatrixRow } from './allergen-matrix.js';
export {
  MAJOR_ALLERGENS,
  ALLERGEN_MATRIX_FILTER_KEYS,
  isMajorAllergenKey,
  containedAllergens,
  isFreeOf,
  parseAllergenMatrixQuery,
  stringifyAllergenMatrixQuery,
  csvField,
  allergenMatrixCsv,
  filterAllergenMatrixRows,
} from './allergen-matrix.js';

export type { CalorieProduct, RecipeForCalories } from './recipe-nutrition.js';
export { productCaloriesText, recipeProductCalories } from './recipe-nutrition.js';
export type { RecipeForTime } from './recipe-time.js';
export {
  STEP_TIME_LABEL,
  formatMinutes,
  isoDuration,
  minutesStatedInSteps,
  stepSeconds,
} from './recipe-time.js';
export type { UnitSystem, ScalingChoice, Quantity } from './recipe-scaling.js';
export {
  UNIT_SYSTEMS,
  UNIT_SYSTEM_LABELS,
  SERVINGS_MIN,
  SERVINGS_MAX,
  MSG_UNITS_INVALID,
  MSG_SERVINGS_RANGE,
  MSG_UNITS,
  MSG_SCALING_RECIPE_ONLY,
  scaledAmountsSentence,
  METRIC_UNIT_NAMES,
  servingsMessage,
  parseScalingQuery,
  parseAmount,
  roundToSteps,
  formatFraction,
  usVolume,
  usWeight,
  metricVolume,
  metricWeight,
  countAmount,
  scaleQuantity,
} from './recipe-scaling.js';

export type {
  PortionDimension,
  PortionUnit,
  PortionUnitDefinition,
  PortionBasis,
  NutrientRule,
  PortionInput,
  PortionNutrient,
  PortionResult,
} from './portion-cost.js';
export {
  PORTION_UNITS,
  PORTION_NUTRIENTS,
  PORTION_MAX_SERVINGS,
  CASE_PRICE_MAX,
  MSG_PORTION_NUMBER,
  MSG_PORTION_POSITIVE,
  MSG_PORTION_UNIT,
  MSG_PRICE_NUMBER,
  MSG_PRICE_POSITIVE,
  MSG_PRICE_MAX,
  portionTooLargeMessage,
  portionTooSmallMessage,
  isPortionUnit,
  formatPortionAmount,
  parseServingAmount,
  portionBasis,
  convertAmount,
  roundCalories,
  roundFat,
  roundCholesterol,
  roundSodium,
  roundGrams,
  roundNutrient,
  parseCasePrice,
  parsePortionAmount,
  calculatePortion,
  nutritionPerPortion,
  formatUsd,
} from './portion-cost.js';
export type {
  CompareProblem,
  CompareQuery,
  ComparisonClaim,
  SwitchChanges,
  CellFlag,
  ComparisonRow,
  ComparisonSection,
} from './product-comparison.js';
export {
  COMPARE_MIN,
  COMPARE_MAX,
  COMPARE_QUERY_KEYS,
  COMPARE_SELECTION_KEY,
  COMPARISON_CLAIMS,
  parseCompareQuery,
  stringifyCompareQuery,
  unknownProducts,
  compareProblemMessage,
  parseCompareSelection,
  addToCompare,
  removeFromCompare,
  holdsClaim,
  heldClaims,
  switchChanges,
  switchNeedsAttention,
  switchSentences,
  comparisonSections,
  comparisonIsUniform,
} from './product-comparison.js';
