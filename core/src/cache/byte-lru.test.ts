import { describe, expect, it } from 'vitest';
import { AsyncByteLru, ByteLru } from './byte-lru';

/** A loader that counts its calls; values are byte arrays of the length the key names ("a:40" → 40 bytes). */
function counting() {
  const calls: string[] = [];
  const load = async (key: string) => {
    calls.push(key);
    return new Uint8Array(Number(key.split(':')[1]));
  };
  return { calls, load };
}

const cache = (maxBytes: number) => new AsyncByteLru<Uint8Array>(maxBytes, (value) => value.byteLength);

describe('AsyncByteLru', () => {
  it('loads once and then answers from memory', async () => {
    const lru = cache(100);
    const { calls, load } = counting();
    const first = await lru.get('a:40', load);
    expect(await lru.get('a:40', load)).toBe(first);
    expect(calls).toEqual(['a:40']);
    expect(lru.bytes).toBe(40);
  });

  it('shares one load between requests made while it runs', async () => {
    const lru = cache(100);
    const { calls, load } = counting();
    const [one, two] = await Promise.all([lru.get('a:10', load), lru.get('a:10', load)]);
    expect(one).toBe(two);
    expect(calls).toHaveLength(1);
  });

  it('drops the least recently used values when the bytes go over budget', async () => {
    const lru = cache(100);
    const { calls, load } = counting();
    await lru.get('a:40', load);
    await lru.get('b:40', load);
    await lru.get('a:40', load); // a is now the most recently used
    await lru.get('c:40', load);
    expect(lru.keys()).toEqual(['a:40', 'c:40']);
    expect(lru.bytes).toBe(80);
    await lru.get('b:40', load);
    expect(calls).toEqual(['a:40', 'b:40', 'c:40', 'b:40']);
    expect(lru.keys()).toEqual(['c:40', 'b:40']);
  });

  it('hands out but does not keep a value larger than the budget', async () => {
    const lru = cache(100);
    const { load } = counting();
    await lru.get('a:60', load);
    expect((await lru.get('huge:150', load)).byteLength).toBe(150);
    expect(lru.keys()).toEqual(['a:60']);
    expect(lru.bytes).toBe(60);
  });

  it('does not keep a failed load, so the next request tries again', async () => {
    const lru = cache(100);
    let attempts = 0;
    const flaky = async () => {
      attempts++;
      if (attempts === 1) throw new Error('network');
      return new Uint8Array(5);
    };
    await expect(lru.get('x', flaky)).rejects.toThrow('network');
    expect((await lru.get('x', flaky)).byteLength).toBe(5);
    expect(attempts).toBe(2);
  });
});

describe('ByteLru', () => {
  const sized = (maxBytes: number) => new ByteLru<Uint8Array>(maxBytes, (value) => value.byteLength);
  const make = (key: string) => new Uint8Array(Number(key.split(':')[1]));

  it('makes a value once and then answers from memory', () => {
    const lru = sized(100);
    let calls = 0;
    const first = lru.get('a:40', (key) => (calls++, make(key)));
    expect(lru.get('a:40', (key) => (calls++, make(key)))).toBe(first);
    expect(calls).toBe(1);
    expect(lru.bytes).toBe(40);
  });

  it('drops the least recently used values past its budget, and keeps none bigger than it', () => {
    const lru = sized(100);
    lru.get('a:40', make);
    lru.get('b:40', make);
    lru.get('a:40', make);
    lru.get('c:40', make);
    expect(lru.keys()).toEqual(['a:40', 'c:40']);
    expect(lru.bytes).toBe(80);
    expect(lru.get('d:200', make).byteLength).toBe(200);
    expect(lru.keys()).toEqual(['a:40', 'c:40']);
  });
});
