/** Values bounded by the bytes they hold: when a new value pushes the total over the budget, the least recently used
 *  ones are dropped. For values made synchronously (a render's precomputed buffers). */
export class ByteLru<V> {
  private readonly ready = new Map<string, { value: V; bytes: number }>();
  private total = 0;

  constructor(
    private readonly maxBytes: number,
    private readonly sizeOf: (value: V) => number,
  ) {}

  get(key: string, make: (key: string) => V): V {
    const hit = this.touch(key);
    if (hit) return hit.value;
    const value = make(key);
    this.keep(key, value);
    return value;
  }

  /** The entry kept for `key`, now the most recently used (Map keeps insertion order, so it goes last). */
  touch(key: string): { value: V } | undefined {
    const hit = this.ready.get(key);
    if (!hit) return undefined;
    this.ready.delete(key);
    this.ready.set(key, hit);
    return hit;
  }

  keep(key: string, value: V): void {
    const bytes = this.sizeOf(value);
    // A value bigger than the whole budget is handed out but not kept.
    if (bytes > this.maxBytes) return;
    const old = this.ready.get(key);
    if (old) this.total -= old.bytes;
    this.ready.delete(key);
    this.ready.set(key, { value, bytes });
    this.total += bytes;
    for (const [oldest, entry] of this.ready) {
      if (this.total <= this.maxBytes) break;
      this.ready.delete(oldest);
      this.total -= entry.bytes;
    }
  }

  /** Bytes held by the values kept now. */
  get bytes(): number {
    return this.total;
  }

  /** The keys kept now, least recently used first. */
  keys(): string[] {
    return [...this.ready.keys()];
  }
}

/**
 * The same rule for values loaded asynchronously. Concurrent requests for one key share one load; a failed load is
 * not kept, so the next request tries again.
 */
export class AsyncByteLru<V> {
  private readonly ready: ByteLru<V>;
  private readonly loading = new Map<string, Promise<V>>();

  constructor(maxBytes: number, sizeOf: (value: V) => number) {
    this.ready = new ByteLru(maxBytes, sizeOf);
  }

  get(key: string, load: (key: string) => Promise<V>): Promise<V> {
    const hit = this.ready.touch(key);
    if (hit) return Promise.resolve(hit.value);
    let pending = this.loading.get(key);
    if (!pending) {
      pending = load(key).then(
        (value) => {
          this.loading.delete(key);
          this.ready.keep(key, value);
          return value;
        },
        (error: unknown) => {
          this.loading.delete(key);
          throw error;
        },
      );
      this.loading.set(key, pending);
    }
    return pending;
  }

  /** Bytes held by the values kept now. */
  get bytes(): number {
    return this.ready.bytes;
  }

  /** The keys kept now, least recently used first. */
  keys(): string[] {
    return this.ready.keys();
  }
}
