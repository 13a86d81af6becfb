export { ProductKeyFacts } from './ProductKeyFacts';
export type { ProductKeyFactsProps } from './ProductKeyFacts';
