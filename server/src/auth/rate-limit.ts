import { getConnInfo } from '@hono/node-server/conninfo';
import type { MiddlewareHandler } from 'hono';
import type { AppState, Ctx, Env } from '../context.ts';

/**
 * Vikunja's rate limit on the routes reached without a session (`ratelimit.noauthlimit` requests per
 * `ratelimit.period` seconds, per client address): every answer says the budget in
 * `X-Ratelimit-Limit/Remaining/Reset` (a Unix time), and one beyond it is a 429 with `Retry-After`.
 * Off (0) by default, as Vikunja's `ratelimit.enabled` is.
 */
const windows = new WeakMap<AppState, Map<string, { start: number; count: number }>>();

function clientKey(c: Ctx): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown'; // not served by Node (app.request in a test)
  }
}

export function noAuthRateLimit(): MiddlewareHandler<Env> {
  return async (c, next) => {
    const app = c.get('app');
    const limit = app.opts.noAuthRateLimit;
    if (!limit) return next();
    const periodMs = app.opts.rateLimitPeriodSeconds * 1000;
    let byClient = windows.get(app);
    if (!byClient) windows.set(app, (byClient = new Map()));
    const key = clientKey(c);
    const now = Date.now();
    let window = byClient.get(key);
    if (!window || now - window.start >= periodMs) byClient.set(key, (window = { start: now, count: 0 }));
    window.count += 1;
    const resetAt = window.start + periodMs;
    const headers = {
      'X-Ratelimit-Limit': String(limit),
      'X-Ratelimit-Remaining': String(Math.max(0, limit - window.count)),
      'X-Ratelimit-Reset': String(Math.ceil(resetAt / 1000)),
    };
    if (window.count > limit) {
      return c.json({ message: 'Too Many Requests' }, 429, {
        ...headers,
        'Retry-After': String(Math.max(1, Math.ceil((resetAt - now) / 1000))),
      });
    }
    await next();
    for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value);
  };
}
