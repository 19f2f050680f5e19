import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boot, type Harness } from './harness.ts';

describe('sharing, teams, link shares', () => {
  let h: Harness;
  let alice: { token: string; id: number };
  let bob: { token: string; id: number };
  let projectId: number;
  beforeAll(async () => {
    h = await boot();
    alice = await h.user('alice');
    bob = await h.user('bob');
    projectId = (await h.json('PUT', '/projects', { token: alice.token, body: { title: 'Shared' } })).body.id;
  });
  afterAll(() => h.close());

  it('user shares grant and limit permissions', async () => {
    const share = await h.json('PUT', `/projects/${projectId}/users`, {
      token: alice.token,
      body: { username: 'bob', permission: 0 },
    });
    expect(share.status).toBe(201);
    expect(share.body).toMatchObject({ username: 'bob', permission: 0 });
    expect(
      (
        await h.json('PUT', `/projects/${projectId}/users`, {
          token: alice.token,
          body: { username: 'bob', permission: 0 },
        })
      ).body.code,
    ).toBe(7002);
    const read = await h.json('GET', `/projects/${projectId}`, { token: bob.token });
    expect(read.res.headers.get('x-max-permission')).toBe('0');
    expect(
      (await h.json('PUT', `/projects/${projectId}/tasks`, { token: bob.token, body: { title: 'x' } })).status,
    ).toBe(403);
    await h.json('POST', `/projects/${projectId}/users/bob`, { token: alice.token, body: { permission: 1 } });
    expect(
      (await h.json('PUT', `/projects/${projectId}/tasks`, { token: bob.token, body: { title: 'by bob' } })).status,
    ).toBe(201);
    const users = await h.json('GET', `/projects/${projectId}/users`, { token: alice.token });
    expect(users.body[0]).toMatchObject({ username: 'bob', permission: 1 });
    const pu = await h.json('GET', `/projects/${projectId}/projectusers`, { token: bob.token });
    expect(pu.body.map((u: { username: string }) => u.username).sort()).toEqual(['alice', 'bob']);
    expect((await h.json('DELETE', `/projects/${projectId}/users/bob`, { token: alice.token })).status).toBe(200);
    expect((await h.json('GET', `/projects/${projectId}`, { token: bob.token })).status).toBe(403);
  });

  it('teams: create, members, team shares, last member', async () => {
    const team = await h.json('PUT', '/teams', { token: alice.token, body: { name: 'Crew' } });
    expect(team.status).toBe(201);
    expect(team.body.members).toEqual([expect.objectContaining({ username: 'alice', admin: true })]);
    expect((await h.json('PUT', '/teams', { token: alice.token, body: { name: '' } })).body.code).toBe(6001);
    const add = await h.json('PUT', `/teams/${team.body.id}/members`, {
      token: alice.token,
      body: { username: 'bob' },
    });
    expect(add.status).toBe(201);
    expect(
      (await h.json('PUT', `/teams/${team.body.id}/members`, { token: alice.token, body: { username: 'bob' } })).body
        .code,
    ).toBe(6004);
    const ts = await h.json('PUT', `/projects/${projectId}/teams`, {
      token: alice.token,
      body: { team_id: team.body.id, permission: 1 },
    });
    expect(ts.status).toBe(201);
    expect(
      (await h.json('GET', `/projects/${projectId}`, { token: bob.token })).res.headers.get('x-max-permission'),
    ).toBe('1');
    const teams = await h.json('GET', `/projects/${projectId}/teams`, { token: alice.token });
    expect(teams.body[0]).toMatchObject({ name: 'Crew', permission: 1 });
    expect((await h.json('POST', `/teams/${team.body.id}/members/bob/admin`, { token: alice.token })).status).toBe(200);
    expect((await h.json('DELETE', `/teams/${team.body.id}/members/alice`, { token: bob.token })).status).toBe(200);
    expect((await h.json('DELETE', `/teams/${team.body.id}/members/bob`, { token: bob.token })).body.code).toBe(6005);
    expect((await h.json('GET', '/teams', { token: bob.token })).body).toHaveLength(1);
    expect((await h.json('GET', '/teams', { token: alice.token })).body).toHaveLength(0);
  });

  it('link shares: password, auth, negative user id, renewal, limited access', async () => {
    const open = await h.json('PUT', `/projects/${projectId}/shares`, {
      token: alice.token,
      body: { permission: 0, name: 'Guests' },
    });
    expect(open.status).toBe(201);
    expect(open.body).toMatchObject({ sharing_type: 1, permission: 0, password: '' });
    const auth = await h.json('POST', `/shares/${open.body.hash}/auth`, { body: {} });
    expect(auth.body.project_id).toBe(projectId);
    const claims = JSON.parse(Buffer.from(auth.body.token.split('.')[1], 'base64url').toString());
    expect(claims.type).toBe(2);
    const me = await h.json('GET', '/user', { token: auth.body.token });
    expect(me.body.id).toBeLessThan(0);
    expect((await h.json('GET', `/projects/${projectId}/views`, { token: auth.body.token })).status).toBe(200);
    expect(
      (await h.json('PUT', `/projects/${projectId}/tasks`, { token: auth.body.token, body: { title: 'x' } })).status,
    ).toBe(403);
    expect((await h.json('GET', '/notifications', { token: auth.body.token })).body.code).toBe(1023);
    const renewed = await h.json('POST', '/user/token', { token: auth.body.token });
    expect(renewed.status).toBe(200);

    const locked = await h.json('PUT', `/projects/${projectId}/shares`, {
      token: alice.token,
      body: { permission: 1, password: 'secret-pass' },
    });
    expect(locked.body.sharing_type).toBe(2);
    expect((await h.json('POST', `/shares/${locked.body.hash}/auth`, { body: {} })).body.code).toBe(13001);
    expect((await h.json('POST', `/shares/${locked.body.hash}/auth`, { body: { password: 'nope' } })).body.code).toBe(
      13002,
    );
    const ok = await h.json('POST', `/shares/${locked.body.hash}/auth`, { body: { password: 'secret-pass' } });
    expect(
      (await h.json('PUT', `/projects/${projectId}/tasks`, { token: ok.body.token, body: { title: 'guest task' } }))
        .status,
    ).toBe(201);
    expect((await h.json('GET', `/projects/${projectId}/shares`, { token: alice.token })).body).toHaveLength(2);
    expect(
      (await h.json('DELETE', `/projects/${projectId}/shares/${locked.body.id}`, { token: alice.token })).status,
    ).toBe(200);
    expect((await h.json('GET', `/projects/${projectId}`, { token: ok.body.token })).status).toBe(401);
  });
});

describe('compat 0.24 sharing names', () => {
  it('uses right / user_id and removes team members by id', async () => {
    const h = await boot({ compat: '0.24' });
    try {
      const a = await h.user('alice');
      const b = await h.user('bobby');
      const p = (await h.json('PUT', '/projects', { token: a.token, body: { title: 'P' } })).body;
      const s = await h.json('PUT', `/projects/${p.id}/users`, {
        token: a.token,
        body: { user_id: 'bobby', right: 1 },
      });
      expect(s.body).toMatchObject({ user_id: 'bobby', right: 1 });
      const team = (await h.json('PUT', '/teams', { token: a.token, body: { name: 'T' } })).body;
      await h.json('PUT', `/teams/${team.id}/members`, { token: a.token, body: { username: 'bobby' } });
      // 0.24 names the member by username too: a number is looked up as a user named so.
      expect((await h.json('DELETE', `/teams/${team.id}/members/${b.id}`, { token: a.token })).status).toBe(404);
      expect((await h.json('DELETE', `/teams/${team.id}/members/bobby`, { token: a.token })).status).toBe(200);
    } finally {
      await h.close();
    }
  });
});
