import { useEffect, useRef, useState, type MouseEvent } from 'react';

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
  margin = LOOKAHEAD,
}: {
  /** Whether another page may be loaded now (there is one and none is loading). */
  active: boolean;
  /** How many results are loaded; a change means a page arrived. */
  loaded: number;
  onLoadMore: (() => void) | undefined;
  /** How near the viewport (an IntersectionObserver `rootMargin`) the sentinel calls `onLoadMore`. @default 400 px below */
  margin?: string;
}) {
  const load = useRef(onLoadMore);
  useEffect(() => {
    load.current = onLoadMore;
  });
  // The callback ref is a state setter: any element (the link, the placeholders' box, the list's end) can carry it, and the one
  // that takes its place is observed instead.
  const [sentinel, setSentinel] = useState<HTMLElement | null>(null);
  useEffect(() => {
    if (!sentinel || !active || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) load.current?.();
      },
      { rootMargin: margin },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [sentinel, active, loaded, margin]);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!load.current) return;
    event.preventDefault();
    load.current();
  };
  return { sentinel: setSentinel, onClick };
}
