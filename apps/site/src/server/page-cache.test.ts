import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PageCache, type CachedPage } from './page-cache';

function page(bytes: number, renderedAt = 0): CachedPage {
  return {
    status: 200,
    gzip: Buffer.alloc(bytes, 'a'),
    etag: '',
    csp: '',
    headers: [],
    renderedAt,
  };
}

describe('PageCache', () => {
  it('when pages are added past its byte bound, then the least recently used go first and the bound holds', () => {
    const cache = new PageCache({ maxBytes: 1000, ttlMs: 60_000, now: () => 0 });
    cache.set('/a', page(240));
    cache.set('/b', page(240));
    cache.set('/c', page(240));
    cache.get('/a');
    cache.set('/d', page(240));
    cache.set('/e', page(240));
    expect(cache.bytes).toBeLessThanOrEqual(1000);
    expect(cache.get('/b')).toBeUndefined();
    expect(cache.get('/a')).toBeDefined();
    expect(cache.get('/e')).toBeDefined();
    for (let i = 0; i < 500; i += 1) cache.set(`/p${i}`, page(100 + (i % 150)));
    expect(cache.bytes).toBeLessThanOrEqual(1000);
    expect(cache.bytes).toBeGreaterThan(0);
  });

  it('when a page is larger than a quarter of the bound, then it is not kept', () => {
    const cache = new PageCache({ maxBytes: 1000, ttlMs: 60_000, now: () => 0 });
    cache.set('/small', page(200));
    cache.set('/huge', page(251));
    expect(cache.get('/huge')).toBeUndefined();
    expect(cache.get('/small')).toBeDefined();
    expect(cache.bytes).toBe(200);
  });

  it('when a page is older than its time to live, then it is gone and its bytes are freed', () => {
    let now = 0;
    const cache = new PageCache({ maxBytes: 1000, ttlMs: 5_000, now: () => now });
    cache.set('/a', page(100, 0));
    now = 4_000;
    expect(cache.get('/a')).toBeDefined();
    now = 5_001;
    expect(cache.get('/a')).toBeUndefined();
    expect(cache.bytes).toBe(0);
  });

  it('when a key is set again, then its old bytes are not counted twice; clear() empties it', () => {
    const cache = new PageCache({ maxBytes: 1000, ttlMs: 60_000, now: () => 0 });
    cache.set('/a', page(100));
    cache.set('/a', page(150));
    expect(cache.bytes).toBe(150);
    cache.clear();
    expect(cache.bytes).toBe(0);
    expect(cache.size).toBe(0);
  });

  it('when the content version moves on, then every entry is dropped, and a page rendered under the old one is not kept', () => {
    let version = '1';
    const cache = new PageCache({
      maxBytes: 1000,
      ttlMs: 60_000,
      now: () => 0,
      contentVersion: () => version,
    });
    cache.set('/a', page(100));
    const renderedUnder = cache.version();
    version = '2';
    cache.keep('/late', page(100), renderedUnder);
    expect(cache.get('/a')).toBeUndefined();
    expect(cache.get('/late')).toBeUndefined();
    expect(cache.bytes).toBe(0);
    cache.keep('/b', page(100), cache.version());
    expect(cache.get('/b')).toBeDefined();
  });

  it('when a brotli copy is attached to an entry, then its bytes count against the bound', () => {
    const cache = new PageCache({ maxBytes: 1000, ttlMs: 60_000, now: () => 0 });
    const a = page(100);
    cache.set('/a', a);
    cache.set('/b', page(100));
    cache.set('/c', page(100));
    cache.attach('/b', cache.get('/b')!, Buffer.alloc(150));
    expect(cache.bytes).toBe(450);
    expect(cache.get('/b')?.br?.byteLength).toBe(150);
    cache.attach('/c', cache.get('/c')!, Buffer.alloc(150));
    cache.set('/d', page(250));
    expect(cache.bytes).toBe(850);
    // Past the bound: the least recently used (/a) goes.
    cache.set('/e', page(200));
    expect(cache.bytes).toBe(950);
    expect(cache.get('/a')).toBeUndefined();
    expect(cache.get('/b')).toBeDefined();
    // A page no longer cached keeps its copy for the response at hand, uncounted.
    cache.attach('/a', a, Buffer.alloc(100));
    expect(a.br?.byteLength).toBe(100);
    expect(cache.get('/a')).toBeUndefined();
  });
  it('when a page comes as zlib answers them (views on a larger chunk), then it is kept in memory of its own, counted by its bound', () => {
    const html = '<p>Ranch dressing</p>'.repeat(200);
    const gzip = gzipSync(html);
    const br = brotliCompressSync(html);
    // zlib answers a view on a 64 KiB chunk: kept as is, each page would hold far more than its bytes.
    expect(gzip.buffer.byteLength).toBeGreaterThan(gzip.byteLength * 10);
    const cache = new PageCache({ maxBytes: 1_000_000, ttlMs: 60_000, now: () => 0 });
    const entry = { ...page(0), gzip };
    cache.set('/a', entry);
    cache.attach('/a', entry, br);
    const kept = cache.get('/a');
    expect(kept?.gzip.buffer.byteLength).toBe(kept?.gzip.byteLength);
    expect(kept?.br?.buffer.byteLength).toBe(kept?.br?.byteLength);
    expect(cache.bytes).toBe(gzip.byteLength + br.byteLength);
    expect(gunzipSync(kept!.gzip).toString()).toBe(html);
    expect(brotliDecompressSync(kept!.br!).toString()).toBe(html);
  });
});
