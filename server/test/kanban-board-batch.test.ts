import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bucketJson, bucketsJson, bucketsOfView } from '../src/models/bucket.ts';
import { queryBucketPages, queryTasks, type TaskQuery } from '../src/models/task-query.ts';
import { boot, type Harness } from './harness.ts';
import { watchStatements } from './statements.ts';

type J = { id: number; [key: string]: unknown };

/**
 * A kanban board, a bucket list and a link-share list read in a fixed number of statements, however many
 * buckets or shares there are, and answer what reading them one by one answers.
 */
describe('kanban boards, bucket and link-share lists in a fixed number of statements', () => {
  let h: Harness;
  let token: string;
  let projectId: number;
  let kanban: number;
  let bucketIds: number[];
  const TASKS = 40;

  beforeAll(async () => {
    h = await boot();
    token = (await h.user('alice')).token;
    const bob = await h.user('bob');
    projectId = (await h.json('PUT', '/projects', { token, body: { title: 'Board' } })).body.id;
    await h.json('PUT', `/projects/${projectId}/users`, { token, body: { username: 'bob', permission: 1 } });
    const views = (await h.json('GET', `/projects/${projectId}/views`, { token })).body as (J & {
      view_kind: string;
    })[];
    kanban = views.find((v) => v.view_kind === 'kanban')!.id;
    // Buckets by three creators: alice (the defaults), bob and a link share with write permission.
    const base = `/projects/${projectId}/views/${kanban}/buckets`;
    await h.json('PUT', base, { token: bob.token, body: { title: 'Bob' } });
    const hash = (await h.json('PUT', `/projects/${projectId}/shares`, { token, body: { permission: 1 } })).body.hash;
    const shareToken = (await h.json('POST', `/shares/${hash}/auth`, { body: {} })).body.token as string;
    expect((await h.json('PUT', base, { token: shareToken, body: { title: 'Shared' } })).status).toBe(201);
    bucketIds = ((await h.json('GET', base, { token })).body as J[]).map((b) => b.id);
    expect(bucketIds).toHaveLength(5);

    const ids: number[] = [];
    for (let i = 0; i < TASKS; i++) {
      const body = {
        title: i % 3 ? `Task ${i}` : `Errand ${i}`,
        priority: i % 5,
        due_date: i % 4 ? `2030-01-${String((i % 28) + 1).padStart(2, '0')}T10:00:00Z` : null,
      };
      ids.push((await h.json('PUT', `/projects/${projectId}/tasks`, { token, body })).body.id);
    }
    // Every other task a sub-task of the one before; tasks spread over the buckets; some dragged into place.
    for (let i = 1; i < TASKS; i += 2)
      await h.json('PUT', `/tasks/${ids[i - 1]}/relations`, {
        token,
        body: { other_task_id: ids[i], relation_kind: 'subtask' },
      });
    const db = h.server.db;
    ids.forEach((id, i) => {
      db.prepare('UPDATE task_buckets SET bucket_id = ? WHERE task_id = ? AND project_view_id = ?').run(
        bucketIds[i % 4],
        id,
        kanban,
      );
      if (i % 3 === 0)
        db.prepare('INSERT OR REPLACE INTO task_positions (task_id, project_view_id, position) VALUES (?, ?, ?)').run(
          id,
          kanban,
          (TASKS - i) * 100,
        );
    });
    db.prepare('UPDATE tasks SET done = 1 WHERE id IN (?, ?, ?)').run(ids[4], ids[9], ids[13]);
  });
  afterAll(() => h.close());

  const query = (q: Partial<TaskQuery>): TaskQuery => ({
    projectIds: [projectId],
    filters: [],
    includeNulls: false,
    search: '',
    sortBy: ['position'],
    orderBy: [],
    viewId: kanban,
    limit: 0,
    offset: 0,
    ...q,
  });

  // The last column: how many buckets hold a matching task (tasks sit in the first four, parents in two).
  it.each<[string, Partial<TaskQuery>, number, number]>([
    ['by position', {}, 25, 4],
    ['by position, a short page', {}, 3, 4],
    ['by position, last first', { orderBy: ['desc'] }, 4, 4],
    ['by due date then id, latest first', { sortBy: ['due_date', 'id'], orderBy: ['desc', 'asc'] }, 5, 4],
    ['by priority and title', { sortBy: ['priority', 'title'], orderBy: ['desc'] }, 6, 4],
    ['undone only', { filters: ['done = false'] }, 4, 4],
    ['a search', { search: 'Errand' }, 2, 4],
    ['top-level tasks only', { topLevelOnly: true }, 3, 2],
    ['no projects', { projectIds: [] }, 5, 0],
  ])('%s: each bucket has the page and total that querying it alone gives', (_, q, perBucket, filled) => {
    const app = h.server.state;
    const page = (p: { rows: { id: number }[]; total: number } | undefined) => ({
      ids: p?.rows.map((r) => r.id),
      total: p?.total,
    });
    const all = queryBucketPages(app, query(q), bucketIds, perBucket);
    expect([...all.keys()]).toEqual(bucketIds);
    expect([...all.values()].filter((p) => p.total > 0)).toHaveLength(filled);
    for (const id of bucketIds) {
      const alone = queryTasks(app, { ...query(q), bucketId: id, limit: perBucket });
      expect(page(all.get(id))).toEqual(page(alone));
    }
  });

  it('bucket JSON, creators included, is what each bucket read alone gives', () => {
    const app = h.server.state;
    const buckets = bucketsOfView(app, kanban);
    const creators = bucketsJson(app, buckets).map((b) => (b.created_by as J).username);
    expect(creators).toEqual(['alice', 'alice', 'alice', 'bob', `link-share-${-(buckets[4]?.created_by_id ?? 0)}`]);
    expect(bucketsJson(app, buckets)).toEqual(buckets.map((b) => bucketJson(app, b)));
  });

  it('the board answers each bucket as the bucket list does, with the tasks its own page lists', async () => {
    const board = (await h.json('GET', `/projects/${projectId}/views/${kanban}/tasks?per_page=4`, { token }))
      .body as (J & { tasks: J[] })[];
    const list = (await h.json('GET', `/projects/${projectId}/views/${kanban}/buckets`, { token })).body as J[];
    expect(board.map(({ tasks: _, ...b }) => ({ ...b, tasks: null }))).toEqual(list);
    for (const b of board) {
      const alone = (
        await h.json('GET', `/projects/${projectId}/views/${kanban}/tasks?per_page=4&filter=bucket_id+%3D+${b.id}`, {
          token,
        })
      ).body as J[];
      expect(b.tasks).toEqual(alone);
    }
    expect(board.map((b) => b.tasks.length)).toEqual([4, 4, 4, 4, 0]);
  });

  it('the board, the bucket list and the link-share list run as many statements for 5 items as for 15', async () => {
    const cost = async (path: string) => {
      const counter = watchStatements(h.server.db);
      expect((await h.json('GET', path, { token })).status).toBe(200);
      counter.stop();
      return counter.count();
    };
    const paths = [
      `/projects/${projectId}/views/${kanban}/tasks`,
      `/projects/${projectId}/views/${kanban}/buckets`,
      `/projects/${projectId}/shares`,
    ];
    const shareCount = async () => ((await h.json('GET', paths[2]!, { token })).body as J[]).length;
    // Four more link shares to make five.
    for (let i = 0; i < 4; i++)
      await h.json('PUT', `/projects/${projectId}/shares`, { token, body: { permission: 0, name: `S${i}` } });
    expect(await shareCount()).toBe(5);
    const before = [];
    for (const path of paths) before.push(await cost(path));
    const bobToken = (await h.json('POST', '/login', { body: { username: 'bob', password: 'password123' } })).body
      .token as string;
    for (let i = 0; i < 10; i++) {
      await h.json('PUT', `/projects/${projectId}/views/${kanban}/buckets`, {
        token: i % 2 ? token : bobToken,
        body: { title: `More ${i}` },
      });
      await h.json('PUT', `/projects/${projectId}/shares`, {
        token: i % 2 ? token : bobToken,
        body: { permission: 0 },
      });
    }
    expect(await shareCount()).toBe(15);
    const after = [];
    for (const path of paths) after.push(await cost(path));
    expect(after).toEqual(before);
  });

  it('each link share of the list is the share read alone', async () => {
    const list = (await h.json('GET', `/projects/${projectId}/shares`, { token })).body as J[];
    expect(new Set(list.map((s) => (s.shared_by as J).username))).toEqual(new Set(['alice', 'bob']));
    for (const s of list)
      expect(s).toEqual((await h.json('GET', `/projects/${projectId}/shares/${s.id}`, { token })).body);
  });
});
