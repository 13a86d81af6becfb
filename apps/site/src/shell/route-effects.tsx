import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { useLocation } from 'react-router';
import { useSeo } from '@larder/client';
import { DEFAULT_ANCHOR_OFFSET } from '../constants';
import { applyHead, defaultHead, pageHead, type PageHead } from '../head-tags';
import { trackPageView } from '../lib/analytics';
import { useSite } from '../lib/site-context';
import { matchRoute } from '../routes';

// useLayoutEffect warns during server rendering; these effects only matter in the browser anyway.
const useBrowserLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/** Offset of anchor jumps on the current route (spec §2.1: -75 on product pages, -85 elsewhere). */
export function useAnchorOffset(): number {
  const { pathname } = useLocation();
  return matchRoute(pathname).route?.anchorOffset ?? DEFAULT_ANCHOR_OFFSET;
}

function keepsScroll(state: unknown): boolean {
  return (
    state !== null && typeof state === 'object' && (state as { keepScroll?: unknown }).keepScroll === true
  );
}

/**
 * Scroll on route entry (spec §2.1): to the top, or to the `#anchor` less the header offset. Filter changes and
 * package-tab switches pass `{ keepScroll: true }` and stay where they are. The first page load is left to the
 * browser (a default `scroll-margin-top` on every element with an id gives it the same offset).
 */
export function useScrollOnNavigation(offset: number): void {
  const location = useLocation();
  const first = useRef(true);
  useBrowserLayoutEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (keepsScroll(location.state)) return;
    const id = location.hash ? decodeURIComponent(location.hash.slice(1)) : '';
    const target = id ? document.getElementById(id) : null;
    if (target) {
      window.scrollTo({ top: target.getBoundingClientRect().top + window.scrollY - offset });
    } else {
      window.scrollTo(0, 0);
    }
  }, [location.pathname, location.hash]);
}

/**
 * Keeps <title>, description, canonical and Open Graph tags in line with the path after client-side
 * navigation (the server wrote them for the first page), and reports a page view once the new head is in place.
 */
export function useHeadAndPageViews(): void {
  const location = useLocation();
  const { notFoundUrl, publicUrl } = useSite();
  const url = `${location.pathname}${location.search}`;
  const isNotFound = notFoundUrl === url || matchRoute(location.pathname).route === undefined;
  const seo = useSeo(isNotFound ? null : location.pathname);
  const seoMissing = seo.error?.status === 404;
  const head: PageHead | undefined = useMemo(() => {
    if (isNotFound) return pageHead(null, location.pathname, publicUrl);
    if (seoMissing) return defaultHead(location.pathname, publicUrl);
    return seo.data ? pageHead(seo.data, location.pathname, publicUrl) : undefined;
  }, [isNotFound, seoMissing, seo.data, location.pathname, publicUrl]);

  const tracked = useRef<string | null>(null);
  useEffect(() => {
    if (!head) return;
    applyHead(head);
    if (tracked.current !== url) {
      tracked.current = url;
      trackPageView(url, head.title);
    }
  }, [head, url]);
}
