import { cors } from 'hono/cors';
import type { MiddlewareHandler } from 'hono';

const LOCAL = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;
const EXTENSION = /^(chrome|moz)-extension:\/\/[a-z0-9-]+$/i;

/** Whether a browser origin may call the API with credentials. */
export function originAllowed(origin: string, extra: string[]): boolean {
  return LOCAL.test(origin) || EXTENSION.test(origin) || extra.includes(origin);
}

/** Vikunja-like CORS for /api/v1: local origins, extensions and configured extras, with credentials. */
export function corsMiddleware(extra: string[]): MiddlewareHandler {
  return cors({
    origin: (origin) => (origin && originAllowed(origin, extra) ? origin : null),
    credentials: true,
    allowMethods: ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'],
    allowHeaders: ['Authorization', 'Content-Type', 'X-Requested-With'],
    exposeHeaders: ['x-pagination-total-pages', 'x-pagination-result-count', 'x-max-permission', 'x-max-right', 'authorization', 'etag'],
    maxAge: 600,
  });
}
