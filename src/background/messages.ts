/** Messages the popup and the app page may send to the background worker. */
export type BackgroundMessage = { type: 'poll-now' };

const TYPES = new Set<BackgroundMessage['type']>(['poll-now']);

/** Accepts only well-formed messages; anything else is refused. */
export function parseMessage(raw: unknown): BackgroundMessage | null {
  if (raw === null || typeof raw !== 'object') return null;
  const type = (raw as { type?: unknown }).type;
  if (typeof type !== 'string' || !TYPES.has(type as BackgroundMessage['type'])) return null;
  if (Object.keys(raw).length !== 1) return null;
  return { type: type as BackgroundMessage['type'] };
}

export interface SenderInfo {
  id?: string;
  url?: string;
  frameId?: number;
}

/**
 * Only our own extension pages may talk to the worker: same extension id, a page of our own
 * origin (never a web page or content script), and the top frame.
 */
export function isTrustedSender(sender: SenderInfo, ownId: string, ownOrigin: string): boolean {
  if (sender.id !== ownId) return false;
  // Non-web schemes have an opaque URL origin ("null"), so compare the page's base instead.
  const base = ownOrigin.endsWith('/') ? ownOrigin : `${ownOrigin}/`;
  if (!sender.url?.startsWith(base)) return false;
  return sender.frameId === undefined || sender.frameId === 0;
}
