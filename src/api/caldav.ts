import type { ApiClient } from './client';
import { isRouteMissing } from './errors';
import type { ServerFeatures } from './version';

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

/**
 * Ends a CalDAV token with the first verb of the release's list the server has a route for (0.24's file
 * documents the deletion as GET, later ones as DELETE; DELETE is tried first everywhere).
 */
export async function deleteCaldavToken(
  client: ApiClient,
  features: Pick<ServerFeatures, 'caldavTokenDelete'>,
  id: number,
): Promise<void> {
  const [first = 'DELETE', ...rest] = features.caldavTokenDelete;
  try {
    await client.request(first, `/user/settings/token/caldav/${id}`);
  } catch (error) {
    const next = rest[0];
    if (!next || !isRouteMissing(error)) throw error;
    await client.request(next, `/user/settings/token/caldav/${id}`);
  }
}

/**
 * The address a calendar app subscribes to: the server's origin (plus any path prefix before /api/v1)
 * followed by /dav/principals/{username}/.
 */
export function caldavUrl(apiUrl: string, username: string): string {
  const root = apiUrl.replace(/\/+$/, '').replace(/\/api\/v1$/, '');
  return `${root}/dav/principals/${encodeURIComponent(username)}/`;
}
