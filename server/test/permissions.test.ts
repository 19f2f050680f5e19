import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boot, type Harness } from './harness.ts';

/**
 * Who may do what on a shared project: a user share, a team share and a link share, each at
 * permission 0 (read), 1 (write) and 2 (admin), plus a stranger. Each actor gets a project of its own,
 * so destructive actions (delete task, delete project) run last and touch nothing else.
 * Levels follow Vikunja's permission checks: views need admin, buckets and webhooks write, and a link
 * share may never manage shares or webhooks (that is for accounts).
 */

interface Fixture {
  token: string;
  project: number;
  kanban: number;
  task: number;
  doomed: number;
}
interface Action {
  name: string;
  /** The lowest permission that may do it. */
  need: 0 | 1 | 2;
  /** Refused to link shares whatever their permission, with this code. */
  notForLinkShares?: number;
  ok: number;
  call: (h: Harness, f: Fixture) => Promise<{ status: number; body: { code?: number } }>;
}

// In order: the destructive ones last.
const actions: Action[] = [
  {
    name: 'read project',
    need: 0,
    ok: 200,
    call: (h, f) => h.json('GET', `/projects/${f.project}`, { token: f.token }),
  },
  {
    name: 'list tasks',
    need: 0,
    ok: 200,
    call: (h, f) => h.json('GET', `/projects/${f.project}/views/${f.kanban}/tasks`, { token: f.token }),
  },
  {
    name: 'list webhooks',
    need: 0,
    ok: 200,
    notForLinkShares: 1023,
    call: (h, f) => h.json('GET', `/projects/${f.project}/webhooks`, { token: f.token }),
  },
  {
    name: 'update project',
    need: 1,
    ok: 200,
    call: (h, f) => h.json('POST', `/projects/${f.project}`, { token: f.token, body: { title: 'Renamed' } }),
  },
  {
    name: 'create task',
    need: 1,
    ok: 201,
    call: (h, f) => h.json('PUT', `/projects/${f.project}/tasks`, { token: f.token, body: { title: 'new' } }),
  },
  {
    name: 'update task',
    need: 1,
    ok: 200,
    call: (h, f) => h.json('POST', `/tasks/${f.task}`, { token: f.token, body: { title: 'changed' } }),
  },
  {
    name: 'create bucket',
    need: 1,
    ok: 201,
    call: (h, f) =>
      h.json('PUT', `/projects/${f.project}/views/${f.kanban}/buckets`, { token: f.token, body: { title: 'B' } }),
  },
  {
    name: 'create read-only link share',
    need: 1,
    ok: 201,
    notForLinkShares: 1023,
    call: (h, f) => h.json('PUT', `/projects/${f.project}/shares`, { token: f.token, body: { permission: 0 } }),
  },
  {
    // An event nothing here fires, so nothing is sent to the closed port.
    name: 'create webhook',
    need: 1,
    ok: 201,
    notForLinkShares: 1023,
    call: (h, f) =>
      h.json('PUT', `/projects/${f.project}/webhooks`, {
        token: f.token,
        body: { target_url: 'http://127.0.0.1:9/h', events: ['task.reminder.fired'] },
      }),
  },
  {
    name: 'share with a user',
    need: 2,
    ok: 201,
    notForLinkShares: 1023,
    call: (h, f) =>
      h.json('PUT', `/projects/${f.project}/users`, { token: f.token, body: { username: 'erin', permission: 0 } }),
  },
  {
    name: 'create view',
    need: 2,
    ok: 201,
    call: (h, f) =>
      h.json('PUT', `/projects/${f.project}/views`, { token: f.token, body: { title: 'V', view_kind: 'list' } }),
  },
  { name: 'delete task', need: 1, ok: 200, call: (h, f) => h.json('DELETE', `/tasks/${f.doomed}`, { token: f.token }) },
  {
    name: 'delete project',
    need: 2,
    ok: 200,
    call: (h, f) => h.json('DELETE', `/projects/${f.project}`, { token: f.token }),
  },
];

type Via = 'user' | 'team' | 'link' | 'none';
const actors: [Via, number][] = [
  ['none', -1],
  ...(['user', 'team', 'link'] as const).flatMap((via) => [0, 1, 2].map((level): [Via, number] => [via, level])),
];

