import { afterPaint } from '@/lib/after-paint';
import { holdApp } from './first-paint-gate';
import { showFirstPaint } from './first-paint-show';
import { storedOwner } from './first-paint-store';
import { startEarlyRead } from './query-cache-store';

/**
 * What the web page runs before the app's code (web/first-paint.ts): it shows the picture the last visit kept
 * of this screen and starts reading the signed-in account's kept query cache (boot takes the read over); the
 * app's start waits for that picture's first frame, and never for more: whatever fails here releases it.
 */
export function beforeApp(win: Window = window, now = Date.now()): void {
  const release = holdApp(win);
  try {
    const store = win.localStorage;
    const owner = storedOwner(store);
    const read = () => owner !== null && startEarlyRead(win, owner);
    showFirstPaint(win.document, store, now, (shown) => {
      // Opening the database costs the main thread a few ms: after the picture's frame, when there is one, and
      // just before the app may start (its timer is set first), so the read runs while the app's module does.
      if (shown) afterPaint(read, win);
      else read();
      release(shown);
    });
  } catch {
    release(false);
  }
}
