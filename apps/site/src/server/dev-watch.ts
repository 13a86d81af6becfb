import type { WatchOptions } from 'vite';

/**
 * The development server's file watcher (`npm run dev`): a change is reported once the file has kept its size for
 * 50 ms, with what the file holds then.
 *
 * Without it the watcher Vite bundles (chokidar 3) drops a change that comes within 50 ms of the file's previous
 * change event (and a raw event within 5 ms of the previous one), and never reports it later: when a file is
 * written twice in quick succession (an edit and its undo, a formatter after a save, a `git checkout`), the second
 * write is lost, and the server render and the open page keep the first one until the next edit. Measured with
 * Vite's own watcher on packages/ui/src/components/SkipLink/SkipLink.tsx (an edit, then the original written back
 * 0–30 ms later): 12 of 20 write-backs never reported without this option, 0 of 20 with it. It adds about 50 ms to
 * each update (the latencies tests/tooling/dev-live.test.ts prints).
 */
export const devWatchOptions: WatchOptions = {
  awaitWriteFinish: { stabilityThreshold: 50, pollInterval: 10 },
};
