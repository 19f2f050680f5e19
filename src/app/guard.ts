/** The route guard of spec accounts §2 as a pure function: where a location must go instead. */

export const SHARE_MARKER = 'share-auth-token=';

export interface GuardInput {
  pathname: string;
  search: string;
  hash: string;
  authenticated: boolean;
  linkShare: boolean;
  pendingPasswordReset: boolean;
  pendingEmailConfirm: boolean;
}

export interface GuardResult {
  to: string;
  /** A token from the query to keep in storage before going on. */
  store?: { kind: 'passwordReset' | 'emailConfirm'; token: string };
}

const PUBLIC = [
  /^\/login$/,
  /^\/register$/,
  /^\/get-password-reset$/,
  /^\/password-reset$/,
  /^\/share\/([^/]+\/)?auth$/,
  /^\/auth\/openid\/[^/]+$/,
];

export const isPublicRoute = (pathname: string): boolean => PUBLIC.some((re) => re.test(pathname));

/** The link-share hash carried in a fragment (`#share-auth-token=…`), if any. */
export function shareTokenFromHash(hash: string): string | null {
  const index = hash.indexOf(SHARE_MARKER);
  if (index < 0) return null;
  const token = hash.slice(index + SHARE_MARKER.length).split('&')[0] ?? '';
  return token === '' ? null : decodeURIComponent(token);
}

export function guard(input: GuardInput): GuardResult | null {
  const { pathname, search, hash } = input;
  const query = new URLSearchParams(search);
  const here = pathname + search;

  // Query flags work on any route.
  const reset = query.get('userPasswordReset');
  if (reset) return { to: '/password-reset', store: { kind: 'passwordReset', token: reset } };
  const confirm = query.get('userEmailConfirm');
  if (confirm) return { to: '/login', store: { kind: 'emailConfirm', token: confirm } };

  if (shareTokenFromHash(hash) && !input.linkShare && !pathname.startsWith('/share/')) {
    return { to: `/share/auth?redirect=${encodeURIComponent(here)}${hash}` };
  }
  if (input.pendingPasswordReset && pathname !== '/password-reset') return { to: '/password-reset' };
  if (input.pendingEmailConfirm && pathname !== '/login') return { to: '/login' };
  if (isPublicRoute(pathname) || input.authenticated || input.linkShare) return null;
  return { to: pathname === '/' && search === '' ? '/login' : `/login?redirect=${encodeURIComponent(here)}` };
}
