export { TrendingList } from './TrendingList';
export type { TrendingListProps } from './TrendingList';
