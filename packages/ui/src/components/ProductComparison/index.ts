export { ProductComparison } from './ProductComparison';
export type { ProductComparisonProps, ComparisonItem, ComparisonWayOn } from './ProductComparison';
