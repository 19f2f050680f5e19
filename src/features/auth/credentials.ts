import { isTotpRequired, type LoginInput } from '@/api/auth';

/** What a sign-in form holds: the two-factor code is null until the server asks for one. */
export interface Credentials {
  username: string;
  password: string;
  totp: string | null;
}

export const NO_CREDENTIALS: Credentials = { username: '', password: '', totp: null };

/** The login request for these credentials (the code only once the server asked for one). */
export function loginInput({ username, password, totp }: Credentials, longToken: boolean): LoginInput {
  return { username, password, longToken, ...(totp !== null ? { totpPasscode: totp } : {}) };
}

/**
 * After a refused sign-in: the credentials with an empty code field when the server wants a code and none
 * was asked for yet, or null when the failure is an error to show.
 */
export function askForCode(credentials: Credentials, caught: unknown): Credentials | null {
  return isTotpRequired(caught) && credentials.totp === null ? { ...credentials, totp: '' } : null;
}
