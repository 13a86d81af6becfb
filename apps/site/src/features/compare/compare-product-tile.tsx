import { ProductTile, type ProductTileProps } from '@larder/ui';
import { getHref } from '../../paths';
import { ProductCompareToggle, useCompareSelection } from './compare-selection';

/**
 * A product tile that keeps the compare selection (issue 16): its link carries `?compare=` to the product page (the
 * package's page given `packageSegment`) and it has the add-to-compare toggle. Every list of product tiles uses it. A module of its own, so that a page without
 * product tiles (a product page: its toggle and the tray) does not load ProductTile with the selection.
 */
export function CompareProductTile({
  product,
  packageSegment,
  ...rest
}: Omit<ProductTileProps, 'href' | 'actions'> & {
  /** Link to this package form of the product (`/products/{slug}/{package}`), as the package pages do. */
  packageSegment?: string;
}) {
  const selection = useCompareSelection();
  return (
    <ProductTile
      product={product}
      href={
        packageSegment === undefined
          ? getHref('product', product.slug, selection)
          : getHref('productPackage', product.slug, packageSegment, selection)
      }
      actions={<ProductCompareToggle slug={product.slug} name={product.name} />}
      {...rest}
    />
  );
}
