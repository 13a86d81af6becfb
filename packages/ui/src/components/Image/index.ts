export { Image } from './Image';
export type { ImageProps } from './Image';
export { imageUrl, imageSrcSet, defaultFallbackImage, IMAGE_RESIZER_BASE } from './imageUrl';
