import type { Hono } from 'hono';
import type { AppState, Ctx, Env } from '../context.ts';
import { CODE, apiError } from '../errors.ts';
import { jsonBody, str } from '../http/body.ts';
import type { OpenIdProviderConfig } from '../options.ts';
import { createSession, issueUserJwt } from '../auth/sessions.ts';
import { sessionClient } from './sessions.ts';
import { verifyTotp } from '../auth/totp.ts';
import { exchangeCode, fetchUserInfo, TokenRefused } from '../auth/oidc-client.ts';
import { discover, signingKeys, type Discovery } from '../auth/oidc-discovery.ts';
import { verifyIdToken, type IdClaims } from '../auth/oidc-token.ts';
import { findOrCreateOidcUser, type OidcIdentity } from '../models/oidc-user.ts';
import { setRefreshCookie } from './auth.ts';

export const DEFAULT_SCOPE = 'openid email profile';

const message = (err: unknown): string => (err instanceof Error ? err.message : String(err));
const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

/** openid.Provider as /info lists it; `auth_url` is where the browser goes, the discovered authorisation endpoint. */
function providerJson(app: AppState, p: OpenIdProviderConfig, d: Discovery): Record<string, unknown> {
  const out: Record<string, unknown> = {
    key: p.key,
    name: p.name,
    auth_url: d.authorization_endpoint,
    client_id: p.clientId,
    scope: p.scope || DEFAULT_SCOPE,
    logout_url: p.logoutUrl ?? '',
  };
  if (app.opts.compat !== '0.24')
    Object.assign(out, { email_fallback: false, username_fallback: false, force_user_info: false });
  return out;
}

/** The providers whose discovery works right now; the others are left out (and logged). */
export async function publicProviders(app: AppState): Promise<Record<string, unknown>[]> {
  const listed = await Promise.all(
    app.opts.openidProviders.map(async (p) => {
      try {
        return providerJson(app, p, await discover(p));
      } catch (err) {
        console.warn(
          `OpenID provider "${p.key}": discovery at ${p.authUrl} failed (${message(err)}); left out of /info`,
        );
        return null;
      }
    }),
  );
  return listed.filter((p) => p !== null);
}

/** Email and names from the ID token, completed from the userinfo endpoint when the token has no email. */
async function identityOf(d: Discovery, claims: IdClaims, accessToken: string): Promise<OidcIdentity> {
  let all: Record<string, unknown> = claims;
  if (!text(claims.email)) {
    const info = await fetchUserInfo(d, accessToken);
    // OpenID Connect Core §5.3.2: userinfo about another subject must not be used.
    if (info.sub !== undefined && info.sub !== claims.sub) throw new Error('userinfo is about another subject');
    all = { ...info, ...claims, email: info.email };
  }
  return {
    issuer: claims.iss,
    subject: claims.sub,
    email: text(all.email),
    name: text(all.name),
    preferredUsername: text(all.preferred_username) || text(all.nickname),
  };
}

/** Code → tokens → verified ID token → identity; provider failures become the answers listed in the swagger. */
async function authenticate(
  app: AppState,
  p: OpenIdProviderConfig,
  code: string,
  redirectUri: string,
): Promise<OidcIdentity> {
  let d: Discovery;
  try {
    d = await discover(p);
  } catch (err) {
    console.warn(`OpenID provider "${p.key}": discovery failed (${message(err)})`);
    throw apiError(500, undefined, 'The OpenID provider cannot be reached.');
  }
  let tokens: Awaited<ReturnType<typeof exchangeCode>>;
  try {
    tokens = await exchangeCode(p, d, code, redirectUri);
  } catch (err) {
    if (err instanceof TokenRefused) {
      console.warn(`OpenID provider "${p.key}": code refused (${err.status} ${JSON.stringify(err.details)})`);
      throw apiError(400, undefined, 'Could not authenticate against third party.');
    }
    console.warn(`OpenID provider "${p.key}": token request failed (${message(err)})`);
    throw apiError(500, undefined, 'The OpenID provider cannot be reached.');
  }
  try {
    const claims = await verifyIdToken(tokens.idToken, {
      issuer: d.issuer,
      clientId: p.clientId,
      keys: (fresh) => signingKeys(d, fresh),
    });
    return await identityOf(d, claims, tokens.accessToken);
  } catch (err) {
    console.warn(`OpenID provider "${p.key}": ID token refused (${message(err)})`);
    throw apiError(500, undefined, 'The ID token from the OpenID provider is not valid.');
  }
}

async function callback(c: Ctx): Promise<Response> {
  const app = c.get('app');
  const key = c.req.param('provider');
  const provider = app.opts.openidProviders.find((p) => p.key === key);
  if (!provider) throw apiError(400, undefined, 'This OpenID provider does not exist.');
  const body = await jsonBody(c);
  const code = str(body, 'code') ?? '';
  const redirectUri = str(body, 'redirect_url') || `${app.opts.frontendUrl.replace(/\/+$/, '')}/auth/openid/${key}`;
  const identity = await authenticate(app, provider, code, redirectUri);
  if (!identity.email) {
    throw apiError(
      412,
      CODE.openIdNoEmail,
      'No email address available. Please make sure the OpenID provider publicly provides an email address for your account.',
    );
  }
  const user = findOrCreateOidcUser(app, identity);
  if (user.status === 2) throw apiError(412, CODE.accountDisabled, 'This account is disabled.');
  // 2.5 asks for the second factor here too (openid.Callback.totp_passcode); older releases did not.
  if (
    app.opts.compat === '2' &&
    app.opts.totp &&
    user.totp_enabled &&
    !verifyTotp(user.totp_secret, str(body, 'totp_passcode') ?? '')
  ) {
    throw apiError(412, CODE.invalidTotpPasscode, 'Invalid totp passcode.');
  }
  if (app.opts.compat !== '2') return c.json({ token: issueUserJwt(app, user, { long: false, sessionId: null }) });
  const { sessionId, refresh } = createSession(app, user.id, false, sessionClient(c));
  setRefreshCookie(c, refresh, false);
  return c.json({ token: issueUserJwt(app, user, { long: false, sessionId }) });
}

export function registerOpenId(api: Hono<Env>): void {
  api.post('/auth/openid/:provider/callback', callback);
}
