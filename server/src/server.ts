import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Hono } from 'hono';
import { serve } from '@hono/node-server';
import type { AppState, Env } from './context.ts';
import { configValue, openDatabase, type Db } from './db/index.ts';
import { ApiError, sendError } from './errors.ts';
import { authMiddleware } from './auth/middleware.ts';
import { corsMiddleware } from './http/cors.ts';
import { registerStatic } from './http/static.ts';
import { resolveOptions, type ServerOptions } from './options.ts';
import { registerRoutes } from './routes/index.ts';
import { apiV2 } from './routes/api-v2.ts';
import { sweepReminders } from './reminders.ts';
import { sweepScheduledDeletions } from './models/account.ts';
import { attachWebsocket } from './ws.ts';
// Side effect: subscribes webhook delivery to domain events.
import './webhooks.ts';

export type { ServerOptions } from './options.ts';

/** Opens the data directory and builds the shared state. */
export function createState(partial: Partial<ServerOptions>): AppState {
  const opts = resolveOptions(partial);
  const base = opts.data === ':memory:' ? fs.mkdtempSync(path.join(os.tmpdir(), 'vikunja-mem-')) : opts.data;
  const db = openDatabase(opts.data);
  const filesDir = path.join(base, 'files');
  const mailDir = path.join(base, 'mail');
  fs.mkdirSync(filesDir, { recursive: true });
  fs.mkdirSync(mailDir, { recursive: true });
  // The JWT secret lives in the database so tokens survive restarts of the same data directory.
  const secret = configValue(db, 'jwt_secret', () => crypto.randomBytes(32).toString('hex'));
  return { db, opts, secret, filesDir, mailDir };
}

/** The Hono app for a state (tests can call `app.request()` directly). */
export function createAppForState(state: AppState): Hono<Env> {
  const app = new Hono<Env>();
  const api = new Hono<Env>();
  api.use('*', corsMiddleware(state.opts));
  api.use('*', authMiddleware(state));
  registerRoutes(api);
  api.notFound((c) => c.json({ message: 'Not Found' }, 404));
  app.onError((err, c) => {
    if (err instanceof ApiError) return sendError(c, err);
    console.error(err);
    return c.json({ message: 'Internal Server Error' }, 500);
  });
  app.route('/api/v1', api);
  app.route('/api/v2', apiV2(state));
  registerStatic(app, state.opts.web);
  app.notFound((c) => c.json({ message: 'Not Found' }, 404));
  return app;
}

/** The Hono app for some options. */
export function createApp(opts: Partial<ServerOptions> = {}): Hono<Env> {
  return createAppForState(createState(opts));
}

export interface RunningServer {
  url: string;
  port: number;
  db: Db;
  state: AppState;
  close(): Promise<void>;
}

/**
 * Runs a background job every `ms` (and at once when asked). A failing run is logged and the next one still
 * comes: an exception thrown from a timer would otherwise take the whole server down.
 */
export function periodic(name: string, ms: number, job: () => unknown, now = false): NodeJS.Timeout {
  const run = () => {
    try {
      job();
    } catch (err) {
      console.error(`${name} failed`, err);
    }
  };
  if (now) run();
  const timer = setInterval(run, ms);
  timer.unref();
  return timer;
}

/** Starts listening (port 0 picks a free port); resolves once the socket is bound. */
export async function startServer(partial: Partial<ServerOptions> = {}): Promise<RunningServer> {
  const state = createState(partial);
  const app = createAppForState(state);
  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const s = serve({ fetch: app.fetch, port: state.opts.port, hostname: state.opts.host }, () => resolve(s));
    s.once('error', reject);
  });
  const closeSockets = attachWebsocket(server as Server, state);
  // Account deletions fall due three days after confirmation; check on start and hourly.
  const sweeper = periodic('account deletion sweep', 3600 * 1000, () => sweepScheduledDeletions(state), true);
  // Due reminders become notifications within half a minute.
  const reminders = periodic('reminder sweep', 30 * 1000, () => sweepReminders(state));
  const port = (server.address() as AddressInfo).port;
  const host = state.opts.host.includes(':') ? `[${state.opts.host}]` : state.opts.host;
  return {
    url: `http://${host}:${port}`,
    port,
    db: state.db,
    state,
    close: () =>
      new Promise<void>((resolve) => {
        // Keep-alive sockets would hold close() open; end them.
        clearInterval(sweeper);
        clearInterval(reminders);
        closeSockets();
        if ('closeAllConnections' in server) server.closeAllConnections();
        server.close(() => {
          state.db.close();
          resolve();
        });
      }),
  };
}

export { ensureDemoAccount, DEMO_USER } from './demo.ts';
