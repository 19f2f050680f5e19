import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boot, type Harness } from './harness.ts';

/** Limits the API contract states (maxLength 250 on titles and names) are enforced with Vikunja's error. */
describe('size limits of the contract', () => {
  let h: Harness;
  let token: string;
  beforeAll(async () => {
    h = await boot();
    token = (await h.user('limits')).token;
  });
  afterAll(() => h.close());

  const long = 'x'.repeat(251);
  // 250 characters that are more than 250 bytes still fit: the limit counts characters.
  const fits = 'é'.repeat(250);

  it.each([
    ['project', 'PUT', '/projects', 'title'],
    ['label', 'PUT', '/labels', 'title'],
    ['saved filter', 'PUT', '/filters', 'title'],
    ['team', 'PUT', '/teams', 'name'],
  ])(
    'a %s longer than 250 characters is refused with 400/2002 naming the field',
    async (_kind, method, path, field) => {
      const extra = path === '/filters' ? { filters: { filter: 'done = false' } } : {};
      const res = await h.json(method, path, { token, body: { [field]: long, ...extra } });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 2002, message: 'Invalid Data' });
      expect(res.body.invalid_fields[0]).toMatch(new RegExp(`^${field}: `));
      const ok = await h.json(method, path, { token, body: { [field]: fits, ...extra } });
      expect(ok.status).toBe(201);
    },
  );

  it('a rename past the limit is refused too, and the old title stays', async () => {
    const p = await h.json('PUT', '/projects', { token, body: { title: 'Short' } });
    const res = await h.json('POST', `/projects/${p.body.id}`, { token, body: { ...p.body, title: long } });
    expect(res.status).toBe(400);
    expect((await h.json('GET', `/projects/${p.body.id}`, { token })).body.title).toBe('Short');
    const l = await h.json('PUT', '/labels', { token, body: { title: 'Tag' } });
    expect((await h.json('POST', `/labels/${l.body.id}`, { token, body: { ...l.body, title: long } })).status).toBe(
      400,
    );
  });

  it('a task title has no limit (as on Vikunja)', async () => {
    const p = await h.json('PUT', '/projects', { token, body: { title: 'Tasks' } });
    const t = await h.json('PUT', `/projects/${p.body.id}/tasks`, { token, body: { title: 'y'.repeat(2000) } });
    expect(t.status).toBe(201);
  });
});

describe('view filters', () => {
  let h: Harness;
  let token: string;
  beforeAll(async () => {
    h = await boot();
    token = (await h.user('viewfilter')).token;
  });
  afterAll(() => h.close());

  it('a filter that does not compile is refused on save, as for saved filters, and the view keeps its old one', async () => {
    const p = await h.json('PUT', '/projects', { token, body: { title: 'Filtered' } });
    const created = await h.json('PUT', `/projects/${p.body.id}/views`, {
      token,
      body: { title: 'Broken', view_kind: 'list', filter: { filter: 'done = = (' } },
    });
    expect(created.status).toBe(400);
    expect(created.body.code).toEqual(expect.any(Number));
    const views = (await h.json('GET', `/projects/${p.body.id}/views`, { token })).body as {
      id: number;
      title: string;
      view_kind: string;
    }[];
    const list = views[0]!;
    const updated = await h.json('POST', `/projects/${p.body.id}/views/${list.id}`, {
      token,
      body: { ...list, filter: { filter: 'priority >' } },
    });
    expect(updated.status).toBe(400);
    const tasks = await h.json('GET', `/projects/${p.body.id}/views/${list.id}/tasks`, { token });
    expect(tasks.status).toBe(200);
    const ok = await h.json('POST', `/projects/${p.body.id}/views/${list.id}`, {
      token,
      body: { ...list, filter: { filter: 'priority > 2' } },
    });
    expect(ok.status).toBe(200);
  });

  it('a view whose stored filter (written by another client) fails answers 400 with the filter error, not 500', async () => {
    const p = await h.json('PUT', '/projects', { token, body: { title: 'Stored' } });
    const views = (await h.json('GET', `/projects/${p.body.id}/views`, { token })).body as { id: number }[];
    h.server.db.prepare('UPDATE project_views SET filter = ? WHERE id = ?').run('done = = (', views[0]!.id);
    const tasks = await h.json('GET', `/projects/${p.body.id}/views/${views[0]!.id}/tasks`, { token });
    expect(tasks.status).toBe(400);
    expect(tasks.body).toMatchObject({ code: expect.any(Number), message: expect.any(String) });
    // The view itself still reads, so the app can open it and offer to edit the filter.
    expect((await h.json('GET', `/projects/${p.body.id}/views/${views[0]!.id}`, { token })).status).toBe(200);
  });
});
