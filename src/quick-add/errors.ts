import type { TFunction } from 'i18next';
import { errorMessage } from '@/lib/error-message';

export type QuickAddErrorCode = 'NO_PROJECT' | 'UNKNOWN_PROJECT' | 'LABEL_CREATE_FAILED' | 'EMPTY_TITLE';

/** A client-side failure of quick add; `detail` names the project or label concerned. */
export class QuickAddError extends Error {
  readonly code: QuickAddErrorCode;
  readonly detail: string;

  constructor(code: QuickAddErrorCode, detail = '', cause?: unknown) {
    super(detail ? `${code}: ${detail}` : code, { cause });
    this.name = 'QuickAddError';
    this.code = code;
    this.detail = detail;
  }
}

/** The translated message for a quick-add failure; server errors go through the shared catalogue. */
export function quickAddErrorMessage(error: unknown, t: TFunction): string {
  if (!(error instanceof QuickAddError)) return errorMessage(error, t);
  const message = t(`quickAdd.errors.${error.code}`, { name: error.detail });
  return error.cause === undefined ? message : `${message} ${errorMessage(error.cause, t)}`;
}
