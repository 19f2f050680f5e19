import type { ApiClient } from './client';

/** One of the user's login sessions (2.x): where it was started and when it was last used. */
export interface LoginSession {
  id: string;
  /** The user agent of the browser or app that signed in ('' when the server does not know it). */
  deviceInfo: string;
  ipAddress: string;
  /** The session this request belongs to. */
  isCurrent: boolean;
  lastActive: string;
  created: string;
}

/** The signed-in user's own login sessions (2.x servers only), most recently used first. */
export async function listSessions(client: ApiClient): Promise<LoginSession[]> {
  const sessions = await client.listAll<LoginSession>('/user/sessions');
  return [...sessions].sort((a, b) => Date.parse(b.lastActive) - Date.parse(a.lastActive));
}

/** Ends one session: its device is signed out at its next request. */
export async function endLoginSession(client: ApiClient, id: string): Promise<void> {
  await client.del(`/user/sessions/${encodeURIComponent(id)}`);
}
