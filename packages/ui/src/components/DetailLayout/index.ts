export { DetailLayout, DetailActions } from './DetailLayout';
export type { DetailLayoutProps, DetailActionsProps, DetailMediaSize } from './DetailLayout';
