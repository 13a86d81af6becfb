import { useCallback, useEffect, useRef, type MouseEvent } from 'react';

/** How far below the viewport the next page starts loading. */
const LOOKAHEAD = '0px 0px 400px 0px';

/**
 * Infinite scroll: the list's 'Next page' link works without JavaScript; once the page is hydrated the sentinel is
 * the link, or the next page's placeholders when the list shows them (ResultsList). A fresh observer after each
 * page reports at once when the sentinel is still in view, so a short page keeps loading until the viewport is
 * full. Returns a callback ref for the sentinel and the link's click handler (loads the next page in place).
 */
export function useNextPageSentinel({
  active,
  loaded,
  onLoadMore,
  target = 'link',
}: {
  /** Whether another page may be loaded now (there is one and none is loading). */
  active: boolean;
  /** How many results are loaded; a change means a page arrived. */
  loaded: number;
  onLoadMore: (() => void) | undefined;
  /** Which element carries the returned ref: a change re-observes the new one. @default 'link' */
  target?: string;
}) {
  const load = useRef(onLoadMore);
  useEffect(() => {
    load.current = onLoadMore;
  });
  const sentinel = useRef<HTMLElement>(null);
  useEffect(() => {
    const element = sentinel.current;
    if (!element || !active || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) load.current?.();
      },
      { rootMargin: LOOKAHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [active, loaded, target]);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!load.current) return;
    event.preventDefault();
    load.current();
  };
  // A callback ref, so any element (the link, or the placeholders' top) can carry it.
  const setSentinel = useCallback((node: HTMLElement | null) => {
    sentinel.current = node;
  }, []);
  return { sentinel: setSentinel, onClick };
}
