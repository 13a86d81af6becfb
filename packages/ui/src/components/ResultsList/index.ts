export { ResultsList } from './ResultsList';
export type { ResultsListProps, ResultsNoun } from './ResultsList';
