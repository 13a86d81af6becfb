export { Loading } from './Loading';
export type { LoadingProps } from './Loading';
