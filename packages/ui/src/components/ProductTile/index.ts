export { ProductTile } from './ProductTile';
export type { ProductTileProduct, ProductTileProps } from './ProductTile';
