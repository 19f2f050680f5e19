/** What kind of failure an ApiError describes, independent of the server's own code. */
export type ApiErrorKind = 'http' | 'timeout' | 'network' | 'invalid-response' | 'aborted' | 'no-api-url' | 'invalid-api-url';

/** The one error type of the API layer: HTTP status plus the server's numeric `code`, when it sent one. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number;
  readonly code: number | null;
  readonly serverMessage: string | null;
  /** Vikunja's `invalid_fields` of a validation error (code 2002), e.g. "language: …". */
  readonly invalidFields: string[];

  constructor(init: {
    kind: ApiErrorKind;
    status?: number;
    code?: number | null;
    serverMessage?: string | null;
    invalidFields?: string[];
    cause?: unknown;
  }) {
    super(init.serverMessage ?? `${init.kind}${init.status ? ` ${init.status}` : ''}`, { cause: init.cause });
    this.name = 'ApiError';
    this.kind = init.kind;
    this.status = init.status ?? 0;
    this.code = init.code ?? null;
    this.serverMessage = init.serverMessage ?? null;
    this.invalidFields = init.invalidFields ?? [];
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
