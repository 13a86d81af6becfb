export { MobileSectionNav, PRODUCT_SECTION_NAV } from './MobileSectionNav';
export type { MobileSectionNavProps, MobileSectionNavItem } from './MobileSectionNav';
