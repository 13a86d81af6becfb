import { isWebsiteActive, type ProductOption } from '@larder/domain';

/** What a visitor may arrive with: a product code and/or a website group (navigation state or query string). */
export interface SamplePrefill {
  code?: string;
  group?: string;
}

/** Products offered in the sample form: the 'Website Active' ones (spec §9). */
export function sampleProducts(products: readonly ProductOption[] | undefined): ProductOption[] {
  return (products ?? []).filter(isWebsiteActive);
}

/**
 * Ids to tick in the sample field (spec §4): the products with the given code first, else those of the given
 * website group; none when neither matches.
 */
export function prefillSampleIds(products: readonly ProductOption[], prefill: SamplePrefill): string[] {
  const { code, group } = prefill;
  if (code) {
    const byCode = products.filter((product) => product.productCode === code);
    if (byCode.length > 0) return byCode.map((product) => product.id);
  }
  if (group) {
    const byGroup = products.filter((product) => product.websiteGroup === group);
    if (byGroup.length > 0) return byGroup.map((product) => product.id);
  }
  return [];
}
