import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boot, type Harness } from './harness.ts';

describe('projectusers: everyone with access to a project', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await boot();
  });
  afterAll(() => h.close());

  it('counts owners, user and team shares of the project and its parents, filtered by the search', async () => {
    const alice = (await h.user('alice')).token;
    for (const name of ['carol', 'dave', 'erin']) await h.user(name);
    const parent = (await h.json('PUT', '/projects', { token: alice, body: { title: 'Parent' } })).body.id;
    const child = (
      await h.json('PUT', '/projects', { token: alice, body: { title: 'Child', parent_project_id: parent } })
    ).body.id;
    await h.json('PUT', `/projects/${parent}/users`, { token: alice, body: { username: 'carol', permission: 0 } });
    const team = (await h.json('PUT', '/teams', { token: alice, body: { name: 'Movers' } })).body.id;
    await h.json('PUT', `/teams/${team}/members`, { token: alice, body: { username: 'dave' } });
    await h.json('PUT', `/projects/${child}/teams`, { token: alice, body: { team_id: team, permission: 0 } });
    const names = async (project: number, query = '') =>
      (
        (await h.json('GET', `/projects/${project}/projectusers${query}`, { token: alice })).body as {
          username: string;
        }[]
      ).map((u) => u.username);

    expect(await names(child)).toEqual(['alice', 'carol', 'dave']);
    expect(await names(parent)).toEqual(['alice', 'carol']);
    expect(await names(child, '?s=AV')).toEqual(['dave']);
  });
});
