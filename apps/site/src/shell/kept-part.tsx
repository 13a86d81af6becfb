import { cloneElement, createContext, createElement, useContext, type ReactElement } from 'react';

/**
 * What the server render does with a part of the shell that is the same on every page (the header, the footer):
 * its HTML and styles made once by a render and reused by the later ones (server/kept-parts.ts). The browser has no
 * provider and renders the part itself, so hydration finds the very markup it makes.
 */
export interface KeptPartsRender {
  /** The element to render in place of `part`: the part itself (marked for capture), or a placeholder. */
  part(name: string, part: ReactElement<{ 'data-kept'?: string }>): ReactElement;
  /** Called as the element after a kept part starts rendering: the part's styles are complete by then. */
  partEnded(): void;
}

export const KeptPartsContext = createContext<KeptPartsRender | undefined>(undefined);

/**
 * A part whose HTML the server may render once and reuse: `name` says which (a different name when its props
 * differ), `children` is one element whose root DOM element takes the `data-kept` attribute it is given.
 */
export function KeptPart({
  name,
  children,
}: {
  name: string;
  children: ReactElement<{ 'data-kept'?: string }>;
}) {
  const kept = useContext(KeptPartsContext);
  return kept ? kept.part(name, children) : children;
}

/** Wraps the element right after a kept part (it renders next, once the part's subtree is done). */
export function AfterKeptPart({ children }: { children: ReactElement }) {
  useContext(KeptPartsContext)?.partEnded();
  return children;
}

/** The part with its capture mark (the server's first render of it). */
export function markedPart(name: string, part: ReactElement<{ 'data-kept'?: string }>): ReactElement {
  return cloneElement(part, { 'data-kept': name });
}

/** The placeholder the server swaps for the part's kept HTML after rendering. */
export function keptPlaceholder(name: string): ReactElement {
  return createElement('larder-kept', { 'data-name': name });
}
