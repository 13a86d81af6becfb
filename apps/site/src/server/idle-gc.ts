import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { getHeapStatistics, setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

export interface IdleGcOptions {
  /** Idle time after the last response before one full collection; 0 turns it off. */
  idleMs: number;
  /** The collection (tests pass their own); by default V8's full garbage collection. */
  collect?: () => void;
  /**
   * How much V8's heap must have grown since the last collection (or the start) for an idle period to collect: a
   * quiet site, whose odd request leaves little garbage, does not pay a 0.2–0.3 s collection after each one.
   * @default 32 MiB
   */
  minGrowthBytes?: number;
  /** The heap's committed size (tests pass their own); by default V8's `total_heap_size`. */
  heapBytes?: () => number;
  /** Told how long each collection held the event loop, in ms (the server logs it). */
  onCollected?: (ms: number) => void;
}

/**
 * V8's full collection that also gives memory back: `gc()` (set as a flag, then read from a fresh context, so node
 * needs no `--expose-gc`) with the `last-resort` flavour, V8's memory-reducing collection. A plain `gc()` frees the
 * objects but V8 keeps the emptied pages resident in its pool: in a node process that had 250 MiB of heap, heap
 * committed fell to 44 MiB and resident memory only by 30 MiB; with `last-resort`, resident memory fell by 290 MiB.
 */
export function fullGc(): () => void {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as (options: object) => void;
  return () => gc({ type: 'major', execution: 'sync', flavor: 'last-resort' });
}

/**
 * After a burst of requests, V8 leaves its old generation's garbage (tens of MiB after a crawl) in place until the
 * next major collection, which an idle server never reaches. This runs one full collection once no request has been
 * in flight for `idleMs` after serving: at most once per idle period (a new request starts a new one), only when the
 * heap has grown by `minGrowthBytes` since the last one, never while a request is in flight, and its timer never keeps
 * the process alive (docs/deploy.md, memory).
 */
export function collectWhenIdle(
  server: Server,
  {
    idleMs,
    collect,
    minGrowthBytes = 32 * 1024 * 1024,
    heapBytes = () => getHeapStatistics().total_heap_size,
    onCollected,
  }: IdleGcOptions,
): () => void {
  if (idleMs <= 0) return () => {};
  const gc = collect ?? fullGc();
  let collectedAt = heapBytes();
  let inFlight = 0;
  let timer: NodeJS.Timeout | undefined;
  const onRequest = (_request: IncomingMessage, response: ServerResponse) => {
    inFlight += 1;
    clearTimeout(timer);
    timer = undefined;
    response.once('close', () => {
      inFlight -= 1;
      if (inFlight > 0) return;
      timer = setTimeout(() => {
        timer = undefined;
        if (inFlight > 0 || heapBytes() - collectedAt < minGrowthBytes) return;
        const started = performance.now();
        gc();
        onCollected?.(Math.round(performance.now() - started));
        collectedAt = heapBytes();
      }, idleMs);
      timer.unref();
    });
  };
  server.on('request', onRequest);
  return () => {
    clearTimeout(timer);
    server.off('request', onRequest);
  };
}
