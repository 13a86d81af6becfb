import { createElement, lazy, Suspense, useState, type ComponentType } from 'react';

export interface LazyPart<P extends object> {
  /** Renders the part inside its own Suspense boundary (fallback: nothing). */
  Part: ComponentType<P>;
  /** Loads the part's module. */
  preload: () => Promise<void>;
  /**
   * When the browser loads the part of the page it hydrates: `'load'`, at once (`lazyPart`); `'render'`, if and when
   * the page renders it (`lazyPart` with that option: a part shown only in some states); `'visible'`, when the
   * visitor reaches it (`visiblePart`, lib/visible-part.tsx).
   */
  hydrate: 'load' | 'render' | 'visible';
}

/**
 * A part of a page that a visitor only reaches by interacting with it (a calculator, a tool under the fold…), in its
 * own chunk so that it is not part of the page's first-load JavaScript.
 *
 * - Server: the page module exports the part in `parts`, and `lazyPage` awaits every part before the server renders,
 *   so the part is in the server HTML like the rest of the page.
 * - Hydration: the client does not wait for the part. Its Suspense boundary suspends, and React keeps the server
 *   HTML of the boundary as it is and hydrates it when the chunk arrives (selective hydration): no fallback, no
 *   mismatch, and the rest of the page is interactive meanwhile. The chunk is requested just after the page's own
 *   (`preloadForHydration`), or, with `hydrate: 'render'`, only when the page renders the part (its Suspense
 *   boundary suspends on it then): a part the page shows in some states only (the compare tray, with a selection) is
 *   not loaded by a page that does not show it. For a part a visitor reaches only by scrolling, see `visiblePart`.
 * - Client navigation: `lazyPage` loads the parts with the page, so the part renders at once, like the page.
 */
export function lazyPart<P extends object>(
  name: string,
  load: () => Promise<ComponentType<P>>,
  { hydrate = 'load' }: { hydrate?: 'load' | 'render' } = {},
): LazyPart<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<void> | undefined;
  const preload = () => {
    pending ??= load().then((component) => {
      loaded = component;
    });
    return pending;
  };
  const Lazy = lazy(async () => {
    await preload();
    return { default: loaded as ComponentType<P> };
  });
  function Part(props: P) {
    // Decided once per mount, as in lazyPage: switching component later would remount the part.
    const [Ready] = useState(() => loaded);
    return createElement(
      Suspense,
      { fallback: null },
      Ready ? createElement(Ready, props) : createElement(Lazy as ComponentType<P>, props),
    );
  }
  Part.displayName = `LazyPart(${name})`;
  return { Part, preload, hydrate };
}
