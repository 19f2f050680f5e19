import type { Hono } from 'hono';
import type { Env } from '../context.ts';
import { errors } from '../errors.ts';

/**
 * GET /ws without the upgrade headers. The upgrade itself never reaches the routes (the Node server's
 * upgrade handler takes it, see ws.ts); a plain GET gets what a 2.x server's websocket library answers a
 * request that is not a websocket handshake: 400 "Bad Request" with the protocol version it speaks.
 * Releases before 2.x have no websocket, so no such route.
 */
export function registerWebsocketHandshake(api: Hono<Env>): void {
  api.get('/ws', (c) => {
    if (c.get('app').opts.compat !== '2') throw errors.notFound();
    return c.text('Bad Request\n', 400, { 'sec-websocket-version': '13', 'x-content-type-options': 'nosniff' });
  });
}
