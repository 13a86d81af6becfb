import { describe, expect, it } from 'vitest';
import { PORTION_COST_SECTION_ID, PRODUCT_SECTION_NAV } from '@larder/ui';
import { PORTION_COST_SECTION, PRODUCT_PAGE_SECTIONS } from './product-sections';

describe('the product page’s section nav', () => {
  it('links the calculator’s section by the id the calculator renders', () => {
    expect(PORTION_COST_SECTION).toBe(PORTION_COST_SECTION_ID);
    expect(PRODUCT_PAGE_SECTIONS).toEqual([
      ...PRODUCT_SECTION_NAV,
      { id: PORTION_COST_SECTION_ID, label: 'Portion and Cost' },
    ]);
  });
});
