import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boot, type Harness } from './harness.ts';

interface View {
  id: number;
  view_kind: string;
  done_bucket_id: number;
  default_bucket_id: number;
}

describe('task expansions and bucket moves as a real 2.5 server answers them', () => {
  let h: Harness;
  let token: string;
  let projectId: number;
  let kanban: View;
  const newTask = async (body: Record<string, unknown>, project = projectId) =>
    (await h.json('PUT', `/projects/${project}/tasks`, { token, body })).body;
  const kanbanOf = async (project: number): Promise<View> => {
    const views = (await h.json('GET', `/projects/${project}/views`, { token })).body as View[];
    return views.find((v) => v.view_kind === 'kanban')!;
  };
  beforeAll(async () => {
    h = await boot({ compat: '2' });
    token = (await h.user('kai')).token;
    projectId = (await h.json('PUT', '/projects', { token, body: { title: 'Board' } })).body.id;
    kanban = await kanbanOf(projectId);
    const done = (
      await h.json('PUT', `/projects/${projectId}/views/${kanban.id}/buckets`, { token, body: { title: 'Done' } })
    ).body;
    await h.json('POST', `/projects/${projectId}/views/${kanban.id}`, {
      token,
      body: { ...kanban, title: 'Kanban', done_bucket_id: done.id },
    });
    kanban = await kanbanOf(projectId);
  });
  afterAll(() => h.close());

  it.each(['expand=comments', 'expand[]=comments'])(
    '%s embeds the comments, oldest first; without it they are null',
    async (query) => {
      const t = await newTask({ title: 'Talked about' });
      for (const comment of ['first', 'second'])
        await h.json('PUT', `/tasks/${t.id}/comments`, { token, body: { comment } });
      const expanded = (await h.json('GET', `/tasks/${t.id}?${query}`, { token })).body;
      expect(expanded.comments.map((c: { comment: string }) => c.comment)).toEqual(['first', 'second']);
      expect(expanded.comments[0].author.username).toBe('kai');
      expect((await h.json('GET', `/tasks/${t.id}`, { token })).body.comments).toBeNull();
    },
  );

  it('expand[]=buckets gives the buckets the task sits in', async () => {
    const t = await newTask({ title: 'Placed' });
    const got = (await h.json('GET', `/tasks/${t.id}?expand[]=buckets&expand[]=comments`, { token })).body;
    expect(got.buckets.map((b: { id: number; project_view_id: number }) => [b.id, b.project_view_id])).toEqual([
      [got.bucket_id, kanban.id],
    ]);
    expect(got.comments).toEqual([]);
  });

  it('a task moved to another project with its old bucket_id leaves that bucket behind', async () => {
    const t = await newTask({ title: 'Moving out' });
    const other = (await h.json('PUT', '/projects', { token, body: { title: 'Elsewhere' } })).body.id;
    const stale = (await h.json('GET', `/tasks/${t.id}`, { token })).body;
    const moved = await h.json('POST', `/tasks/${t.id}`, { token, body: { ...stale, project_id: other } });
    expect(moved.status).toBe(200);
    expect(moved.body.project_id).toBe(other);
    const target = await kanbanOf(other);
    const buckets = (await h.json('GET', `/tasks/${t.id}?expand=buckets`, { token })).body.buckets as {
      project_view_id: number;
    }[];
    expect(buckets.map((b) => b.project_view_id)).toEqual([target.id]);
  });

  it('a repeating task dropped on the done bucket moves its dates on and goes back to the default bucket', async () => {
    const due = '2030-01-10T12:00:00Z';
    const t = await newTask({ title: 'Water plants', due_date: due, repeat_after: 86400 * 7 });
    const res = await h.json(
      'POST',
      `/projects/${projectId}/views/${kanban.id}/buckets/${kanban.done_bucket_id}/tasks`,
      { token, body: { task_id: t.id } },
    );
    expect(res.status).toBe(200);
    const after = (await h.json('GET', `/tasks/${t.id}?expand=buckets`, { token })).body;
    expect(after.done).toBe(false);
    expect(after.due_date).toBe('2030-01-17T12:00:00Z');
    const defaultBucket = kanban.default_bucket_id || res.body.bucket_id;
    expect(res.body.bucket_id).not.toBe(kanban.done_bucket_id);
    expect(after.buckets.map((b: { id: number }) => b.id)).toEqual([defaultBucket]);
    // A task that does not repeat is simply done there.
    const once = await newTask({ title: 'Once' });
    await h.json('POST', `/projects/${projectId}/views/${kanban.id}/buckets/${kanban.done_bucket_id}/tasks`, {
      token,
      body: { task_id: once.id },
    });
    expect((await h.json('GET', `/tasks/${once.id}`, { token })).body.done).toBe(true);
  });
});
