import { getInfo } from '@/api/info';
import {
  openNotificationSocket,
  reconnectDelay,
  socketUrl,
  type NotificationSocketOptions,
} from '@/api/notification-socket';
import { featuresFor } from '@/api/version';
import { KEYS, type KeyValueStorage } from '@/platform/types';

interface LiveDeps {
  storage: KeyValueStorage;
  /** A notification was pushed: refresh the badge now. */
  onPushed: () => void;
  create?: NotificationSocketOptions['create'];
  /** The server's version (GET /info); tests pass their own. */
  version?: (apiUrl: string) => Promise<string>;
  now?: () => number;
}

/**
 * The worker's websocket to a 2.3+ server. It is opened (or re-opened) whenever the worker is awake anyway
 * (start, alarm, session change) and is never kept alive on purpose: when the browser stops the idle worker,
 * the socket goes with it and the poll alarm brings both back. Failed attempts back off across wake-ups
 * while the worker lives; a server without the socket is asked again only after the session changes.
 */
export function createLiveNotifications(deps: LiveDeps) {
  const now = deps.now ?? Date.now;
  const version = deps.version ?? (async (apiUrl: string) => (await getInfo(apiUrl)).version);
  let current: { key: string; close(): void } | null = null;
  let live = false;
  let token: string | null = null;
  let failures = 0;
  let notBefore = 0;
  /** Servers known to offer no socket, by API address. */
  const without = new Set<string>();
  let inFlight: Promise<void> | null = null;

  function stop(): void {
    current?.close();
    current = null;
    live = false;
  }

  return {
    /** Whether a subscribed socket is open right now. */
    isLive: () => live,
    stop,
    /** Opens the socket when the server offers one and none is open; closes it after sign-out or a server change. */
    ensure(): Promise<void> {
      // One at a time: a wake-up by an alarm and a session change together open one socket.
      inFlight ??= ensureOnce().finally(() => (inFlight = null));
      return inFlight;
    },
  };

  async function ensureOnce(): Promise<void> {
    const [apiUrl, stored] = await Promise.all([
      deps.storage.get<string>(KEYS.apiUrl),
      deps.storage.get<string>(KEYS.token),
    ]);
    token = stored ?? null;
    const key = apiUrl && token ? apiUrl : null;
    if (current && current.key !== key) {
      stop();
      failures = 0;
      notBefore = 0;
      without.clear();
    }
    if (!key || live || now() < notBefore || without.has(key)) return;
    const offered = await version(key)
      .then((v) => featuresFor(v).hasNotificationSocket)
      .catch(() => null);
    if (offered === false) without.add(key);
    const url = offered ? socketUrl(key) : null;
    if (!url) return;
    current?.close();
    // Attempts are paced by the wake-ups and by the backoff below, not by a timer of the socket's own.
    const handle = openNotificationSocket({
      url,
      token: () => token,
      reconnect: false,
      create: deps.create,
      onNotification: () => deps.onPushed(),
      onLive: (value) => {
        live = value;
        if (value) failures = 0;
        else notBefore = now() + reconnectDelay(failures++);
      },
    });
    current = { key, close: handle.close };
    // Until it is live, a failure also counts (a refused connection never reports live).
    notBefore = now() + reconnectDelay(failures++);
  }
}
