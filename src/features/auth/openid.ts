import type { OpenIdProvider } from '@/api/types';

/** Length of the random state sent to a provider. */
export const STATE_LENGTH = 24;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
export const DEFAULT_SCOPE = 'openid email profile';

/** A random state string from the platform's CSPRNG. */
export function randomState(fill: (bytes: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b)): string {
  const bytes = fill(new Uint8Array(STATE_LENGTH));
  return Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join('');
}

/** Where the provider sends the browser back: the server's configured base, else this app. */
export function redirectUriFor(providerKey: string, serverRedirectUrl: string | undefined, appBase: string): string {
  const base =
    serverRedirectUrl && serverRedirectUrl.trim() !== ''
      ? serverRedirectUrl
      : `${appBase.replace(/\/+$/, '')}/auth/openid/`;
  return `${base.endsWith('/') ? base : `${base}/`}${encodeURIComponent(providerKey)}`;
}

/** The provider's authorisation URL with the parameters a login needs (client id, redirect, scope, state). */
export function providerAuthUrl(provider: OpenIdProvider, redirectUri: string, state: string): string {
  const url = new URL(provider.authUrl);
  url.searchParams.set('client_id', provider.clientId);
  url.searchParams.set('redirect_uri', redirectUri);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('scope', provider.scope || DEFAULT_SCOPE);
  url.searchParams.set('state', state);
  return url.toString();
}

/**
 * The provider to send a visitor to without a click: the one named by `redirectToProvider`
 * (true/1 mean "the only one"), or the only provider when local login is off.
 */
export function automaticProvider(
  providers: OpenIdProvider[],
  flag: string | null,
  localEnabled: boolean,
): OpenIdProvider | null {
  if (flag && flag !== 'true' && flag !== '1') return providers.find((p) => p.key === flag) ?? null;
  if ((flag || !localEnabled) && providers.length === 1) return providers[0] ?? null;
  return null;
}
