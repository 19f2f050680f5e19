import type { ServerInfo } from '@/api/types';

/** Which ways of signing in the login page offers, from the server's /info (unknown → local login). */
export function loginOptions(auth: ServerInfo['auth'] | undefined): { passwordForm: boolean; localAccounts: boolean } {
  const localAccounts = auth?.local.enabled ?? true;
  // LDAP users sign in with the same username/password form, so LDAP alone still needs it.
  return { passwordForm: localAccounts || (auth?.ldap?.enabled ?? false), localAccounts };
}
