import { ApiError } from '../errors.ts';

/** The longest title, name or address the API contract allows (`maxLength: 250` in every release's models). */
export const MAX_TITLE = 250;

/** Vikunja's validation failure: 400/2002 "Invalid Data", naming each failing field in `invalid_fields`. */
class TooLongError extends ApiError {
  constructor(readonly fields: string[]) {
    super(400, 2002, 'Invalid Data');
  }

  override body(): { code?: number; message: string; invalid_fields: string[] } {
    return { ...super.body(), invalid_fields: this.fields };
  }
}

/** Refuses values longer than `max` characters (counted as Vikunja does, in code points). */
export function checkMaxLength(fields: Record<string, string | undefined>, max = MAX_TITLE): void {
  const failing = Object.entries(fields)
    .filter(([, value]) => value !== undefined && [...value].length > max)
    .map(([name]) => `${name}: does not validate as runelength(1|${max})`);
  if (failing.length) throw new TooLongError(failing);
}
