import { afterEach, describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { QueryCacheStore } from '@/platform/query-cache-store';
import { useSession } from '@/stores/session';
import { testJwt, userJwt } from '@/test-support/jwt';
import { startQueryCache, type QueryCache } from './persist';

const API = 'https://v.example/api/v1';
const OTHER_API = 'https://w.example/api/v1';

function memoryStore() {
  const entries = new Map<string, unknown>();
  const store: QueryCacheStore = {
    read: async (key) => structuredClone(entries.get(key)),
    write: async (key, value) => void entries.set(key, structuredClone(value)),
    remove: async (key) => void entries.delete(key),
    wipe: async () => entries.clear(),
  };
  return { store, entries };
}

const caches: QueryCache[] = [];
afterEach(() => {
  caches.splice(0).forEach((c) => c.stop());
  useSession.setState({ apiUrl: null, token: null, linkShare: null });
});

/** A page visit: a fresh query client, the kept cache started, restored. */
async function visit(store: QueryCacheStore, appVersion = '1.0.0') {
  const queryClient = new QueryClient();
  const cache = startQueryCache({ queryClient, store, appVersion, saveDelayMs: 0 });
  caches.push(cache);
  await cache.restored;
  return { queryClient, cache };
}

function signIn(userId: number, apiUrl = API) {
  useSession.setState({ apiUrl, token: userJwt(userId), linkShare: null });
}

describe('the kept query cache', () => {
  it('shows a returning account its own projects at once', async () => {
    const { store } = memoryStore();
    signIn(1);
    const first = await visit(store);
    first.queryClient.setQueryData(['projects', 'list'], [{ id: 10, title: 'Mine' }]);
    await first.cache.flush();

    signIn(1); // a renewed token of the same account
    const second = await visit(store);
    expect(second.queryClient.getQueryData(['projects', 'list'])).toEqual([{ id: 10, title: 'Mine' }]);
    // Shown at once, but fetched again when used, however recent it was.
    expect(
      second.queryClient
        .getQueryCache()
        .find({ queryKey: ['projects', 'list'] })
        ?.isStaleByTime(60_000),
    ).toBe(true);
  });

  it('never shows one account’s answers to another account or on another server', async () => {
    const { store } = memoryStore();
    signIn(1);
    const first = await visit(store);
    first.queryClient.setQueryData(['projects', 'list'], [{ id: 10, title: 'Private' }]);
    await first.cache.flush();

    signIn(2);
    expect((await visit(store)).queryClient.getQueryData(['projects', 'list'])).toBeUndefined();
    signIn(1, OTHER_API);
    expect((await visit(store)).queryClient.getQueryData(['projects', 'list'])).toBeUndefined();
  });

  it('stops writing when the session ends, so the next account’s entry gets nothing of the last one', async () => {
    const { store, entries } = memoryStore();
    signIn(1);
    const { queryClient, cache } = await visit(store);
    useSession.setState({ token: null });
    queryClient.setQueryData(['projects', 'list'], [{ id: 10 }]);
    await cache.flush();
    expect(entries.size).toBe(0);

    signIn(2);
    queryClient.setQueryData(['user', 'current'], { id: 2 });
    await cache.flush();
    expect([...entries.keys()]).toEqual([`${API}#user:2`]);
  });

  it('throws a cache away unread when another app version wrote it', async () => {
    const { store, entries } = memoryStore();
    signIn(1);
    const first = await visit(store, '1.0.0');
    first.queryClient.setQueryData(['projects', 'list'], [{ id: 10, oldShape: true }]);
    await first.cache.flush();

    const updated = await visit(store, '1.1.0');
    expect(updated.queryClient.getQueryData(['projects', 'list'])).toBeUndefined();
    expect(entries.size).toBe(0);
  });

  it('keeps nothing of a link-share visit', async () => {
    const { store, entries } = memoryStore();
    useSession.setState({
      apiUrl: API,
      token: testJwt({ type: 2, id: 4 }),
      linkShare: { hash: 'abc', projectId: 3, logoVisible: true },
    });
    const { queryClient, cache } = await visit(store);
    queryClient.setQueryData(['projects', 'detail', 3], { id: 3 });
    await cache.flush();
    expect(entries.size).toBe(0);
  });

  it('keeps answers, not mutations, and not what is not worth keeping', async () => {
    const { store, entries } = memoryStore();
    signIn(1);
    const { queryClient, cache } = await visit(store);
    queryClient.setQueryData(['user', 'current'], { id: 1 });
    queryClient.setQueryData(['tasks', 'detail', 5], { id: 5 });
    await queryClient
      .getMutationCache()
      .build(queryClient, { mutationFn: async () => 1 })
      .execute(undefined);
    await cache.flush();
    const kept = entries.get(`${API}#user:1`) as {
      clientState: { queries: Array<{ queryKey: unknown }>; mutations: [] };
    };
    expect(kept.clientState.queries.map((q) => q.queryKey)).toEqual([['user', 'current']]);
    expect(kept.clientState.mutations).toEqual([]);
  });

  it('writes changes by itself, after a short pause', async () => {
    const { store, entries } = memoryStore();
    signIn(1);
    const { queryClient } = await visit(store);
    queryClient.setQueryData(['projects', 'list'], []);
    await expect.poll(() => entries.has(`${API}#user:1`)).toBe(true);
  });
});
