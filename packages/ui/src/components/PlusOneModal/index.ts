export { PlusOneModal } from './PlusOneModal';
export type { PlusOneModalProps } from './PlusOneModal';
