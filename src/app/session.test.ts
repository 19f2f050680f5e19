import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetInfo } from '@/api/info';
import type { KeyValueStorage, Platform } from '@/platform/types';
import { useSession } from '@/stores/session';
import { useSessionEnded } from '@/stores/session-ended';
import { createSessionClient, loseSession, renewSessionOrThrow, renewsOnLoad, signOut } from './session';

/** The kept query cache's store, as sign-out sees it: whether it was wiped, and the session at that moment. */
const cacheWipes = vi.hoisted(() => [] as Array<string | null>);
vi.mock('@/platform/query-cache-store', () => ({
  indexedDbCacheStore: { wipe: async () => void cacheWipes.push(useSession.getState().token) },
}));

function memoryPlatform(initial: Record<string, unknown>): Platform {
  const data = new Map(Object.entries(initial));
  const storage: KeyValueStorage = {
    get: async <T>(key: string) => data.get(key) as T | undefined,
    set: async (key, value) => void data.set(key, value),
    remove: async (key) => void data.delete(key),
    clear: async (keep?: (key: string) => boolean) =>
      [...data.keys()].filter((key) => !keep?.(key)).forEach((key) => data.delete(key)),
    subscribe: () => () => undefined,
  };
  let chain = Promise.resolve<unknown>(null);
  return {
    kind: 'web',
    storage,
    openTab: async () => undefined,
    requestOrigin: async () => true,
    hasOrigin: async () => true,
    // A queue stands in for Web Locks: one holder at a time.
    withLock: <T>(_name: string, fn: () => Promise<T>) => {
      const next = chain.then(fn, fn);
      chain = next.catch(() => null);
      return next;
    },
  };
}

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

function fakeServer(version: string, providers: unknown[] = []) {
  const calls: Array<{ path: string; credentials: RequestCredentials | undefined }> = [];
  let n = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const path = new URL(input).pathname.replace('/api/v1', '');
      if (path === '/info')
        return json({ version, auth: { local: { enabled: true }, openid_connect: { enabled: true, providers } } });
      if (path === '/user/logout') {
        calls.push({ path, credentials: init?.credentials });
        return json({ message: 'ok' });
      }
      calls.push({ path, credentials: init?.credentials });
      n += 1;
      return json({ token: `fresh-${n}` });
    }),
  );
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
  forgetInfo();
  useSession.setState({ apiUrl: null, token: null, linkShare: null });
});

describe('renewSessionOrThrow', () => {
  it.each([
    ['v0.24.6', '/user/token', 'same-origin'],
    ['v1.1.0', '/user/token', 'same-origin'],
    ['v2.5.0', '/user/token/refresh', 'include'],
  ])('renews on %s through %s', async (version, path, credentials) => {
    const calls = fakeServer(version);
    const platform = memoryPlatform({ token: 'old', apiUrl: 'http://vk.test/api/v1' });
    useSession.setState({ apiUrl: 'http://vk.test/api/v1', token: 'old' });
    const client = createSessionClient(platform);
    await expect(renewSessionOrThrow(platform, client, 'old')).resolves.toBe('fresh-1');
    expect(calls).toEqual([{ path, credentials }]);
    expect(await platform.storage.get('token')).toBe('fresh-1');
  });

  it('makes one call when two callers race with the same stale token (the second reuses the first result)', async () => {
    const calls = fakeServer('v2.5.0');
    const platform = memoryPlatform({ token: 'old', apiUrl: 'http://vk.test/api/v1' });
    useSession.setState({ apiUrl: 'http://vk.test/api/v1', token: 'old' });
    const client = createSessionClient(platform);
    const [a, b] = await Promise.all([
      renewSessionOrThrow(platform, client, 'old'),
      renewSessionOrThrow(platform, client, 'old'),
    ]);
    expect([a, b]).toEqual(['fresh-1', 'fresh-1']);
    expect(calls).toHaveLength(1);
  });

  it('renews a link share through /user/token without touching storage', async () => {
    const calls = fakeServer('v2.5.0');
    const platform = memoryPlatform({ apiUrl: 'http://vk.test/api/v1' });
    useSession.setState({
      apiUrl: 'http://vk.test/api/v1',
      token: 'share',
      linkShare: { hash: 'h', projectId: 1, logoVisible: true },
    });
    const client = createSessionClient(platform);
    await expect(renewSessionOrThrow(platform, client, 'share')).resolves.toBe('fresh-1');
    expect(calls.map((c) => c.path)).toEqual(['/user/token']);
    expect(await platform.storage.get('token')).toBeUndefined();
    expect(useSession.getState().token).toBe('fresh-1');
  });
});

