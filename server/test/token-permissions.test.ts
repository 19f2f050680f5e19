import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchTokenRoutes, TOKEN_ROUTES, tokenGrants, tokenRouteListing } from '../src/auth/token-routes.ts';
import type { CompatMode } from '../src/options.ts';
import { createApp } from '../src/server.ts';
import { boot, type Harness } from './harness.ts';

const MODES: CompatMode[] = ['2', '1', '0.24'];

/** A concrete path for a table path: numbers for numeric parameters, a word for the others. */
function sample(p: string): string {
  return p.replace(/:(\w+)/g, (_, name: string) =>
    ['user', 'member', 'kind', 'entity'].includes(name) ? 'word' : '7',
  );
}

// Implemented routes no API token may use (a user session or no login at all).
const NEVER_FOR_TOKENS = [
  /^\/(info|register|login|routes)$/,
  /^\/user\/(token|token\/refresh|logout|confirm|password|password\/token|password\/reset|timezones)$/,
  /^\/user\/(deletion|export|settings|sessions)\//,
  /^\/user\/sessions$/,
  /^\/user\/export$/,
  /^\/tokens(\/|$)/,
  /^\/shares\/[^/]+\/auth$/,
  /^\/test\//,
  /^\/avatar\/[^/]+$/,
  // The websocket signs in with a message after the upgrade; its plain GET only answers 400.
  /^\/ws$/,
  // Being added alongside: migrations and OpenID sign-in are user-session features.
  /^\/migration\//,
  /^\/auth\/openid\//,
];

describe('the token route table', () => {
  it('each table row is reached by its own permission and by no other', () => {
    for (const mode of MODES) {
      for (const r of TOKEN_ROUTES.filter((x) => !x.compat || x.compat.includes(mode))) {
        const p = sample(r.path);
        expect(matchTokenRoutes(r.method, p, mode), `${r.method} ${r.path}`).toEqual([r]);
        expect(tokenGrants({ [r.group]: [r.permission] }, r.method, `/api/v1${p}`, mode)).toBe(true);
        const others = Object.keys(tokenRouteListing(mode)[r.group] ?? {}).filter((x) => x !== r.permission);
        expect(
          tokenGrants({ [r.group]: others }, r.method, p, mode),
          `${r.group}.${others.join()} must not reach ${r.method} ${r.path}`,
        ).toBe(false);
      }
    }
  });

  it('every implemented route is either in the table or refused to every token', () => {
    const data = fs.mkdtempSync(path.join(os.tmpdir(), 'vikunja-routes-'));
    try {
      const app = createApp({ data, web: path.join(data, 'none') });
      const unclassified: string[] = [];
      for (const r of app.routes) {
        if (r.method === 'ALL' || !r.path.startsWith('/api/v1/')) continue;
        // `:kind{tasks|comments}` stands for each alternative; other parameters get a sample value.
        const alternatives = /:\w+\{(tasks\|comments)\}/.exec(r.path)?.[1]?.split('|') ?? [null];
        for (const alt of alternatives) {
          const p = r.path
            .slice('/api/v1'.length)
            .replace(/:\w+\{tasks\|comments\}/, alt ?? '')
            .replace(/:(\w+)(\{[^}]*\})?/g, (_, name: string, re?: string) =>
              re?.includes('0-9') || /id$/i.test(name) ? '7' : 'word',
            );
          const covered = MODES.some((m) => matchTokenRoutes(r.method, p, m).length > 0);
          if (!covered && !NEVER_FOR_TOKENS.some((re) => re.test(p))) unclassified.push(`${r.method} ${p}`);
        }
      }
      expect(unclassified).toEqual([]);
    } finally {
      fs.rmSync(data, { recursive: true, force: true });
    }
  });
});

