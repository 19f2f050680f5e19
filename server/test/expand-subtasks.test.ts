import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boot, type Harness } from './harness.ts';

/** Projects, tasks, sub-task links and views made through the API of one server. */
function helpers(h: Harness) {
  return {
    newProject: async (token: string, title: string) =>
      (await h.json('PUT', '/projects', { token, body: { title } })).body.id as number,
    newTask: async (token: string, project: number, title: string, done = false) =>
      (await h.json('PUT', `/projects/${project}/tasks`, { token, body: { title, done } })).body.id as number,
    relate: (token: string, parent: number, child: number) =>
      h.json('PUT', `/tasks/${parent}/relations`, { token, body: { other_task_id: child, relation_kind: 'subtask' } }),
    viewOf: async (token: string, project: number, kind: string) =>
      ((await h.json('GET', `/projects/${project}/views`, { token })).body as { id: number; view_kind: string }[]).find(
        (v) => v.view_kind === kind,
      )!.id,
  };
}

describe('expand=subtasks across projects', () => {
  let h: Harness;
  let token: string;
  beforeAll(async () => {
    h = await boot();
    token = (await h.user('erin')).token;
  });
  afterAll(() => h.close());

  it('keeps a sub-task at the top level of its own project when its parent is in another one', async () => {
    const { newProject, newTask, relate } = helpers(h);
    const home = await newProject(token, 'Home');
    const work = await newProject(token, 'Work');
    const parent = await newTask(token, home, 'Move house');
    const child = await newTask(token, work, 'Ask for a day off');
    await relate(token, parent, child);
    const ids = async (projectId: number) =>
      ((await h.json('GET', `/projects/${projectId}/tasks?expand=subtasks`, { token })).body as { id: number }[]).map(
        (t) => t.id,
      );
    expect(await ids(work)).toEqual([child]);
    // In the parent's project it also comes after the page, as the second step of expand=subtasks brings it.
    expect(await ids(home)).toEqual([parent, child]);
  });
});

describe("expand[]=subtasks on a view's tasks brings the sub-tasks after the page", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await boot();
  });
  afterAll(() => h.close());

  it('includes sub-tasks from other projects and deeper levels, only readable ones, matching the view filter', async () => {
    const { token } = await h.user('frank');
    const stranger = (await h.user('gina')).token;
    const { newProject, newTask, relate, viewOf } = helpers(h);

    const home = await newProject(token, 'Home');
    const work = await newProject(token, 'Work');
    const secret = await newProject(stranger, 'Secret');
    const parent = await newTask(token, home, 'Move house');
    const sameProject = await newTask(token, home, 'Pack boxes');
    const grandchild = await newTask(token, home, 'Buy tape');
    const elsewhere = await newTask(token, work, 'Ask for a day off');
    const doneOne = await newTask(token, work, 'Book the van', true);
    const hidden = await newTask(stranger, secret, 'Not yours');
    const loose = await newTask(token, home, 'Water plants');
    await relate(token, parent, sameProject);
    await relate(token, sameProject, grandchild);
    await relate(token, parent, elsewhere);
    await relate(token, parent, doneOne);
    // The stranger ties a task of their own under frank's parent: frank must not see it.
    await h.json('PUT', `/projects/${home}/users`, { token, body: { username: 'gina', permission: 1 } });
    await relate(stranger, parent, hidden);

    const list = await viewOf(token, home, 'list');
    const res = await h.json('GET', `/projects/${home}/views/${list}/tasks?expand[]=subtasks&per_page=2`, { token });
    expect(res.status).toBe(200);
    const ids = (res.body as { id: number }[]).map((t) => t.id);
    // The page: the two top-level tasks; then their undone sub-tasks wherever they live, deeper ones too.
    expect(ids.slice(0, 2).sort()).toEqual([parent, loose].sort());
    expect(ids.slice(2).sort()).toEqual([sameProject, elsewhere, grandchild].sort());
    expect(ids).not.toContain(hidden);
    expect(ids).not.toContain(doneOne);
    expect(res.res.headers.get('x-pagination-total-pages')).toBe('1');

    // Without expand, the plain list is unchanged: every task of the project, no foreign ones.
    const plain = await h.json('GET', `/projects/${home}/views/${list}/tasks`, { token });
    expect((plain.body as { id: number }[]).map((t) => t.id).sort()).toEqual(
      [parent, sameProject, grandchild, loose].sort(),
    );
  });
});

describe('expand[]=subtasks on a kanban view brings each bucket its sub-tasks after the page', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await boot();
  });
  afterAll(() => h.close());

  it('sub-tasks follow their parent into its bucket, from other projects too, only readable ones', async () => {
    const { token } = await h.user('hana');
    const stranger = (await h.user('ivan')).token;
    const { newProject, newTask, relate, viewOf } = helpers(h);

    const board = await newProject(token, 'Board');
    const other = await newProject(token, 'Other');
    const secret = await newProject(stranger, 'Secret');
    const parent = await newTask(token, board, 'Launch');
    const child = await newTask(token, board, 'Write the notes');
    const grandchild = await newTask(token, board, 'Check the spelling');
    const away = await newTask(token, other, 'Tell the press');
    const loose = await newTask(token, board, 'Tidy up');
    const hidden = await newTask(stranger, secret, 'Not yours');
    await relate(token, parent, child);
    await relate(token, child, grandchild);
    await relate(token, parent, away);
    await h.json('PUT', `/projects/${board}/users`, { token, body: { username: 'ivan', permission: 1 } });
    await relate(stranger, parent, hidden);

    const kanban = await viewOf(token, board, 'kanban');
    type Bucket = { id: number; count: number; tasks: { id: number }[] };
    const buckets = async (query: string) =>
      (await h.json('GET', `/projects/${board}/views/${kanban}/tasks${query}`, { token })).body as Bucket[];

    const plain = await buckets('');
    expect(plain[0]!.tasks.map((t) => t.id).sort()).toEqual([parent, child, grandchild, loose].sort());
    const expanded = await buckets('?expand[]=subtasks');
    const ids = expanded[0]!.tasks.map((t) => t.id);
    expect(ids.slice(0, 2).sort()).toEqual([parent, loose].sort());
    expect(ids.slice(2).sort()).toEqual([child, away, grandchild].sort());
    expect(ids).not.toContain(hidden);
    expect(expanded.flatMap((b) => b.tasks.map((t) => t.id))).toHaveLength(5);
  });
});
