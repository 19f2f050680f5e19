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
  ])('a %s longer than 250 characters is refused with 400/2002 naming the field', async (_kind, method, path, field) => {
    const extra = path === '/filters' ? { filters: { filter: 'done = false' } } : {};
    const res = await h.json(method, path, { token, body: { [field]: long, ...extra } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 2002, message: 'Invalid Data' });
    expect(res.body.invalid_fields[0]).toMatch(new RegExp(`^${field}: `));
    const ok = await h.json(method, path, { token, body: { [field]: fits, ...extra } });
    expect(ok.status).toBe(201);
  });

  it('a rename past the limit is refused too, and the old title stays', async () => {
    const p = await h.json('PUT', '/projects', { token, body: { title: 'Short' } });
    const res = await h.json('POST', `/projects/${p.body.id}`, { token, body: { ...p.body, title: long } });
    expect(res.status).toBe(400);
    expect((await h.json('GET', `/projects/${p.body.id}`, { token })).body.title).toBe('Short');
    const l = await h.json('PUT', '/labels', { token, body: { title: 'Tag' } });
    expect((await h.json('POST', `/labels/${l.body.id}`, { token, body: { ...l.body, title: long } })).status).toBe(400);
  });

  it('a task title has no limit (as on Vikunja)', async () => {
    const p = await h.json('PUT', '/projects', { token, body: { title: 'Tasks' } });
    const t = await h.json('PUT', `/projects/${p.body.id}/tasks`, { token, body: { title: 'y'.repeat(2000) } });
    expect(t.status).toBe(201);
  });
});
