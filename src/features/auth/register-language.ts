import { isApiError } from '@/api/errors';

/**
 * Whether a registration failed on its language: Vikunja answers 2002 (invalid data) with an
 * invalid field "language: …"; 2003 (invalid timezone or language setting) counts as well.
 */
export function languageRejected(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.code === 2003) return true;
  return error.code === 2002 && error.invalidFields.some((field) => /^\s*language\b/i.test(field));
}
