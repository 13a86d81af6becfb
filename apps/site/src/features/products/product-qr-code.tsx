import { productDigitalLink } from '@larder/domain';
import { QrCode } from '@larder/ui';
import { useSite } from '../../lib/site-context';
import { getHref } from '../../paths';

/**
 * The QR code of a product's GS1 Digital Link (issue 14 item 4), on its public origin: a phone held to the screen
 * or to the printed page opens the product. Nothing when the product has no valid GTIN.
 */
export function ProductQrCode({ product }: { product: { slug: string; upc: string } }) {
  const { publicUrl } = useSite();
  const url = productDigitalLink(publicUrl, product);
  if (url === undefined) return null;
  return <QrCode src={getHref('productQrCode', product.slug)} url={url} />;
}
