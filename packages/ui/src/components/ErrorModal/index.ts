export { ErrorModal } from './ErrorModal';
export type { ErrorModalProps } from './ErrorModal';
