import { createClient, type ApiClient } from '@/api/client';
import { logout as apiLogout, renewToken } from '@/api/auth';
import { getInfo } from '@/api/info';
import { featuresFor } from '@/api/version';
import type { Platform } from '@/platform/types';
import { saveToken, useSession } from '@/stores/session';
import { KEYS } from '@/platform/types';

/**
 * Renews the session once, serialised across every tab/context by a lock: if another holder
 * already renewed while we waited, its token is used instead of refreshing a second time
 * (2.x rotates the refresh cookie, so a second concurrent refresh would log the user out).
 */
export async function renewSession(platform: Platform, client: ApiClient, staleToken: string | null): Promise<string | null> {
  return platform.withLock('vikunja-session-renewal', async () => {
    const stored = (await platform.storage.get<string>(KEYS.token)) ?? null;
    if (stored && stored !== staleToken) {
      useSession.setState({ token: stored });
      return stored;
    }
    const apiUrl = useSession.getState().apiUrl;
    if (!apiUrl || !stored) return null;
    try {
      const features = featuresFor((await getInfo(apiUrl)).version);
      const token = await renewToken(client, features);
      await saveToken(platform.storage, token);
      return token;
    } catch {
      return null;
    }
  });
}

/** The client every feature uses: base URL and token always read fresh from the session store. */
export function createSessionClient(platform: Platform): ApiClient {
  const client: ApiClient = createClient({
    baseUrl: () => useSession.getState().apiUrl,
    token: () => useSession.getState().token,
    renewToken: () => {
      const stale = useSession.getState().token;
      return platform.renewSession ? platform.renewSession(stale) : renewSession(platform, client, stale);
    },
  });
  return client;
}

/** Ends the session on the server where it can, then forgets it locally. */
export async function signOut(platform: Platform, client: ApiClient): Promise<void> {
  const apiUrl = useSession.getState().apiUrl;
  try {
    if (apiUrl) await apiLogout(client, featuresFor((await getInfo(apiUrl)).version));
  } catch {
    // Logging out locally must work even when the server is unreachable.
  }
  // The spec clears all local storage on logout; the server address is kept so the login page works.
  await platform.storage.clear();
  if (apiUrl) await platform.storage.set(KEYS.apiUrl, apiUrl);
  useSession.setState({ token: null });
}
