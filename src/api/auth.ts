import type { ApiClient } from './client';
import { isApiError } from './errors';
import type { ServerFeatures } from './version';
import type { User } from './types';

/** Signing in, registering, renewing and ending sessions, and the signed-out account flows (reset, confirm). */

/** Requests made before there is a session: no token, and a 401 is an answer, not a reason to renew. */
const anonymous = { anonymous: true, retryOn401: false } as const;

export interface LoginInput {
  username: string;
  password: string;
  totpPasscode?: string;
  longToken?: boolean;
}

/** The server wants a (valid) two-factor code with the password (1017). */
export const isTotpRequired = (error: unknown): boolean => isApiError(error) && error.code === 1017;

/**
 * Signs in. Credentials go along only where the release sets a refresh cookie here (2.x): earlier releases
 * never allow credentials in CORS, so a web app on another origin could not sign in. Extension pages
 * (no `features` given) are not bound by CORS.
 */
export async function login(client: ApiClient, input: LoginInput, features?: ServerFeatures): Promise<string> {
  const { data } = await client.post<{ token: string }>('/login', input, {
    anonymous: true,
    retryOn401: false,
    withCredentials: features?.loginWithCredentials ?? true,
  });
  return data.token;
}

export async function register(
  client: ApiClient,
  input: { username: string; email: string; password: string; language?: string },
): Promise<User> {
  const { data } = await client.post<User>('/register', input, anonymous);
  return data;
}

export async function getUser(client: ApiClient): Promise<User> {
  return (await client.get<User>('/user')).data;
}

/** Renews the session the way this server release expects. */
export async function renewToken(client: ApiClient, features: ServerFeatures): Promise<string> {
  const path = features.renewal === 'refresh-cookie' ? '/user/token/refresh' : '/user/token';
  const { data } = await client.post<{ token: string }>(path, undefined, {
    retryOn401: false,
    withCredentials: features.renewal === 'refresh-cookie',
  });
  return data.token;
}

/** Renews a link-share token (every release uses POST /user/token for those). */
export async function renewLinkShareToken(client: ApiClient): Promise<string> {
  const { data } = await client.post<{ token: string }>('/user/token', undefined, { retryOn401: false });
  return data.token;
}

/** Ends the server session where the release has one; answers the OpenID logout URL it names, if any. */
export async function logout(client: ApiClient, features: ServerFeatures): Promise<string | undefined> {
  if (!features.hasLogout) return undefined;
  const { data } = await client.post<{ oidcLogoutUrl?: string } | null>('/user/logout', undefined, {
    retryOn401: false,
    withCredentials: true,
  });
  return data?.oidcLogoutUrl || undefined;
}

/** Completes an OpenID Connect login with the code the provider sent back (credentials as for login). */
export async function openIdCallback(
  client: ApiClient,
  features: ServerFeatures,
  provider: string,
  code: string,
  redirectUrl: string,
): Promise<string> {
  const { data } = await client.post<{ token: string }>(
    `/auth/openid/${encodeURIComponent(provider)}/callback`,
    { code, redirectUrl },
    { ...anonymous, withCredentials: features.loginWithCredentials },
  );
  return data.token;
}

/** Asks the server to mail a password reset link (it answers the same whether the address exists). */
export async function requestPasswordReset(client: ApiClient, email: string): Promise<void> {
  await client.post('/user/password/token', { email }, anonymous);
}

export async function resetPassword(client: ApiClient, token: string, newPassword: string): Promise<void> {
  await client.post('/user/password/reset', { token, newPassword }, anonymous);
}

export async function confirmEmail(client: ApiClient, token: string): Promise<void> {
  await client.post('/user/confirm', { token }, anonymous);
}
