import { describe, expect, it } from 'vitest';
import type { KeyValueStorage } from '@/platform/types';
import { rememberProviderLogin, takeAutoLoginAllowed, takeProviderLogin } from './openid-flow';

function memoryStorage(): KeyValueStorage & { data: Map<string, unknown> } {
  const data = new Map<string, unknown>();
  return {
    data,
    get: async <T>(key: string) => data.get(key) as T | undefined,
    set: async (key, value) => void data.set(key, value),
    remove: async (key) => void data.delete(key),
    clear: async () => data.clear(),
    subscribe: () => () => undefined,
  };
}

describe('provider login round trip', () => {
  it('carries the intended route with the state, once', async () => {
    const storage = memoryStorage();
    await rememberProviderLogin(storage, 'S1', '/projects/7/2?x=1');
    expect(await takeProviderLogin(storage)).toEqual({ state: 'S1', redirect: '/projects/7/2?x=1' });
    expect(await takeProviderLogin(storage)).toEqual({ state: null, redirect: null });
    expect(storage.data.size).toBe(0);
  });

  it('does not keep an older login’s route when a new one starts without one', async () => {
    const storage = memoryStorage();
    await rememberProviderLogin(storage, 'S1', '/labels');
    await rememberProviderLogin(storage, 'S2', null);
    expect(await takeProviderLogin(storage)).toEqual({ state: 'S2', redirect: null });
  });
});

describe('takeAutoLoginAllowed', () => {
  it('refuses the automatic provider redirect once after a sign-out, then allows it again', async () => {
    const storage = memoryStorage();
    expect(await takeAutoLoginAllowed(storage)).toBe(true);
    await storage.set('justLoggedOut', true);
    expect(await takeAutoLoginAllowed(storage)).toBe(false);
    expect(await takeAutoLoginAllowed(storage)).toBe(true);
  });
});
