export { RecipeTile } from './RecipeTile';
export type { RecipeTileProps } from './RecipeTile';
