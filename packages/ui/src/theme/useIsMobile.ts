import { useCallback, useSyncExternalStore } from 'react';
import { mobileQuery } from './breakpoints';

function canMatch(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function';
}

/**
 * Whether the viewport is in mobile mode (narrower than 1000 px). It follows the window as it crosses the
 * breakpoint. On the server, and during hydration, it returns `initialValue`, so server HTML and the first client
 * render agree; the real value takes over right after hydration.
 */
export function useIsMobile(initialValue = false): boolean {
  const subscribe = useCallback((onChange: () => void) => {
    if (!canMatch()) return () => {};
    const list = window.matchMedia(mobileQuery);
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, []);
  const getSnapshot = () => (canMatch() ? window.matchMedia(mobileQuery).matches : initialValue);
  return useSyncExternalStore(subscribe, getSnapshot, () => initialValue);
}
