const UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

/**
 * A byte count for people in their language's unit names: 20971520 → "20 MB", 1536 → "1.5 kB", "1,5 Mo" in
 * French (1024-based, as the server's size limits are).
 */
export function formatBytes(bytes: number, language: string): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return new Intl.NumberFormat(language, { style: 'unit', unit: UNITS[unit], maximumFractionDigits: 1 }).format(value);
}
