/** Pure timing of session renewal: when to renew, and whether a renewal started elsewhere still counts. */

/** How long before expiry the worker renews; well above Chrome's 30 s alarm granularity. */
export const RENEW_LEAD_MS = 90_000;
/** A renewal another worker instance started this recently is still trusted to finish. */
export const RENEWAL_GUARD_MS = 15_000;

/** Epoch ms at which a token expiring at `expSeconds` should be renewed (never in the past). */
export function renewalTime(expSeconds: number | null, now: number): number | null {
  if (expSeconds === null) return null;
  return Math.max(now, expSeconds * 1000 - RENEW_LEAD_MS);
}

/** Whether a token is close enough to expiry (or past it) to renew now. */
export function needsRenewal(expSeconds: number | null, now: number): boolean {
  const at = renewalTime(expSeconds, now);
  return at !== null && at <= now;
}

/** Written to storage while a refresh is in flight, so a restarted worker does not start a second one. */
export interface RenewalGuard {
  startedAt: number;
  /** The token that was being replaced. */
  forToken: string;
}

/** Whether a guard left by this or an earlier worker still blocks a new refresh of `token`. */
export function guardBlocks(guard: RenewalGuard | undefined, token: string, now: number): boolean {
  return !!guard && guard.forToken === token && now - guard.startedAt < RENEWAL_GUARD_MS && now >= guard.startedAt;
}
