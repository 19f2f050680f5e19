import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boot, type Harness } from './harness.ts';

const TESTING_TOKEN = 'test-secret';

describe('notifications and testing endpoints', () => {
  let h: Harness;
  let alice: { token: string; id: number };
  beforeAll(async () => {
    h = await boot({ testingToken: TESTING_TOKEN });
    alice = await h.user('alice');
  });
  afterAll(() => h.close());

  const seed = (rows: unknown[]) =>
    h.call('PATCH', '/test/notifications', { raw: JSON.stringify(rows), headers: { authorization: TESTING_TOKEN } });

  it('testing endpoints need the testing token', async () => {
    expect((await h.call('PATCH', '/test/notifications', { raw: '[]' })).status).toBe(403);
    expect((await h.call('PATCH', '/test/nope', { raw: '[]', headers: { authorization: TESTING_TOKEN } })).status).toBe(
      400,
    );
  });

  it('lists, pages and marks notifications', async () => {
    const payload = {
      doer: { id: 2, username: 'bob' },
      task: { id: 1, title: 'T' },
      comment: { id: 1, comment: 'hi' },
    };
    const res = await seed([
      { notifiable_id: alice.id, name: 'task.comment', notification: payload, created: '2030-01-01T00:00:00Z' },
      { notifiable_id: alice.id, name: 'task.assigned', notification: payload, created: '2030-01-02T00:00:00Z' },
      { notifiable_id: alice.id + 100, name: 'task.assigned', notification: payload },
    ]);
    expect(res.status).toBe(201);
    const list = await h.json('GET', '/notifications', { token: alice.token });
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(2);
    expect(list.body[0]).toMatchObject({
      name: 'task.assigned',
      read_at: '0001-01-01T00:00:00Z',
      notification: payload,
    });
    expect(list.res.headers.get('x-pagination-result-count')).toBe('2');
    const paged = await h.json('GET', '/notifications?per_page=1', { token: alice.token });
    expect(paged.res.headers.get('x-pagination-total-pages')).toBe('2');

    const id = list.body[0].id;
    const read = await h.json('POST', `/notifications/${id}`, { token: alice.token, body: { read: true } });
    expect(read.body.read).toBe(true);
    expect(read.body.read_at).not.toBe('0001-01-01T00:00:00Z');
    const unread = await h.json('POST', `/notifications/${id}`, { token: alice.token, body: { read: false } });
    expect(unread.body.read_at).toBe('0001-01-01T00:00:00Z');
    expect((await h.json('POST', '/notifications/99999', { token: alice.token, body: { read: true } })).status).toBe(
      404,
    );

    const all = await h.json('POST', '/notifications', { token: alice.token });
    expect(all.status).toBe(200);
    const after = (await h.json('GET', '/notifications', { token: alice.token })).body;
    expect(after.every((n: { read_at: string }) => n.read_at !== '0001-01-01T00:00:00Z')).toBe(true);
    expect((await h.json('GET', '/notifications')).status).toBe(401);
  });

  it('PATCH /test/users hashes plain passwords so fixtures can log in; DELETE /test/all empties everything', async () => {
    const r = await h.call('PATCH', '/test/users', {
      raw: JSON.stringify([{ id: 1, username: 'fixture', email: 'f@example.com', password: '12345678' }]),
      headers: { authorization: TESTING_TOKEN },
    });
    expect(r.status).toBe(201);
    const login = await h.json('POST', '/login', { body: { username: 'fixture', password: '12345678' } });
    expect(login.status).toBe(200);
    const del = await h.call('DELETE', '/test/all', { headers: { authorization: TESTING_TOKEN } });
    expect(del.status).toBe(200);
    expect((await h.json('POST', '/login', { body: { username: 'fixture', password: '12345678' } })).status).toBe(412);
  });
});

describe('testing endpoints are off without a token', () => {
  it('404s', async () => {
    const h = await boot();
    try {
      expect((await h.call('DELETE', '/test/all')).status).toBe(404);
    } finally {
      await h.close();
    }
  });
});
