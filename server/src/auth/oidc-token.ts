import crypto, { type JsonWebKey } from 'node:crypto';

/** Claims of a verified ID token. */
export type IdClaims = Record<string, unknown> & { iss: string; sub: string; exp: number };

/** Why an ID token was refused (for the log; the caller answers one error either way). */
export class IdTokenError extends Error {}

/** Clock skew tolerated on `exp`, as most relying parties allow. */
const LEEWAY_S = 60;

function decodePart(part: string): Record<string, unknown> {
  try {
    const v = JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as unknown;
    if (v && typeof v === 'object' && !Array.isArray(v)) return v as Record<string, unknown>;
  } catch {
    // fall through
  }
  throw new IdTokenError('malformed ID token');
}

function pickKey(keys: JsonWebKey[], kid: unknown): JsonWebKey | undefined {
  const rsa = keys.filter((k) => k.kty === 'RSA' && (k.use === undefined || k.use === 'sig'));
  if (typeof kid === 'string') return rsa.find((k) => k.kid === kid);
  return rsa.length === 1 ? rsa[0] : undefined;
}

export interface VerifyOptions {
  issuer: string;
  clientId: string;
  /** The provider's keys; called again with `true` when the token names a key not in the first answer. */
  keys: (fresh: boolean) => Promise<JsonWebKey[]>;
  now?: number;
}

/** Verifies an RS256 ID token: signature against the provider's JWKS, then iss, aud (and azp), exp and sub. */
export async function verifyIdToken(token: string, o: VerifyOptions): Promise<IdClaims> {
  const parts = token.split('.');
  if (parts.length !== 3) throw new IdTokenError('malformed ID token');
  const [h, p, s] = parts as [string, string, string];
  const header = decodePart(h);
  if (header.alg !== 'RS256') throw new IdTokenError(`unsupported alg ${String(header.alg)}`);
  const jwk = pickKey(await o.keys(false), header.kid) ?? pickKey(await o.keys(true), header.kid);
  if (!jwk) throw new IdTokenError('no matching signing key');
  const key = crypto.createPublicKey({ key: jwk, format: 'jwk' });
  if (!crypto.verify('sha256', Buffer.from(`${h}.${p}`), key, Buffer.from(s, 'base64url'))) {
    throw new IdTokenError('bad signature');
  }
  const c = decodePart(p);
  if (c.iss !== o.issuer) throw new IdTokenError(`issuer ${String(c.iss)}`);
  const aud = Array.isArray(c.aud) ? c.aud : [c.aud];
  if (!aud.includes(o.clientId)) throw new IdTokenError('audience is not this client');
  if (aud.length > 1 && c.azp !== undefined && c.azp !== o.clientId)
    throw new IdTokenError('authorised party is not this client');
  const now = Math.floor((o.now ?? Date.now()) / 1000);
  if (typeof c.exp !== 'number' || c.exp + LEEWAY_S <= now) throw new IdTokenError('expired');
  if (typeof c.sub !== 'string' || !c.sub) throw new IdTokenError('no subject');
  return c as IdClaims;
}