describe('API tokens over HTTP', () => {
  let h: Harness;
  let user: { token: string; id: number };
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    h = await boot();
    user = await h.user('tess');
    const p = (await h.json('PUT', '/projects', { token: user.token, body: { title: 'Tokens' } })).body;
    ids.project = p.id;
    ids.view = (await h.json('GET', `/projects/${p.id}/views`, { token: user.token })).body[0].id;
    ids.task = (await h.json('PUT', `/projects/${p.id}/tasks`, { token: user.token, body: { title: 'T' } })).body.id;
    ids.comment = (
      await h.json('PUT', `/tasks/${ids.task}/comments`, { token: user.token, body: { comment: 'c' } })
    ).body.id;
    ids.label = (await h.json('PUT', '/labels', { token: user.token, body: { title: 'L' } })).body.id;
    ids.team = (await h.json('PUT', '/teams', { token: user.token, body: { name: 'Crew' } })).body.id;
  });
  afterAll(() => h.close());

  async function tokenFor(permissions: Record<string, string[]>): Promise<string> {
    const res = await h.json('PUT', '/tokens', {
      token: user.token,
      body: { title: 't', permissions, expires_at: '2099-01-01T00:00:00Z' },
    });
    expect(res.status).toBe(201);
    return res.body.token as string;
  }

  // [method, path, permission that grants it, a permission that does not, status with the permission]
  const cases: [string, () => string, [string, string], [string, string], number][] = [
    ['GET', () => '/projects', ['projects', 'read_all'], ['projects', 'read_one'], 200],
    ['GET', () => `/projects/${ids.project}`, ['projects', 'read_one'], ['projects', 'read_all'], 200],
    ['GET', () => `/projects/${ids.project}/views`, ['projects_views', 'read_all'], ['projects', 'read_all'], 200],
    [
      'GET',
      () => `/projects/${ids.project}/views/${ids.view}/tasks`,
      ['projects_views_tasks', 'read_all'],
      ['tasks', 'read_all'],
      200,
    ],
    ['PUT', () => `/projects/${ids.project}/tasks`, ['tasks', 'create'], ['projects', 'create'], 201],
    ['GET', () => '/tasks', ['tasks', 'read_all'], ['tasks', 'read_one'], 200],
    ['GET', () => `/tasks/${ids.task}`, ['tasks', 'read_one'], ['tasks', 'update'], 200],
    ['POST', () => `/tasks/${ids.task}`, ['tasks', 'update'], ['tasks', 'read_one'], 200],
    ['GET', () => `/tasks/${ids.task}/comments`, ['tasks_comments', 'read_all'], ['tasks', 'read_one'], 200],
    [
      'GET',
      () => `/tasks/${ids.task}/comments/${ids.comment}`,
      ['tasks_comments', 'read_one'],
      ['tasks_comments', 'read_all'],
      200,
    ],
    [
      'GET',
      () => `/tasks/${ids.task}/reactions`,
      ['tasks_reactions', 'read_all'],
      ['comments_reactions', 'read_all'],
      200,
    ],
    ['GET', () => '/labels', ['labels', 'read_all'], ['teams', 'read_all'], 200],
    ['GET', () => `/labels/${ids.label}`, ['labels', 'read_one'], ['labels', 'read_all'], 200],
    ['GET', () => `/teams/${ids.team}`, ['teams', 'read_one'], ['teams', 'read_all'], 200],
    ['GET', () => '/notifications', ['notifications', 'read_all'], ['notifications', 'update'], 200],
    ['GET', () => '/user', ['user', 'read_one'], ['users', 'read_all'], 200],
  ];

  it.each(cases)(
    '%s %s: granted by its permission, 401 without it',
    async (method, p, [g, perm], [og, operm], status) => {
      const body = method === 'POST' ? { title: 'Renamed' } : method === 'PUT' ? { title: 'New' } : undefined;
      const granted = await h.json(method, p(), { token: await tokenFor({ [g]: [perm] }), body });
      expect(granted.status).toBe(status);
      const refused = await h.json(method, p(), { token: await tokenFor({ [og]: [operm] }), body });
      expect(refused.status).toBe(401);
      expect(refused.body.code).toBe(11);
    },
  );

  it('routes no token may use stay refused, whatever it holds', async () => {
    const everything = Object.fromEntries(
      Object.entries(tokenRouteListing('2')).map(([g, perms]) => [g, Object.keys(perms)]),
    );
    const token = await tokenFor(everything);
    expect((await h.json('GET', '/tokens', { token })).status).toBe(401);
    expect(
      (await h.json('PUT', '/tokens', { token, body: { title: 'x', permissions: { labels: ['read_all'] } } })).status,
    ).toBe(401);
    expect(
      (
        await h.json('POST', '/user/password', {
          token,
          body: { old_password: 'password123', new_password: 'password456' },
        })
      ).status,
    ).toBe(401);
    expect(
      (
        await h.json('POST', '/user/settings/email', {
          token,
          body: { new_email: 'x@example.com', password: 'password123' },
        })
      ).status,
    ).toBe(401);
    expect((await h.json('POST', '/user/deletion/request', { token, body: { password: 'password123' } })).status).toBe(
      401,
    );
    expect((await h.json('GET', '/user/settings/webhooks', { token })).status).toBe(401);
    // Public routes do not need the token at all.
    expect((await h.json('GET', '/info', { token })).status).toBe(200);
  });

  it('GET /routes lists exactly the enforcement table, and unknown permissions are 14002', async () => {
    const routes = await h.json('GET', '/routes', { token: user.token });
    expect(routes.body).toEqual(tokenRouteListing('2'));
    expect(routes.body.tasks.read_all).toEqual({ path: '/api/v1/tasks', method: 'GET' });
    expect(routes.body.tasks_comments.update).toEqual({
      path: '/api/v1/tasks/:task/comments/:comment',
      method: 'POST',
    });
    for (const [group, perms] of Object.entries(
      routes.body as Record<string, Record<string, { path: string; method: string }>>,
    )) {
      for (const [perm, detail] of Object.entries(perms)) {
        expect(tokenGrants({ [group]: [perm] }, detail.method, sample(detail.path), '2'), `${group}.${perm}`).toBe(
          true,
        );
      }
    }
    const bad = await h.json('PUT', '/tokens', {
      token: user.token,
      body: { title: 't', permissions: { tasks: ['teleport'] } },
    });
    expect(bad.body.code).toBe(14002);
    const proto = await h.json('PUT', '/tokens', {
      token: user.token,
      body: { title: 't', permissions: { tasks: ['constructor'] } },
    });
    expect(proto.body.code).toBe(14002);
  });

  it('the listing follows the imitated release', () => {
    expect(tokenRouteListing('0.24').tasks?.read_all).toEqual({ path: '/api/v1/tasks/all', method: 'GET' });
    expect(tokenRouteListing('0.24').tasks?.duplicate).toBeUndefined();
    expect(tokenRouteListing('2').tasks?.duplicate).toEqual({ path: '/api/v1/tasks/:task/duplicate', method: 'PUT' });
    expect(tokenGrants({ tasks: ['read_all'] }, 'GET', '/api/v1/tasks/all', '0.24')).toBe(true);
    expect(tokenGrants({ tasks: ['read_all'] }, 'GET', '/api/v1/tasks/all', '1')).toBe(false);
    expect(tokenGrants({ tasks: ['read_all'] }, 'GET', '/api/v1/tasks/all', '2')).toBe(false);
  });
});
