import { describe, expect, it } from 'vitest';
import type { KeyValueStorage, Platform } from '@/platform/types';
import { afterLoginTarget } from './after-login';

function platformWith(initial: Record<string, unknown>): Platform {
  const data = new Map(Object.entries(initial));
  const storage: KeyValueStorage = {
    get: async <T>(key: string) => data.get(key) as T | undefined,
    set: async (key, value) => void data.set(key, value),
    remove: async (key) => void data.delete(key),
    clear: async () => data.clear(),
    subscribe: () => () => undefined,
  };
  return { kind: 'web', storage } as Platform;
}

describe('afterLoginTarget', () => {
  it.each<[string | null, Record<string, unknown>, string]>([
    ['/projects/3', { lastVisited: { path: '/labels' } }, '/projects/3'],
    ['//evil.example', { lastVisited: { path: '/labels' } }, '/'],
    ['https://evil.example', {}, '/'],
    [null, { lastVisited: { path: '/labels?x=1' } }, '/labels?x=1'],
    [null, { lastVisited: { path: '//evil.example' } }, '/'],
    [null, {}, '/'],
  ])('redirect %s with %j → %s', async (redirect, stored, target) => {
    expect(await afterLoginTarget(platformWith(stored), redirect)).toBe(target);
  });

  it('uses the last visited route once', async () => {
    const platform = platformWith({ lastVisited: { path: '/teams' } });
    expect(await afterLoginTarget(platform, null)).toBe('/teams');
    expect(await afterLoginTarget(platform, null)).toBe('/');
  });
});
