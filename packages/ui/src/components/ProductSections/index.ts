export { ProductSections } from './ProductSections';
export type { ProductSectionsProps } from './ProductSections';
export { PRODUCT_SECTION_IDS } from './sectionIds';
export type { ProductSectionId } from './sectionIds';
