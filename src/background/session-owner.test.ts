import { describe, expect, it, vi } from 'vitest';
import { createExtensionStorage } from '@/platform/extension';
import { KEYS } from '@/platform/types';
import { GUARD_KEY, createSessionOwner } from './session-owner';
import { fakeVikunja } from './testing/fake-vikunja';

/** A JWT-shaped token that expires in 30 s (only its exp is read). */
const OLD = `e30.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 30 }))}.sig`;

async function setup(version = 'v2.5.0') {
  const storage = createExtensionStorage();
  await storage.set(KEYS.apiUrl, 'http://vikunja.test/api/v1');
  await storage.set(KEYS.token, OLD);
  const server = fakeVikunja({ version });
  const onRenewed = vi.fn();
  const owner = createSessionOwner({ storage, fetch: server.fetch, onRenewed });
  return { storage, server, owner, onRenewed };
}

describe('the session owner', () => {
  it('popup, app page and the worker asking at once across an expiry cause exactly one refresh', async () => {
    const { server, owner, storage, onRenewed } = await setup();
    let open!: () => void;
    server.state.refreshGate = new Promise((r) => (open = r));
    // The popup's and the app page's 401s, the renewal alarm and a poll, all at the same moment.
    const asks = [owner.tokenFor(OLD), owner.tokenFor(OLD), owner.renewStored(), owner.tokenFor(OLD)];
    await vi.waitFor(() => expect(server.state.refreshCalls).toBe(1));
    open();
    expect(await Promise.all(asks)).toEqual(['refreshed-1', 'refreshed-1', 'refreshed-1', 'refreshed-1']);
    expect(server.state.refreshCalls).toBe(1);
    expect(await storage.get(KEYS.token)).toBe('refreshed-1');
    expect(onRenewed).toHaveBeenCalledOnce();
    // A late ask with the stale token gets the stored newer one, without a second refresh.
    expect(await owner.tokenFor(OLD)).toBe('refreshed-1');
    expect(server.state.refreshCalls).toBe(1);
  });

  it('the renewal alarm leaves a token alone that is not near expiry', async () => {
    const { server, owner, storage } = await setup();
    const fresh = `e30.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 600 }))}.sig`;
    await storage.set(KEYS.token, fresh);
    expect(await owner.renewStored()).toBe(fresh);
    expect(server.state.refreshCalls).toBe(0);
  });

  it('answers with the stored token when it is already newer than the stale one', async () => {
    const { server, owner, storage } = await setup();
    await storage.set(KEYS.token, 'newer');
    expect(await owner.tokenFor(OLD)).toBe('newer');
    expect(await owner.tokenFor(null)).toBe('newer');
    expect(server.state.refreshCalls + server.state.tokenCalls).toBe(0);
  });

  it.each([
    ['v0.24.6', 'tokenCalls', 'renewed-1'],
    ['v1.1.0', 'tokenCalls', 'renewed-1'],
    ['v2.5.0', 'refreshCalls', 'refreshed-1'],
  ] as const)('%s renews through its own endpoint', async (version, counter, token) => {
    const { server, owner } = await setup(version);
    expect(await owner.tokenFor(OLD)).toBe(token);
    expect(server.state[counter]).toBe(1);
    const refresh = server.state.requests.find((r) => r.startsWith('POST /user/token'));
    expect(refresh).toBe(version.startsWith('v2') ? 'POST /user/token/refresh' : 'POST /user/token');
  });

  it('sends the refresh cookie (credentials) only for the refresh endpoint', async () => {
    const { server, storage } = await setup();
    const seen: RequestCredentials[] = [];
    const owner = createSessionOwner({
      storage,
      fetch: (input, init) => {
        if (String(input).endsWith('/user/token/refresh')) seen.push(init!.credentials!);
        return server.fetch(input, init);
      },
    });
    await owner.tokenFor(OLD);
    expect(seen).toEqual(['include']);
  });

  it('a restarted worker waits for a refresh a previous worker started instead of starting a second one', async () => {
    const { server, owner, storage } = await setup();
    await storage.set(GUARD_KEY, { startedAt: Date.now(), forToken: OLD });
    const asked = owner.tokenFor(OLD);
    // The previous worker's refresh lands in storage.
    setTimeout(() => void storage.set(KEYS.token, 'from-previous-worker'), 300);
    expect(await asked).toBe('from-previous-worker');
    expect(server.state.refreshCalls).toBe(0);
  });

  it('ignores a stale guard left by a worker that died long ago', async () => {
    const { server, owner, storage } = await setup();
    await storage.set(GUARD_KEY, { startedAt: Date.now() - 60_000, forToken: OLD });
    expect(await owner.tokenFor(OLD)).toBe('refreshed-1');
    expect(server.state.refreshCalls).toBe(1);
    expect(await storage.get(GUARD_KEY)).toBeUndefined();
  });

  it('gives null (sign-in needed) when the session cannot be renewed, and keeps the stored token', async () => {
    const { owner, storage } = await setup();
    const failing = createSessionOwner({
      storage,
      fetch: async () => new Response('{"code":11}', { status: 401, headers: { 'content-type': 'application/json' } }),
    });
    expect(await failing.tokenFor(OLD)).toBeNull();
    expect(await storage.get(KEYS.token)).toBe(OLD);
    void owner;
  });

  it('throws (keeping the session) when the server cannot be reached, instead of answering "refused"', async () => {
    const { storage } = await setup();
    const offline = createSessionOwner({
      storage,
      fetch: async () => Promise.reject(new TypeError('Failed to fetch')),
    });
    await expect(offline.tokenFor(OLD)).rejects.toMatchObject({ kind: 'network' });
    expect(await storage.get(KEYS.token)).toBe(OLD);
    expect(await storage.get(GUARD_KEY)).toBeUndefined();
  });

  it.each([429, 503])(
    'throws (keeping the session) when the server answers %s, which says nothing about the session',
    async (status) => {
      const { storage } = await setup();
      const busy = createSessionOwner({
        storage,
        fetch: async () =>
          new Response('{"message":"busy"}', { status, headers: { 'content-type': 'application/json' } }),
      });
      await expect(busy.tokenFor(OLD)).rejects.toMatchObject({ kind: 'http', status });
      expect(await storage.get(KEYS.token)).toBe(OLD);
    },
  );

  it('does not overwrite a sign-out or another sign-in that happened during the refresh', async () => {
    const { server, owner, storage } = await setup();
    let open!: () => void;
    server.state.refreshGate = new Promise((r) => (open = r));
    const asked = owner.tokenFor(OLD);
    await vi.waitFor(() => expect(server.state.refreshCalls).toBe(1));
    await storage.remove(KEYS.token);
    open();
    expect(await asked).toBeNull();
    expect(await storage.get(KEYS.token)).toBeUndefined();
  });
});