describe('permissions: shares, team shares and link shares at read, write and admin', () => {
  let h: Harness;
  let alice: string;
  let bob: string;
  let carol: string;
  let team: number;
  beforeAll(async () => {
    h = await boot();
    alice = (await h.user('alice')).token;
    bob = (await h.user('bob')).token;
    carol = (await h.user('carol')).token;
    await h.user('erin');
    team = (await h.json('PUT', '/teams', { token: alice, body: { name: 'Crew' } })).body.id;
    await h.json('PUT', `/teams/${team}/members`, { token: alice, body: { username: 'carol' } });
  });
  afterAll(() => h.close());

  /** A fresh project of alice's, shared with the actor the way the row says; returns the actor's view of it. */
  async function fixture(via: Via, level: number): Promise<Fixture> {
    const as = (method: string, p: string, body?: unknown) => h.json(method, p, { token: alice, body });
    const project = (await as('PUT', '/projects', { title: `${via} ${level}` })).body.id as number;
    const views = (await as('GET', `/projects/${project}/views`)).body as { id: number; view_kind: string }[];
    const task = (await as('PUT', `/projects/${project}/tasks`, { title: 'kept' })).body.id as number;
    const doomed = (await as('PUT', `/projects/${project}/tasks`, { title: 'doomed' })).body.id as number;
    let token = bob;
    if (via === 'user') await as('PUT', `/projects/${project}/users`, { username: 'bob', permission: level });
    if (via === 'team') {
      await as('PUT', `/projects/${project}/teams`, { team_id: team, permission: level });
      token = carol;
    }
    if (via === 'link') {
      const share = (await as('PUT', `/projects/${project}/shares`, { permission: level })).body as { hash: string };
      token = (await h.json('POST', `/shares/${share.hash}/auth`, { body: {} })).body.token as string;
    }
    return { token, project, kanban: views.find((v) => v.view_kind === 'kanban')?.id ?? 0, task, doomed };
  }

  it.each(actors)('via %s share at permission %i', async (via, level) => {
    const f = await fixture(via, level);
    const got: string[] = [];
    const want: string[] = [];
    for (const a of actions) {
      const r = await a.call(h, f);
      got.push(`${a.name}: ${r.status}${r.status === 403 ? `/${r.body.code}` : ''}`);
      const refusedCode = via === 'link' && a.notForLinkShares ? a.notForLinkShares : level >= a.need ? 0 : 1;
      want.push(`${a.name}: ${refusedCode ? `403/${refusedCode}` : a.ok}`);
    }
    expect(got).toEqual(want);
  });

  it('x-max-permission tells each actor its level', async () => {
    for (const [via, level] of actors.filter(([v]) => v !== 'none')) {
      const f = await fixture(via, level);
      const r = await h.json('GET', `/projects/${f.project}`, { token: f.token });
      expect([via, r.res.headers.get('x-max-permission')]).toEqual([via, String(level)]);
    }
  });

  it('a share on a parent project reaches its children', async () => {
    const parent = (await h.json('PUT', '/projects', { token: alice, body: { title: 'Parent' } })).body.id as number;
    const child = (
      await h.json('PUT', '/projects', { token: alice, body: { title: 'Child', parent_project_id: parent } })
    ).body.id as number;
    await h.json('PUT', `/projects/${parent}/users`, { token: alice, body: { username: 'bob', permission: 1 } });
    expect((await h.json('PUT', `/projects/${child}/tasks`, { token: bob, body: { title: 'inherited' } })).status).toBe(
      201,
    );
    expect((await h.json('PUT', `/projects/${child}/views`, { token: bob, body: { title: 'V' } })).status).toBe(403);
  });
});

describe('public teams', () => {
  it.each([true, false])('with public teams %s', async (enabled) => {
    const h = await boot({ publicTeams: enabled });
    try {
      const alice = (await h.user('alice')).token;
      const bob = (await h.user('bob')).token;
      const team = (await h.json('PUT', '/teams', { token: alice, body: { name: 'Open Crew', is_public: true } })).body
        .id as number;
      const found = await h.json('GET', '/teams?s=Open&include_public=true', { token: bob });
      expect(found.body.map((t: { id: number }) => t.id)).toEqual(enabled ? [team] : []);
      // Without include_public even an enabled server lists only the caller's own teams.
      expect((await h.json('GET', '/teams?s=Open', { token: bob })).body).toEqual([]);
      expect((await h.json('GET', `/teams/${team}`, { token: bob })).status).toBe(enabled ? 200 : 403);
      // Sharing needs only admin on the project (Vikunja checks no team membership), so a found team can be given access.
      const project = (await h.json('PUT', '/projects', { token: bob, body: { title: 'Bobs' } })).body.id as number;
      expect(
        (await h.json('PUT', `/projects/${project}/teams`, { token: bob, body: { team_id: team, permission: 1 } }))
          .status,
      ).toBe(201);
      expect(
        (await h.json('PUT', `/projects/${project}/tasks`, { token: alice, body: { title: 'via team' } })).status,
      ).toBe(201);
    } finally {
      await h.close();
    }
  });
});
