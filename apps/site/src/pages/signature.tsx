import { defaultBrand } from '@larder/domain';
import { Button } from '@larder/ui';
import { contentPaths, ALL_RECIPES_ANCHOR } from '../content-routes';
import { productsHref } from './products-story-data';
import { ProductLinePage } from './products-story-line';

/**
 * Signature (spec §2.13): the line's products (brewpub-style mustard, balsamic fig glaze, bistro sauce …), 'see
 * all' to /products with the line set, all recipes and contact.
 */
export default function SignaturePage() {
  return (
    <ProductLinePage
      lineId="signature"
      title={`${defaultBrand.shortName} Signature`}
      listId="signature-products"
      productsTitle="Signature sauces, mustards and glazes"
      actions={
        <>
          <Button href={productsHref({ productLines: ['signature'] })}>See all Signature products</Button>
          <Button href={contentPaths.recipes.getHref({}, { hash: ALL_RECIPES_ANCHOR })} variant="secondary">
            See all recipes
          </Button>
          <Button href="/contact" variant="secondary">
            Contact us
          </Button>
        </>
      }
    />
  );
}
