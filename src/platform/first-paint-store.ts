import { normalizeApiUrl } from '@/lib/normalize-api-url';
import { persistedOwner } from '@/queries/owner-key';
import { keepEntry, parseEntries, type FirstPaintEntry } from './first-paint-entries';
import type { KEYS } from './types';
import { parseStored } from './web';

// The keys read here, typed as KEYS names them (another name fails to compile) but written out: the page's
// first script (web/first-paint.ts) then carries these three, not the whole table.
const PICTURES: (typeof KEYS)['firstPaint'] = 'firstPaint';
const API_URL: (typeof KEYS)['apiUrl'] = 'apiUrl';
const TOKEN: (typeof KEYS)['token'] = 'token';

// The web page's pictures of its last screens live in localStorage: the next visit must read them
// synchronously, before its first paint. Nothing here may throw: the app boots whatever is stored.

/** The kept pictures; a broken or oversized value is removed. */
export function readFirstPaint(store: Storage = localStorage): FirstPaintEntry[] {
  try {
    const { entries, broken } = parseEntries(store.getItem(PICTURES));
    if (broken) store.setItem(PICTURES, JSON.stringify(entries));
    return entries;
  } catch {
    wipeFirstPaint(store);
    return [];
  }
}

/** Keeps a picture of this screen (the account's other pictures stay, within the limits). */
export function saveFirstPaint(entry: FirstPaintEntry, store: Storage = localStorage): void {
  try {
    store.setItem(PICTURES, JSON.stringify(keepEntry(readFirstPaint(store), entry)));
  } catch {
    wipeFirstPaint(store); // full storage: a picture is never worth more than what else is kept
  }
}

/** Forgets every picture (sign-out, another account). */
export function wipeFirstPaint(store: Storage = localStorage): void {
  try {
    store.removeItem(PICTURES);
  } catch {
    // Storage refused: nothing was kept either.
  }
}

/** The account whose session the page's storage holds, as the kept query cache names it; null when none. */
export function storedOwner(store: Storage = localStorage): string | null {
  try {
    const apiUrl = normalizeApiUrl(parseStored(store.getItem(API_URL)));
    const token = parseStored(store.getItem(TOKEN));
    return persistedOwner({ apiUrl, token: typeof token === 'string' ? token : null, linkShare: null });
  } catch {
    return null;
  }
}
