import { vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';

type Listener = (...args: never[]) => unknown;

function event() {
  const listeners: Listener[] = [];
  return {
    addListener: (l: Listener) => void listeners.push(l),
    removeListener: () => undefined,
    hasListener: () => false,
    trigger: (...args: unknown[]) => Promise.all(listeners.map((l) => (l as (...a: unknown[]) => unknown)(...args))),
  };
}

/** Fills in the APIs WXT's fake browser leaves unimplemented (menus, commands, omnibox, permissions). */
export function stubMissingApis() {
  const menus: Array<{ id: string; title: string; contexts: string[] }> = [];
  const stubs = {
    contextMenus: {
      removeAll: vi.fn(async () => void (menus.length = 0)),
      create: vi.fn((item: { id: string; title: string; contexts: string[] }) => void menus.push(item)),
      onClicked: event(),
    },
    commands: { onCommand: event() },
    omnibox: { onInputEntered: event() },
    permissions: { onRemoved: event(), contains: vi.fn(async () => true), request: vi.fn(async () => true) },
  };
  Object.assign(fakeBrowser, stubs);
  return { ...stubs, menus };
}
