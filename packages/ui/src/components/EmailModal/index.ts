export { EmailModal, EMAIL_SUCCESS_CLOSE_MS } from './EmailModal';
export type { EmailModalProps } from './EmailModal';
