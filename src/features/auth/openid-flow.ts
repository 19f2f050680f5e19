import type { KeyValueStorage } from '@/platform/types';
import { AUTH_KEYS } from '@/stores/session';

/** Keeps a provider login's state and the route it was started for until the callback. */
export async function rememberProviderLogin(
  storage: KeyValueStorage,
  state: string,
  redirect: string | null,
): Promise<void> {
  await storage.set(AUTH_KEYS.openIdState, state);
  if (redirect) await storage.set(AUTH_KEYS.openIdRedirect, redirect);
  else await storage.remove(AUTH_KEYS.openIdRedirect);
}

/** Reads and forgets what rememberProviderLogin kept (each state is good for one callback only). */
export async function takeProviderLogin(
  storage: KeyValueStorage,
): Promise<{ state: string | null; redirect: string | null }> {
  const [state, redirect] = await Promise.all([
    storage.get<string>(AUTH_KEYS.openIdState),
    storage.get<string>(AUTH_KEYS.openIdRedirect),
  ]);
  await Promise.all([storage.remove(AUTH_KEYS.openIdState), storage.remove(AUTH_KEYS.openIdRedirect)]);
  return { state: state ?? null, redirect: typeof redirect === 'string' ? redirect : null };
}

/**
 * Whether the login page may send the visitor to a provider on its own. Right after a sign-out it
 * may not (once), or a single provider with local login off would sign the user straight back in.
 */
export async function takeAutoLoginAllowed(storage: KeyValueStorage): Promise<boolean> {
  if (!(await storage.get<boolean>(AUTH_KEYS.justLoggedOut))) return true;
  await storage.remove(AUTH_KEYS.justLoggedOut);
  return false;
}
