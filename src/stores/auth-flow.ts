import { create } from 'zustand';
import type { KeyValueStorage } from '@/platform/types';
import { AUTH_KEYS } from './session';

interface AuthFlowState {
  loaded: boolean;
  passwordResetToken: string | null;
  emailConfirmToken: string | null;
}

/** Tokens from mailed links, kept in storage until used (they force their pages). */
export const useAuthFlow = create<AuthFlowState>(() => ({
  loaded: false,
  passwordResetToken: null,
  emailConfirmToken: null,
}));

/** Counts the tokens set in this page: a load that started before one was set must not undo it. */
let changes = 0;

export async function loadAuthFlow(storage: KeyValueStorage): Promise<void> {
  const startedAt = changes;
  const [passwordResetToken, emailConfirmToken] = await Promise.all([
    storage.get<string>(AUTH_KEYS.passwordResetToken),
    storage.get<string>(AUTH_KEYS.emailConfirmToken),
  ]);
  if (changes !== startedAt) return useAuthFlow.setState({ loaded: true });
  useAuthFlow.setState({
    loaded: true,
    passwordResetToken: passwordResetToken ?? null,
    emailConfirmToken: emailConfirmToken ?? null,
  });
}

export async function setPendingToken(
  storage: KeyValueStorage,
  kind: 'passwordReset' | 'emailConfirm',
  token: string | null,
): Promise<void> {
  const key = kind === 'passwordReset' ? AUTH_KEYS.passwordResetToken : AUTH_KEYS.emailConfirmToken;
  changes += 1;
  useAuthFlow.setState(kind === 'passwordReset' ? { passwordResetToken: token } : { emailConfirmToken: token });
  if (token) await storage.set(key, token);
  else await storage.remove(key);
}
