export { TileGrid } from './TileGrid';
export type { TileGridProps } from './TileGrid';
