import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useSeo } from '@larder/client';
import { DEFAULT_ANCHOR_OFFSET } from '../constants';
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
 * The head builders (head-tags.ts) load with the first page view, after hydration, in a chunk of their own: the
 * first page's head is the server's already (issue 12: first-load JavaScript, docs/benchmarks.md, js-size).
 */
export function useHeadAndPageViews(): void {
  const location = useLocation();
  const { notFoundUrl, publicUrl } = useSite();
  const url = `${location.pathname}${location.search}`;
  const isNotFound = notFoundUrl === url || matchRoute(location.pathname).route === undefined;
  const seo = useSeo(isNotFound ? null : location.pathname);
  const seoMissing = seo.error?.status === 404;
  const seoData = seo.data;
  const { pathname } = location;

  const tracked = useRef<string | null>(null);
  useEffect(() => {
    if (!isNotFound && !seoMissing && !seoData) return;
    let current = true;
    void import('../head-tags').then(({ applyHead, defaultHead, pageHead }) => {
      if (!current) return;
      const head = isNotFound
        ? pageHead(null, pathname, publicUrl)
        : seoMissing || !seoData
          ? defaultHead(pathname, publicUrl)
          : pageHead(seoData, pathname, publicUrl);
      applyHead(head);
      if (tracked.current !== url) {
        tracked.current = url;
        trackPageView(url, head.title);
      }
    });
    return () => {
      current = false;
    };
  }, [isNotFound, seoMissing, seoData, pathname, publicUrl, url]);
}
