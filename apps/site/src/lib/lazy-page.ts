import { createElement, lazy, useEffect, useState, type ComponentType } from 'react';
import type { LazyPart } from './lazy-part';

type PageModule = {
  default: ComponentType;
  /**
   * The page's lazy parts (lib/lazy-part.tsx, lib/visible-part.tsx): awaited by the server and by a client
   * navigation; the page the browser hydrates requests its `'load'` parts at once, its `'render'` ones if it renders
   * them, and leaves the `'visible'` ones to the visitor.
   */
  parts?: readonly Pick<LazyPart<never>, 'preload' | 'hydrate'>[];
};

export interface LazyPage {
  /** Renders the page; suspends only when the module (or, on a client navigation, a part) is not loaded. */
  Component: ComponentType;
  /** Loads the module and its parts: the server awaits it before rendering, a client navigation before showing. */
  preload: () => Promise<ComponentType>;
  /**
   * Loads the module of the page the browser hydrates, which the client awaits before hydrating; its `'load'` parts
   * are requested without waiting, its `'render'` and `'visible'` ones not here.
   */
  preloadForHydration: () => Promise<ComponentType>;
  /** Source path of the module (a key of Vite's manifest), for modulepreload links. */
  module: string;
}

// From the client's first page preload until that page commits: a part mounted meanwhile is hydrating.
let hydrating = false;

/** Whether the page being rendered is the one the browser hydrates (its parts then have the server's HTML). */
export const isHydrating = () => hydrating;

/**
 * A page split into its own chunk. Unlike a bare `React.lazy`, once `preload()` (the page the browser hydrates:
 * `preloadForHydration()`) has resolved the page renders synchronously, so server rendering, hydration and client
 * navigations never hit a Suspense fallback (no flash, no mismatch).
 */
export function lazyPage(module: string, load: () => Promise<PageModule>): LazyPage {
  let loaded: ComponentType | undefined;
  // The page and its parts are loaded (a client navigation shows them together).
  let complete = false;
  let pendingModule: Promise<PageModule> | undefined;
  let pending: Promise<ComponentType> | undefined;
  const loadModule = () =>
    (pendingModule ??= load().then((mod) => {
      loaded = mod.default;
      return mod;
    }));
  const preload = () =>
    (pending ??= loadModule().then(async (mod) => {
      await Promise.all(mod.parts?.map((part) => part.preload()) ?? []);
      complete = true;
      return mod.default;
    }));
  const preloadForHydration = () => {
    hydrating = true;
    return loadModule().then((mod) => {
      for (const part of mod.parts ?? []) if (part.hydrate === 'load') void part.preload();
      return mod.default;
    });
  };
  const Lazy = lazy(async () => ({ default: await preload() }));
  function Page() {
    // Decided once per mount: switching from Lazy to the loaded component later would remount the page.
    const [Ready] = useState(() => (complete || hydrating ? loaded : undefined));
    useEffect(() => {
      hydrating = false;
    }, []);
    return Ready ? createElement(Ready) : createElement(Lazy);
  }
  Page.displayName = `LazyPage(${module})`;
  return { Component: Page, preload, preloadForHydration, module };
}
