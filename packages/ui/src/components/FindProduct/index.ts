export { FindProduct } from './FindProduct';
export type { FindProductProps } from './FindProduct';
