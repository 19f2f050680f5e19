import { describe, expect, it } from 'vitest';
import { readEarly, startEarlyRead, takeEarlyRead, withEarlyRead, type QueryCacheStore } from './query-cache-store';

/** A store that counts its reads and answers each key with `value of <key>` (or fails for `broken`). */
function countingStore() {
  const reads: string[] = [];
  const store: QueryCacheStore = {
    read: async (key) => {
      reads.push(key);
      if (key === 'broken') throw new Error('unreadable');
      return `value of ${key}`;
    },
    write: async () => undefined,
    remove: async () => undefined,
    wipe: async () => undefined,
  };
  return { store, reads };
}

describe('an entry read early', () => {
  it('answers the first read of its key without reading again', async () => {
    const { store, reads } = countingStore();
    const early = readEarly(store, 'a');
    const wrapped = withEarlyRead(store, early);
    expect(reads).toEqual(['a']);
    await expect(wrapped.read('a')).resolves.toBe('value of a');
    expect(reads).toEqual(['a']);
  });

  it.each([
    { what: 'a second read of the same key', keys: ['a', 'a'], reads: ['a', 'a'] },
    { what: 'a read of another key', keys: ['b'], reads: ['a', 'b'] },
  ])('reads the store for $what', async ({ keys, reads: expected }) => {
    const { store, reads } = countingStore();
    const wrapped = withEarlyRead(store, readEarly(store, 'a'));
    for (const key of keys) await expect(wrapped.read(key)).resolves.toBe(`value of ${key}`);
    expect(reads).toEqual(expected);
  });

  it('hands a failed early read to its consumer, and leaves it unhandled nowhere', async () => {
    const { store } = countingStore();
    const early = readEarly(store, 'broken');
    await new Promise((resolve) => setTimeout(resolve, 0)); // an unhandled rejection would be reported here
    await expect(withEarlyRead(store, early).read('broken')).rejects.toThrow('unreadable');
  });

  it('is the plain store without an early read', async () => {
    const { store, reads } = countingStore();
    await expect(withEarlyRead(store, undefined).read('a')).resolves.toBe('value of a');
    expect(reads).toEqual(['a']);
  });
});

describe('a read started by the page’s first script', () => {
  const page = () => ({}) as Window;

  it('is taken over by boot for the same account, once', async () => {
    const { store, reads } = countingStore();
    const win = page();
    startEarlyRead(win, 'https://a.example/api/v1#user:7', store);
    const early = takeEarlyRead(win, 'https://a.example/api/v1#user:7');
    await expect(early?.value).resolves.toBe('value of https://a.example/api/v1#user:7');
    expect(takeEarlyRead(win, 'https://a.example/api/v1#user:7')).toBeUndefined();
    expect(reads).toHaveLength(1);
  });

  it.each([
    ['another account', 'https://a.example/api/v1#user:8'],
    ['another server', 'https://b.example/api/v1#user:7'],
  ])('is never handed to %s', (_what, key) => {
    const { store } = countingStore();
    const win = page();
    startEarlyRead(win, 'https://a.example/api/v1#user:7', store);
    expect(takeEarlyRead(win, key)).toBeUndefined();
    // Nor later to the account it was read for: the page's session changed since.
    expect(takeEarlyRead(win, 'https://a.example/api/v1#user:7')).toBeUndefined();
  });

  it('leaves nothing when the store cannot even start (no IndexedDB)', () => {
    const win = page();
    const missing: QueryCacheStore = {
      read: () => {
        throw new ReferenceError('indexedDB is not defined');
      },
      write: async () => undefined,
      remove: async () => undefined,
      wipe: async () => undefined,
    };
    expect(() => startEarlyRead(win, 'k', missing)).not.toThrow();
    expect(takeEarlyRead(win, 'k')).toBeUndefined();
  });

  it('hands a refused read to boot as a failed read, never an unhandled one', async () => {
    const { store } = countingStore();
    const win = page();
    startEarlyRead(win, 'broken', store);
    await expect(takeEarlyRead(win, 'broken')?.value).rejects.toThrow('unreadable');
  });
});
