export { SearchResultsDropdown } from './SearchResultsDropdown';
export type { SearchResultsDropdownProps } from './SearchResultsDropdown';
