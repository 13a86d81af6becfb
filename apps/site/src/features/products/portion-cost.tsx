import { useSearchParams } from 'react-router';
import type { Product } from '@larder/domain';
import { PORTION_COST_SECTION_ID, PRODUCT_SECTION_NAV, PortionCostCalculator } from '@larder/ui';
import { getHref } from '../../paths';

/** The product page's section nav: the spec's four sections, then the calculator operators look for. */
export const PRODUCT_PAGE_SECTIONS = [
  ...PRODUCT_SECTION_NAV,
  { id: PORTION_COST_SECTION_ID, label: 'Portion and Cost' },
];

/**
 * The product page's portion and cost calculator (issue 16, item 4). Without JavaScript it is a GET form to the
 * product's page (`?portion=1.5&portionUnit=fl-oz`) answered in the server HTML; with it every answer updates as
 * the operator types. The case price is never part of a request. Keyed by product: another package (another case)
 * starts afresh.
 */
export function PortionCost({ product }: { product: Product }) {
  const [searchParams] = useSearchParams();
  return (
    <PortionCostCalculator
      key={product.id}
      product={product}
      action={getHref('product', product.slug)}
      defaultPortion={searchParams.get('portion') ?? ''}
      defaultUnit={searchParams.get('portionUnit') ?? ''}
    />
  );
}
