import { create } from 'zustand';
import { KEYS, type KeyValueStorage } from '@/platform/types';

interface SessionState {
  /** False until the stored values were read. */
  hydrated: boolean;
  apiUrl: string | null;
  token: string | null;
}

/** The session as this context knows it; storage is the source of truth shared by all contexts. */
export const useSession = create<SessionState>(() => ({ hydrated: false, apiUrl: null, token: null }));

/** Loads apiUrl and token from storage and follows their changes from any context. */
export async function hydrateSession(storage: KeyValueStorage): Promise<() => void> {
  const [apiUrl, token] = await Promise.all([
    storage.get<string>(KEYS.apiUrl),
    storage.get<string>(KEYS.token),
  ]);
  useSession.setState({ hydrated: true, apiUrl: apiUrl ?? null, token: token ?? null });
  return storage.subscribe((changes) => {
    for (const { key, newValue } of changes) {
      if (key === KEYS.apiUrl) useSession.setState({ apiUrl: (newValue as string | undefined) ?? null });
      if (key === KEYS.token) useSession.setState({ token: (newValue as string | undefined) ?? null });
    }
  });
}

export async function saveApiUrl(storage: KeyValueStorage, apiUrl: string): Promise<void> {
  useSession.setState({ apiUrl });
  await storage.set(KEYS.apiUrl, apiUrl);
}

export async function saveToken(storage: KeyValueStorage, token: string | null): Promise<void> {
  useSession.setState({ token });
  if (token) await storage.set(KEYS.token, token);
  else await storage.remove(KEYS.token);
}
