import type { FaqProduct } from '@larder/domain';

const noImages = {
  website: null,
  websiteThumbnail: null,
  each: null,
  case: null,
  souflet: null,
  innerCase: null,
};

/** A spec-shaped FAQ product for the FAQ tools' stories and tests. */
export function faqProduct(overrides: Partial<FaqProduct> = {}): FaqProduct {
  return {
    id: 'ke1001',
    slug: 'ke1001-ranch-dressing',
    name: 'Ranch Dressing',
    productCode: 'KE1001',
    status: 'Website Active',
    websiteGroup: 'ranch-dressing',
    packaging: 'gallon',
    upc: '074658100139',
    upc12: '074658100139',
    shelfLife: 270,
    images: noImages,
    claims: {
      marketing: {
        lite: 'No',
        msg: 'No',
        hfcs: 'No',
        edta: 'Yes',
        artificialFlavors: 'No',
        syntheticColors: 'No',
        artificialPreservatives: 'Yes',
        fatFree: 'No',
        gluten: 'No',
        kosher: 'Yes',
        kosherDairy: 'Yes',
        refrigerated: 'No',
        shelfStable: 'Yes',
      },
      allergens: { eggs: 'Contains', milk: 'Contains' },
      sensitivities: {},
    },
    ...overrides,
  };
}

/** Three products: a ranch (eggs, milk; gluten free; kosher dairy), an italian and a GTIN-14 caesar cup. */
export const faqProducts: readonly FaqProduct[] = [
  faqProduct(),
  faqProduct({
    id: 'ke1002',
    slug: 'ke1002-italian-dressing',
    name: 'Italian Dressing',
    productCode: 'KE1002',
    websiteGroup: 'italian-dressing',
    upc: '074658100207',
    upc12: '074658100207',
    shelfLife: 1,
    claims: {
      ...faqProduct().claims,
      marketing: { ...faqProduct().claims.marketing, gluten: 'Yes', kosher: 'No', kosherDairy: 'No' },
      allergens: {},
    },
  }),
  faqProduct({
    id: 'ke1003',
    slug: 'ke1003-caesar-dressing-cup',
    name: 'Caesar Dressing',
    productCode: 'KE1003',
    packaging: 'cup',
    websiteGroup: 'caesar-dressing',
    upc: '10074658100228',
    upc12: '074658100221',
    claims: {
      ...faqProduct().claims,
      marketing: { ...faqProduct().claims.marketing, kosherDairy: 'No' },
      allergens: { fish: 'Contains', eggs: 'Contains', treenuts: 'Contains' },
    },
  }),
];
