export { Image } from './Image';
export type { ImageProps } from './Image';
export {
  imageUrl,
  imageSrcSet,
  defaultFallbackImage,
  IMAGE_RESIZER_BASE,
  IMAGE_RESIZER_MAX,
} from './imageUrl';
