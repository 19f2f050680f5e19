import { createClient } from '@/api/client';
import { isApiError } from '@/api/errors';
import { countUnread, listNotifications } from '@/api/notifications';
import { KEYS, type KeyValueStorage } from '@/platform/types';
import type { BadgeState } from './badge';

/**
 * One poll of GET /notifications with what storage holds right now (the worker keeps no globals:
 * it may have been stopped and restarted since the last poll).
 */
export async function pollUnread(storage: KeyValueStorage, fetchImpl?: typeof fetch): Promise<BadgeState> {
  const [apiUrl, token] = await Promise.all([storage.get<string>(KEYS.apiUrl), storage.get<string>(KEYS.token)]);
  if (!apiUrl || !token) return { kind: 'signed-out' };
  const client = createClient({ baseUrl: () => apiUrl, token: () => token, timeoutMs: 10_000, fetch: fetchImpl });
  try {
    const page = await listNotifications(client);
    return { kind: 'unread', count: countUnread(page.items) };
  } catch (error) {
    if (isApiError(error) && error.status === 401) return { kind: 'signed-out' };
    return { kind: 'offline' };
  }
}
