import { Button } from '@larder/ui';
import { getHref } from '../../../paths';
import { ProductLinePage } from './product-line-page';
import { compareTray, useCompareSelection } from '../../compare/compare-selection';

/** The page's lazy parts: in the server HTML, loaded with the page on a client navigation (lib/lazy-page.ts). */
export const parts = [compareTray];

/**
 * Metropolitan Select (spec §2.13): its three products (creamy buttermilk ranch, blue ribbon Texas barbecue sauce,
 * Roman Caesar dressing), /products filtered by the line, and contact.
 */
export default function MetropolitanPage() {
  const compare = useCompareSelection();
  return (
    <ProductLinePage
      lineId="metropolitan"
      title="Metropolitan Select"
      listId="metropolitan-products"
      productsTitle="The Metropolitan Select collection"
      actions={
        <>
          <Button href={getHref('products', { productLines: ['metropolitan'] }, { compare })}>
            See all Metropolitan Select products
          </Button>
          <Button href={getHref('contact')} variant="secondary">
            Contact us
          </Button>
        </>
      }
    />
  );
}