describe('a request answered 401 (RELIABILITY 13)', () => {
  function revokedServer(refresh: () => Response) {
    const paths: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string) => {
        const path = new URL(input).pathname.replace('/api/v1', '');
        if (path === '/info') return json({ version: 'v2.5.0' });
        paths.push(path);
        if (path === '/user/token/refresh') return refresh();
        return new Response(
          JSON.stringify({ code: 11, message: 'missing, malformed, expired or otherwise invalid token provided' }),
          { status: 401, headers: { 'content-type': 'application/json' } },
        );
      }),
    );
    return paths;
  }

  it('refused renewal: one refresh for any number of failing requests, then the session ends, drafts stay', async () => {
    const paths = revokedServer(
      () =>
        new Response(JSON.stringify({ message: 'invalid refresh token' }), {
          status: 401,
          headers: { 'content-type': 'application/json' },
        }),
    );
    const platform = memoryPlatform({
      token: 'old',
      apiUrl: 'http://vk.test/api/v1',
      'draft.description.7': '<p>unsaved</p>',
    });
    useSession.setState({ apiUrl: 'http://vk.test/api/v1', token: 'old' });
    useSessionEnded.setState({ ended: false });
    const client = createSessionClient(platform);
    const results = await Promise.allSettled([
      client.post('/tasks/7', { title: 'a' }),
      client.get('/projects'),
      client.get('/notifications'),
    ]);
    expect(results.map((r) => r.status === 'rejected' && (r.reason as { kind: string }).kind)).toEqual([
      'session-ended',
      'session-ended',
      'session-ended',
    ]);
    expect(paths.filter((p) => p === '/user/token/refresh')).toHaveLength(1);
    expect(useSession.getState().token).toBeNull();
    expect(await platform.storage.get('token')).toBeUndefined();
    expect(await platform.storage.get('draft.description.7')).toBe('<p>unsaved</p>');
    expect(useSessionEnded.getState().ended).toBe(true);
    // A later failure does not try again.
    await expect(client.get('/user')).rejects.toMatchObject({ kind: 'session-ended' });
    expect(paths.filter((p) => p === '/user/token/refresh')).toHaveLength(1);
  });

  it('renewal that cannot reach the server keeps the session and reports the network', async () => {
    revokedServer(() => {
      throw new TypeError('Failed to fetch');
    });
    const platform = memoryPlatform({ token: 'old', apiUrl: 'http://vk.test/api/v1' });
    useSession.setState({ apiUrl: 'http://vk.test/api/v1', token: 'old' });
    useSessionEnded.setState({ ended: false });
    const client = createSessionClient(platform);
    await expect(client.get('/projects')).rejects.toMatchObject({ kind: 'network' });
    expect(useSession.getState().token).toBe('old');
    expect(useSessionEnded.getState().ended).toBe(false);
  });
});

