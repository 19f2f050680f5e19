import { tokenUserId } from '@/api/token-claims';

/** Pure (the web build's first-paint script uses it before the app runs): no store, no query client. */
interface OwnedSession {
  apiUrl: string | null;
  token: string | null;
  linkShare: unknown;
}

/** The key a session's cache is kept under between visits: a user account on a server; null for anything else. */
export function persistedOwner({ apiUrl, token, linkShare }: OwnedSession): string | null {
  if (!token || !apiUrl || linkShare) return null;
  const id = tokenUserId(token);
  return id === null ? null : `${apiUrl}#user:${id}`;
}
