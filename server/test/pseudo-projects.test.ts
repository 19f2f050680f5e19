import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boot, type Harness } from './harness.ts';

describe.each([
  ['2', 'x-max-permission', 'max_permission'],
  ['0.24', 'x-max-right', undefined],
] as const)('pseudo-projects as a real server shows them (compat %s)', (compat, header, field) => {
  let h: Harness;
  let token: string;
  beforeAll(async () => {
    h = await boot({ compat });
    token = (await h.user('alice')).token;
    const project = (await h.json('PUT', '/projects', { token, body: { title: 'P' } })).body;
    const task = (await h.json('PUT', `/projects/${project.id}/tasks`, { token, body: { title: 'Fav' } })).body;
    await h.json('POST', `/tasks/${task.id}`, { token, body: { ...task, is_favorite: true } });
  });
  afterAll(() => h.close());

  it('favourites (-1) is a favourite itself, with its own description, in the list and read alone', async () => {
    const listed = (await h.json('GET', '/projects', { token })).body.find((p: { id: number }) => p.id === -1);
    const alone = await h.json('GET', '/projects/-1', { token });
    for (const p of [listed, alone.body]) {
      expect(p).toMatchObject({
        title: 'Favorites',
        is_favorite: true,
        description: 'This project has all tasks marked as favorites.',
      });
    }
    expect(alone.res.headers.get(header)).toBe('0');
  });

  it('a saved filter read alone carries the max-permission header (its owner is admin)', async () => {
    const filter = (
      await h.json('PUT', '/filters', { token, body: { title: 'Hot', filters: { filter: 'done = false' } } })
    ).body;
    const alone = await h.json('GET', `/projects/${-filter.id - 1}`, { token });
    expect(alone.status).toBe(200);
    expect(alone.res.headers.get(header)).toBe('2');
    if (field) expect(alone.body[field]).toBe(2);
  });
});
