import { createClient } from '@/api/client';
import { isApiError } from '@/api/errors';
import { countUnread, listNotifications } from '@/api/notifications';
import type { Notification } from '@/api/types';
import { KEYS, type KeyValueStorage } from '@/platform/types';
import type { BadgeState } from './badge';
import type { SessionOwner } from './session-owner';

export interface PollResult {
  state: BadgeState;
  notifications: Notification[];
}

/**
 * One poll of GET /notifications with what storage holds right now (the worker keeps no globals:
 * it may have been stopped and restarted since the last poll). A 401 asks the session owner once.
 */
export async function pollUnread(storage: KeyValueStorage, fetchImpl?: typeof fetch, owner?: SessionOwner): Promise<PollResult> {
  const [apiUrl, token] = await Promise.all([storage.get<string>(KEYS.apiUrl), storage.get<string>(KEYS.token)]);
  if (!apiUrl || !token) return { state: { kind: 'signed-out' }, notifications: [] };
  const client = createClient({
    baseUrl: () => apiUrl,
    token: () => token,
    timeoutMs: 10_000,
    fetch: fetchImpl,
    renewToken: owner ? () => owner.tokenFor(token) : undefined,
  });
  try {
    const page = await listNotifications(client);
    return { state: { kind: 'unread', count: countUnread(page.items) }, notifications: page.items };
  } catch (error) {
    if (isApiError(error) && error.status === 401) return { state: { kind: 'signed-out' }, notifications: [] };
    return { state: { kind: 'offline' }, notifications: [] };
  }
}
