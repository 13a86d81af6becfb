/**
 * SQL expressions that build the derived shapes of `@larder/domain` (ProductSummary, ProductOption, FaqProduct,
 * RecipeSummary) from an entity's `doc`, so lists never ship whole documents. `alias` is the table alias.
 */
import { WEBSITE_ACTIVE_STATUS } from '@larder/domain';

export function productSummary(alias = 'p'): string {
  const d = `${alias}.doc`;
  return `jsonb_build_object(
    'id', ${d}->'id', 'slug', ${d}->'slug', 'name', ${d}->'name', 'productCode', ${d}->'productCode',
    'status', ${d}->'status', 'websiteGroup', ${d}->'websiteGroup', 'packaging', ${d}->'packaging',
    'productType', ${d}->'productType', 'flavors', ${d}->'flavors', 'isNew', ${d}->'isNew',
    'images', ${d}->'images', 'claims', ${d}->'claims',
    'caseInfo', jsonb_build_object(
      'packageType', ${d}->'caseInfo'->'packageType',
      'individualUnitVal', ${d}->'caseInfo'->'individualUnitVal',
      'individualUnitPercent', ${d}->'caseInfo'->'individualUnitPercent'))`;
}

export function productOption(alias = 'p'): string {
  const d = `${alias}.doc`;
  return `jsonb_build_object(
    'id', ${d}->'id', 'slug', ${d}->'slug', 'name', ${d}->'name', 'productCode', ${d}->'productCode',
    'status', ${d}->'status', 'websiteGroup', ${d}->'websiteGroup', 'packaging', ${d}->'packaging',
    'upc', ${d}->'upc', 'upc12', ${d}->'upc12')`;
}

export function faqProduct(alias = 'p'): string {
  const d = `${alias}.doc`;
  return `${productOption(alias)} || jsonb_build_object(
    'shelfLife', ${d}->'shelfLife', 'claims', ${d}->'claims', 'images', ${d}->'images')`;
}

export function recipeSummary(alias = 'r'): string {
  const d = `${alias}.doc`;
  return `jsonb_build_object(
    'id', ${d}->'id', 'slug', ${d}->'slug', 'title', ${d}->'title', 'label', ${d}->'label',
    'thumbnail', ${d}->'thumbnail', 'flavors', ${d}->'flavors', 'dishes', ${d}->'dishes',
    'courses', ${d}->'courses', 'isKFS', ${d}->'isKFS', 'isKogi', ${d}->'isKogi')`;
}

/** Products are listed by name, then in package display order (spec §9); id keeps pages stable. */
export const PRODUCT_ORDER = 'p.sort_name, p.package_order, p.id';

/** The listed status as an SQL string literal (the domain's `WEBSITE_ACTIVE_STATUS`, quoted). */
export const WEBSITE_ACTIVE = `'${WEBSITE_ACTIVE_STATUS}'`;
