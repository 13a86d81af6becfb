import { useDeferredValue, useSyncExternalStore } from 'react';

/**
 * `useSyncExternalStore` for a value the browser knows and the server does not (JavaScript is running, the pointer,
 * the viewport width): the server snapshot in the server HTML and while hydrating, the browser's value after.
 *
 * A bare `useSyncExternalStore` makes React render the switch right after hydration synchronously, in one task with
 * every other such switch of the page: on a form that swaps in its styled selects and combobox, one task of 550 ms
 * on a phone (4× CPU), most of the page's Total Blocking Time. Here that switch, and any later change, is deferred
 * (`useDeferredValue`): React renders it as a transition, in slices between which the browser can respond. On a
 * client render (a navigation) the browser's value is there at once, so nothing flashes.
 */
export function useBrowserValue<T>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => T,
  getServerSnapshot: () => T,
): T {
  return useDeferredValue(useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot));
}

const noSubscription = () => () => {};
const inBrowser = () => true;
const onServer = () => false;

/**
 * False in the server HTML and while hydrating, true once the page runs in the browser with JavaScript (switched
 * after hydration as a transition: `useBrowserValue`).
 */
export function useHydrated(): boolean {
  return useBrowserValue(noSubscription, inBrowser, onServer);
}
