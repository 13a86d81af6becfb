/**
 * A map bounded in bytes, least recently used first out: the page cache (page-cache.ts) and the page stylesheets
 * (page-styles.ts) keep their entries in one. A Map iterates in insertion order, so an entry is re-inserted when it
 * is used and the first key is always the least recently used.
 */
export class ByteBoundedLru<V> {
  private readonly entries = new Map<string, V>();
  private held = 0;

  /**
   * @param maxBytes upper bound of the bytes held
   * @param sizeOf the bytes one entry holds
   * @param maxEntryBytes an entry larger than this is not kept (so one entry cannot empty the map)
   */
  constructor(
    private readonly maxBytes: number,
    private readonly sizeOf: (value: V) => number,
    private readonly maxEntryBytes = maxBytes,
  ) {}

  /** Bytes held now; never above `maxBytes`. */
  get bytes(): number {
    return this.held;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The entry of `key` without marking it used. */
  peek(key: string): V | undefined {
    return this.entries.get(key);
  }

  /** The entry of `key`, marked most recently used. */
  get(key: string): V | undefined {
    const value = this.entries.get(key);
    if (value === undefined) return undefined;
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  /** Keeps `value` under `key` (replacing what was there), dropping the least recently used to stay in bounds. */
  set(key: string, value: V): void {
    this.delete(key);
    const size = this.sizeOf(value);
    if (size > this.maxEntryBytes) return;
    for (const [oldest, old] of this.entries) {
      if (this.held + size <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.held -= this.sizeOf(old);
    }
    this.entries.set(key, value);
    this.held += size;
  }

  delete(key: string): void {
    const value = this.entries.get(key);
    if (value === undefined) return;
    this.entries.delete(key);
    this.held -= this.sizeOf(value);
  }

  clear(): void {
    this.entries.clear();
    this.held = 0;
  }
}

/**
 * `buffer` in memory of its own: itself when it fills its whole ArrayBuffer, otherwise a copy of exactly its bytes.
 * `zlib`'s synchronous calls answer a view on a 64 KiB chunk, so a 4 KiB gzipped page kept as it came holds 64 KiB
 * that a byte bound counting `byteLength` does not see (issue 12: the page cache held 51 MiB for 818 pages).
 */
export function ownedBytes(buffer: Buffer): Buffer {
  if (buffer.byteOffset === 0 && buffer.byteLength === buffer.buffer.byteLength) return buffer;
  const copy = Buffer.allocUnsafeSlow(buffer.byteLength);
  buffer.copy(copy);
  return copy;
}
