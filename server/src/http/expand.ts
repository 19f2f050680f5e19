import type { Context } from 'hono';

/** The `expand` values of a request, however sent: `expand=a`, `expand=a,b`, repeated, or `expand[]=a`. */
export function expandsOf(c: Context): Set<string> {
  const raw = [...(c.req.queries('expand') ?? []), ...(c.req.queries('expand[]') ?? [])];
  return new Set(
    raw
      .flatMap((v) => v.split(','))
      .map((v) => v.trim())
      .filter(Boolean),
  );
}
