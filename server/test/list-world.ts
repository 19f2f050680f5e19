import { expect } from 'vitest';
import type { Harness } from './harness.ts';

type J = { id: number; [key: string]: unknown };

/** What a seeded world holds: the viewer's token and the ids the list paths name. */
export interface ListWorld {
  token: string;
  project: number;
  task: number;
  comment: number;
  listView: number;
  kanban: number;
}

/**
 * A world where `k` other people each leave one of everything the viewer (alice) can list: a label on
 * her task, a comment, reactions, an attachment, an assignment, a team, a link share, a webhook, a bucket,
 * a project of their own shared with her (with a task in a sub-project, her favourite), and a task made
 * through a link share; alice also keeps `k` saved filters, and the kanban board holds `k` parents, each with a sub-task, one of them `k` levels deep.
 * Two worlds of different `k` answer every list in the same number of statements when nothing is read per row.
 */
export async function seedListWorld(h: Harness, k: number): Promise<ListWorld> {
  const token = (await h.user('alice')).token;
  const put = async (path: string, body: unknown, as = token): Promise<J> => {
    const res = await h.json('PUT', path, { token: as, body });
    expect(res.status, `PUT ${path}: ${JSON.stringify(res.body)}`).toBeLessThan(300);
    return res.body as J;
  };
  const project = (await put('/projects', { title: 'Shared' })).id;
  const task = (await put(`/projects/${project}/tasks`, { title: 'Everyone' })).id;
  const comment = (await put(`/tasks/${task}/comments`, { comment: 'First' })).id;
  const views = (await h.json('GET', `/projects/${project}/views`, { token })).body as (J & { view_kind: string })[];
  const listView = views.find((v) => v.view_kind === 'list')!.id;
  const kanban = views.find((v) => v.view_kind === 'kanban')!.id;
  const subtask = (parent: number, child: number) =>
    put(`/tasks/${parent}/relations`, { other_task_id: child, relation_kind: 'subtask' });

  for (let i = 0; i < k; i++) {
    const name = `person${i}`;
    const them = await h.user(name);
    await put(`/projects/${project}/users`, { username: name, permission: 2 });
    const label = (await put('/labels', { title: `Label ${i}` }, them.token)).id;
    await put(`/tasks/${task}/labels`, { label_id: label }, them.token);
    await put(`/tasks/${task}/comments`, { comment: `By ${name}` }, them.token);
    await put(`/tasks/${task}/reactions`, { value: `r${i}` }, them.token);
    await put(`/comments/${comment}/reactions`, { value: `r${i}` }, them.token);
    await put(`/tasks/${task}/assignees`, { user_id: them.id });
    const form = new FormData();
    form.append('files', new Blob([`file ${i}`], { type: 'text/plain' }), `f${i}.txt`);
    const res = await fetch(`${h.base}/tasks/${task}/attachments`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${them.token}` },
      body: form,
    });
    expect(res.status).toBe(200);
    const team = (await put('/teams', { name: `Team ${i}` }, them.token)).id;
    await put(`/teams/${team}/members`, { username: 'alice' }, them.token);
    await put(`/projects/${project}/teams`, { team_id: team, permission: 0 }, them.token);
    const hash = (await put(`/projects/${project}/shares`, { permission: 1, name: `Share ${i}` }, them.token)).hash;
    const shareToken = (await h.json('POST', `/shares/${String(hash)}/auth`, { body: {} })).body.token as string;
    await put(`/projects/${project}/tasks`, { title: `Via share ${i}` }, shareToken);
    await put(`/projects/${project}/webhooks`, { target_url: 'http://127.0.0.1:9/hook', events: ['project.deleted'] });
    await put(`/projects/${project}/views/${kanban}/buckets`, { title: `Bucket ${i}` }, them.token);
    const own = (await put('/projects', { title: `Theirs ${i}` }, them.token)).id;
    await put(`/projects/${own}/users`, { username: 'alice', permission: 1 }, them.token);
    const child = (await put('/projects', { title: `Inner ${i}`, parent_project_id: own }, them.token)).id;
    const theirs = await put(`/projects/${child}/tasks`, { title: `Theirs ${i}` }, them.token);
    const favourite = await h.json('POST', `/tasks/${theirs.id}`, { token, body: { ...theirs, is_favorite: true } });
    expect(favourite.status).toBe(200);
    await put('/filters', { title: `Filter ${i}`, filters: { filter: 'done = false' } });
  }
  // Parents spread over the buckets, each with a sub-task; the first one's sub-tasks go k levels deep.
  const buckets = ((await h.json('GET', `/projects/${project}/views/${kanban}/buckets`, { token })).body as J[]).map(
    (b) => b.id,
  );
  for (let i = 0; i < k; i++) {
    const parent = (await put(`/projects/${project}/tasks`, { title: `Parent ${i}`, bucket_id: buckets[i] })).id;
    let above = parent;
    for (let depth = 0; depth < (i === 0 ? k : 1); depth++) {
      const child = (await put(`/projects/${project}/tasks`, { title: `Child ${i}.${depth}` })).id;
      await subtask(above, child);
      above = child;
    }
  }
  return { token, project, task, comment, listView, kanban };
}
