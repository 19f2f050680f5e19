import { tokenExpiry } from '@/api/token-claims';
import { endsSession } from '@/api/errors';

/** The delay before the first renewal check after load. */
export const RENEW_DELAY_MS = 5000;
const HOUR_S = 3600;
/** Never check more often than this, whatever the token says. */
const MIN_GAP_MS = 1000;
/** After a network failure (offline, timeout) renewal is tried again this much later. */
export const RETRY_AFTER_MS = 30_000;

/**
 * Seconds before expiry at which a token is renewed. The spec says "under 60 units": with Vikunja's
 * 72 h tokens (≤1.x) that is one hour. 2.x tokens live only 10 minutes, so the margin is capped at a
 * quarter of the token's lifetime (2.5 minutes there) — early enough to beat expiry, rare enough
 * not to rotate the refresh cookie needlessly.
 */
export function renewMarginSeconds(lifetimeSeconds: number): number {
  return Math.min(HOUR_S, Math.max(0, lifetimeSeconds) / 4);
}

export interface KeeperDeps {
  now: () => number;
  getToken: () => string | null;
  /** Renews (serialised across tabs by the caller); resolves the new token, null when refused. */
  renew: () => Promise<string | null>;
  /** The session cannot be cured: the caller logs out locally; `cause` is the server's refusal, when there was one. */
  onLost: (cause?: unknown) => void;
  /**
   * Whether a still-valid token is renewed once on load, so daily use slides a long-lived
   * session. True for the JWT re-issue of 0.24/1.x; 2.x rotates its refresh cookie and must not.
   */
  renewOnLoad?: () => Promise<boolean>;
}

export interface SessionKeeper {
  start(): void;
  /** Window focus / tab visible again: an expired token is checked at once. */
  onFocus(): void;
  /** The token changed (login, renewal here or in another tab): plan the next renewal anew. */
  onTokenChange(): void;
  stop(): void;
}

/** Keeps one session alive by renewing its token shortly before expiry (timers injectable for tests). */
export function createSessionKeeper(deps: KeeperDeps): SessionKeeper {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let loadTimer: ReturnType<typeof setTimeout> | null = null;
  let running = false;
  let busy = false;
  // Lifetime of each token as first seen here (the tokens carry no `iat`).
  const lifetimes = new Map<string, number>();

  function plan(token: string): { expMs: number; renewAtMs: number } | null {
    const exp = tokenExpiry(token);
    if (exp === null) return null; // API tokens and other opaque tokens are not renewed
    const expMs = exp * 1000;
    let lifetime = lifetimes.get(token);
    if (lifetime === undefined) {
      lifetime = (expMs - deps.now()) / 1000;
      lifetimes.clear();
      lifetimes.set(token, lifetime);
    }
    return { expMs, renewAtMs: expMs - renewMarginSeconds(lifetime) * 1000 };
  }

  function schedule(minDelayMs = 0): void {
    if (timer) clearTimeout(timer);
    timer = null;
    if (!running) return;
    const token = deps.getToken();
    const p = token ? plan(token) : null;
    if (!p) return;
    timer = setTimeout(() => void check(), Math.max(minDelayMs, MIN_GAP_MS, p.renewAtMs - deps.now()));
  }

  async function check(): Promise<void> {
    timer = null;
    const token = deps.getToken();
    const p = token ? plan(token) : null;
    if (!running || !p || busy) return;
    if (deps.now() < p.renewAtMs) return schedule();
    await renewNow();
  }

  /** The once-per-load renewal of a token that is still valid (an expired one is the timer's job). */
  async function renewOnLoad(): Promise<void> {
    loadTimer = null;
    const token = deps.getToken();
    const p = token ? plan(token) : null;
    if (!running || !p || busy || deps.now() >= p.expMs) return;
    let wanted: boolean;
    try {
      wanted = (await deps.renewOnLoad?.()) ?? false;
    } catch {
      return; // server info unreachable: the regular timer still covers expiry
    }
    if (wanted && running && !busy && deps.getToken() === token) await renewNow();
  }

  async function renewNow(): Promise<void> {
    busy = true;
    try {
      const fresh = await deps.renew();
      if (!fresh) return deps.onLost();
      schedule();
    } catch (error) {
      // Only a refusal ends the session; offline, a 5xx or a 429 must not log anyone out.
      if (endsSession(error)) deps.onLost(error);
      else schedule(RETRY_AFTER_MS);
    } finally {
      busy = false;
    }
  }

  return {
    start() {
      running = true;
      schedule(RENEW_DELAY_MS);
      if (deps.renewOnLoad) loadTimer = setTimeout(() => void renewOnLoad(), RENEW_DELAY_MS);
    },
    onFocus() {
      const token = deps.getToken();
      const p = token ? plan(token) : null;
      if (running && p && deps.now() >= p.expMs) void check();
    },
    onTokenChange() {
      if (running && !busy) schedule();
    },
    stop() {
      running = false;
      if (timer) clearTimeout(timer);
      if (loadTimer) clearTimeout(loadTimer);
      timer = null;
      loadTimer = null;
    },
  };
}
