import { createClient, type ApiClient } from '@/api/client';
import { logout as apiLogout, renewLinkShareToken, renewToken } from '@/api/auth';
import { endsSession } from '@/api/errors';
import { getInfo } from '@/api/info';
import { featuresFor } from '@/api/version';
import type { Platform } from '@/platform/types';
import { AUTH_KEYS, saveToken, useSession } from '@/stores/session';
import { useSessionEnded } from '@/stores/session-ended';
import { KEYS, KEY_PREFIXES } from '@/platform/types';

/**
 * Renews the session once, serialised across every tab/context by a lock: if another holder
 * already renewed while we waited, its token is used instead of refreshing a second time
 * (2.x rotates the refresh cookie, so a second concurrent refresh would log the user out).
 * Throws the server's error when renewal fails, so callers can tell "refused" from "offline".
 */
export async function renewSessionOrThrow(
  platform: Platform,
  client: ApiClient,
  staleToken: string | null,
): Promise<string | null> {
  if (useSession.getState().linkShare) {
    // Link-share tokens live in this tab only: no other context can race us.
    const token = await renewLinkShareToken(client);
    useSession.setState({ token });
    return token;
  }
  return platform.withLock('vikunja-session-renewal', async () => {
    const stored = (await platform.storage.get<string>(KEYS.token)) ?? null;
    if (stored && stored !== staleToken) {
      useSession.setState({ token: stored });
      return stored;
    }
    const apiUrl = useSession.getState().apiUrl;
    if (!apiUrl || !stored) return null;
    const features = featuresFor((await getInfo(apiUrl)).version);
    let token: string;
    try {
      token = await renewToken(client, features);
    } catch (error) {
      // Refused: forget the token before the lock opens, so requests waiting on it do not refresh again.
      if (endsSession(error)) await loseSession(platform);
      throw error;
    }
    await saveToken(platform.storage, token);
    return token;
  });
}

/** As renewSessionOrThrow, but null on any failure (the HTTP client's 401 path wants just that). */
export async function renewSession(
  platform: Platform,
  client: ApiClient,
  staleToken: string | null,
): Promise<string | null> {
  try {
    return await renewSessionOrThrow(platform, client, staleToken);
  } catch {
    return null;
  }
}

/** Asks the host's single session owner when there is one (the extension's worker), else renews here. */
export function renewFor(
  platform: Platform,
  client: ApiClient,
  stale: string | null = useSession.getState().token,
): Promise<string | null> {
  if (platform.renewSession && !useSession.getState().linkShare) return platform.renewSession(stale);
  return renewSessionOrThrow(platform, client, stale);
}

/**
 * Whether this load should renew a still-valid session (renewal happens on load): yes for
 * the JWT re-issue of 0.24/1.x, so daily use keeps sliding a 72 h / 30 d session; no on 2.x, whose
 * short tokens are renewed by the timer anyway (each refresh rotates the cookie), nor for link shares.
 */
export async function renewsOnLoad(): Promise<boolean> {
  const { apiUrl, linkShare } = useSession.getState();
  if (!apiUrl || linkShare) return false;
  return featuresFor((await getInfo(apiUrl)).version).renewal === 'user-token';
}

/** The client every feature uses: base URL and token always read fresh from the session store. */
export function createSessionClient(platform: Platform): ApiClient {
  const client: ApiClient = createClient({
    baseUrl: () => useSession.getState().apiUrl,
    token: () => useSession.getState().token,
    renewToken: (stale) => renewAfter401(platform, client, stale),
  });
  return client;
}

/**
 * A request was answered 401: renew once. Refused (or nothing left to renew), the session ends here: the
 * token goes, the route guard sends the person to login with the route remembered, drafts stay, and the
 * login page says why. Offline or timed out, the session stays and the request reports that failure.
 */
async function renewAfter401(platform: Platform, client: ApiClient, stale: string | null): Promise<string | null> {
  const signedIn = useSession.getState().token !== null && !useSession.getState().linkShare;
  try {
    // The refused request's own token: when another path renewed it meanwhile, that renewal is used.
    const token = await renewFor(platform, client, stale);
    if (token) return token;
  } catch (error) {
    if (!endsSession(error)) throw error;
  }
  if (signedIn) useSessionEnded.getState().set(true);
  await loseSession(platform);
  return null;
}

/**
 * The session could not be cured (renewal refused, user info rejected): forget the token only,
 * so the last visited route, drafts and settings survive for the next login.
 */
export async function loseSession(platform: Platform): Promise<void> {
  if (useSession.getState().linkShare) {
    useSession.setState({ token: null, linkShare: null });
    return;
  }
  await saveToken(platform.storage, null);
}

/** Where the browser goes after logout when the last login was through an OpenID provider. */
async function openIdLogoutUrl(
  platform: Platform,
  apiUrl: string | null,
  serverUrl: string | undefined,
): Promise<string | null> {
  const key = await platform.storage.get<string>(AUTH_KEYS.openIdProvider);
  if (!key || !apiUrl) return serverUrl || null;
  try {
    const providers = (await getInfo(apiUrl)).auth?.openidConnect.providers ?? [];
    return serverUrl || providers.find((p) => p.key === key)?.logoutUrl || null;
  } catch {
    return serverUrl || null;
  }
}

/**
 * What survives a sign-out: the server address, the UI language, the extension's own settings and
 * captures not yet sent (never lost; they go out once someone signs in again).
 */
export const keptAfterSignOut = (key: string): boolean =>
  key === KEYS.apiUrl || key === KEYS.language || key === KEYS.extensionSettings || key.startsWith(KEY_PREFIXES.outbox);

/**
 * Ends the session on the server where it can, clears local storage (keeping the server address
 * so the login page works) and the kept query cache, and returns the OpenID provider logout URL to follow, if any.
 */
export async function signOut(platform: Platform, client: ApiClient): Promise<string | null> {
  const apiUrl = useSession.getState().apiUrl;
  if (useSession.getState().linkShare) {
    useSession.setState({ token: null, linkShare: null });
    return null;
  }
  let serverLogoutUrl: string | undefined;
  try {
    if (apiUrl) serverLogoutUrl = await apiLogout(client, featuresFor((await getInfo(apiUrl)).version));
  } catch {
    // Logging out locally must work even when the server is unreachable.
  }
  const providerLogout = await openIdLogoutUrl(platform, apiUrl, serverLogoutUrl);
  await platform.storage.clear(keptAfterSignOut);
  if (apiUrl) await platform.storage.set(KEYS.apiUrl, apiUrl);
  // The login page must not send the visitor straight back to a lone OpenID provider (it would sign them in again).
  await platform.storage.set(AUTH_KEYS.justLoggedOut, true);
  // Ending the session first stops the cache's writes; then the kept answers of every account go.
  useSession.setState({ token: null, linkShare: null });
  await import('@/platform/query-cache-store').then((m) => m.indexedDbCacheStore.wipe()).catch(() => undefined);
  await import('@/platform/first-paint-store').then((m) => m.wipeFirstPaint()).catch(() => undefined);
  return providerLogout;
}
