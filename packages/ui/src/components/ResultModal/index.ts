export { ResultModal } from './ResultModal';
export type { ResultModalProps, ResultModalVariant } from './ResultModal';
