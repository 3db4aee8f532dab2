/**
 * A cache of values loaded asynchronously, bounded by the bytes its values hold: when a new value pushes the total over
 * the budget, the least recently used ones are dropped. Concurrent requests for one key share one load; a failed
 * load is not kept, so the next request tries again.
 */
export class AsyncByteLru<V> {
  private readonly ready = new Map<string, { value: V; bytes: number }>();
  private readonly loading = new Map<string, Promise<V>>();
  private total = 0;

  constructor(
    private readonly maxBytes: number,
    private readonly sizeOf: (value: V) => number,
  ) {}

  get(key: string, load: (key: string) => Promise<V>): Promise<V> {
    const hit = this.ready.get(key);
    if (hit) {
      // Most recently used goes last: Map keeps insertion order.
      this.ready.delete(key);
      this.ready.set(key, hit);
      return Promise.resolve(hit.value);
    }
    let pending = this.loading.get(key);
    if (!pending) {
      pending = load(key).then(
        (value) => {
          this.loading.delete(key);
          this.keep(key, value);
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
    return this.total;
  }

  /** The keys kept now, least recently used first. */
  keys(): string[] {
    return [...this.ready.keys()];
  }

  private keep(key: string, value: V) {
    const bytes = this.sizeOf(value);
    // A value bigger than the whole budget is handed out but not kept.
    if (bytes > this.maxBytes) return;
    this.ready.set(key, { value, bytes });
    this.total += bytes;
    for (const [oldest, entry] of this.ready) {
      if (this.total <= this.maxBytes) break;
      this.ready.delete(oldest);
      this.total -= entry.bytes;
    }
  }
}

/** The same rule for values made synchronously (a render's precomputed buffers): bounded by bytes, least recently used dropped. */
export class ByteLru<V> {
  private readonly ready = new Map<string, { value: V; bytes: number }>();
  private total = 0;

  constructor(
    private readonly maxBytes: number,
    private readonly sizeOf: (value: V) => number,
  ) {}

  get(key: string, make: (key: string) => V): V {
    const hit = this.ready.get(key);
    if (hit) {
      this.ready.delete(key);
      this.ready.set(key, hit);
      return hit.value;
    }
    const value = make(key);
    const bytes = this.sizeOf(value);
    if (bytes > this.maxBytes) return value;
    this.ready.set(key, { value, bytes });
    this.total += bytes;
    for (const [oldest, entry] of this.ready) {
      if (this.total <= this.maxBytes) break;
      this.ready.delete(oldest);
      this.total -= entry.bytes;
    }
    return value;
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
