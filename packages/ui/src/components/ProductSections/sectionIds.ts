/**
 * Anchor ids of the product-detail sections. `ProductSections` renders them and `MobileSectionNav` links to the
 * four the spec's mobile nav names (case information, ingredients, nutritional, general).
 */
export const PRODUCT_SECTION_IDS = {
  general: 'general',
  ingredients: 'ingredients',
  claims: 'claims',
  allergens: 'allergens',
  storage: 'storage',
  caseInformation: 'case-information',
  nutritional: 'nutritional',
} as const;

export type ProductSectionId = (typeof PRODUCT_SECTION_IDS)[keyof typeof PRODUCT_SECTION_IDS];
