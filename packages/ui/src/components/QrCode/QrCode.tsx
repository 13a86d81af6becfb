import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { QrCaption, QrImage, QrRoot, QrUrl } from './QrCode.styles';

export interface QrCodeProps extends ComponentPropsWithRef<'figure'> {
  /** URL of the QR code picture (an SVG the site serves, light quiet zone included). */
  src: string;
  /** The URL the code opens, printed under it so it can be read or typed without a scanner. */
  url: string;
  /** What scanning does. @default 'Scan to open this product' */
  caption?: ReactNode;
  /** Side of the picture in CSS px. @default 128 */
  size?: number;
}

/**
 * A QrCode shows a scannable code with what it opens, in words and as the URL itself (a product's GS1 Digital Link,
 * so a phone held to a printed page or a screen opens the product).
 */
export function QrCode({
  src,
  url,
  caption = 'Scan to open this product',
  size = 128,
  ref,
  ...rest
}: QrCodeProps) {
  // The caption names the figure explicitly: not every browser and screen reader pairs figcaption and figure.
  const captionId = useId();
  return (
    <QrRoot ref={ref} aria-labelledby={captionId} {...rest}>
      <QrImage src={src} width={size} height={size} alt="QR code" loading="lazy" decoding="async" />
      <QrCaption id={captionId}>
        <strong>{caption}</strong> <QrUrl>{url}</QrUrl>
      </QrCaption>
    </QrRoot>
  );
}
QrCode.displayName = 'QrCode';
