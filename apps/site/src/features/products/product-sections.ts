import { PRODUCT_SECTION_NAV } from '@larder/ui';

/**
 * Id of the portion and cost calculator's section (`PORTION_COST_SECTION_ID` of `@larder/ui`, checked by
 * product-sections.test.ts). Written out here so that the page's section nav does not load the calculator, which is
 * a lazy part of the page (portion-cost.tsx).
 */
export const PORTION_COST_SECTION = 'portion-and-cost';

/** The product page's section nav: the spec's four sections, then the calculator operators look for. */
export const PRODUCT_PAGE_SECTIONS = [
  ...PRODUCT_SECTION_NAV,
  { id: PORTION_COST_SECTION, label: 'Portion and Cost' },
];
