/**
 * The time zones a real server offers: every name in its tz database. Node's own list holds the CLDR
 * spellings only (Asia/Calcutta, no UTC), so the tz database's zones it spells otherwise or leaves out
 * are added here; a browser reports either spelling, and "UTC" when it runs in UTC.
 */
const TZDB_ONLY = [
  'UTC',
  'GMT',
  'Etc/UTC',
  'Etc/GMT',
  ...Array.from({ length: 12 }, (_, i) => `Etc/GMT+${i + 1}`),
  ...Array.from({ length: 14 }, (_, i) => `Etc/GMT-${i + 1}`),
  'Africa/Asmara',
  'America/Argentina/Buenos_Aires',
  'America/Argentina/Catamarca',
  'America/Argentina/Cordoba',
  'America/Argentina/Jujuy',
  'America/Argentina/Mendoza',
  'America/Atikokan',
  'America/Indiana/Indianapolis',
  'America/Kentucky/Louisville',
  'America/Nuuk',
  'Asia/Ho_Chi_Minh',
  'Asia/Kathmandu',
  'Asia/Kolkata',
  'Asia/Yangon',
  'Atlantic/Faroe',
  'Europe/Kyiv',
  'Pacific/Chuuk',
  'Pacific/Kanton',
  'Pacific/Pohnpei',
  'CET',
  'CST6CDT',
  'EET',
  'EST',
  'EST5EDT',
  'HST',
  'MET',
  'MST',
  'MST7MDT',
  'PST8PDT',
  'WET',
];

/** An account's zone: empty (the server's default) or one this runtime can convert times in. */
export function validTimezone(zone: string): boolean {
  if (!zone) return true;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

let cached: string[] | undefined;

/** Sorted byte-wise, as the real list is; only names this runtime can also convert times in. */
export function availableTimezones(): string[] {
  cached ??= [...new Set([...Intl.supportedValuesOf('timeZone'), ...TZDB_ONLY.filter(validTimezone)])].sort();
  return cached;
}
