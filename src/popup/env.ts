import { createContext, useContext, useEffect } from 'react';
import type { ApiClient } from '@/api/client';
import type { Created } from '@/background/outbox-runner';
import type { OutboxItem } from '@/background/outbox';
import type { Platform } from '@/platform/types';

/** What the popup's parts need from outside: the API, storage, the worker and the app tab. */
export interface PopupEnv {
  client: ApiClient;
  platform: Platform;
  openApp: (route?: string) => void;
  /** Writes an item to the outbox (before anything is sent). */
  enqueue: (item: OutboxItem) => Promise<void>;
  /** Asks the worker to send the outbox now; resolves with what it created. */
  flush: () => Promise<Record<string, Created>>;
  listOutbox: () => Promise<OutboxItem[]>;
  removeOutbox: (id: string) => Promise<void>;
  onOutboxChange: (listener: () => void) => () => void;
  newId: () => string;
  pollNow: () => void;
}

export const PopupEnvContext = createContext<PopupEnv | null>(null);

export function usePopupEnv(): PopupEnv {
  const env = useContext(PopupEnvContext);
  if (!env) throw new Error('PopupEnvContext missing');
  return env;
}

/** Someone is looking: the worker checks for notifications now rather than at its next alarm. */
export function usePollOnOpen(): void {
  const { pollNow } = usePopupEnv();
  useEffect(() => pollNow(), [pollNow]);
}
