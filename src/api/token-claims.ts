// Pure: the web build's first-paint script reads the session's account with it before the app runs.

/** A JWT's claims, read without verifying it; null when the token is not a readable JWT. */
function tokenClaims(token: string): Record<string, unknown> | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as unknown;
    return claims && typeof claims === 'object' ? (claims as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Reads a JWT's expiry (seconds since epoch) without verifying it; null when unreadable. */
export function tokenExpiry(token: string): number | null {
  const exp = tokenClaims(token)?.exp;
  return typeof exp === 'number' ? exp : null;
}

/** The account a user session's JWT belongs to (its `id` claim); null for link shares (type 2) and opaque tokens. */
export function tokenUserId(token: string): number | null {
  const claims = tokenClaims(token);
  if (!claims || (claims.type !== undefined && claims.type !== 1)) return null;
  return typeof claims.id === 'number' && claims.id > 0 ? claims.id : null;
}
