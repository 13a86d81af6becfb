import { useEffect, useRef, type MouseEvent } from 'react';

interface InfiniteState {
  hasNext: boolean;
  isLoadingMore: boolean;
  size: number;
  loadMore: () => void;
}

/**
 * Infinite scroll as the products list does it: the no-JS 'Next page' link doubles as the sentinel. A fresh
 * observer after each page reports at once when the link is still in view, so a short page keeps loading until
 * the viewport is full. Returns the link's ref and its click handler (loads the next page in place).
 */
export function useNextPageSentinel({ hasNext, isLoadingMore, size, loadMore }: InfiniteState) {
  const load = useRef(loadMore);
  useEffect(() => {
    load.current = loadMore;
  });
  const sentinel = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    const element = sentinel.current;
    if (!element || !hasNext || isLoadingMore || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) load.current();
      },
      { rootMargin: '0px 0px 400px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasNext, isLoadingMore, size]);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    load.current();
  };
  return { sentinel, onClick };
}
