export { FlipBlock } from './FlipBlock';
export type { FlipBlockProps, FlipBlockLinkProps } from './FlipBlock';
