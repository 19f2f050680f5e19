/**
 * The web build served locally in front of any Vikunja: `/api/v1` is passed through to that server
 * on the same origin (so no CORS setting is needed there) and everything else is the app. Nothing is
 * stored here: the server's cookies go to the browser, rewritten only so a browser on this origin
 * keeps them.
 */
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Env } from '../server/src/context.ts';
import { registerStatic } from '../server/src/http/static.ts';
import { bridgeWebsocket } from './web-proxy-socket.ts';

export interface WebProxyOptions {
  /** The server's API base, for example `https://vikunja.example.com/api/v1`. */
  upstream: string;
  /** Directory of the web build. */
  web: string;
  port?: number;
  host?: string;
}

export interface RunningWebProxy {
  url: string;
  port: number;
  close(): Promise<void>;
}

const LOCAL_PREFIX = '/api/v1';
/** Hop-by-hop headers, and those that would tell the server about this proxy's own origin. */
const DROPPED_REQUEST = new Set([
  'host',
  'connection',
  'origin',
  'referer',
  'accept-encoding',
  'content-length',
  'keep-alive',
  'transfer-encoding',
]);
/** fetch has already decoded the body and knows its own length. */
const DROPPED_RESPONSE = new Set([
  'content-encoding',
  'content-length',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'set-cookie',
]);

/**
 * Rewrites one Set-Cookie of the server for this local origin: no Domain (the cookie belongs to this
 * host), the server's API path mapped onto `/api/v1`, and over plain http no `Secure` (a browser drops
 * a Secure cookie set by an http page other than localhost), with `SameSite=None` relaxed to `Lax`,
 * which a browser refuses without `Secure` and which same-origin requests do not need.
 */
export function rewriteSetCookie(cookie: string, upstreamPath: string, localIsHttps: boolean): string {
  const [pair = '', ...attributes] = cookie.split(';').map((part) => part.trim());
  const kept: string[] = [];
  for (const attribute of attributes) {
    const [rawName = '', ...rest] = attribute.split('=');
    const name = rawName.trim().toLowerCase();
    const value = rest.join('=').trim();
    if (name === 'domain') continue;
    if (name === 'secure' && !localIsHttps) continue;
    if (name === 'path') {
      const prefix = upstreamPath.replace(/\/+$/, '');
      const mapped =
        prefix && (value === prefix || value.startsWith(`${prefix}/`))
          ? `${LOCAL_PREFIX}${value.slice(prefix.length)}`
          : value;
      kept.push(`Path=${mapped || '/'}`);
      continue;
    }
    if (name === 'samesite' && value.toLowerCase() === 'none' && !localIsHttps) {
      kept.push('SameSite=Lax');
      continue;
    }
    kept.push(attribute);
  }
  return [pair, ...kept].join('; ');
}

/** The Hono app of the proxy (exported for tests). */
export function createWebProxyApp(options: Pick<WebProxyOptions, 'upstream' | 'web'>): Hono<Env> {
  const upstream = new URL(options.upstream.replace(/\/+$/, ''));
  const app = new Hono<Env>();
  app.all(`${LOCAL_PREFIX}/*`, async (c) => {
    const incoming = new URL(c.req.url);
    const target = `${upstream.href}${incoming.pathname.slice(LOCAL_PREFIX.length)}${incoming.search}`;
    const headers = new Headers();
    c.req.raw.headers.forEach((value, key) => {
      if (!DROPPED_REQUEST.has(key)) headers.set(key, value);
    });
    // A caller of another origin (an extension page) is the server's business: its CORS rules decide.
    const origin = c.req.header('origin');
    if (origin && origin !== incoming.origin) headers.set('origin', origin);
    const method = c.req.method;
    const body = method === 'GET' || method === 'HEAD' ? undefined : await c.req.arrayBuffer();
    let answer: Response;
    try {
      answer = await fetch(target, { method, headers, body, redirect: 'manual' });
    } catch (error) {
      return c.text(`The server at ${upstream.origin} cannot be reached: ${(error as Error).message}`, 502);
    }
    const out = new Headers();
    answer.headers.forEach((value, key) => {
      if (!DROPPED_RESPONSE.has(key)) out.set(key, value);
    });
    const https = incoming.protocol === 'https:';
    for (const cookie of answer.headers.getSetCookie())
      out.append('set-cookie', rewriteSetCookie(cookie, upstream.pathname, https));
    return new Response(answer.body, { status: answer.status, statusText: answer.statusText, headers: out });
  });
  registerStatic(app, options.web);
  app.notFound((c) => c.text('Not found', 404));
  return app;
}

/** Starts the proxy; port 0 picks a free one. */
export async function startWebProxy(options: WebProxyOptions): Promise<RunningWebProxy> {
  const app = createWebProxyApp(options);
  const host = options.host ?? '127.0.0.1';
  return new Promise((resolveStart) => {
    const server = serve({ fetch: app.fetch, port: options.port ?? 0, hostname: host }, (info: AddressInfo) => {
      const closeSockets = bridgeWebsocket(server as Server, new URL(options.upstream));
      resolveStart({
        url: `http://${host.includes(':') ? `[${host}]` : host}:${info.port}`,
        port: info.port,
        close: () =>
          new Promise<void>((done) => {
            // Keep-alive sockets would hold close() open; end them.
            closeSockets();
            if ('closeAllConnections' in server) server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
