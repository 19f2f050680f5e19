import { fromApi } from './case';
import type { Notification } from './types';

/**
 * Vikunja 2.3+ pushes new notifications over a websocket at `{api}/ws`: authenticate with the JWT, subscribe
 * to `notification.created`, then receive `{event, data}` messages. The message shapes are not published; the
 * parsing below takes the likely spellings (`event` or `type`, `data` or `payload`, JSON text or an object)
 * and ignores anything else, so an unexpected server only means the app keeps polling.
 */
export const NOTIFICATION_TOPIC = 'notification.created';

export type SocketEvent =
  | { kind: 'authenticated' }
  | { kind: 'subscribed' }
  | { kind: 'notification'; notification: Notification }
  | { kind: 'error'; message: string }
  | { kind: 'ignored' };

/** The websocket address for an API address (relative ones resolve against `base`); null when unusable. */
export function socketUrl(apiUrl: string, base?: string): string | null {
  try {
    const url = new URL(apiUrl.replace(/\/+$/, '') + '/ws', base);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
    return url.toString();
  } catch {
    return null;
  }
}

const record = (value: unknown): Record<string, unknown> | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

function decode(raw: unknown): unknown {
  if (typeof raw !== 'string') return raw;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

function toNotification(raw: unknown): Notification | null {
  const data = record(decode(raw));
  if (!data || typeof data.id !== 'number' || typeof data.name !== 'string') return null;
  const n = fromApi<Partial<Notification>>(data);
  return {
    id: data.id,
    name: data.name,
    notification: record(n.notification) ?? {},
    read: n.read === true,
    readAt: typeof n.readAt === 'string' ? n.readAt : null,
    created: typeof n.created === 'string' ? n.created : null,
  };
}

/** One message from the server, as the app understands it. */
export function parseSocketMessage(raw: unknown): SocketEvent {
  const message = record(decode(raw));
  const event = message?.event ?? message?.type;
  if (!message || typeof event !== 'string') return { kind: 'ignored' };
  switch (event) {
    case 'auth.success':
    case 'authenticated':
      return { kind: 'authenticated' };
    case 'subscribed':
      return { kind: 'subscribed' };
    case 'error': {
      const text = message.error ?? message.message;
      return { kind: 'error', message: typeof text === 'string' ? text : '' };
    }
    case NOTIFICATION_TOPIC: {
      const notification = toNotification(message.data ?? message.payload);
      return notification ? { kind: 'notification', notification } : { kind: 'ignored' };
    }
    default:
      return { kind: 'ignored' };
  }
}

export const authMessage = (token: string): string => JSON.stringify({ action: 'auth', token });
export const subscribeMessage = (topic: string): string => JSON.stringify({ action: 'subscribe', topic });

/** Longest wait between reconnection attempts. */
export const MAX_RECONNECT_MS = 5 * 60_000;

/** Wait before reconnection attempt `attempt` (0-based): 1 s doubling to 5 min, less up to a fifth at random. */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const full = Math.min(1000 * 2 ** Math.max(0, Math.min(attempt, 20)), MAX_RECONNECT_MS);
  return Math.round(full * (1 - 0.2 * random()));
}

/** The part of the browser's WebSocket this module uses (tests pass a fake). */
export interface SocketLike {
  send(data: string): void;
  close(code?: number): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: unknown) => void) | null;
  onerror: ((event: unknown) => void) | null;
}

export interface NotificationSocketOptions {
  url: string;
  /** Read at every (re)connection, so a renewed session is used. No token: no connection. */
  token: () => string | null;
  onNotification: (notification: Notification) => void;
  /** True once subscribed; false when the socket closes (polling should take over until it is back). */
  onLive?: (live: boolean) => void;
  /** Reconnect after a close, with backoff (default true). */
  reconnect?: boolean;
  create?: (url: string) => SocketLike;
}

/** Keeps a subscribed socket open (reconnecting with backoff) until `close()`. */
export function openNotificationSocket(options: NotificationSocketOptions): { close(): void } {
  const create = options.create ?? ((url: string) => new WebSocket(url) as unknown as SocketLike);
  let socket: SocketLike | null = null;
  let stopped = false;
  let live = false;
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const setLive = (value: boolean) => {
    if (live === value) return;
    live = value;
    options.onLive?.(value);
  };

  const retry = () => {
    setLive(false);
    socket = null;
    if (stopped || options.reconnect === false) return;
    timer = setTimeout(connect, reconnectDelay(attempt++));
  };

  function connect(): void {
    const token = options.token();
    if (stopped || !token) return;
    let current: SocketLike;
    try {
      current = create(options.url);
    } catch {
      retry();
      return;
    }
    socket = current;
    current.onopen = () => current.send(authMessage(options.token() ?? token));
    current.onmessage = (event) => {
      const message = parseSocketMessage(event.data);
      if (message.kind === 'authenticated') current.send(subscribeMessage(NOTIFICATION_TOPIC));
      if (message.kind === 'subscribed') {
        attempt = 0;
        setLive(true);
      }
      if (message.kind === 'notification') options.onNotification(message.notification);
    };
    // A refused or failed connection also ends in close; error alone needs no handling.
    current.onerror = () => undefined;
    current.onclose = () => {
      if (socket === current) retry();
    };
  }

  connect();
  return {
    close() {
      stopped = true;
      clearTimeout(timer);
      const current = socket;
      socket = null;
      setLive(false);
      current?.close();
    },
  };
}
