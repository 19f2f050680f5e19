import type { JsonWebKey } from 'node:crypto';
import type { OpenIdProviderConfig } from '../options.ts';

/** The parts of a provider's discovery document the server uses. */
export interface Discovery {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
  userinfo_endpoint?: string;
  token_endpoint_auth_methods_supported?: string[];
}

const TIMEOUT_MS = 5000;
const TTL_MS = 3600 * 1000;

/** GET a JSON document from a provider, with a timeout; throws on a non-2xx answer. */
export async function fetchJson(url: string, init: RequestInit = {}): Promise<unknown> {
  const res = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return (await res.json()) as unknown;
}

const trimSlash = (u: string): string => u.replace(/\/+$/, '');

function asDiscovery(doc: unknown, issuer: string): Discovery {
  const d = (doc ?? {}) as Partial<Record<keyof Discovery, unknown>>;
  for (const k of ['issuer', 'authorization_endpoint', 'token_endpoint', 'jwks_uri'] as const) {
    if (typeof d[k] !== 'string' || !d[k]) throw new Error(`discovery document lacks ${k}`);
  }
  // OpenID Connect Discovery §4.3: the document must name the issuer it was fetched for.
  if (trimSlash(d.issuer as string) !== trimSlash(issuer))
    throw new Error(`discovery names issuer ${String(d.issuer)}, not ${issuer}`);
  return d as Discovery;
}

// Successful discoveries are kept for an hour; a failure is not kept, so a provider that comes up is seen.
const discoveries = new Map<string, { at: number; value: Promise<Discovery> }>();

/** The provider's discovery document, fetched on first use and cached. */
export function discover(p: OpenIdProviderConfig, now: number = Date.now()): Promise<Discovery> {
  const cached = discoveries.get(p.authUrl);
  if (cached && now - cached.at < TTL_MS) return cached.value;
  const value = fetchJson(`${trimSlash(p.authUrl)}/.well-known/openid-configuration`).then((doc) =>
    asDiscovery(doc, p.authUrl),
  );
  discoveries.set(p.authUrl, { at: now, value });
  value.catch(() => {
    if (discoveries.get(p.authUrl)?.value === value) discoveries.delete(p.authUrl);
  });
  return value;
}

const keySets = new Map<string, JsonWebKey[]>();

/** The provider's signing keys; `fresh` refetches them (a kid we have not seen means the keys rotated). */
export async function signingKeys(d: Discovery, fresh = false): Promise<JsonWebKey[]> {
  const cached = keySets.get(d.jwks_uri);
  if (cached && !fresh) return cached;
  const doc = (await fetchJson(d.jwks_uri)) as { keys?: unknown };
  if (!Array.isArray(doc.keys)) throw new Error('JWKS without keys');
  const keys = doc.keys as JsonWebKey[];
  keySets.set(d.jwks_uri, keys);
  return keys;
}
