import type { MiddlewareHandler } from 'hono';
import type { ServerOptions } from '../options.ts';

const EXPOSE = [
  'x-pagination-total-pages',
  'x-pagination-result-count',
  'x-max-permission',
  'x-max-right',
  'authorization',
  'etag',
];
const METHODS = 'GET,HEAD,PUT,PATCH,POST,DELETE';
const MAX_AGE = '600';

/** One `cors.origins` entry as a matcher: `*` alone allows every origin, `*` inside matches any run of characters. */
function matcher(entry: string): (origin: string) => boolean {
  if (entry === '*') return () => true;
  const re = new RegExp(
    `^${entry
      .split('*')
      .map((s) => s.replace(/[.+?^${}()|[\]\\/]/g, '\\$&'))
      .join('.*')}$`,
    'i',
  );
  return (origin) => re.test(origin);
}

/**
 * Whether a browser origin may read the API's answers: the server's own origin (where the web app is served)
 * (and its public address) and the configured `cors.origins`, nothing else — not other local ports, not extensions (an extension with
 * host access is not bound by CORS).
 */
export function originAllowed(origin: string, ownOrigin: string, extra: string[]): boolean {
  return origin === ownOrigin || extra.some((e) => matcher(e)(origin));
}

/**
 * CORS for /api/v1 as a Vikunja server answers it: an allowed origin is echoed with `Vary: Origin`; a preflight
 * gets 204 with the methods, the requested headers and a max age, or 204 with no CORS headers when the origin
 * is refused. Only 2.x (which keeps the session in a refresh cookie) sends `Access-Control-Allow-Credentials`.
 */
export function corsMiddleware(opts: Pick<ServerOptions, 'corsOrigins' | 'compat' | 'frontendUrl'>): MiddlewareHandler {
  const { compat } = opts;
  // The configured public address is the server's own too, as on Vikunja.
  const extra =
    opts.frontendUrl && URL.canParse(opts.frontendUrl)
      ? [...opts.corsOrigins, new URL(opts.frontendUrl).origin]
      : opts.corsOrigins;
  const wildcard = extra.includes('*');
  return async (c, next) => {
    const origin = c.req.header('origin');
    const own = new URL(c.req.url).origin;
    const allowed = !!origin && originAllowed(origin, own, extra);
    const allowOrigin = wildcard && compat !== '2' ? '*' : (origin ?? '');
    const preflight = c.req.method === 'OPTIONS' && !!c.req.header('access-control-request-method');
    if (preflight) {
      const h = new Headers({ vary: 'Origin, Access-Control-Request-Method, Access-Control-Request-Headers' });
      if (allowed) {
        h.set('access-control-allow-origin', allowOrigin);
        if (compat === '2') h.set('access-control-allow-credentials', 'true');
        h.set('access-control-allow-methods', METHODS);
        const asked = c.req.header('access-control-request-headers');
        if (asked) h.set('access-control-allow-headers', asked);
        h.set('access-control-max-age', MAX_AGE);
      }
      return new Response(null, { status: 204, headers: h });
    }
    await next();
    c.res.headers.append('vary', 'Origin');
    if (!allowed) return;
    c.res.headers.set('access-control-allow-origin', allowOrigin);
    if (compat === '2') c.res.headers.set('access-control-allow-credentials', 'true');
    c.res.headers.set('access-control-expose-headers', EXPOSE.join(', '));
  };
}
