import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import type { AppState } from './context.ts';
import { resolveAuth } from './auth/middleware.ts';
import { sessionExists } from './models/session.ts';
import { notificationById, onNotificationCreated } from './models/notification.ts';

/**
 * The 2.3+ websocket at /api/v1/ws (compat 2 only; older releases answer 404).
 * Protocol (our guess where no description exists, see server/README.md):
 *   client → {"action":"auth","token":"<JWT>"}                → {"event":"auth.success"}
 *                                                               or {"event":"error","error":"..."} and close 4001
 *   client → {"action":"subscribe","topic":"notification.created"} → {"event":"subscribed","topic":"…"}
 *   server → {"event":"notification.created","data":<notification as GET /notifications lists it>}
 */
export const WS_PATH = '/api/v1/ws';
export const WS_TOPICS = ['notification.created'] as const;
/** A socket that has not authenticated by then is closed. */
const AUTH_TIMEOUT_MS = 30_000;
/** Pings keep idle connections open through proxies and find dead peers. */
const PING_MS = 30_000;
export const CLOSE_UNAUTHORIZED = 4001;

interface Client {
  socket: WebSocket;
  userId: number | null;
  /** The login session the JWT belongs to; when it ends (sign-out), the socket stops hearing. */
  sessionId: string | null;
  topics: Set<string>;
  alive: boolean;
}

/** Authenticated sockets per user, per server state (tests run several servers in one process). */
const hubs = new WeakMap<AppState, Set<Client>>();

function send(socket: WebSocket, message: Record<string, unknown>): void {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
}

function parse(raw: RawData): Record<string, unknown> | null {
  try {
    const value = JSON.parse(String(raw)) as unknown;
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

function onMessage(app: AppState, client: Client, raw: RawData): void {
  const message = parse(raw);
  const action = message?.action;
  if (action === 'auth') {
    const token = typeof message?.token === 'string' ? message.token : '';
    const auth = resolveAuth(app, `Bearer ${token}`);
    if (!auth || auth.kind !== 'user') {
      send(client.socket, { event: 'error', error: 'Invalid or expired token.' });
      client.socket.close(CLOSE_UNAUTHORIZED, 'unauthorized');
      return;
    }
    client.userId = auth.userId;
    client.sessionId = auth.sessionId;
    send(client.socket, { event: 'auth.success' });
    return;
  }
  if (client.userId === null) {
    send(client.socket, { event: 'error', error: 'Authenticate first.' });
    return;
  }
  const topic = typeof message?.topic === 'string' ? message.topic : '';
  if ((action === 'subscribe' || action === 'unsubscribe') && (WS_TOPICS as readonly string[]).includes(topic)) {
    if (action === 'subscribe') client.topics.add(topic);
    else client.topics.delete(topic);
    send(client.socket, { event: action === 'subscribe' ? 'subscribed' : 'unsubscribed', topic });
    return;
  }
  send(client.socket, { event: 'error', error: 'Unknown action or topic.' });
}

function refuse(socket: Duplex): void {
  const body = JSON.stringify({ message: 'Not Found' });
  socket.end(
    `HTTP/1.1 404 Not Found\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/** Attaches the websocket to the HTTP server; returns a function that closes every socket. */
export function attachWebsocket(server: Server, app: AppState): () => void {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });
  const clients = new Set<Client>();
  hubs.set(app, clients);

  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = (req.url ?? '').split('?')[0];
    if (app.opts.compat !== '2' || path !== WS_PATH) {
      refuse(socket);
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => {
      const client: Client = {
        socket: ws,
        userId: null,
        sessionId: null,
        topics: new Set(),
        alive: true,
      };
      clients.add(client);
      const timer = setTimeout(() => {
        if (client.userId === null) ws.close(CLOSE_UNAUTHORIZED, 'unauthorized');
      }, AUTH_TIMEOUT_MS);
      timer.unref();
      ws.on('message', (raw) => onMessage(app, client, raw));
      ws.on('pong', () => (client.alive = true));
      ws.on('close', () => {
        clearTimeout(timer);
        clients.delete(client);
      });
      ws.on('error', () => ws.terminate());
    });
  });

  const pinger = setInterval(() => {
    for (const client of clients) {
      if (!client.alive) {
        client.socket.terminate();
        continue;
      }
      client.alive = false;
      client.socket.ping();
    }
  }, PING_MS);
  pinger.unref();

  return () => {
    clearInterval(pinger);
    for (const client of clients) client.socket.terminate();
    clients.clear();
    wss.close();
  };
}

/** Pushes each new notification to its user's sockets subscribed to notification.created. */
onNotificationCreated((app, userId, id) => {
  const clients = hubs.get(app);
  if (!clients?.size) return;
  const data = notificationById(app, id);
  if (!data) return;
  for (const client of clients) {
    if (client.userId !== userId || !client.topics.has('notification.created')) continue;
    if (client.sessionId && !sessionExists(app, client.sessionId)) {
      client.socket.close(CLOSE_UNAUTHORIZED, 'session ended');
      continue;
    }
    send(client.socket, { event: 'notification.created', data });
  }
});
