export { CategoryBlocks } from './CategoryBlocks';
export type { CategoryBlocksProps } from './CategoryBlocks';
