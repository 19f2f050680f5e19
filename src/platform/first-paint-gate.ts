/**
 * The first-paint picture and the app's start take turns: when a picture is on its way, the app's main module
 * (fetched and compiled meanwhile) is evaluated only once the picture has had a frame of its own, so the
 * picture is painted before that evaluation holds the main thread. Without a picture the app starts at once.
 */

import { afterPaint } from '@/lib/after-paint';

/** Where the picture script leaves its promise for the app's start script (web/app-start.ts). */
const GATE = '__vikunjaFirstPaintGate';

/** However long the picture takes (its stylesheets, a frame), the app starts after this at most. */
export const GATE_MAX_MS = 200;

type GateWindow = Window & { [GATE]?: Promise<void> };

/**
 * Holds the app's start until `release` is called: with `painted`, once the next frame has been drawn (`afterPaint`:
 * in a hidden page, the next task); otherwise at once. Calling it again does nothing.
 */
export function holdApp(win: Window): (painted: boolean) => void {
  let open: () => void = () => undefined;
  (win as GateWindow)[GATE] = new Promise<void>((resolve) => (open = resolve));
  let released = false;
  return (painted) => {
    if (released) return;
    released = true;
    if (painted) afterPaint(open, win);
    else open();
  };
}

/** When the app may start: once the picture script released it, at once without one, GATE_MAX_MS at most. */
export function appMayStart(win: Window, maxMs = GATE_MAX_MS): Promise<void> {
  const gate = (win as GateWindow)[GATE];
  if (!(gate instanceof Promise)) return Promise.resolve();
  return Promise.race([gate.catch(() => undefined), new Promise<void>((resolve) => win.setTimeout(resolve, maxMs))]);
}
