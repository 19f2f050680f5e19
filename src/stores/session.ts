import { create } from 'zustand';
import { normalizeApiUrl } from '@/lib/normalize-api-url';
import { KEYS, type KeyValueStorage } from '@/platform/types';

/** A link-share visit: its token lives in memory only (never in storage). */
export interface LinkShareSession {
  hash: string;
  projectId: number;
  logoVisible: boolean;
}

interface SessionState {
  /** False until the stored values were read. */
  hydrated: boolean;
  apiUrl: string | null;
  token: string | null;
  linkShare: LinkShareSession | null;
}

/** Storage keys of the account flows, declared with the others in src/platform/types.ts. */
export { AUTH_KEYS } from '@/platform/types';

/** The session as this context knows it; storage is the source of truth shared by all contexts. */
export const useSession = create<SessionState>(() => ({ hydrated: false, apiUrl: null, token: null, linkShare: null }));

/** Loads apiUrl and token from storage and follows their changes from any context. */
export async function hydrateSession(storage: KeyValueStorage): Promise<() => void> {
  const [stored, token] = await Promise.all([storage.get<string>(KEYS.apiUrl), storage.get<string>(KEYS.token)]);
  const apiUrl = normalizeApiUrl(stored);
  // An address stored by an older version (or by hand) with a trailing slash is cleaned once.
  if (apiUrl && apiUrl !== stored) await storage.set(KEYS.apiUrl, apiUrl);
  useSession.setState({ hydrated: true, apiUrl, token: token ?? null });
  return storage.subscribe((changes) => {
    for (const { key, newValue } of changes) {
      if (key === KEYS.apiUrl) useSession.setState({ apiUrl: normalizeApiUrl(newValue) });
      // A link-share visit keeps its in-memory token whatever other tabs do with theirs.
      if (key === KEYS.token && !useSession.getState().linkShare) {
        useSession.setState({ token: (newValue as string | undefined) ?? null });
      }
    }
  });
}

/** Keeps the API address (typed, discovered or preset) without trailing slashes; an empty one is removed. */
export async function saveApiUrl(storage: KeyValueStorage, value: string): Promise<void> {
  const apiUrl = normalizeApiUrl(value);
  useSession.setState({ apiUrl });
  if (apiUrl) await storage.set(KEYS.apiUrl, apiUrl);
  else await storage.remove(KEYS.apiUrl);
}

export async function saveToken(storage: KeyValueStorage, token: string | null): Promise<void> {
  useSession.setState({ token, linkShare: null });
  if (token) await storage.set(KEYS.token, token);
  else await storage.remove(KEYS.token);
}

/** Starts a link-share visit; nothing of it is written to storage. */
export function startLinkShare(token: string, share: LinkShareSession): void {
  useSession.setState({ token, linkShare: share });
}
