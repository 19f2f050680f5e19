import { expect } from 'vitest';
import type { Harness } from './harness.ts';
import { readZip } from '../src/migration/unzip.ts';

type J = { id: number; [key: string]: unknown };

/**
 * An account (alice) with `k` projects of her own, each with a sub-project, a background, a second kanban
 * board and two tasks: the first carries comments (hers, bob's and a link share's), an attachment, a label,
 * an assignee, a reminder, a relation to the previous project's task, a moved bucket and a set position;
 * the second is done. She keeps `k` saved filters; bob's project shared with her is not hers to export.
 * Everything the export holds grows with `k`.
 */
export async function seedExportWorld(h: Harness, k: number): Promise<{ token: string }> {
  const alice = await h.user('alice');
  const bob = await h.user('bob');
  const put = async (path: string, body: unknown, as = alice.token): Promise<J> => {
    const res = await h.json('PUT', path, { token: as, body });
    expect(res.status, `PUT ${path}: ${JSON.stringify(res.body)}`).toBeLessThan(300);
    return res.body as J;
  };
  const post = async (path: string, body: unknown, as = alice.token): Promise<J> => {
    const res = await h.json('POST', path, { token: as, body });
    expect(res.status, `POST ${path}: ${JSON.stringify(res.body)}`).toBeLessThan(300);
    return res.body as J;
  };
  const upload = async (
    path: string,
    field: string,
    name: string,
    data: string,
    type = 'text/plain',
  ): Promise<void> => {
    const form = new FormData();
    form.append(field, new Blob([data], { type }), name);
    const res = await fetch(h.base + path, {
      method: 'PUT',
      headers: { authorization: `Bearer ${alice.token}` },
      body: form,
    });
    expect(res.status, `upload ${path}`).toBe(200);
  };
  const theirs = await put('/projects', { title: 'Bob’s' }, bob.token);
  await put(`/projects/${theirs.id}/users`, { username: 'alice', permission: 2 }, bob.token);
  await put(`/projects/${theirs.id}/tasks`, { title: 'Not alice’s' }, bob.token);
  let previous = 0;
  for (let i = 0; i < k; i++) {
    const project = await put('/projects', {
      title: `Project ${i}`,
      description: `<p>About ${i}</p>`,
      hex_color: 'e8e8e8',
      identifier: i === 0 ? 'PRJ' : '',
    });
    await put('/projects', { title: `Inner ${i}`, parent_project_id: project.id });
    await put(`/projects/${project.id}/users`, { username: 'bob', permission: 1 });
    await upload(
      `/projects/${project.id}/backgrounds/upload`,
      'background',
      `bg${i}.png`,
      `background ${i}`,
      'image/png',
    );
    await put(`/projects/${project.id}/views`, { title: 'Second board', view_kind: 'kanban' });
    const views = (await h.json('GET', `/projects/${project.id}/views`, { token: alice.token })).body as (J & {
      view_kind: string;
    })[];
    const kanban = views.find((v) => v.view_kind === 'kanban')!.id;
    const listView = views.find((v) => v.view_kind === 'list')!.id;
    const bucket = await put(`/projects/${project.id}/views/${kanban}/buckets`, { title: `Bucket ${i}` });
    const task = await put(`/projects/${project.id}/tasks`, {
      title: `Task ${i}`,
      description: `<p>Do ${i}</p>`,
      due_date: '2026-03-01T10:00:00Z',
      priority: 3,
      reminders: [{ reminder: '2026-02-28T09:00:00Z' }],
    });
    const done = await put(`/projects/${project.id}/tasks`, { title: `Done ${i}` });
    await post(`/tasks/${done.id}`, { ...done, done: true });
    await post(`/tasks/${task.id}`, { ...task, bucket_id: bucket.id });
    await post(`/tasks/${task.id}/position`, { project_view_id: listView, position: 12.5 + i });
    await post(`/tasks/${task.id}/position`, { project_view_id: kanban, position: 7.25 + i });
    await post(`/tasks/${done.id}/position`, { project_view_id: kanban, position: 3 });
    await put(`/tasks/${task.id}/comments`, { comment: `Mine ${i}` });
    await put(`/tasks/${task.id}/comments`, { comment: `Bob’s ${i}` }, bob.token);
    const hash = (await put(`/projects/${project.id}/shares`, { permission: 1, name: `Share ${i}` })).hash;
    const shareToken = (await h.json('POST', `/shares/${String(hash)}/auth`, { body: {} })).body.token as string;
    await put(`/tasks/${task.id}/comments`, { comment: `Shared ${i}` }, shareToken);
    await upload(`/tasks/${task.id}/attachments`, 'files', `f${i}.txt`, `file ${i}`);
    const label = await put('/labels', { title: `Label ${i}` });
    await put(`/tasks/${task.id}/labels`, { label_id: label.id });
    await put(`/tasks/${task.id}/assignees`, { user_id: bob.id });
    if (previous) await put(`/tasks/${task.id}/relations`, { other_task_id: previous, relation_kind: 'related' });
    previous = task.id;
    await put('/filters', { title: `Filter ${i}`, filters: { filter: 'done = false' } });
  }
  return { token: alice.token };
}

/** Every stored time set to one instant, so two exports of the same world compare byte for byte. */
export function fixTimes(h: Harness): void {
  const { db } = h.server;
  const tables = db.prepare(`SELECT name FROM sqlite_master WHERE type = 'table'`).all() as { name: string }[];
  for (const { name } of tables) {
    const columns = db.prepare(`SELECT name FROM pragma_table_info(?)`).all(name) as { name: string }[];
    for (const c of columns)
      if (['created', 'updated', 'done_at'].includes(c.name))
        db.prepare(`UPDATE "${name}" SET "${c.name}" = '2026-01-02T03:04:05Z' WHERE "${c.name}" IS NOT NULL`).run();
  }
}

/** Requests the caller's export and answers its entries, by name, in the archive's order. */
export async function exportEntries(h: Harness, token: string): Promise<Map<string, Buffer>> {
  const asked = await h.json('POST', '/user/export/request', { token, body: { password: 'password123' } });
  expect(asked.status, JSON.stringify(asked.body)).toBe(200);
  const dl = await h.call('POST', '/user/export/download', { token, body: { password: 'password123' } });
  expect(dl.status).toBe(200);
  return readZip(Buffer.from(await dl.arrayBuffer()), { maxEntries: 10_000, maxTotalBytes: 1e9 });
}
