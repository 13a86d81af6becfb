export { ProductEmailModal, PRODUCT_EMAIL_FILE_LABELS } from './ProductEmailModal';
export type { ProductEmailModalProps } from './ProductEmailModal';
