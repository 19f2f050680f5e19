// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createExtensionStorage } from './extension';
import type { KeyValueStorage } from './types';
import { createWebStorage } from './web';

const implementations: Array<[string, () => KeyValueStorage]> = [
  [
    'web (localStorage)',
    () => {
      window.localStorage.clear();
      return createWebStorage(window.localStorage);
    },
  ],
  ['extension (storage.local)', () => createExtensionStorage()],
];

describe.each(implementations)('%s', (_name, make) => {
  it('stores, reads and removes values of any JSON shape', async () => {
    const storage = make();
    expect(await storage.get('token')).toBeUndefined();
    await storage.set('token', 'abc');
    await storage.set('projectView', { '3': 12 });
    expect(await storage.get('token')).toBe('abc');
    expect(await storage.get('projectView')).toEqual({ '3': 12 });
    await storage.remove('token');
    expect(await storage.get('token')).toBeUndefined();
    await storage.clear();
    expect(await storage.get('projectView')).toBeUndefined();
  });

  it('clears everything but what it is asked to keep', async () => {
    const storage = make();
    await storage.set('token', 't');
    await storage.set('apiUrl', 'http://x/api/v1');
    await storage.set('outbox:1', { title: 'keep me' });
    await storage.clear((key) => key === 'apiUrl' || key.startsWith('outbox:'));
    expect(await storage.get('token')).toBeUndefined();
    expect(await storage.get('apiUrl')).toBe('http://x/api/v1');
    expect(await storage.get('outbox:1')).toEqual({ title: 'keep me' });
  });

  it('tells subscribers about changes and stops after unsubscribe', async () => {
    const storage = make();
    const listener = vi.fn();
    const stop = storage.subscribe(listener);
    await storage.set('apiUrl', 'http://x/api/v1');
    await vi.waitFor(() => expect(listener).toHaveBeenCalledWith([{ key: 'apiUrl', newValue: 'http://x/api/v1' }]));
    stop();
    listener.mockClear();
    await storage.set('apiUrl', 'http://y/api/v1');
    await new Promise((r) => setTimeout(r, 10));
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('extension storage', () => {
  it('keeps values in storage.local, never storage.sync', async () => {
    const storage = createExtensionStorage();
    await storage.set('token', 'secret');
    expect(await fakeBrowser.storage.local.get('token')).toEqual({ token: 'secret' });
    expect(await fakeBrowser.storage.sync.get('token')).toEqual({});
  });

  it('sees changes made by another context (the same storage area)', async () => {
    const storage = createExtensionStorage();
    const listener = vi.fn();
    storage.subscribe(listener);
    await fakeBrowser.storage.local.set({ token: 'from-popup' });
    await vi.waitFor(() => expect(listener).toHaveBeenCalledWith([{ key: 'token', newValue: 'from-popup' }]));
  });
});

describe('web storage', () => {
  it('follows changes from other tabs through the storage event', async () => {
    window.localStorage.clear();
    const storage = createWebStorage(window.localStorage);
    const listener = vi.fn();
    storage.subscribe(listener);
    window.localStorage.setItem('token', JSON.stringify('other-tab'));
    window.dispatchEvent(
      new StorageEvent('storage', {
        key: 'token',
        newValue: JSON.stringify('other-tab'),
        storageArea: window.localStorage,
      }),
    );
    expect(listener).toHaveBeenCalledWith([{ key: 'token', newValue: 'other-tab' }]);
  });
});
