export { FaqAnswer } from './FaqAnswer';
export type { FaqAnswerProps, FaqAnswerKind, FaqAnswerProduct } from './FaqAnswer';
