import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boot, type Harness } from './harness.ts';
import { watchStatements } from './statements.ts';

describe('a page of tasks reads its parts once per page, not once per task', () => {
  let h: Harness;
  let token: string;
  let projectId: number;
  let listView: number;
  let kanbanView: number;
  const TASKS = 60;

  beforeAll(async () => {
    h = await boot();
    const alice = await h.user('alice');
    const bob = await h.user('bob');
    token = alice.token;
    projectId = (await h.json('PUT', '/projects', { token, body: { title: 'Busy' } })).body.id;
    await h.json('PUT', `/projects/${projectId}/users`, { token, body: { username: 'bob', permission: 1 } });
    const label = (await h.json('PUT', '/labels', { token, body: { title: 'Urgent' } })).body.id;
    await h.json('PUT', `/subscriptions/project/${projectId}`, { token });
    const ids: number[] = [];
    for (let i = 0; i < TASKS; i++) {
      const t = (await h.json('PUT', `/projects/${projectId}/tasks`, { token, body: { title: `Task ${i}` } })).body;
      ids.push(t.id);
      await h.json('PUT', `/tasks/${t.id}/labels`, { token, body: { label_id: label } });
      await h.json('PUT', `/tasks/${t.id}/assignees`, { token, body: { user_id: bob.id } });
      await h.json('PUT', `/tasks/${t.id}/comments`, { token, body: { comment: `Note ${i}` } });
      await h.json('PUT', `/tasks/${t.id}/reactions`, { token, body: { value: '👍' } });
      if (i > 0)
        await h.json('PUT', `/tasks/${t.id}/relations`, {
          token,
          body: { other_task_id: ids[i - 1], relation_kind: 'related' },
        });
    }
    const views = (await h.json('GET', `/projects/${projectId}/views`, { token })).body as {
      id: number;
      view_kind: string;
    }[];
    listView = views.find((v) => v.view_kind === 'list')?.id ?? 0;
    kanbanView = views.find((v) => v.view_kind === 'kanban')?.id ?? 0;
  });
  afterAll(() => h.close());

  it('a list page of 50 tasks with labels, assignees, comments, reactions and relations runs a bounded number of statements', async () => {
    const counter = watchStatements(h.server.db);
    const res = await h.json('GET', `/projects/${projectId}/views/${listView}/tasks?per_page=50`, { token });
    counter.stop();
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(50);
    // One task's JSON took about fifteen statements of its own; a page now costs a few dozen in all.
    expect(counter.count()).toBeLessThan(60);
    const second = res.body[1];
    expect(second.labels.map((l: { title: string }) => l.title)).toEqual(['Urgent']);
    expect(second.assignees.map((u: { username: string }) => u.username)).toEqual(['bob']);
    expect(second.comment_count).toBe(1);
    expect(second.reactions['👍'][0].username).toBe('alice');
    expect(second.related_tasks.related.map((t: { id: number }) => t.id)).toContain(res.body[0].id);
    expect(second.subscription).toMatchObject({ entity: 2, entity_id: projectId });
  });

  it('a kanban board runs a bounded number of statements for all its buckets', async () => {
    const counter = watchStatements(h.server.db);
    const res = await h.json('GET', `/projects/${projectId}/views/${kanbanView}/tasks`, { token });
    counter.stop();
    expect(res.status).toBe(200);
    expect(res.body.flatMap((b: { tasks: unknown[] }) => b.tasks)).toHaveLength(25);
    expect(counter.count()).toBeLessThan(80);
  });

  it('each task of a page is the same JSON as the task read alone', async () => {
    const page = (await h.json('GET', `/projects/${projectId}/tasks?per_page=50&page=2`, { token })).body as {
      id: number;
    }[];
    expect(page).toHaveLength(TASKS - 50);
    for (const task of page) expect((await h.json('GET', `/tasks/${task.id}`, { token })).body).toEqual(task);
  });
});
