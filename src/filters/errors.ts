/**
 * Vikunja's numeric error codes for filter input. The server answers these with HTTP 400 and the
 * client shows the translated code with the message appended (codes 4016–4019).
 */
export const FILTER_ERROR = {
  invalidField: 4016,
  invalidComparator: 4017,
  invalidConcatenator: 4018,
  invalidValue: 4019,
  /** Generic Vikunja code for a bad `filter_timezone`. */
  invalidTimezone: 2003,
} as const;

export type FilterErrorCode = (typeof FILTER_ERROR)[keyof typeof FILTER_ERROR];

/** Thrown for any filter text (or timezone) the language rejects; `position` is a 0-based offset. */
export class FilterSyntaxError extends Error {
  override readonly name = 'FilterSyntaxError';

  constructor(
    message: string,
    readonly code: FilterErrorCode,
    readonly position: number,
  ) {
    super(message);
  }
}

/** Shorthand used by the tokenizer, parser and compiler. */
export function fail(code: FilterErrorCode, position: number, message: string): never {
  throw new FilterSyntaxError(message, code, position);
}
