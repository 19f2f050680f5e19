import { renewToken } from '@/api/auth';
import { tokenExpiry } from '@/api/token-claims';
import { createClient } from '@/api/client';
import { endsSession } from '@/api/errors';
import type { ServerInfo } from '@/api/types';
import { featuresFor } from '@/api/version';
import { KEYS, type KeyValueStorage } from '@/platform/types';
import { guardBlocks, needsRenewal, RENEWAL_GUARD_MS, type RenewalGuard } from './renewal';

export const GUARD_KEY = KEYS.sessionRenewal;

export interface SessionOwnerDeps {
  storage: KeyValueStorage;
  fetch?: typeof fetch;
  now?: () => number;
  /** Called with the new token's expiry so the next renewal can be scheduled. */
  onRenewed?: (token: string) => void;
}

export interface SessionOwner {
  /**
   * The freshest token: the stored one if it already differs from `stale`, else one refresh.
   * null: the server refused (sign-in needed); throws when the server could not be reached.
   */
  tokenFor(stale: string | null): Promise<string | null>;
  /** Renews the stored token if it is due (used by the renewal alarm); answers the current token. */
  renewStored(): Promise<string | null>;
}

/**
 * The background worker is the one owner of the session: pages ask it for a
 * token, and it refreshes at most once at a time. The in-flight promise covers this worker's
 * lifetime; the storage guard covers a worker that was stopped and restarted mid-refresh.
 */
export function createSessionOwner(deps: SessionOwnerDeps): SessionOwner {
  const now = deps.now ?? Date.now;
  let inFlight: Promise<string | null> | null = null;

  async function waitForNewToken(stale: string, untilMs: number): Promise<string | null> {
    while (now() < untilMs) {
      await new Promise((r) => setTimeout(r, 250));
      const stored = await deps.storage.get<string>(KEYS.token);
      if (stored && stored !== stale) return stored;
    }
    return null;
  }

  async function refresh(stale: string): Promise<string | null> {
    const guard = await deps.storage.get<RenewalGuard>(GUARD_KEY);
    if (guardBlocks(guard, stale, now())) {
      const renewed = await waitForNewToken(stale, (guard?.startedAt ?? 0) + RENEWAL_GUARD_MS);
      if (renewed) return renewed;
    }
    const apiUrl = await deps.storage.get<string>(KEYS.apiUrl);
    if (!apiUrl) return null;
    await deps.storage.set(GUARD_KEY, { startedAt: now(), forToken: stale } satisfies RenewalGuard);
    try {
      const client = createClient({ baseUrl: () => apiUrl, token: () => stale, fetch: deps.fetch, timeoutMs: 15_000 });
      const info = await client.get<ServerInfo>('/info', { anonymous: true });
      const features = featuresFor(info.data?.version);
      const token = await renewToken(client, features);
      // Someone may have signed out or in meanwhile: only replace the token we renewed.
      if ((await deps.storage.get<string>(KEYS.token)) !== stale)
        return (await deps.storage.get<string>(KEYS.token)) ?? null;
      await deps.storage.set(KEYS.token, token);
      deps.onRenewed?.(token);
      return token;
    } catch (error) {
      // Refused (the session is over): null. No answer (offline, timeout, 5xx, 429): throw, so callers
      // keep the session and try again later instead of signing the person out.
      if (endsSession(error)) return null;
      throw error;
    } finally {
      await deps.storage.remove(GUARD_KEY);
    }
  }

  async function tokenFor(stale: string | null): Promise<string | null> {
    const stored = (await deps.storage.get<string>(KEYS.token)) ?? null;
    if (!stored) return null;
    if (stale === null || stored !== stale) return stored;
    if (!inFlight) {
      inFlight = refresh(stored).finally(() => {
        inFlight = null;
      });
    }
    return inFlight;
  }

  return {
    tokenFor,
    async renewStored() {
      const stored = (await deps.storage.get<string>(KEYS.token)) ?? null;
      // An alarm left from an earlier token, or one that fired early, must not rotate the session.
      if (!stored || !needsRenewal(tokenExpiry(stored), now())) return stored;
      return tokenFor(stored);
    },
  };
}
