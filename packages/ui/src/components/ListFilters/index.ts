export { ListFilters } from './ListFilters';
export type { ListFiltersProps, ListFilterGroup, ListFilterValue } from './ListFilters';
