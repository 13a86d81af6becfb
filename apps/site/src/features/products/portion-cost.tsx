import { useSearchParams } from 'react-router';
import type { Product } from '@larder/domain';
import { PortionCostCalculator } from '@larder/ui';
import { getHref } from '../../paths';

/**
 * The product page's portion and cost calculator (issue 16, item 4). Without JavaScript it is a GET form to the
 * product's page (`?portion=1.5&portionUnit=fl-oz`) answered in the server HTML; with it every answer updates as
 * the operator types. The case price is never part of a request. Keyed by product: another package (another case)
 * starts afresh. A lazy part of the product page (product-detail.tsx): in the server HTML, hydrated when its chunk
 * (the calculator and its unit conversions) arrives.
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