describe('signOut and loseSession', () => {
  const acme = {
    key: 'acme',
    name: 'Acme',
    auth_url: 'https://id.acme/auth',
    client_id: 'c',
    scope: '',
    logout_url: 'https://id.acme/logout',
  };

  it('2.x: ends the server session, clears storage but the server address, follows the OpenID logout', async () => {
    const calls = fakeServer('v2.5.0', [acme]);
    const platform = memoryPlatform({
      token: 't',
      apiUrl: 'http://vk.test/api/v1',
      lastOpenIdProvider: 'acme',
      lastVisited: { path: '/x' },
    });
    useSession.setState({ apiUrl: 'http://vk.test/api/v1', token: 't' });
    await expect(signOut(platform, createSessionClient(platform))).resolves.toBe('https://id.acme/logout');
    expect(calls).toEqual([{ path: '/user/logout', credentials: 'include' }]);
    expect(await platform.storage.get('apiUrl')).toBe('http://vk.test/api/v1');
    expect(await platform.storage.get('token')).toBeUndefined();
    expect(await platform.storage.get('lastVisited')).toBeUndefined();
    expect(await platform.storage.get('justLoggedOut')).toBe(true); // no automatic provider login right after
    expect(useSession.getState().token).toBeNull();
  });

  it('wipes the kept query cache after the session ended (so no write of it follows)', async () => {
    fakeServer('v1.1.0');
    const platform = memoryPlatform({ token: 't', apiUrl: 'u' });
    useSession.setState({ apiUrl: 'u', token: 't' });
    cacheWipes.length = 0;
    await signOut(platform, createSessionClient(platform));
    expect(cacheWipes).toEqual([null]);
  });

  it('keeps captures not yet sent and the extension settings through a sign-out', async () => {
    fakeServer('v1.1.0');
    const platform = memoryPlatform({
      token: 't',
      apiUrl: 'u',
      'outbox:abc': { title: 'Read later' },
      extensionSettings: { captureMode: 'window' },
    });
    useSession.setState({ apiUrl: 'u', token: 't' });
    await signOut(platform, createSessionClient(platform));
    expect(await platform.storage.get('outbox:abc')).toEqual({ title: 'Read later' });
    expect(await platform.storage.get('extensionSettings')).toEqual({ captureMode: 'window' });
    expect(await platform.storage.get('token')).toBeUndefined();
  });

  it('1.x: no logout call, no provider to follow after a password login', async () => {
    const calls = fakeServer('v1.1.0', [acme]);
    const platform = memoryPlatform({ token: 't', apiUrl: 'http://vk.test/api/v1' });
    useSession.setState({ apiUrl: 'http://vk.test/api/v1', token: 't' });
    await expect(signOut(platform, createSessionClient(platform))).resolves.toBeNull();
    expect(calls).toEqual([]);
  });

  it('losing the session forgets only the token: the last route and drafts stay for the next login', async () => {
    const platform = memoryPlatform({ token: 't', apiUrl: 'u', lastVisited: { path: '/x' }, draft: 'half a thought' });
    useSession.setState({ apiUrl: 'u', token: 't' });
    await loseSession(platform);
    expect(await platform.storage.get('token')).toBeUndefined();
    expect(await platform.storage.get('lastVisited')).toEqual({ path: '/x' });
    expect(await platform.storage.get('draft')).toBe('half a thought');
  });
});

describe('renewsOnLoad', () => {
  it.each([
    ['v0.24.6', true],
    ['v1.1.0', true],
    ['v2.5.0', false],
  ])('%s → %s', async (version, expected) => {
    fakeServer(version);
    useSession.setState({ apiUrl: 'http://vk.test/api/v1', token: 't' });
    expect(await renewsOnLoad()).toBe(expected);
  });

  it('never for a link share or without a server', async () => {
    fakeServer('v1.1.0');
    useSession.setState({
      apiUrl: 'http://vk.test/api/v1',
      token: 't',
      linkShare: { hash: 'h', projectId: 1, logoVisible: true },
    });
    expect(await renewsOnLoad()).toBe(false);
    useSession.setState({ apiUrl: null, linkShare: null });
    expect(await renewsOnLoad()).toBe(false);
  });
});
