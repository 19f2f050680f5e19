import type { ApiClient } from './client';

/** A CalDAV token: the clear token only comes back once, right after creation. */
export interface CaldavToken {
  id: number;
  created: string;
  token?: string;
}

export async function listCaldavTokens(client: ApiClient): Promise<CaldavToken[]> {
  return (await client.get<CaldavToken[] | null>('/user/settings/token/caldav')).data ?? [];
}

export async function createCaldavToken(client: ApiClient): Promise<CaldavToken> {
  return (await client.put<CaldavToken>('/user/settings/token/caldav', {})).data;
}

export async function deleteCaldavToken(client: ApiClient, id: number): Promise<void> {
  await client.del(`/user/settings/token/caldav/${id}`);
}

/**
 * The address a calendar app subscribes to: the server's origin (plus any path prefix before /api/v1)
 * followed by /dav/principals/{username}/.
 */
export function caldavUrl(apiUrl: string, username: string): string {
  const root = apiUrl.replace(/\/+$/, '').replace(/\/api\/v1$/, '');
  return `${root}/dav/principals/${encodeURIComponent(username)}/`;
}
