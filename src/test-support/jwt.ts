/** An unsigned JWT with the given claims, as the app reads tokens (it never checks signatures). */
export function testJwt(claims: Record<string, unknown>): string {
  const part = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ exp: 4_000_000_000, ...claims })}.signature`;
}

/** A user session token of the account `id`. */
export const userJwt = (id: number): string => testJwt({ type: 1, id, jti: `${id}-${Math.random()}` });
