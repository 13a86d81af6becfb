import { useSyncExternalStore } from 'react';

// What a bar fixed at the bottom of the window covers (the cookie notice, while it shows), for the elements that stay
// at the bottom of the window above it (the compare tray). Kept here rather than in a custom property on the
// document's root: changing one there restyles every element of the page (a long task on a page of 30 product tiles).

let height = 0;
const listeners = new Set<() => void>();

/** Called by the bar: its height in px, 0 once it is gone. */
export function setBottomOverlay(px: number): void {
  if (px === height) return;
  height = px;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const current = () => height;
const none = () => 0;

/** The height in px that a bar fixed at the bottom of the window covers; 0 on the server and without one. */
export function useBottomOverlay(): number {
  return useSyncExternalStore(subscribe, current, none);
}
