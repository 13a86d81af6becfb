import { lazy, memo, Suspense, useEffect, useState, type ComponentType } from 'react';
import styled from 'styled-components';
import { isHydrating } from './lazy-page';
import type { LazyPart } from './lazy-part';
import { watchForVisit } from './visit-watch';

// Lays out nothing: the part's own elements stay items of the page's grids and flex rows, and are what is watched.
const PartRoot = styled.div`
  display: contents;
`;

/** A mounted part that waits for its visit. */
interface Gate {
  /** Requests the part's chunk (once); the part hydrates when it has arrived. */
  release: () => void;
  /** Suspends until the gate is released and the chunk has arrived. */
  Waiting: ComponentType<object>;
  /** Watches the wrapper for the visit; returns the function that stops. */
  watch: (element: HTMLElement) => () => void;
  /** React has tried to hydrate the part once already. */
  attempted: boolean;
}

/**
 * A part of a page that a visitor reaches only by scrolling (carousels, related recipes, lower sections of a long
 * page): in its own chunk, outside the page's first-load JavaScript, with its HTML from the server, and hydrated
 * only when the visitor gets near it.
 *
 * - Server: the page module exports the part in `parts`; `lazyPage` awaits it before the server renders, so the part
 *   is in the server HTML like the rest of the page (and without JavaScript nothing else happens).
 * - Hydration: the page does not wait for the part and does not request its chunk. React keeps the part's server
 *   HTML (its Suspense boundary stays dehydrated: no fallback, no layout shift, no mismatch) until one of the part's
 *   elements comes within one viewport of the screen (IntersectionObserver, `rootMargin: 100% 0px`) or the visitor
 *   presses, focuses or types inside it (pointerdown, focusin, keydown), whichever is first; then the chunk is
 *   requested and React hydrates the part when it arrives. Until then links in the part work as plain page loads,
 *   but a click on a button is lost (React 19 does not replay it).
 * - Updates: React must hydrate a waiting part (or client-render its empty fallback) when an update or a context
 *   change reaches it, so any render after React's first attempt requests the chunk. The part is memoised: give it
 *   stable props (module constants, a slug, SWR's data as it is) so that a re-render of the page does not reach
 *   it. A client-side change of the URL (a query, a hash) reaches it as a context change and loads it.
 * - Client navigation: `lazyPage` loads every part with the page, so the part renders at once, like the page.
 *
 * The part renders a wrapper element (`display: contents`, `data-part`, the part's name) around its boundary, on the
 * server too; it gets `data-hydrated` once the part's content is hydrated (or rendered by the client).
 */
export function visiblePart<P extends object>(
  name: string,
  load: () => Promise<ComponentType<P>>,
): LazyPart<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<void> | undefined;
  const preload = () =>
    (pending ??= load().then((component) => {
      loaded = component;
    }));
  const Lazy = lazy(async () => {
    await preload();
    return { default: loaded as ComponentType<P> };
  });

  const createGate = (): Gate => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = () => resolve(preload());
    });
    const gate: Gate = {
      release: () => release(),
      Waiting: lazy(async () => {
        await released;
        return { default: loaded as ComponentType<object> };
      }),
      watch: (element) => watchForVisit(element, gate.release),
      attempted: false,
    };
    return gate;
  };

  function Gated({ gate, props }: { gate: Gate; props: P }) {
    const Loaded = loaded;
    if (Loaded) return <Loaded {...props} />;
    // React tries a dehydrated boundary again only when its promise settles, or when an update or a context change
    // reaches it: then it must hydrate now, so the chunk is requested.
    if (gate.attempted) gate.release();
    gate.attempted = true;
    return <gate.Waiting {...props} />;
  }

  // Rendered after the part's content, inside its boundary: marks the wrapper `data-hydrated` once the content is
  // live (tests and CSS can wait for it), as <html data-hydrated> marks the page.
  function HydratedMark({ root }: { root: { current: HTMLElement | null } }) {
    useEffect(() => {
      root.current?.setAttribute('data-hydrated', '');
    }, [root]);
    return null;
  }

  function Part(props: P) {
    // Decided once per mount: switching component later would remount the part. Only a part the server rendered
    // waits for its visit; a part mounted by a client render (a navigation) loads at once.
    const [Ready] = useState(() => loaded);
    const [gate] = useState(() => (!Ready && isHydrating() ? createGate() : undefined));
    const [root] = useState(() => ({ current: null as HTMLElement | null }));
    const [ref] = useState(() => (element: HTMLElement | null) => {
      root.current = element;
      return element && gate ? gate.watch(element) : undefined;
    });
    let content;
    if (Ready) content = <Ready {...props} />;
    else if (gate) content = <Gated gate={gate} props={props} />;
    else content = <Lazy {...props} />;
    return (
      <PartRoot ref={ref} data-part={name}>
        <Suspense fallback={null}>
          {content}
          <HydratedMark root={root} />
        </Suspense>
      </PartRoot>
    );
  }
  Part.displayName = `VisiblePart(${name})`;
  return { Part: memo(Part), preload, hydrate: 'visible' };
}
