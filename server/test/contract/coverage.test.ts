import { describe, expect, it } from 'vitest';
import { boot } from '../harness.ts';
import { WRONG_PATHS } from './corrections.ts';
import { isGap } from './scope.ts';
import { loadSwagger } from './swagger.ts';

/**
 * Which swagger operations the server implements, per release. An operation counts as implemented
 * when the router answers it with anything but its bare 404 `{"message":"Not Found"}`.
 * The documented gaps live in scope.ts; a new gap fails the test.
 */
// The OAuth importers only exist when configured (as on Vikunja), so the probe server configures them.
const oauth = { enable: true, clientId: 'coverage', clientSecret: 'coverage', redirectUrl: 'http://localhost/migrate' };

const PARAMS: Record<string, string> = {
  kind: 'tasks',
  entity: 'task',
  relationKind: 'related',
  username: 'alice',
  provider: 'x',
  table: 'users',
  image: 'x',
};

async function coverage(
  mode: '2' | '1' | '0.24',
): Promise<{ implemented: string[]; missing: string[]; wrong: string[] }> {
  const h = await boot({
    compat: mode,
    testingToken: 'coverage',
    migrationTodoist: oauth,
    migrationTrello: oauth,
    migrationMicrosoftTodo: oauth,
  });
  try {
    const { token } = await h.user('alice');
    const p = (await h.json('PUT', '/projects', { token, body: { title: 'Cov' } })).body;
    await h.json('PUT', `/projects/${p.id}/tasks`, { token, body: { title: 'T' } });
    const sw = loadSwagger(mode);
    const ops = Object.entries(sw.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((m) => ({ method: m.toUpperCase(), path })),
    );
    // Destructive calls last, so earlier probes still have a session and data.
    const rank = (o: { method: string; path: string }) =>
      o.path === '/user/logout' || o.path.startsWith('/test') ? 2 : o.method === 'DELETE' ? 1 : 0;
    ops.sort((x, y) => rank(x) - rank(y));
    const implemented: string[] = [];
    const missing: string[] = [];
    for (const op of ops) {
      const concrete = op.path.replace(/\{(\w+)\}/g, (_m, name: string) =>
        name === 'share' && op.path.startsWith('/shares/') ? 'nohash' : (PARAMS[name] ?? '1'),
      );
      const res = await h.call(op.method, concrete, { token, ...(op.method === 'GET' ? {} : { raw: '{}' }) });
      const text = await res.text();
      const bare404 = res.status === 404 && text === '{"message":"Not Found"}';
      (bare404 ? missing : implemented).push(`${op.method} ${op.path}`);
    }
    // What the files document wrongly is not answered, as on a real server.
    const wrong: string[] = [];
    for (const op of WRONG_PATHS) {
      const [method, concrete] = op.split(' ') as [string, string];
      const res = await h.call(method, concrete, { token });
      if (res.status !== 404 || (await res.text()) !== '{"message":"Not Found"}') wrong.push(op);
    }
    return { implemented, missing, wrong };
  } finally {
    await h.close();
  }
}

describe.each(['2', '1', '0.24'] as const)('swagger coverage (compat %s)', (mode) => {
  it('implements everything but the documented gaps', async () => {
    const { implemented, missing, wrong } = await coverage(mode);
    const unexpected = missing.filter((op) => !isGap(op));
    expect(unexpected).toEqual([]);
    expect(wrong).toEqual([]);
    console.info(
      `compat ${mode}: ${implemented.length} of ${implemented.length + missing.length} swagger operations implemented`,
    );
    expect(implemented.length).toBeGreaterThan(90);
  });
});
