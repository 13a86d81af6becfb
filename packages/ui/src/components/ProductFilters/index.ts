export { ProductFilters } from './ProductFilters';
export type { ProductFiltersProps, ProductFilterLookups, ProductFiltersVariant } from './ProductFilters';
