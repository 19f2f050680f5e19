import type { OpenIdProviderConfig } from '../options.ts';

// Vikunja's config file spells the fields `authurl`, `clientid`, … (2.x keys providers by a map,
// 0.24 lists them); the JSON config and the CLI take those, the /info spellings or camelCase.
const ALIASES: Record<keyof Omit<OpenIdProviderConfig, 'key' | 'name'>, string[]> = {
  authUrl: ['authUrl', 'authurl', 'auth_url'],
  clientId: ['clientId', 'clientid', 'client_id'],
  clientSecret: ['clientSecret', 'clientsecret', 'client_secret'],
  scope: ['scope'],
  logoutUrl: ['logoutUrl', 'logouturl', 'logout_url'],
  tokenAuthMethod: ['tokenAuthMethod', 'tokenauthmethod', 'token_auth_method'],
};

function field(raw: Record<string, unknown>, names: string[]): string {
  for (const n of names) if (typeof raw[n] === 'string') return raw[n];
  return '';
}

/** A key from a display name, as Vikunja derives one when the config gives none. */
export function keyFromName(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9_-]+/g, '');
}

function one(raw: unknown, mapKey: string | undefined): OpenIdProviderConfig {
  if (!raw || typeof raw !== 'object') throw new Error('openidProviders: each provider must be an object');
  const r = raw as Record<string, unknown>;
  const name = field(r, ['name']) || mapKey || '';
  const p: OpenIdProviderConfig = {
    key: field(r, ['key']) || mapKey || keyFromName(name),
    name,
    authUrl: field(r, ALIASES.authUrl),
    clientId: field(r, ALIASES.clientId),
    clientSecret: field(r, ALIASES.clientSecret),
    scope: field(r, ALIASES.scope) || undefined,
    logoutUrl: field(r, ALIASES.logoutUrl) || undefined,
  };
  const method = field(r, ALIASES.tokenAuthMethod);
  if (method === 'client_secret_basic' || method === 'client_secret_post') p.tokenAuthMethod = method;
  else if (method)
    throw new Error(`openidProviders: ${p.key}: tokenAuthMethod must be client_secret_basic or client_secret_post`);
  if (!p.key || !p.authUrl || !p.clientId)
    throw new Error(`openidProviders: "${p.key || name}" needs a key or name, authurl and clientid`);
  return p;
}

/** Reads providers from parsed JSON: an array, or an object keyed by provider key (Vikunja 2.x style). */
export function parseOpenIdProviders(raw: unknown): OpenIdProviderConfig[] {
  if (raw === undefined || raw === null) return [];
  if (Array.isArray(raw)) return raw.map((p) => one(p, undefined));
  if (typeof raw === 'object') return Object.entries(raw).map(([k, p]) => one(p, k));
  throw new Error('openidProviders must be a list or an object keyed by provider key');
}
