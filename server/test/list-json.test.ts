import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boot, type Harness } from './harness.ts';

type J = { id: number; [key: string]: unknown };

describe('a page of a list answers each item as its single read does', () => {
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

  it('comments: authors and reactions are those of each comment', async () => {
    const { token } = await h.user('carol');
    const dave = await h.user('dave');
    const project = (await h.json('PUT', '/projects', { token, body: { title: 'Talk' } })).body.id;
    await h.json('PUT', `/projects/${project}/users`, { token, body: { username: 'dave', permission: 1 } });
    const task = (await h.json('PUT', `/projects/${project}/tasks`, { token, body: { title: 'Discuss' } })).body.id;
    const say = async (t: string, comment: string) =>
      (await h.json('PUT', `/tasks/${task}/comments`, { token: t, body: { comment } })).body as J;
    const first = await say(token, 'first');
    const second = await say(dave.token, 'second');
    await say(token, 'third');
    const react = (t: string, id: number, value: string) =>
      h.json('PUT', `/comments/${id}/reactions`, { token: t, body: { value } });
    await react(token, first.id, '👍');
    await react(dave.token, first.id, '👍');
    await react(dave.token, first.id, '🎉');
    await react(token, second.id, '🎉');

    const list = (await h.json('GET', `/tasks/${task}/comments`, { token })).body as J[];
    expect(list.map((c) => c.comment)).toEqual(['first', 'second', 'third']);
    for (const c of list) expect(c).toEqual((await h.json('GET', `/tasks/${task}/comments/${c.id}`, { token })).body);
    expect(Object.keys(list[0]!.reactions as object)).toEqual(['👍', '🎉']);
    expect((list[0]!.reactions as Record<string, J[]>)['👍']!.map((u) => u.username)).toEqual(['carol', 'dave']);
    expect(list[1]!.author).toMatchObject({ username: 'dave' });
    expect(list[2]!.reactions).toBeNull();
  });

  it('teams: members are those of each team', async () => {
    const { token } = await h.user('erin');
    for (const name of ['fay', 'gus']) await h.user(name);
    const team = async (name: string, members: string[]) => {
      const id = (await h.json('PUT', '/teams', { token, body: { name } })).body.id as number;
      for (const username of members) await h.json('PUT', `/teams/${id}/members`, { token, body: { username } });
      return id;
    };
    const a = await team('Alpha', ['gus', 'fay']);
    const b = await team('Beta', []);
    const list = (await h.json('GET', '/teams', { token })).body as J[];
    expect(list.map((t) => t.id)).toEqual([a, b]);
    for (const t of list) expect(t).toEqual((await h.json('GET', `/teams/${t.id}`, { token })).body);
    expect((list[0]!.members as J[]).map((m) => m.username)).toEqual(['erin', 'gus', 'fay']);
    expect((list[1]!.members as J[]).map((m) => m.username)).toEqual(['erin']);
  });

  it('labels: creators are those of each label', async () => {
    const { token } = await h.user('hal');
    const ida = await h.user('ida');
    const project = (await h.json('PUT', '/projects', { token, body: { title: 'Tagged' } })).body.id;
    await h.json('PUT', `/projects/${project}/users`, { token, body: { username: 'ida', permission: 1 } });
    const task = (await h.json('PUT', `/projects/${project}/tasks`, { token, body: { title: 'Sort' } })).body.id;
    const label = async (t: string, title: string) =>
      (await h.json('PUT', '/labels', { token: t, body: { title } })).body.id as number;
    const mine = [await label(token, 'urgent'), await label(token, 'later')];
    const hers = await label(ida.token, 'hers');
    await h.json('PUT', `/tasks/${task}/labels`, { token: ida.token, body: { label_id: hers } });
    const list = (await h.json('GET', '/labels', { token })).body as J[];
    expect(list.map((l) => l.id)).toEqual([...mine, hers]);
    for (const l of list) expect(l).toEqual((await h.json('GET', `/labels/${l.id}`, { token })).body);
    expect(list.map((l) => (l.created_by as J).username)).toEqual(['hal', 'hal', 'ida']);
  });
});
