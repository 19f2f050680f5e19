import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Auth } from '../src/context.ts';
import { attachmentJson } from '../src/models/attachment.ts';
import { readableProjectIds } from '../src/models/permissions.ts';
import type { AttachmentRow } from '../src/models/rows.ts';
import type { TaskRow } from '../src/models/task.ts';
import { queryBucketPages, queryTasks, type TaskQuery } from '../src/models/task-query.ts';
import { withSubtasksOfPages } from '../src/models/task-subtasks.ts';
import { userJsonById } from '../src/models/user.ts';
import { boot, type Harness } from './harness.ts';
import { seedListWorld, type ListWorld } from './list-world.ts';

type J = { id: number; [key: string]: unknown };

/**
 * The lists that now read their people, projects and sub-tasks once per page answer what reading each
 * item alone answers (the single-item routes and functions keep their one-by-one reads).
 */
describe('lists read in batches answer as each item read alone', () => {
  let h: Harness;
  let w: ListWorld;
  const get = async (path: string): Promise<J[]> => {
    const res = await h.json('GET', path, { token: w.token });
    expect(res.status, path).toBe(200);
    return res.body as J[];
  };
  const one = async (path: string): Promise<J> => (await get(path)) as unknown as J;

  beforeAll(async () => {
    h = await boot();
    w = await seedListWorld(h, 3);
  }, 60_000);
  afterAll(() => h.close());

  it('labels, a task’s labels, comments and teams are their single reads', async () => {
    const labels = await get('/labels');
    expect(labels.map((l) => (l.created_by as J).username)).toEqual(['person0', 'person1', 'person2']);
    for (const l of labels) expect(l).toEqual(await one(`/labels/${l.id}`));
    expect(await get(`/tasks/${w.task}/labels`)).toEqual(labels);
    const comments = await get(`/tasks/${w.task}/comments`);
    expect(comments).toHaveLength(4);
    expect(Object.keys(comments[0]!.reactions as object)).toEqual(['r0', 'r1', 'r2']);
    for (const c of comments) expect(c).toEqual(await one(`/tasks/${w.task}/comments/${c.id}`));
    const teams = await get('/teams');
    expect(teams).toHaveLength(3);
    for (const t of teams) expect(t).toEqual(await one(`/teams/${t.id}`));
    const shared = await get(`/projects/${w.project}/teams`);
    expect(shared.map(({ permission: _, ...t }) => t)).toEqual(teams);
    expect(shared.map((t) => t.permission)).toEqual([0, 0, 0]);
  });

  it('reactions, attachments and webhooks name each person as a lookup by id does', async () => {
    const app = h.server.state;
    const people = (map: Record<string, J[]>) => Object.values(map).flat();
    for (const path of [`/tasks/${w.task}/reactions`, `/comments/${w.comment}/reactions`]) {
      const reactors = people((await one(path)) as unknown as Record<string, J[]>);
      expect(reactors.map((u) => u.username)).toEqual(['person0', 'person1', 'person2']);
      for (const u of reactors) expect(u).toEqual(userJsonById(app, u.id));
    }
    const attachments = await get(`/tasks/${w.task}/attachments`);
    const rows = h.server.db.prepare('SELECT * FROM task_attachments ORDER BY id').all() as AttachmentRow[];
    expect(attachments).toEqual(rows.map((a) => attachmentJson(app, a)));
    const hooks = await get(`/projects/${w.project}/webhooks`);
    expect(hooks).toHaveLength(3);
    for (const hook of hooks) expect(hook.created_by).toEqual(userJsonById(app, (hook.created_by as J).id));
  });

  it('projects, saved filters among them, are their single reads', async () => {
    const projects = await get('/projects');
    // The favourites (alice marked tasks) and her three saved filters.
    expect(projects.filter((p) => p.id < 0).map((p) => p.title)).toEqual([
      'Favorites',
      'Filter 0',
      'Filter 1',
      'Filter 2',
    ]);
    expect(new Set(projects.map((p) => (p.owner as J).username))).toEqual(
      new Set(['alice', 'person0', 'person1', 'person2']),
    );
    for (const p of projects) expect(p).toEqual(await one(`/projects/${p.id}`));
  });

  it('tasks of many projects, some made through link shares, are their single reads', async () => {
    // Subscribed to a parent project: its child's tasks inherit the subscription.
    const parent = (await get('/projects')).find((p) => p.title === 'Theirs 1')!;
    expect((await h.json('PUT', `/subscriptions/project/${parent.id}`, { token: w.token })).status).toBe(201);
    const tasks = await get('/tasks');
    expect(tasks.filter((t) => String((t.created_by as J).username).startsWith('link-share-'))).toHaveLength(3);
    expect(tasks.filter((t) => (t.subscription as J | null)?.entity_id === parent.id)).toHaveLength(1);
    for (const t of tasks) expect(t).toEqual(await one(`/tasks/${t.id}`));
  });

  it('a task’s expand=comments and expand=buckets are what the comment and bucket lists answer', async () => {
    const task = await one(`/tasks/${w.task}?expand=comments&expand=buckets`);
    expect(task.comments).toEqual(await get(`/tasks/${w.task}/comments`));
    const buckets = await get(`/projects/${w.project}/views/${w.kanban}/buckets`);
    expect(task.buckets).toEqual(buckets.filter((b) => b.id === task.bucket_id));
  });
});

