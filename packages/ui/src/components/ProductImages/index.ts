export { ProductImages } from './ProductImages';
export type { ProductImagesProps } from './ProductImages';
