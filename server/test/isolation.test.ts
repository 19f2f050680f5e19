import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boot, type Harness } from './harness.ts';

/** What one account does must never reach another account's pseudo projects or a guest's eyes. */
describe('isolation between accounts and guests', () => {
  let h: Harness;
  let alice: { token: string; id: number };
  let bob: { token: string; id: number };
  beforeAll(async () => {
    h = await boot();
    alice = await h.user('alice');
    bob = await h.user('bob');
  });
  afterAll(() => h.close());

  async function favouriteTask(token: string, title: string): Promise<number> {
    const p = await h.json('PUT', '/projects', { token, body: { title: `${title} project` } });
    const t = await h.json('PUT', `/projects/${p.body.id}/tasks`, { token, body: { title } });
    await h.json('POST', `/tasks/${t.body.id}`, { token, body: { ...t.body, is_favorite: true } });
    return t.body.id as number;
  }

  it("keeps each user's favourites views to that user", async () => {
    const aliceTask = await favouriteTask(alice.token, 'Alice fav');
    await favouriteTask(bob.token, 'Bob fav');
    const aliceViews = (await h.json('GET', '/projects/-1/views', { token: alice.token })).body as {
      id: number;
      title: string;
    }[];
    const bobViews = (await h.json('GET', '/projects/-1/views', { token: bob.token })).body as {
      id: number;
      title: string;
    }[];
    expect(aliceViews).toHaveLength(4);
    expect(bobViews).toHaveLength(4);
    expect(bobViews.map((v) => v.id).some((id) => aliceViews.some((a) => a.id === id))).toBe(false);
    const list = aliceViews[0]!;
    // Bob can neither rename, re-filter nor delete Alice's favourites views.
    const rename = await h.json('POST', `/projects/-1/views/${list.id}`, {
      token: bob.token,
      body: { title: 'Pwned', view_kind: 'list', filter: 'id = 0' },
    });
    expect(rename.status).toBe(404);
    expect((await h.json('DELETE', `/projects/-1/views/${list.id}`, { token: bob.token })).status).toBe(404);
    expect((await h.json('GET', `/projects/-1/views/${list.id}/tasks`, { token: bob.token })).status).toBe(404);
    // A view Bob adds is his alone.
    const added = await h.json('PUT', '/projects/-1/views', {
      token: bob.token,
      body: { title: 'Bob only', view_kind: 'list' },
    });
    expect(added.status).toBe(201);
    expect((await h.json('GET', '/projects/-1/views', { token: alice.token })).body).toHaveLength(4);
    // Bob may change his own.
    const own = await h.json('POST', `/projects/-1/views/${added.body.id}`, {
      token: bob.token,
      body: { title: 'Bob renamed', view_kind: 'list' },
    });
    expect(own.body.title).toBe('Bob renamed');
    const tasks = await h.json('GET', `/projects/-1/views/${list.id}/tasks`, { token: alice.token });
    expect(tasks.body.map((t: { id: number }) => t.id)).toEqual([aliceTask]);
    const project = (await h.json('GET', '/projects/-1', { token: alice.token })).body as {
      views: { title: string }[];
    };
    expect(project.views.map((v) => v.title)).toEqual(['List', 'Gantt', 'Table', 'Kanban']);
  });

  it("refuses task positions in another user's saved-filter or favourites view", async () => {
    const filter = await h.json('PUT', '/filters', {
      token: alice.token,
      body: { title: 'Alice filter', filters: { filter: 'done = false' } },
    });
    const views = (await h.json('GET', `/projects/${-filter.body.id - 1}/views`, { token: alice.token })).body as {
      id: number;
    }[];
    const favViews = (await h.json('GET', '/projects/-1/views', { token: alice.token })).body as { id: number }[];
    const p = await h.json('PUT', '/projects', { token: bob.token, body: { title: 'Bob tasks' } });
    const t = await h.json('PUT', `/projects/${p.body.id}/tasks`, { token: bob.token, body: { title: 'Intruder' } });
    for (const view of [views[0]!.id, favViews[0]!.id]) {
      const res = await h.json('POST', `/tasks/${t.body.id}/position`, {
        token: bob.token,
        body: { project_view_id: view, position: 1 },
      });
      expect(res.status).toBe(403);
    }
    const own = await h.json('PUT', '/filters', {
      token: bob.token,
      body: { title: 'Bob filter', filters: { filter: 'done = false' } },
    });
    const ownViews = (await h.json('GET', `/projects/${-own.body.id - 1}/views`, { token: bob.token })).body as {
      id: number;
    }[];
    const ok = await h.json('POST', `/tasks/${t.body.id}/position`, {
      token: bob.token,
      body: { project_view_id: ownViews[0]!.id, position: 5 },
    });
    expect(ok.status).toBe(200);
  });

  it('does not show webhook targets to link-share guests', async () => {
    const p = await h.json('PUT', '/projects', { token: alice.token, body: { title: 'Hooked' } });
    const hook = await h.json('PUT', `/projects/${p.body.id}/webhooks`, {
      token: alice.token,
      body: { target_url: 'http://127.0.0.1:9/secret-hook', events: ['task.created'] },
    });
    expect(hook.status).toBe(201);
    const share = await h.json('PUT', `/projects/${p.body.id}/shares`, { token: alice.token, body: { permission: 0 } });
    const guest = (await h.json('POST', `/shares/${share.body.hash}/auth`, { body: {} })).body.token as string;
    const res = await h.call('GET', `/projects/${p.body.id}/webhooks`, { token: guest });
    expect(res.status).toBe(403);
    expect(await res.text()).not.toContain('secret-hook');
    expect((await h.json('GET', `/projects/${p.body.id}/webhooks`, { token: alice.token })).body).toHaveLength(1);
  });
});
