/** Events that mean the visitor is using something inside the element (a press, focus, a key). */
export const VISIT_EVENTS = ['pointerdown', 'focusin', 'keydown'] as const;

/**
 * How far from the screen a part's element may be and still count as reached: one viewport above and below, so that
 * a visitor scrolling at a normal pace finds the part hydrated when it appears.
 */
export const VISIT_ROOT_MARGIN = '100% 0px';

/**
 * Calls `onVisit` once, when one of `element`'s child elements comes within `VISIT_ROOT_MARGIN` of the viewport or an
 * event of `VISIT_EVENTS` happens inside `element`, whichever is first; then stops watching. The children are
 * watched, not `element`, so that `element` may be a `display: contents` wrapper (which has no box to intersect).
 * Returns the function that stops watching (a React ref callback's cleanup).
 */
export function watchForVisit(element: HTMLElement, onVisit: () => void): () => void {
  let observer: IntersectionObserver | undefined;
  let visited = false;
  const stop = () => {
    observer?.disconnect();
    for (const type of VISIT_EVENTS) element.removeEventListener(type, visit, true);
  };
  function visit() {
    if (visited) return;
    visited = true;
    stop();
    onVisit();
  }
  for (const type of VISIT_EVENTS) element.addEventListener(type, visit, true);
  if (typeof IntersectionObserver === 'function') {
    observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) visit();
      },
      { rootMargin: VISIT_ROOT_MARGIN },
    );
    for (const child of Array.from(element.children)) observer.observe(child);
  } else {
    // No IntersectionObserver (very old browsers): hydrate as a 'load' part would.
    queueMicrotask(visit);
  }
  return stop;
}
