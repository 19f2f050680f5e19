import type { TFunction } from 'i18next';
import { isApiError } from '@/api/errors';
import { TaskConflictError } from '@/api/task-save';

// For these the server's own text says which field or value was wrong.
const APPEND_SERVER_MESSAGE = new Set([4016, 4017, 4018, 4019, 4024]);

/**
 * What a person reads for an error: the translated server code first, else the server's
 * message, else a translated client message for the kind of failure.
 */
export function errorMessage(error: unknown, t: TFunction): string {
  if (error instanceof TaskConflictError) return t('errors.taskConflict');
  if (isApiError(error)) {
    if (error.code !== null) {
      const key = `errors.code.${error.code}`;
      const known = t(key, { defaultValue: '' });
      if (known) {
        return APPEND_SERVER_MESSAGE.has(error.code) && error.serverMessage ? `${known} ${error.serverMessage}` : known;
      }
    }
    if (error.serverMessage) return error.serverMessage;
    if (error.kind === 'http') return t('errors.http', { status: error.status });
    return t(`errors.${error.kind}`);
  }
  if (error instanceof Error && error.message) return error.message;
  return t('errors.unknown');
}
