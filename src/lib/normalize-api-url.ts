/** An API address as kept: trimmed, without trailing slashes; empty or not a string is none. */
export function normalizeApiUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  return value.trim().replace(/\/+$/, '') || null;
}
