import { isFirstPaintPath, pickEntry, type FirstPaintEntry } from './first-paint-entries';
import { FIRST_PAINT_ATTRIBUTE, pageBuild, ROW_SELECTOR, sanitizeSnapshot } from './first-paint-html';
import { readFirstPaint, storedOwner } from './first-paint-store';

/**
 * The picture's stylesheets have this long to arrive (the app needs the same ones, so waiting costs it
 * nothing); later, or when one fails, the picture is not shown: never unstyled.
 */
const SHEETS_WAIT_MS = 1_500;
/** The picture stays over the app's first screens at most this long. */
const HOLD_MAX_MS = 4_000;
/** The app is in charge once it shows this many rows (or all the picture had). */
const SCREENFUL = 20;
/** Something on the app's screen still loading: its spinner (`Loading`), a pending page. */
const LOADING = '[aria-busy="true"]';

/** Same-origin stylesheet paths only. */
const isSheetPath = (href: string) => /^\/(?!\/)[\w\-./]+\.css$/.test(href) && !href.includes('..');

/** Adds the stylesheets the page lacks; calls back once all are loaded, or with false on a failure or the cap. */
function loadSheets(doc: Document, sheets: string[], done: (ok: boolean) => void): void {
  const present = new Set(Array.from(doc.querySelectorAll('link[rel="stylesheet"]'), (l) => l.getAttribute('href')));
  let waiting = 0;
  let settled = false;
  const settle = (ok: boolean) => {
    if (settled) return;
    settled = true;
    done(ok);
  };
  for (const href of sheets.filter((h) => isSheetPath(h) && !present.has(h))) {
    const link = doc.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    waiting++;
    link.onload = () => --waiting === 0 && settle(true);
    link.onerror = () => settle(false);
    doc.head.append(link);
  }
  if (waiting === 0) settle(true);
  else setTimeout(() => settle(false), SHEETS_WAIT_MS);
}

/** The picture as inert nodes: parsed in an inert template, sanitised, in a container nothing can reach. */
function pictureOf(doc: Document, entry: FirstPaintEntry): HTMLElement {
  const template = doc.createElement('template');
  template.innerHTML = entry.html;
  sanitizeSnapshot(template.content);
  const container = doc.createElement('div');
  container.setAttribute(FIRST_PAINT_ATTRIBUTE, '');
  container.setAttribute('aria-busy', 'true');
  container.inert = true;
  container.style.display = 'contents';
  container.append(template.content);
  return container;
}

/**
 * Keeps the picture over the app's first screens until they show its rows: the app's first render replaces
 * it in `root`; when that screen shows fewer rows, the picture goes back on top (before anything is painted)
 * until the rows are there (or the app's screen is done loading with fewer, but some: tasks done or moved
 * since the picture), the person acts, the address changes or HOLD_MAX_MS passes.
 */
function holdUntilLive(doc: Document, root: HTMLElement, picture: HTMLElement, entry: FirstPaintEntry): void {
  const target = Math.min(entry.rows, SCREENFUL);
  const live = () => {
    const rows = root.querySelectorAll(ROW_SELECTOR).length;
    if (rows >= target) return true;
    // Fewer rows than kept (tasks done since): the app's own once nothing loads. Never for no rows at all: an
    // empty state elsewhere on screen could end it before the view has drawn its first row.
    return rows > 0 && root.querySelector(LOADING) === null;
  };
  const inputs = ['pointerdown', 'keydown', 'wheel', 'touchstart'];
  let overlay: HTMLElement | null = null;
  const release = () => {
    observer.disconnect();
    inputs.forEach((type) => doc.defaultView?.removeEventListener(type, release, true));
    overlay?.remove();
    picture.remove();
  };
  const observer = new MutationObserver(() => {
    if (picture.parentNode === root) return;
    const win = doc.defaultView;
    if (live() || !win || win.location.pathname + win.location.search !== entry.path) return release();
    if (overlay) return;
    overlay = doc.createElement('div');
    overlay.setAttribute('aria-hidden', 'true');
    overlay.style.cssText = `position:fixed;inset:0;z-index:2147483000;overflow:hidden;background:${win.getComputedStyle(doc.body).backgroundColor}`;
    overlay.append(picture);
    // The person's first move goes to the app underneath.
    inputs.forEach((type) => win.addEventListener(type, release, true));
    doc.body.append(overlay);
    setTimeout(release, HOLD_MAX_MS);
  });
  observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-busy'] });
}

/**
 * Shows the picture the last visit kept of this exact screen, for this account and build, in `#root`
 * (inert, busy) until the app draws it. Anything unexpected shows nothing: the app boots as without it.
 * `settled` is called once it is known whether the picture is on screen (true) or will not be (false): at
 * once when there is none, after its stylesheets otherwise.
 */
export function showFirstPaint(
  doc: Document = document,
  store: Storage = localStorage,
  now = Date.now(),
  settled: (shown: boolean) => void = () => undefined,
): void {
  const win = doc.defaultView;
  const root = doc.getElementById('root');
  const owner = storedOwner(store);
  const entry =
    !win || !root || root.childNodes.length > 0 || !isFirstPaintPath(win.location.pathname) || owner === null
      ? null
      : pickEntry(readFirstPaint(store), {
          owner,
          path: win.location.pathname + win.location.search,
          build: pageBuild(doc),
          now,
        });
  if (!win || !root || !entry) return settled(false);
  const picture = pictureOf(doc, entry);
  loadSheets(doc, entry.sheets, (ok) => {
    // Too late (the app drew its screen) or unstyled: nothing to show.
    if (!ok || root.childNodes.length > 0) return settled(false);
    if (entry.theme && !doc.documentElement.dataset.theme) doc.documentElement.dataset.theme = entry.theme;
    root.append(picture);
    win.performance.mark('vikunja:first-paint-shown');
    holdUntilLive(doc, root, picture, entry);
    settled(true);
  });
}
