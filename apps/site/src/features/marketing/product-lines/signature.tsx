import { defaultBrand } from '@larder/domain';
import { Button } from '@larder/ui';
import { ALL_RECIPES_ANCHOR, getHref } from '../../../paths';
import { ProductLinePage } from './product-line-page';
import { compareTray, useCompareSelection } from '../../compare/compare-selection';

/** The page's lazy parts: in the server HTML, loaded with the page on a client navigation (lib/lazy-page.ts). */
export const parts = [compareTray];

/**
 * Signature (spec §2.13): the line's products (brewpub-style mustard, balsamic fig glaze, bistro sauce …), 'see
 * all' to /products with the line set, all recipes and contact.
 */
export default function SignaturePage() {
  const compare = useCompareSelection();
  return (
    <ProductLinePage
      lineId="signature"
      title={`${defaultBrand.shortName} Signature`}
      listId="signature-products"
      productsTitle="Signature sauces, mustards and glazes"
      actions={
        <>
          <Button href={getHref('products', { productLines: ['signature'] }, { compare })}>
            See all Signature products
          </Button>
          <Button href={getHref('recipes', {}, { hash: ALL_RECIPES_ANCHOR })} variant="secondary">
            See all recipes
          </Button>
          <Button href={getHref('contact')} variant="secondary">
            Contact us
          </Button>
        </>
      }
    />
  );
}
