import { createClient } from './client';
import { ApiError } from './errors';
import type { ServerInfo } from './types';

const cache = new Map<string, Promise<ServerInfo>>();

/** Fetches /info from a given API URL (no session needed) and checks it looks like Vikunja. */
export async function fetchInfo(apiUrl: string, timeoutMs = 8000): Promise<ServerInfo> {
  const client = createClient({ baseUrl: () => apiUrl, token: () => null, timeoutMs });
  const { data, status } = await client.get<ServerInfo>('/info', { anonymous: true });
  if (!data || typeof data.version !== 'string') throw new ApiError({ kind: 'invalid-response', status });
  return data;
}

/** /info is read once per server; failures are not cached so a retry can succeed. */
export function getInfo(apiUrl: string): Promise<ServerInfo> {
  let pending = cache.get(apiUrl);
  if (!pending) {
    pending = fetchInfo(apiUrl);
    cache.set(apiUrl, pending);
    pending.catch(() => cache.delete(apiUrl));
  }
  return pending;
}

/** Whether the server takes registrations: 0.24 says so at the top level of /info, later releases under auth.local. */
export function registrationOpen(info: ServerInfo): boolean {
  return info.auth?.local.registrationEnabled ?? info.registrationEnabled ?? true;
}

export function forgetInfo(apiUrl?: string): void {
  if (apiUrl) cache.delete(apiUrl);
  else cache.clear();
}
