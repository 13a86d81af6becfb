export { OfflineNotice } from './OfflineNotice';
export type { OfflineNoticeProps } from './OfflineNotice';
