import { isFirstPaintPath, type FirstPaintEntry } from '@/platform/first-paint-entries';
import { FIRST_PAINT_ATTRIBUTE, pageBuild, trimSnapshot } from '@/platform/first-paint-html';
import { saveFirstPaint, wipeFirstPaint } from '@/platform/first-paint-store';
import { persistedOwner } from '@/queries/owner-key';
import { useSession } from '@/stores/session';

/** Something over the screen (a dialog, a menu, a picker) or the picture itself: no picture is taken then. */
const NOT_A_SCREEN = `dialog[open], [role="dialog"], [role="menu"], [aria-modal="true"], [aria-haspopup][aria-expanded="true"], [${FIRST_PAINT_ATTRIBUTE}]`;

/** Passing notes, not part of the screen. */
const TRANSIENT = '.toasts, [role="alert"]';

/** A picture of the page's screen for the next visit's first paint, or null when this screen gets none. */
export function takeFirstPaint(doc: Document, owner: string, now: number): FirstPaintEntry | null {
  const root = doc.getElementById('root');
  const location = doc.defaultView?.location;
  if (!root || !location || !isFirstPaintPath(location.pathname) || doc.querySelector(NOT_A_SCREEN)) return null;
  // Copied into a document without a window: a copy made in the page would load its images again (an avatar's
  // blob: address among them, which the page's security policy refuses as it is left).
  const copy = doc.implementation.createHTMLDocument('').importNode(root, true);
  copy.querySelectorAll(TRANSIENT).forEach((note) => note.remove());
  const rows = trimSnapshot(copy);
  // Lazy pages' stylesheets are linked by absolute address: each same-origin one is kept as its path.
  const sheets = Array.from(doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'), (l) => new URL(l.href))
    .filter((url) => url.origin === location.origin)
    .map((url) => url.pathname);
  const theme = doc.documentElement.dataset.theme;
  return {
    owner,
    path: location.pathname + location.search,
    build: pageBuild(doc),
    savedAt: now,
    html: copy.innerHTML,
    sheets,
    theme: theme === 'light' || theme === 'dark' ? theme : null,
    rows,
  };
}

/**
 * Keeps a picture of the screen each time the page is hidden or left (the web page only: the extension's
 * app tab has its session in the worker). Pictures belong to one account: another account's session wipes them.
 */
export function startFirstPaintWriter(doc: Document = document, session = useSession): () => void {
  let owner = persistedOwner(session.getState());
  const unsubscribe = session.subscribe((state) => {
    const next = persistedOwner(state);
    if (next !== null && owner !== null && next !== owner) wipeFirstPaint();
    if (next !== null) owner = next;
  });
  const save = () => {
    const current = persistedOwner(session.getState());
    const entry = current === null ? null : takeFirstPaint(doc, current, Date.now());
    if (entry) saveFirstPaint(entry);
  };
  const onVisibility = () => doc.visibilityState === 'hidden' && save();
  const win = doc.defaultView;
  win?.addEventListener('pagehide', save);
  doc.addEventListener('visibilitychange', onVisibility);
  return () => {
    unsubscribe();
    win?.removeEventListener('pagehide', save);
    doc.removeEventListener('visibilitychange', onVisibility);
  };
}
