import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boot, type Harness } from './harness.ts';

describe('projects and views', () => {
  let h: Harness;
  let alice: { token: string; id: number };
  beforeAll(async () => {
    h = await boot({ maxItemsPerPage: 50 });
    alice = await h.user('alice');
  });
  afterAll(() => h.close());

  it('a new user has an Inbox set as default project', async () => {
    const me = (await h.json('GET', '/user', { token: alice.token })).body;
    const list = await h.json('GET', '/projects', { token: alice.token });
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(1);
    expect(list.body[0]).toMatchObject({ title: 'Inbox', id: me.settings.default_project_id, max_permission: 0 });
    const expanded = await h.json('GET', '/projects?expand=permissions', { token: alice.token });
    expect(expanded.body[0]).toMatchObject({ title: 'Inbox', max_permission: 2 });
    expect(list.res.headers.get('x-pagination-total-pages')).toBe('1');
    expect(list.res.headers.get('x-pagination-result-count')).toBe('1');
  });

  it('creating needs a title (3005) and a token', async () => {
    expect((await h.json('PUT', '/projects', { body: { title: 'x' } })).status).toBe(401);
    const r = await h.json('PUT', '/projects', { token: alice.token, body: { title: '  ' } });
    expect([r.status, r.body.code]).toEqual([400, 3005]);
    const bad = await h.call('PUT', '/projects', { token: alice.token, raw: 'nope' });
    expect(bad.status).toBe(400);
  });

  it('every new project gets list/gantt/table/kanban views with kanban buckets', async () => {
    const p = await h.json('PUT', '/projects', { token: alice.token, body: { title: 'Work', hex_color: '#ff0000' } });
    expect(p.status).toBe(201);
    expect(p.body).toMatchObject({
      title: 'Work',
      hex_color: 'ff0000',
      is_archived: false,
      owner: { username: 'alice' },
    });
    const views = await h.json('GET', `/projects/${p.body.id}/views`, { token: alice.token });
    expect(views.body.map((v: { view_kind: string }) => v.view_kind)).toEqual(['list', 'gantt', 'table', 'kanban']);
    expect(views.body[0].filter).toMatchObject({ filter: 'done = false' });
    const kanban = views.body[3];
    expect(kanban.bucket_configuration_mode).toBe('manual');
    expect(kanban.done_bucket_id).toBeGreaterThan(0);
    expect(kanban.default_bucket_id).toBeGreaterThan(0);
    const buckets = await h.json('GET', `/projects/${p.body.id}/views/${kanban.id}/tasks`, { token: alice.token });
    expect(buckets.body.map((b: { title: string }) => b.title)).toEqual(['To-Do', 'Doing', 'Done']);
    expect(buckets.body[2].id).toBe(kanban.done_bucket_id);
    expect(p.body.views).toHaveLength(4);
  });

  it('GET one sets x-max-permission; unknown is 404/3001; others are 403', async () => {
    const p = await h.json('PUT', '/projects', { token: alice.token, body: { title: 'Mine' } });
    const one = await h.json('GET', `/projects/${p.body.id}`, { token: alice.token });
    expect(one.res.headers.get('x-max-permission')).toBe('2');
    expect(one.res.headers.get('x-max-right')).toBeNull();
    // As on 1.x/2.x: a single read's body never carries the caller's permission.
    expect(one.body.max_permission).toBe(0);
    const missing = await h.json('GET', '/projects/99999', { token: alice.token });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ code: 3001, message: 'This project does not exist.' });
    const bob = await h.user('bob');
    expect((await h.json('GET', `/projects/${p.body.id}`, { token: bob.token })).status).toBe(403);
    expect((await h.json('DELETE', `/projects/${p.body.id}`, { token: bob.token })).status).toBe(403);
  });

  it('updates, archives (hidden unless is_archived=true, then read-only 3008) and deletes', async () => {
    const p = (await h.json('PUT', '/projects', { token: alice.token, body: { title: 'Old' } })).body;
    const up = await h.json('POST', `/projects/${p.id}`, {
      token: alice.token,
      body: { ...p, title: 'New', identifier: 'NEW' },
    });
    expect(up.body).toMatchObject({ title: 'New', identifier: 'NEW' });
    await h.json('POST', `/projects/${p.id}`, { token: alice.token, body: { ...up.body, is_archived: true } });
    const visible = (await h.json('GET', '/projects', { token: alice.token })).body.map((x: { id: number }) => x.id);
    expect(visible).not.toContain(p.id);
    const all = (await h.json('GET', '/projects?is_archived=true', { token: alice.token })).body.map(
      (x: { id: number }) => x.id,
    );
    expect(all).toContain(p.id);
    const again = await h.json('POST', `/projects/${p.id}`, {
      token: alice.token,
      body: { ...up.body, is_archived: true, title: 'x' },
    });
    expect([again.status, again.body.code]).toEqual([412, 3008]);
    const task = await h.json('PUT', `/projects/${p.id}/tasks`, { token: alice.token, body: { title: 't' } });
    expect(task.body.code).toBe(3008);
    const del = await h.json('DELETE', `/projects/${p.id}`, { token: alice.token });
    expect(del.status).toBe(200);
    expect((await h.json('GET', `/projects/${p.id}`, { token: alice.token })).status).toBe(404);
  });

  it('identifiers are unique (3007)', async () => {
    await h.json('PUT', '/projects', { token: alice.token, body: { title: 'A', identifier: 'DUP' } });
    const r = await h.json('PUT', '/projects', { token: alice.token, body: { title: 'B', identifier: 'DUP' } });
    expect(r.body.code).toBe(3007);
  });

  it('pages and searches', async () => {
    const u = await h.user('pager');
    for (let i = 0; i < 5; i++) await h.json('PUT', '/projects', { token: u.token, body: { title: `Paged ${i}` } });
    const p1 = await h.json('GET', '/projects?per_page=2&page=1', { token: u.token });
    expect(p1.body).toHaveLength(2);
    expect(p1.res.headers.get('x-pagination-total-pages')).toBe('3');
    expect(p1.res.headers.get('x-pagination-result-count')).toBe('2');
    const p3 = await h.json('GET', '/projects?per_page=2&page=3', { token: u.token });
    expect(p3.body).toHaveLength(2);
    const s = await h.json('GET', '/projects?s=paged%203', { token: u.token });
    expect(s.body.map((x: { title: string }) => x.title)).toEqual(['Paged 3']);
  });

  it('the default project cannot be deleted', async () => {
    const me = (await h.json('GET', '/user', { token: alice.token })).body;
    const r = await h.json('DELETE', `/projects/${me.settings.default_project_id}`, { token: alice.token });
    expect(r.status).toBe(412);
  });
});

describe('compat 0.24 permission names', () => {
  it('uses x-max-right and carries no permission in project bodies', async () => {
    const h = await boot({ compat: '0.24' });
    try {
      const u = await h.user('old');
      const p = await h.json('PUT', '/projects', { token: u.token, body: { title: 'P' } });
      expect(p.body).not.toHaveProperty('max_right');
      const listed = await h.json('GET', '/projects?expand=permissions', { token: u.token });
      expect(listed.body[1]).not.toHaveProperty('max_right');
      expect(listed.body[1]).not.toHaveProperty('max_permission');
      const one = await h.json('GET', `/projects/${p.body.id}`, { token: u.token });
      expect(one.res.headers.get('x-max-right')).toBe('2');
      expect(one.res.headers.get('x-max-permission')).toBeNull();
      expect(one.body).not.toHaveProperty('max_right');
      const views = await h.json('GET', `/projects/${p.body.id}/views`, { token: u.token });
      expect(views.body[0].filter).toBe('done = false');
    } finally {
      await h.close();
    }
  });
});
