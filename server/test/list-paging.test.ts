import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boot, type Harness } from './harness.ts';
import { watchStatements } from './statements.ts';

const ITEMS = 7;
const PER_PAGE = 3;

/**
 * Every list route pages in SQL: no statement answers more rows than the page holds, and the paging
 * headers count the whole list (3 pages of 3 for 7 items: 3, 3, then 1).
 */
describe('list routes read one page in SQL', () => {
  let h: Harness;
  let token: string;
  const lists: Record<string, string> = {};

  beforeAll(async () => {
    h = await boot({ compat: '2' });
    const alice = await h.user('alice');
    token = alice.token;
    const projectId = (await h.json('PUT', '/projects', { token, body: { title: 'Shared' } })).body.id;
    const taskId = (await h.json('PUT', `/projects/${projectId}/tasks`, { token, body: { title: 'T' } })).body.id;
    for (let i = 0; i < ITEMS; i++) {
      const name = `user${i}`;
      const u = await h.user(name);
      await h.json('PUT', `/projects/${projectId}/users`, { token, body: { username: name, permission: 0 } });
      await h.json('PUT', `/tasks/${taskId}/assignees`, { token, body: { user_id: u.id } });
      await h.json('PUT', `/projects/${projectId}/shares`, { token, body: { name: `link ${i}`, permission: 0 } });
      const team = (await h.json('PUT', '/teams', { token, body: { name: `Team ${i}` } })).body.id;
      await h.json('PUT', `/projects/${projectId}/teams`, { token, body: { team_id: team, permission: 0 } });
      const label = (await h.json('PUT', '/labels', { token, body: { title: `Label ${i}` } })).body.id;
      await h.json('PUT', `/tasks/${taskId}/labels`, { token, body: { label_id: label } });
      // Registering signed alice in once already: six more sign-ins make seven sessions.
      if (i > 0) await h.json('POST', '/login', { body: { username: 'alice', password: 'password123' } });
    }
    Object.assign(lists, {
      'project users': `/projects/${projectId}/users`,
      'project teams': `/projects/${projectId}/teams`,
      'link shares': `/projects/${projectId}/shares`,
      teams: '/teams',
      'task assignees': `/tasks/${taskId}/assignees`,
      'task labels': `/tasks/${taskId}/labels`,
      sessions: '/user/sessions',
    });
    // Registering accounts hashes passwords: slow on a busy machine.
  }, 120_000);
  afterAll(() => h.close());

  it.each([
    ['project users'],
    ['project teams'],
    ['link shares'],
    ['teams'],
    ['task assignees'],
    ['task labels'],
    ['sessions'],
  ])('%s', async (name) => {
    const seen: unknown[] = [];
    for (const [page, count] of [
      [1, PER_PAGE],
      [2, PER_PAGE],
      [3, ITEMS - 2 * PER_PAGE],
      [4, 0],
    ] as const) {
      const watch = watchStatements(h.server.db);
      const res = await h.json('GET', `${lists[name]}?page=${page}&per_page=${PER_PAGE}`, { token });
      watch.stop();
      expect(res.status).toBe(200);
      expect(res.body).toHaveLength(count);
      expect(res.res.headers.get('x-pagination-total-pages')).toBe(String(Math.ceil(ITEMS / PER_PAGE)));
      expect(res.res.headers.get('x-pagination-result-count')).toBe(String(count));
      expect(watch.mostRows()).toBeLessThanOrEqual(PER_PAGE);
      seen.push(...(res.body as { id: unknown }[]).map((item) => item.id));
    }
    expect(new Set(seen).size).toBe(ITEMS);
  });

  it('a search matches letters beyond ASCII in any case, as before', async () => {
    const label = (await h.json('PUT', '/labels', { token, body: { title: 'Ärger' } })).body;
    const found = await h.json('GET', `/labels?s=${encodeURIComponent('äR')}`, { token });
    expect(found.body.map((l: { id: number }) => l.id)).toEqual([label.id]);
  });
});
