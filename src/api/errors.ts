/** What kind of failure an ApiError describes, independent of the server's own code. */
/** `session-ended`: a 401 the session could not be renewed for (revoked, expired); the person must sign in again. */
export type ApiErrorKind =
  'http' | 'timeout' | 'network' | 'invalid-response' | 'aborted' | 'no-api-url' | 'invalid-api-url' | 'session-ended';

/** The one error type of the API layer: HTTP status plus the server's numeric `code`, when it sent one. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number;
  readonly code: number | null;
  readonly serverMessage: string | null;
  /** Vikunja's `invalid_fields` of a validation error (code 2002), e.g. "language: …". */
  readonly invalidFields: string[];
  /** The answer's Retry-After header (a 429 or 503 says when to come back), raw. */
  readonly retryAfter: string | null;

  constructor(init: {
    kind: ApiErrorKind;
    status?: number;
    code?: number | null;
    serverMessage?: string | null;
    invalidFields?: string[];
    retryAfter?: string | null;
    cause?: unknown;
  }) {
    super(init.serverMessage ?? `${init.kind}${init.status ? ` ${init.status}` : ''}`, { cause: init.cause });
    this.name = 'ApiError';
    this.kind = init.kind;
    this.status = init.status ?? 0;
    this.code = init.code ?? null;
    this.serverMessage = init.serverMessage ?? null;
    this.invalidFields = init.invalidFields ?? [];
    this.retryAfter = init.retryAfter ?? null;
  }
}

/**
 * Whether the server refused the session itself (a 4xx answer: expired, revoked, invalid). Being
 * offline, timing out, a 5xx or "too many requests" (429) or "request timeout" (408) says nothing about
 * the session: signing the person out then would lose their work for a passing hiccup.
 */
export function endsSession(error: unknown): boolean {
  if (isApiError(error) && error.kind === 'session-ended') return true;
  return (
    isApiError(error) &&
    error.kind === 'http' &&
    error.status >= 400 &&
    error.status < 500 &&
    error.status !== 408 &&
    error.status !== 429
  );
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * Whether the server has no such route (a bare 404 without a numeric code, or 405 for another verb),
 * as opposed to a route that answered "not found" for an entity (which carries its code).
 */
export function isRouteMissing(error: unknown): boolean {
  if (!isApiError(error) || error.kind !== 'http') return false;
  return error.status === 405 || (error.status === 404 && error.code === null);
}
