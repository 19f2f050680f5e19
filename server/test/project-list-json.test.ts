import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boot, type Harness } from './harness.ts';

type J = { id: number; [key: string]: unknown };

describe('a page of projects answers each project as its single read does', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await boot();
  });
  afterAll(() => h.close());

  it('favourites, subscriptions, views and owners are those of each project', async () => {
    const alice = (await h.user('alice')).token;
    const bob = (await h.user('bob')).token;
    const make = async (token: string, title: string) =>
      (await h.json('PUT', '/projects', { token, body: { title } })).body as J;
    const home = await make(alice, 'Home');
    const work = await make(alice, 'Work');
    const lent = await make(bob, 'Lent');
    await h.json('POST', `/projects/${work.id}`, { token: alice, body: { ...work, is_favorite: true } });
    await h.json('PUT', `/subscriptions/project/${home.id}`, { token: alice });
    await h.json('PUT', `/projects/${home.id}/views`, { token: alice, body: { title: 'Extra', view_kind: 'table' } });
    await h.json('PUT', `/projects/${lent.id}/users`, { token: bob, body: { username: 'alice', permission: 1 } });

    const list = (await h.json('GET', '/projects', { token: alice })).body as J[];
    const real = list.filter((p) => p.id > 0);
    expect(real.map((p) => p.id)).toEqual(expect.arrayContaining([home.id, work.id, lent.id]));
    for (const p of real) expect(p).toEqual((await h.json('GET', `/projects/${p.id}`, { token: alice })).body);
    const byId = new Map(real.map((p) => [p.id, p]));
    expect(byId.get(work.id)?.is_favorite).toBe(true);
    expect(byId.get(home.id)?.is_favorite).toBe(false);
    expect(byId.get(home.id)?.subscription).toMatchObject({ entity: 2, entity_id: home.id });
    expect(byId.get(work.id)?.subscription).toBeNull();
    expect((byId.get(home.id)?.views as J[]).map((v) => v.title)).toContain('Extra');
    expect((byId.get(work.id)?.views as J[]).map((v) => v.title)).not.toContain('Extra');
    expect(byId.get(lent.id)?.owner).toMatchObject({ username: 'bob' });
  });
});
