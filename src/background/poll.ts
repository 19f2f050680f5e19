import { createClient } from '@/api/client';
import { isApiError } from '@/api/errors';
import { countUnread, listNotifications } from '@/api/notifications';
import type { Notification } from '@/api/types';
import { KEYS, type KeyValueStorage } from '@/platform/types';
import type { BadgeState } from './badge';
import { parseRetryAfter } from './outbox';
import type { SessionOwner } from './session-owner';

export interface PollResult {
  /** What the badge should show; null when the server asked us to slow down (the badge keeps what it shows). */
  state: BadgeState | null;
  notifications: Notification[];
  /** After a 429: how long to leave the server alone (its Retry-After, else a minute). */
  pauseMs?: number;
}

/** How long polling rests after a 429 without a usable Retry-After. */
export const RATE_LIMIT_PAUSE_MS = 60_000;

/**
 * One poll of GET /notifications with what storage holds right now (the worker keeps no globals:
 * it may have been stopped and restarted since the last poll). A 401 asks the session owner once.
 */
export async function pollUnread(
  storage: KeyValueStorage,
  fetchImpl?: typeof fetch,
  owner?: SessionOwner,
): Promise<PollResult> {
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
    // Too many requests is not "offline": keep showing what we know and come back when asked to.
    if (isApiError(error) && error.status === 429) {
      return {
        state: null,
        notifications: [],
        pauseMs: Math.max(parseRetryAfter(error.retryAfter, Date.now()) ?? 0, RATE_LIMIT_PAUSE_MS),
      };
    }
    return { state: { kind: 'offline' }, notifications: [] };
  }
}
