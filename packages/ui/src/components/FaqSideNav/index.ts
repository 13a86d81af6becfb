export { FaqSideNav } from './FaqSideNav';
export type { FaqSideNavProps, FaqSideNavItem } from './FaqSideNav';
