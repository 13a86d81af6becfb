export { CompareTray } from './CompareTray';
export type { CompareTrayProps } from './CompareTray';
