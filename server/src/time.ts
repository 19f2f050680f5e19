/** Vikunja's serialisation of an unset date (Go's zero time). */
export const ZERO_DATE = '0001-01-01T00:00:00Z';

/** Current time as RFC 3339 without milliseconds, the way Vikunja prints it. */
export function nowIso(now: Date = new Date()): string {
  return now.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** Serialises a stored date (or NULL) for JSON output. */
export function outDate(v: string | null | undefined): string {
  return v ? v : ZERO_DATE;
}

/**
 * Normalises an incoming date for storage: zero dates, empty strings and null become NULL,
 * anything parseable becomes UTC RFC 3339. Returns undefined when the value is not a date.
 */
export function inDate(v: unknown): string | null | undefined {
  if (v === null || v === undefined || v === '') return null;
  if (typeof v !== 'string') return undefined;
  if (v.startsWith('0001-01-01')) return null;
  const d = new Date(v);
  if (Number.isNaN(d.getTime())) return undefined;
  if (d.getUTCFullYear() <= 1) return null;
  return nowIso(d);
}
