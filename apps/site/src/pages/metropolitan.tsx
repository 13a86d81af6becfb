import { Button } from '@larder/ui';
import { productsHref } from './products-story-data';
import { ProductLinePage } from './products-story-line';

/**
 * Metropolitan Select (spec §2.13): its three products (creamy buttermilk ranch, blue ribbon Texas barbecue sauce,
 * Roman Caesar dressing), /products filtered by the line, and contact.
 */
export default function MetropolitanPage() {
  return (
    <ProductLinePage
      lineId="metropolitan"
      title="Metropolitan Select"
      listId="metropolitan-products"
      productsTitle="The Metropolitan Select collection"
      actions={
        <>
          <Button href={productsHref({ productLines: ['metropolitan'] })}>
            See all Metropolitan Select products
          </Button>
          <Button href="/contact" variant="secondary">
            Contact us
          </Button>
        </>
      }
    />
  );
}
