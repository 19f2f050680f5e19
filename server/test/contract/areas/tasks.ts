import type { World } from '../world.ts';

/** Tasks: CRUD, the collections (list, kanban, all tasks), bulk edits, positions, buckets, and 2.x extras. */
export async function tasks(w: World): Promise<void> {
  const { r } = w;
  const a = w.alice.token;
  const p = w.project;
  w.task = await r.call('PUT', `/projects/${p.id}/tasks`, a, {
    title: 'Task',
    due_date: '2030-01-01T00:00:00Z',
    repeat_after: 86400,
    reminders: [{ reminder: '2030-01-01T00:00:00Z' }, { relative_to: 'due_date', relative_period: -3600 }],
  });
  w.task2 = await r.call('PUT', `/projects/${p.id}/tasks`, a, { title: 'Other', priority: 2 });
  const t = w.task;
  await r.call('GET', `/tasks/${t.id}`, a);
  await r.call('POST', `/tasks/${t.id}`, a, { ...t, priority: 3, is_favorite: true });

  await r.call('GET', `/projects/${p.id}/views/${w.listView.id}/tasks`, a);
  await r.send('GET', `/projects/${p.id}/views/${w.kanbanView.id}/tasks`, { token: a, variant: 'kanban' });
  await r.call('GET', w.mode === '0.24' ? '/tasks/all' : '/tasks?sort_by=due_date', a);

  const bulk =
    w.mode === '0.24'
      ? { task_ids: [w.task2.id], ...w.task2, done: false, priority: 4 }
      : { task_ids: [w.task2.id], fields: ['priority'], values: { priority: 4 } };
  await r.call('POST', '/tasks/bulk', a, bulk);
  await r.call('POST', `/tasks/${t.id}/position`, a, { project_view_id: w.listView.id, position: 12.5 });

  // A move into the done bucket marks the task done; back into the first bucket un-does it.
  const kanban = `/projects/${p.id}/views/${w.kanbanView.id}`;
  const buckets = await r.call('GET', `${kanban}/buckets`, a);
  await r.call('POST', `${kanban}/buckets/${w.kanbanView.done_bucket_id}/tasks`, a, { task_id: w.task2.id });
  await r.call('POST', `${kanban}/buckets/${buckets[0].id}/tasks`, a, { task_id: w.task2.id });

  if (w.mode !== '0.24') await r.call('POST', `/tasks/${t.id}/read`, a);
  if (w.mode === '2') {
    await r.call('GET', `/projects/${p.id}/tasks/by-index/${t.index}`, a);
    const copy = await r.call('PUT', `/tasks/${t.id}/duplicate`, a);
    await r.call('DELETE', `/tasks/${copy.duplicated_task.id}`, a);
  } else {
    const doomed = await r.call('PUT', `/projects/${p.id}/tasks`, a, { title: 'Doomed' });
    await r.call('DELETE', `/tasks/${doomed.id}`, a);
  }
}
