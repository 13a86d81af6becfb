import { createServer, get, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { collectWhenIdle, fullGc } from './idle-gc';

/** A real HTTP server whose responses wait until the test ends them. */
function holdingServer() {
  const waiting: { response: ServerResponse; closed: Promise<void> }[] = [];
  const arrived: (() => void)[] = [];
  const server = createServer((_request, response) => {
    const closed = new Promise<void>((resolve) => response.once('close', () => resolve()));
    waiting.push({ response, closed });
    arrived.shift()?.();
  });
  /** Sends a request and resolves, with a way to answer it, once the server holds it. */
  const request = async () => {
    const held = new Promise<void>((resolve) => arrived.push(resolve));
    const answered = new Promise<string>((resolve, reject) => {
      const { port } = server.address() as AddressInfo;
      get({ port, host: '127.0.0.1', path: '/', agent: false }, (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve(body));
      }).on('error', reject);
    });
    await held;
    const { response, closed } = waiting.shift()!;
    return {
      answer: async () => {
        response.end('done');
        expect(await answered).toBe('done');
        await closed;
      },
    };
  };
  return { server, request };
}

/** A heap that grows by 64 MiB between any two readings: every idle period finds enough garbage to collect. */
function growingHeap() {
  let bytes = 0;
  return { minGrowthBytes: 32 * 1024 * 1024, heapBytes: () => (bytes += 64 * 1024 * 1024) };
}

describe('collectWhenIdle', () => {
  let grown = growingHeap();
  let server: Server;
  let request: ReturnType<typeof holdingServer>['request'];
  let stop = () => {};

  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    grown = growingHeap();
    ({ server, request } = holdingServer());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  });
  afterEach(async () => {
    stop();
    vi.useRealTimers();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('when the last request has been answered and the idle time passes, then it collects once', async () => {
    const collect = vi.fn();
    const onCollected = vi.fn();
    stop = collectWhenIdle(server, { idleMs: 2000, collect, onCollected, ...grown });
    const first = await request();
    await first.answer();
    vi.advanceTimersByTime(1999);
    expect(collect).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(collect).toHaveBeenCalledTimes(1);
    expect(onCollected).toHaveBeenCalledExactlyOnceWith(expect.any(Number));
    // Still idle: no second collection until a request has been served again.
    vi.advanceTimersByTime(60_000);
    expect(collect).toHaveBeenCalledTimes(1);
    await (await request()).answer();
    vi.advanceTimersByTime(2000);
    expect(collect).toHaveBeenCalledTimes(2);
  });

  it('while a request is in flight, then it never collects, however long it takes', async () => {
    const collect = vi.fn();
    stop = collectWhenIdle(server, { idleMs: 2000, collect, ...grown });
    const slow = await request();
    const quick = await request();
    await quick.answer();
    vi.advanceTimersByTime(60_000);
    expect(collect).not.toHaveBeenCalled();
    await slow.answer();
    vi.advanceTimersByTime(2000);
    expect(collect).toHaveBeenCalledTimes(1);
  });

  it('when a request arrives during the idle wait, then the wait starts again after it', async () => {
    const collect = vi.fn();
    stop = collectWhenIdle(server, { idleMs: 2000, collect, ...grown });
    await (await request()).answer();
    vi.advanceTimersByTime(1500);
    const next = await request();
    vi.advanceTimersByTime(5000);
    expect(collect).not.toHaveBeenCalled();
    await next.answer();
    vi.advanceTimersByTime(1999);
    expect(collect).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(collect).toHaveBeenCalledTimes(1);
  });

  it('when the heap has not grown by the minimum since the last collection, then an idle period does not collect', async () => {
    const collect = vi.fn();
    let heap = 100;
    stop = collectWhenIdle(server, { idleMs: 2000, collect, minGrowthBytes: 50, heapBytes: () => heap });
    heap = 140;
    await (await request()).answer();
    vi.advanceTimersByTime(2000);
    expect(collect).not.toHaveBeenCalled();
    heap = 150;
    await (await request()).answer();
    vi.advanceTimersByTime(2000);
    expect(collect).toHaveBeenCalledTimes(1);
    // Measured again after the collection: the next period needs another 50 of growth.
    heap = 190;
    await (await request()).answer();
    vi.advanceTimersByTime(2000);
    expect(collect).toHaveBeenCalledTimes(1);
  });

  it('when the idle time is 0 (IDLE_GC_MS=0), then it never collects', async () => {
    const collect = vi.fn();
    stop = collectWhenIdle(server, { idleMs: 0, collect, ...grown });
    await (await request()).answer();
    vi.advanceTimersByTime(60_000);
    expect(collect).not.toHaveBeenCalled();
  });
});

describe('fullGc', () => {
  it('collects an object nothing refers to any more', async () => {
    const ref = ((): WeakRef<object> => new WeakRef({ bytes: new Array(1000).fill(1) }))();
    // A WeakRef keeps its target for the rest of the job that created it.
    await new Promise((resolve) => setImmediate(resolve));
    fullGc()();
    expect(ref.deref()).toBeUndefined();
  });
});
