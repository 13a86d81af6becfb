// The header's search results in a chunk of their own (shell/shell-parts.ts): the entry imports `@larder/ui` as a
// whole, so the part's dynamic import names this module rather than the library.
export { SearchResultsDropdown } from '@larder/ui';
