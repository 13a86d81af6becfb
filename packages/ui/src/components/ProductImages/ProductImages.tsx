import type { ProductImages as ProductImageSet } from '@larder/domain';
import { Carousel, type CarouselProps } from '../Carousel';
import { Image } from '../Image';
import { VisuallyHidden } from '../VisuallyHidden';
import { Frame } from './ProductImages.styles';

export interface ProductImagesProps extends Omit<
  CarouselProps,
  'children' | 'label' | 'slidesPerView' | 'infinite' | 'dots'
> {
  /** The product's image paths; each missing view shows 'No image data' in its slide. */
  images: ProductImageSet;
  /** Product name, used in each picture's text alternative. */
  name: string;
  /** Size each picture is resized to (and its reserved space). @default 500 */
  size?: number;
  /** Accessible name of the carousel. @default 'Product images' */
  label?: string;
}

/** The views the product page shows, in the spec's order (§2.5), with the words used in alt text. */
const VIEWS = [
  ['website', 'product'],
  ['each', 'each'],
  ['case', 'case'],
  ['souflet', 'souflet'],
  ['innerCase', 'inner case'],
] as const satisfies readonly (readonly [keyof ProductImageSet, string])[];

/**
 * ProductImages shows a product's website, each, case, souflet and inner-case pictures one at a time in an
 * endless carousel without dots, always in that order (spec §2.5): a view the product has no picture for shows
 * 'No image data', named for screen readers, and a picture that fails to load shows the fallback image.
 */
export function ProductImages({
  images,
  name,
  size = 500,
  label = 'Product images',
  ref,
  ...rest
}: ProductImagesProps) {
  return (
    <Carousel ref={ref} label={label} slidesPerView={1} infinite dots={false} {...rest}>
      {VIEWS.map(([key, view], index) => (
        <Frame key={key}>
          {images[key] ? (
            <Image
              src={images[key]}
              alt={`${name}, ${view}`}
              width={size}
              height={size}
              // The first picture is the page's main image; the others wait until they are needed.
              loading={index === 0 ? 'eager' : 'lazy'}
            />
          ) : (
            <>
              <VisuallyHidden>{`${name}, ${view}: `}</VisuallyHidden>
              <Image src={null} alt="" width={size} height={size} />
            </>
          )}
        </Frame>
      ))}
    </Carousel>
  );
}

ProductImages.displayName = 'ProductImages';
