import { browser } from 'wxt/browser';
import type { OutboxItem } from '@/background/outbox';
import type { OutboxStore } from '@/background/outbox-runner';
import { KEY_PREFIXES } from './types';

const PREFIX = KEY_PREFIXES.outbox;

/** The outbox in storage.local, one key per item (the popup and the worker never overwrite each other). */
export function createOutboxStore(): OutboxStore & { subscribe(listener: () => void): () => void } {
  const area = browser.storage.local;
  return {
    async list() {
      const all = await area.get(null);
      return Object.entries(all)
        .filter(([key]) => key.startsWith(PREFIX))
        .map(([, value]) => value as OutboxItem);
    },
    put: (item) => area.set({ [PREFIX + item.id]: item }),
    remove: (id) => area.remove(PREFIX + id),
    subscribe(listener) {
      const handler = (changes: Record<string, unknown>, areaName: string) => {
        if (areaName === 'local' && Object.keys(changes).some((key) => key.startsWith(PREFIX))) listener();
      };
      browser.storage.onChanged.addListener(handler);
      return () => browser.storage.onChanged.removeListener(handler);
    },
  };
}

/** A fresh client id for an outbox item. */
export function newClientId(): string {
  return crypto.randomUUID();
}
