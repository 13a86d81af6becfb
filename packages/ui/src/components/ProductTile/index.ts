export { ProductTile } from './ProductTile';
export type { ProductTileProps } from './ProductTile';
