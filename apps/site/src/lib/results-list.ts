import type { InfiniteList } from '@larder/client';
import type { ResultsListProps } from '@larder/ui';

/** The state props of the library's ResultsList, read from an infinite list hook of `@larder/client`. */
export type ListStateProps = Pick<
  ResultsListProps<unknown>,
  'total' | 'loading' | 'loadingMore' | 'empty' | 'error' | 'hasNext' | 'onLoadMore'
>;

/**
 * What a ResultsList shows of an infinite list: its total, the first and the next page loading, no results, a
 * failed page, and whether and how to load the next page.
 */
export function listStateProps(
  list: Pick<
    InfiniteList<unknown, unknown>,
    'paging' | 'isLoading' | 'isLoadingMore' | 'isEmpty' | 'error' | 'hasNext' | 'loadMore'
  >,
): ListStateProps {
  return {
    total: list.paging?.total,
    loading: list.isLoading,
    loadingMore: list.isLoadingMore,
    empty: list.isEmpty,
    error: Boolean(list.error),
    hasNext: list.hasNext,
    onLoadMore: list.loadMore,
  };
}
