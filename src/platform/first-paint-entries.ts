import { MAX_AGE_MS } from '@/queries/kept-age';

/**
 * A picture of the last screen of a page (its `#root` markup), kept by the previous visit and shown at the
 * next one's first paint, before the app's code runs, until the app draws the same screen itself.
 */
export interface FirstPaintEntry {
  /** The server and account it belongs to (`persistedOwner`): never shown to anyone else. */
  owner: string;
  /** The address's path and query it showed. */
  path: string;
  /** The app version and build that drew it: another build's picture is never shown. */
  build: string;
  savedAt: number;
  html: string;
  /** Same-origin stylesheet paths the page had loaded. */
  sheets: string[];
  theme: 'light' | 'dark' | null;
  /** How many task rows it shows: the app takes over once it shows as many (up to a screenful). */
  rows: number;
}

export const FIRST_PAINT_LIMITS = {
  /** Pictures kept per account: the last few screens. */
  entries: 4,
  /** A larger picture is not kept (nor shown). */
  entryChars: 250_000,
  /** All pictures together stay under this. */
  totalChars: 600_000,
  /** Task rows kept in one list, board column or table. */
  rows: 40,
} as const;

/** The screens a picture is kept of: home and a project's view (list, table, kanban, gantt). */
export function isFirstPaintPath(pathname: string): boolean {
  return /^\/(projects\/\d+\/\d+\/?)?$/.test(pathname);
}

const isString = (v: unknown): v is string => typeof v === 'string';

function isEntry(value: unknown): value is FirstPaintEntry {
  if (!value || typeof value !== 'object') return false;
  const e = value as Record<string, unknown>;
  return (
    isString(e.owner) &&
    isString(e.path) &&
    isString(e.build) &&
    isString(e.html) &&
    typeof e.savedAt === 'number' &&
    typeof e.rows === 'number' &&
    Array.isArray(e.sheets) &&
    e.sheets.every(isString) &&
    (e.theme === null || e.theme === 'light' || e.theme === 'dark')
  );
}

/** The kept pictures from their stored text; `broken` when anything in it was unreadable or too large. */
export function parseEntries(raw: string | null): { entries: FirstPaintEntry[]; broken: boolean } {
  if (raw === null) return { entries: [], broken: false };
  if (raw.length > FIRST_PAINT_LIMITS.totalChars * 1.2) return { entries: [], broken: true };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { entries: [], broken: true };
  }
  if (!Array.isArray(value)) return { entries: [], broken: true };
  const entries = value.filter(
    (e): e is FirstPaintEntry => isEntry(e) && e.html.length <= FIRST_PAINT_LIMITS.entryChars,
  );
  return { entries, broken: entries.length !== value.length };
}

export interface FirstPaintWanted {
  owner: string;
  path: string;
  build: string;
  now: number;
}

/** The picture for exactly this account, address and build, if one is kept and young enough. */
export function pickEntry(entries: FirstPaintEntry[], wanted: FirstPaintWanted): FirstPaintEntry | null {
  return (
    entries.find(
      (e) =>
        e.owner === wanted.owner &&
        e.path === wanted.path &&
        e.build === wanted.build &&
        e.savedAt <= wanted.now &&
        wanted.now - e.savedAt <= MAX_AGE_MS,
    ) ?? null
  );
}

/**
 * The kept pictures after `entry` was taken: it comes first, the same address's older picture goes, and so
 * does every other account's; then the oldest go until the count and size limits hold.
 */
export function keepEntry(entries: FirstPaintEntry[], entry: FirstPaintEntry): FirstPaintEntry[] {
  const others = entries.filter((e) => e.owner === entry.owner && e.path !== entry.path);
  const all = entry.html.length <= FIRST_PAINT_LIMITS.entryChars ? [entry, ...others] : others;
  const kept: FirstPaintEntry[] = [];
  let chars = 0;
  for (const e of all) {
    if (kept.length === FIRST_PAINT_LIMITS.entries || chars + e.html.length > FIRST_PAINT_LIMITS.totalChars) break;
    kept.push(e);
    chars += e.html.length;
  }
  return kept;
}
