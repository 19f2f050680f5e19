import type { OpenIdProviderConfig } from '../options.ts';
import { fetchJson, type Discovery } from './oidc-discovery.ts';

/** The token endpoint refused the code (or the client); carries the provider's error body. */
export class TokenRefused extends Error {
  constructor(
    readonly status: number,
    readonly details: unknown,
  ) {
    super(`token endpoint answered ${status}`);
  }
}

export interface TokenAnswer {
  idToken: string;
  accessToken: string;
}

function authMethod(p: OpenIdProviderConfig, d: Discovery): 'client_secret_basic' | 'client_secret_post' {
  if (p.tokenAuthMethod) return p.tokenAuthMethod;
  const offered = d.token_endpoint_auth_methods_supported;
  // Basic is the default of RFC 6749 and OpenID Connect; use post only when it is all the provider takes.
  return offered && !offered.includes('client_secret_basic') && offered.includes('client_secret_post')
    ? 'client_secret_post'
    : 'client_secret_basic';
}

/** Trades an authorisation code for tokens at the provider's token endpoint. */
export async function exchangeCode(
  p: OpenIdProviderConfig,
  d: Discovery,
  code: string,
  redirectUri: string,
): Promise<TokenAnswer> {
  const form = new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: redirectUri });
  const headers: Record<string, string> = {
    'content-type': 'application/x-www-form-urlencoded',
    accept: 'application/json',
  };
  if (authMethod(p, d) === 'client_secret_post') {
    form.set('client_id', p.clientId);
    form.set('client_secret', p.clientSecret);
  } else {
    // RFC 6749 §2.3.1: id and secret are form-encoded before they are joined.
    const enc = (v: string) => encodeURIComponent(v).replace(/%20/g, '+');
    headers.authorization = `Basic ${Buffer.from(`${enc(p.clientId)}:${enc(p.clientSecret)}`).toString('base64')}`;
  }
  const res = await fetch(d.token_endpoint, { method: 'POST', headers, body: form, signal: AbortSignal.timeout(5000) });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text) as unknown;
  } catch {
    // keep the text for the details
  }
  if (!res.ok) throw new TokenRefused(res.status, body);
  const b = (body ?? {}) as { id_token?: unknown; access_token?: unknown };
  if (typeof b.id_token !== 'string') throw new Error('token endpoint answered no id_token');
  return { idToken: b.id_token, accessToken: typeof b.access_token === 'string' ? b.access_token : '' };
}

/** Claims from the userinfo endpoint (for providers that leave email or names out of the ID token). */
export async function fetchUserInfo(d: Discovery, accessToken: string): Promise<Record<string, unknown>> {
  if (!d.userinfo_endpoint || !accessToken) return {};
  const info = await fetchJson(d.userinfo_endpoint, {
    headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
  });
  return info && typeof info === 'object' ? (info as Record<string, unknown>) : {};
}
