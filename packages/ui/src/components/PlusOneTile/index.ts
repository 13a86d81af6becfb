export { PlusOneTile } from './PlusOneTile';
export type { PlusOneTileProps } from './PlusOneTile';
