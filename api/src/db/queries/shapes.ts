/**
 * The derived shapes of `@larder/domain` (ProductSummary, ProductOption, FaqProduct, RecipeSummary) as SQL: stored
 * generated columns built from an entity's `doc` when the row is written (migration 070: building them in each
 * query decompressed the document once per field), so lists never ship whole documents. `alias` is the table alias.
 */
import { WEBSITE_ACTIVE_STATUS } from '@larder/domain';

export function productSummary(alias = 'p'): string {
  return `${alias}.summary`;
}

export function productOption(alias = 'p'): string {
  return `${alias}.option`;
}

export function faqProduct(alias = 'p'): string {
  return `${alias}.faq`;
}

export function recipeSummary(alias = 'r'): string {
  return `${alias}.summary`;
}

/** Products are listed by name, then in package display order (spec §9); id keeps pages stable. */
export const PRODUCT_ORDER = 'p.sort_name, p.package_order, p.id';

/** The listed status as an SQL string literal (the domain's `WEBSITE_ACTIVE_STATUS`, quoted). */
export const WEBSITE_ACTIVE = `'${WEBSITE_ACTIVE_STATUS}'`;