/** The sub-tasks of one page as they were read before: the links and the matches level by level. */
function oneByOne(h: Harness, auth: Auth, q: TaskQuery, rows: TaskRow[], seen: Set<number>): TaskRow[] {
  const app = h.server.state;
  const out = [...rows];
  rows.forEach((r) => seen.add(r.id));
  let parents = rows.map((r) => r.id);
  while (parents.length) {
    const children = (
      app.db
        .prepare(
          `SELECT DISTINCT other_task_id AS id FROM task_relations WHERE relation_kind = 'subtask' AND task_id IN (SELECT value FROM json_each(?))`,
        )
        .all(JSON.stringify(parents)) as { id: number }[]
    )
      .map((r) => r.id)
      .filter((id) => !seen.has(id));
    if (!children.length) break;
    children.forEach((id) => seen.add(id));
    const found = queryTasks(app, {
      ...q,
      projectIds: readableProjectIds(app, auth),
      taskIds: children,
      topLevelOnly: false,
      bucketId: undefined,
      limit: children.length,
      offset: 0,
    }).rows;
    out.push(...found);
    parents = found.map((r) => r.id);
  }
  return out;
}

describe('a board’s sub-tasks read at once are those read bucket by bucket and level by level', () => {
  let h: Harness;
  let w: ListWorld;
  beforeAll(async () => {
    h = await boot();
    w = await seedListWorld(h, 4);
    // The second task of the deep chain is done: an undone-only board stops above it.
    const chain = h.server.db.prepare("SELECT id FROM tasks WHERE title LIKE 'Child 0.%' ORDER BY id").all() as J[];
    h.server.db.prepare('UPDATE tasks SET done = 1 WHERE id = ?').run(chain[1]!.id);
  }, 60_000);
  afterAll(() => h.close());

  // The last column: whether sub-tasks follow (they must match the search too).
  it.each<[string, Partial<TaskQuery>, number, boolean]>([
    ['by position', {}, 25, true],
    ['a short page', {}, 1, true],
    ['undone only', { filters: ['done = false'] }, 25, true],
    ['by title, last first', { sortBy: ['title'], orderBy: ['desc'] }, 25, true],
    ['a search only parents match', { search: 'Parent' }, 25, false],
  ])('%s', (_, part, perBucket, more) => {
    const app = h.server.state;
    const userId = (app.db.prepare("SELECT id FROM users WHERE username = 'alice'").get() as J).id;
    const auth: Auth = { kind: 'user', userId, sessionId: null, apiTokenId: null };
    const q: TaskQuery = {
      ...{ projectIds: [w.project], filters: [], includeNulls: false, search: '', sortBy: ['position'], orderBy: [] },
      ...{ viewId: w.kanban, topLevelOnly: true, limit: 0, offset: 0 },
      ...part,
    };
    const bucketIds = (app.db.prepare('SELECT id FROM buckets WHERE project_view_id = ?').all(w.kanban) as J[]).map(
      (b) => b.id,
    );
    const pages = [...queryBucketPages(app, q, bucketIds, perBucket).values()].map((p) => p.rows);
    const seen = new Set<number>();
    const expected = pages.map((rows) => oneByOne(h, auth, q, rows, seen).map((t) => t.id));
    const actual = withSubtasksOfPages(app, auth, q, pages).map((rows) => rows.map((t) => t.id));
    expect(actual).toEqual(expected);
    expect(actual.flat().length > pages.flat().length).toBe(more);
  });
});
