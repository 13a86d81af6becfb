import { createElement, lazy, useState, type ComponentType } from 'react';

type PageModule = {
  default: ComponentType;
  /** Loads the page's lazy parts (lib/lazy-part.tsx): awaited on the server, started without waiting on the client. */
  preloadParts?: () => Promise<unknown>;
};

export interface LazyPage {
  /** Renders the page; suspends only when the module was not preloaded. */
  Component: ComponentType;
  /** Loads the module; the server and the client await it before rendering/hydrating the matched route. */
  preload: () => Promise<ComponentType>;
  /** Source path of the module (a key of Vite's manifest), for modulepreload links. */
  module: string;
}

/**
 * A page split into its own chunk. Unlike a bare `React.lazy`, once `preload()` has resolved the page renders
 * synchronously, so server rendering and hydration never hit a Suspense fallback (no flash, no mismatch).
 */
export function lazyPage(module: string, load: () => Promise<PageModule>): LazyPage {
  let loaded: ComponentType | undefined;
  let pending: Promise<ComponentType> | undefined;
  const preload = () => {
    pending ??= load().then(async (mod) => {
      // The server renders the parts into the HTML; the client hydrates them when their chunks arrive.
      if (typeof document === 'undefined') await mod.preloadParts?.();
      else void mod.preloadParts?.();
      loaded = mod.default;
      return loaded;
    });
    return pending;
  };
  const Lazy = lazy(async () => ({ default: await preload() }));
  function Page() {
    // Decided once per mount: switching from Lazy to the loaded component later would remount the page.
    const [Ready] = useState(() => loaded);
    return Ready ? createElement(Ready) : createElement(Lazy);
  }
  Page.displayName = `LazyPage(${module})`;
  return { Component: Page, preload, module };
}
