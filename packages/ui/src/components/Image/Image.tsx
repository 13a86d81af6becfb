import { useCallback, useState, type ComponentPropsWithRef, type Ref, type SyntheticEvent } from 'react';
import { MSG_NO_IMAGE_DATA } from '@larder/domain';
import { ImagePlaceholder, ImageRoot } from './Image.styles';
import { defaultFallbackImage, imageSrcSet, imageUrl } from './imageUrl';

export interface ImageProps extends Omit<
  ComponentPropsWithRef<'img'>,
  'src' | 'srcSet' | 'width' | 'height' | 'alt'
> {
  /** Path under the image root (e.g. `products/ke1001-website.svg`) or a full URL; missing shows 'No image data'. */
  src?: string | null;
  /** Width in CSS px the image is resized to; also its largest displayed width. */
  width: number;
  /** Height in CSS px the image is resized to; width/height reserve the aspect ratio before it loads. */
  height: number;
  /** Text alternative; use '' for a decorative image. */
  alt: string;
  /** Image shown when loading fails. @default a neutral placeholder drawing */
  fallbackSrc?: string;
  /** Browser loading hint. @default 'lazy' */
  loading?: 'lazy' | 'eager';
  /** How the picture fills its box. @default 'contain' */
  fit?: 'contain' | 'cover';
  /** Text shown when there is no image. @default 'No image data' */
  missingText?: string;
}

type Stage = 'primary' | 'fallback' | 'missing';

/** An Image shows a picture through the resizer at 1x and 2x, keeping its space reserved while it loads. */
export function Image({
  src,
  width,
  height,
  alt,
  fallbackSrc = defaultFallbackImage,
  loading = 'lazy',
  fit = 'contain',
  missingText = MSG_NO_IMAGE_DATA,
  style,
  onError,
  ref,
  ...rest
}: ImageProps) {
  // The failure is remembered per source, so a new `src` starts again from the primary image.
  const [failure, setFailure] = useState<{ src: string; stage: Stage } | null>(null);
  const stage: Stage = !src ? 'missing' : failure?.src === src ? failure.stage : 'primary';
  const fail = useCallback(() => {
    if (!src) return;
    setFailure((current) => ({
      src,
      stage: current?.src === src && current.stage === 'fallback' ? 'missing' : 'fallback',
    }));
  }, [src]);

  const setRef = useCallback(
    (node: HTMLImageElement | null) => {
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
      // A server-rendered image can fail before hydration attaches onError; catch that case here.
      if (node && node.complete && node.naturalWidth === 0 && node.getAttribute('src')) fail();
    },
    [ref, fail],
  );

  // The box is sized by CSS classes, not a style attribute: a strict CSP (no 'unsafe-inline') blocks inline styles.

  if (stage === 'missing' || !src) {
    return (
      <ImagePlaceholder
        {...(rest as ComponentPropsWithRef<'div'>)}
        ref={ref as Ref<HTMLDivElement> | undefined}
        data-state="missing"
        $width={width}
        $height={height}
        style={style}
      >
        {missingText}
      </ImagePlaceholder>
    );
  }

  const handleError = (event: SyntheticEvent<HTMLImageElement>) => {
    onError?.(event);
    fail();
  };
  const isFallback = stage === 'fallback';
  return (
    <ImageRoot
      ref={setRef}
      src={isFallback ? fallbackSrc : imageUrl(src, width, height)}
      srcSet={isFallback ? undefined : imageSrcSet(src, width, height)}
      width={width}
      height={height}
      alt={alt}
      loading={loading}
      decoding="async"
      data-fit={fit}
      data-state={isFallback ? 'fallback' : 'loaded'}
      $width={width}
      $height={height}
      style={style}
      onError={handleError}
      {...rest}
    />
  );
}
Image.displayName = 'Image';
