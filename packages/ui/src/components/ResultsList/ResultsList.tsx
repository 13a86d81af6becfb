import { Fragment, useMemo, useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import { MSG_NO_RESULTS } from '@larder/domain';
import { Button } from '../Button/Button';
import { EmptyState } from '../EmptyState/EmptyState';
import { Loading } from '../Loading/Loading';
import { Skeleton } from '../Skeleton/Skeleton';
import { TileGrid } from '../TileGrid/TileGrid';
import {
  NextPageLink,
  Pending,
  PendingLoading,
  ResultsMore,
  ResultsRoot,
  ResultsStatus,
} from './ResultsList.styles';
import { useNextPageSentinel } from './useNextPageSentinel';

/**
 * How near the viewport the end of the list comes (two viewport heights below it) before the next page's
 * placeholders are laid out under the tiles: far enough that they land unseen, late enough that a page read from its
 * top never pays for 30 animated placeholders just after hydration.
 */
const NEARBY = '0px 0px 200% 0px';

/** The word a list counts its results in, singular and plural ('product', 'products'). */
export interface ResultsNoun {
  one: string;
  other: string;
}

export interface ResultsListProps<T> extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** The results loaded so far, in order. */
  items: readonly T[];
  /** The tile of one result (each becomes an item of the list). */
  renderItem: (item: T, index: number) => ReactNode;
  /** The React key of a result. @default the result's `id` */
  getKey?: (item: T) => string;
  /** What the list counts, for 'Showing 30 of 120 products' and 'Loading more products failed.' */
  noun: ResultsNoun;
  /** How many results the query has in all; unknown shows '30 products'. */
  total?: number;
  /** The first page is loading (shows 'Loading...' while nothing is listed). @default false */
  loading?: boolean;
  /** The next page is loading (shows 'Loading...' under the list). @default false */
  loadingMore?: boolean;
  /** The query has no results: shows the empty state. @default false */
  empty?: boolean;
  /** Title of the empty state. @default 'Sorry, no results were found' */
  emptyTitle?: ReactNode;
  /** Clears the filters; given, the empty state offers 'Reset filters'. */
  onReset?: () => void;
  /** Loading a page failed (said under the results already listed). @default false */
  error?: boolean;
  /** Another page exists. @default false */
  hasNext?: boolean;
  /** URL of the list's next page, for the 'Next page' link that works without JavaScript. */
  nextHref?: string;
  /**
   * URL of the list's previous page when `items` do not start at the first result (a list entered at a later
   * page): a 'Previous page' link above the results.
   */
  previousHref?: string;
  /** How many results come before `items` (a list entered at a later page). @default 0 */
  offset?: number;
  /** Loads the next page in place: the link's click, and scrolling near the end of the list. */
  onLoadMore?: () => void;
  /** Results a page holds: how many tile placeholders reserve the next page's room. @default 30 */
  pageSize?: number;
  /** Narrowest a tile may get, in px, before the grid drops a column. @default 220 */
  minTileWidth?: number;
  /** Accessible name of the list of results. */
  listLabel?: string;
  /** Id of the element that names the list of results. */
  listLabelledBy?: string;
}

function statusText(count: number, offset: number, total: number | undefined, noun: ResultsNoun): string {
  if (total === undefined) return `${count} ${noun.other}`;
  const shown = offset > 0 ? `${offset + 1}–${offset + count}` : `${count}`;
  return `Showing ${shown} of ${total} ${total === 1 ? noun.one : noun.other}`;
}

const idOf = (item: unknown) => (item as { id: string }).id;

/**
 * A ResultsList shows the results of a filtered query page by page: 'Loading...', the empty state with 'Reset
 * filters', 'Showing n of m', the tiles, and a 'Next page' link that works without JavaScript and loads the next
 * page in place (infinite scroll) once the page is hydrated.
 */
export function ResultsList<T>({
  items,
  renderItem,
  getKey = idOf,
  noun,
  total,
  loading = false,
  loadingMore = false,
  empty = false,
  emptyTitle = MSG_NO_RESULTS,
  onReset,
  error = false,
  hasNext = false,
  nextHref,
  previousHref,
  offset = 0,
  onLoadMore,
  pageSize = 30,
  minTileWidth = 220,
  listLabel,
  listLabelledBy,
  ...rest
}: ResultsListProps<T>) {
  const count = items.length;
  const canLoadMore = hasNext && !loadingMore;
  // Once the end of the list nears the viewport in the browser, placeholders hold the next page's room under the
  // list, so the tiles land where the visitor already sees their shapes and nothing on screen moves (the footer
  // stays a page away). They are rebuilt for every page (keyed by the count): a new box is not a layout shift, a
  // moved one is.
  const [near, setNear] = useState(false);
  const room = hasNext && onLoadMore !== undefined && count > 0 && !error;
  const reserved =
    near && room ? Math.max(0, Math.min(pageSize, total === undefined ? pageSize : total - count)) : 0;
  const { sentinel: end } = useNextPageSentinel({
    active: room && !near,
    loaded: count,
    onLoadMore: () => setNear(true),
    margin: NEARBY,
  });
  // The same element while the list's own props stay the same: the render that follows the end's approach (`near`)
  // then skips the tiles instead of rendering every one of them again.
  const tiles = useMemo(
    () => (
      <TileGrid minTileWidth={minTileWidth} aria-label={listLabel} aria-labelledby={listLabelledBy}>
        {items.map((item, index) => (
          <Fragment key={getKey(item)}>{renderItem(item, index)}</Fragment>
        ))}
      </TileGrid>
    ),
    [items, renderItem, getKey, minTileWidth, listLabel, listLabelledBy],
  );
  // Where placeholders will hold the next page, it loads as they near (never from the link before they exist).
  const { sentinel, onClick } = useNextPageSentinel({
    active: canLoadMore && (near || !room),
    loaded: count,
    onLoadMore,
  });
  return (
    <ResultsRoot {...rest}>
      {loading && count === 0 ? <Loading /> : null}
      {empty ? (
        <EmptyState
          title={emptyTitle}
          action={
            onReset ? (
              <Button variant="secondary" onClick={onReset}>
                Reset filters
              </Button>
            ) : undefined
          }
        />
      ) : null}
      {count > 0 ? (
        <>
          <ResultsStatus role="status">{statusText(count, offset, total, noun)}</ResultsStatus>
          {previousHref ? (
            <ResultsMore>
              <NextPageLink href={previousHref}>Previous page</NextPageLink>
            </ResultsMore>
          ) : null}
          {tiles}
        </>
      ) : null}
      {error && count > 0 ? (
        <ResultsStatus role="alert">{`Loading more ${noun.other} failed.`}</ResultsStatus>
      ) : null}
      {reserved > 0 ? (
        <Pending key={count} ref={sentinel}>
          {loadingMore ? <PendingLoading /> : null}
          <TileGrid minTileWidth={minTileWidth} aria-hidden="true">
            {Array.from({ length: reserved }, (_placeholder, index) => (
              <Skeleton key={index} variant="card" lines={3} />
            ))}
          </TileGrid>
        </Pending>
      ) : null}
      <ResultsMore ref={end}>
        {loadingMore && count > 0 && reserved === 0 ? <Loading /> : null}
        {canLoadMore && nextHref ? (
          <NextPageLink ref={reserved > 0 ? undefined : sentinel} href={nextHref} onClick={onClick}>
            Next page
          </NextPageLink>
        ) : null}
      </ResultsMore>
    </ResultsRoot>
  );
}
ResultsList.displayName = 'ResultsList';
