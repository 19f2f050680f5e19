/** Vikunja's way of saying "no date": any date in year 0001. */
const UNSET_DATE = /^0001-01-01/;
/** The fields that hold dates (`due_date`, `done_at`, `created`, a reminder's `reminder`, …): only these can be unset. */
const DATE_KEY = /(^|_)(date|dates|at|created|updated|reminder|expires|until)$/;

const toCamelKey = (key: string): string => key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
/** camelCase → snake_case for one key (also how the API spells names such as permission routes). */
export const snakeKey = (key: string): string => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/**
 * Deeply converts snake_case keys to camelCase; unset dates (year 0001) in date fields become null
 * (a bare string counts as a date field). Other text that starts like a date is kept as it is.
 */
export function fromApi<T>(value: unknown): T {
  return convertIn(value, true) as T;
}

function convertIn(value: unknown, dateField: boolean): unknown {
  if (typeof value === 'string') return dateField && UNSET_DATE.test(value) ? null : value;
  if (Array.isArray(value)) return value.map((item) => convertIn(item, dateField));
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) out[toCamelKey(key)] = convertIn(inner, DATE_KEY.test(key));
  return out;
}

/** Deeply converts camelCase keys to snake_case; Dates become ISO strings. */
export function toApi(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(toApi);
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    if (inner === undefined) continue;
    out[snakeKey(key)] = toApi(inner);
  }
  return out;
}
