/** Validation rules of the account forms; each returns an i18n key or null. */

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 72;

export function validateUsername(username: string): string | null {
  if (username.trim() === '') return 'auth.validation.usernameRequired';
  if (/\s/.test(username)) return 'auth.validation.usernameSpaces';
  if (username.includes('://') || username.includes('.')) return 'auth.validation.usernameUrl';
  return null;
}

export function validateEmail(email: string): string | null {
  return /^\S+@\S+$/.test(email.trim()) ? null : 'auth.validation.email';
}

export function validatePassword(password: string): string | null {
  if (password === '') return 'auth.validation.passwordRequired';
  if (password.length < PASSWORD_MIN) return 'auth.validation.passwordShort';
  if (password.length > PASSWORD_MAX) return 'auth.validation.passwordLong';
  return null;
}

export function validatePasswordConfirmation(password: string, confirmation: string): string | null {
  return password === confirmation ? null : 'auth.validation.passwordMismatch';
}
