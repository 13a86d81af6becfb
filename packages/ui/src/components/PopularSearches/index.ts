export { PopularSearches, popularSearchTerms, searchResultHref } from './PopularSearches';
export type { PopularSearchesProps } from './PopularSearches';
