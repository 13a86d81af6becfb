// What `use-sync-external-store/shim` gives React 19, without the shim (the browser build's alias, vite.config.ts).
export { useSyncExternalStore } from 'react';
