/** Messages the popup, the capture window and the app page may send to the background worker. */
export type BackgroundMessage =
  | { type: 'poll-now' }
  | { type: 'renew-session'; staleToken: string | null }
  | { type: 'outbox-flush'; force: boolean };

type Check = (raw: Record<string, unknown>) => BackgroundMessage | null;

const isStringOrNull = (v: unknown): v is string | null => v === null || (typeof v === 'string' && v.length < 16_384);

/** Per type: the exact keys it carries and how to read them. */
const SHAPES: Record<BackgroundMessage['type'], { keys: string[]; read: Check }> = {
  'poll-now': { keys: ['type'], read: () => ({ type: 'poll-now' }) },
  'renew-session': {
    keys: ['type', 'staleToken'],
    read: (raw) => (isStringOrNull(raw.staleToken) ? { type: 'renew-session', staleToken: raw.staleToken } : null),
  },
  'outbox-flush': {
    keys: ['type', 'force'],
    read: (raw) => (typeof raw.force === 'boolean' ? { type: 'outbox-flush', force: raw.force } : null),
  },
};

/** Accepts only well-formed messages (known type, exactly its keys, right value types); anything else is refused. */
export function parseMessage(raw: unknown): BackgroundMessage | null {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return null;
  const record = raw as Record<string, unknown>;
  const type = record.type;
  if (typeof type !== 'string' || !Object.hasOwn(SHAPES, type)) return null;
  const shape = SHAPES[type as BackgroundMessage['type']];
  const keys = Object.keys(record);
  if (keys.length !== shape.keys.length || !keys.every((k) => shape.keys.includes(k))) return null;
  return shape.read(record);
}

export interface SenderInfo {
  id?: string;
  url?: string;
  frameId?: number;
  tab?: unknown;
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
