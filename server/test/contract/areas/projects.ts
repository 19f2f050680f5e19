import type { Body } from '../recorder.ts';
import { png, type World } from '../world.ts';

/** Projects, their views, buckets, background, duplicate and webhooks. */
export async function projects(w: World): Promise<void> {
  const { r } = w;
  const a = w.alice.token;
  const p = await r.call('PUT', '/projects', a, { title: 'Contract', identifier: 'CON' });
  w.project = p;
  await r.call('GET', '/projects', a);
  if (w.mode !== '0.24') await r.call('GET', '/projects?expand=permissions', a);
  await r.call('GET', `/projects/${p.id}`, a);
  await r.call('POST', `/projects/${p.id}`, a, { ...p, description: 'Described' });
  const child = await r.call('PUT', '/projects', a, { title: 'Child', parent_project_id: p.id });
  await r.call('DELETE', `/projects/${child.id}`, a);
  await r.call('GET', `/projects/${p.id}/projectusers`, a);
  await r.call('PUT', `/projects/${p.id}/duplicate`, a, { parent_project_id: 0, duplicate_shares: false });

  const views: Body[] = await r.call('GET', `/projects/${p.id}/views`, a);
  w.listView = views.find((v) => v.view_kind === 'list');
  w.kanbanView = views.find((v) => v.view_kind === 'kanban');
  const extra = await r.call('PUT', `/projects/${p.id}/views`, a, { title: 'Extra', view_kind: 'table' });
  await r.call('GET', `/projects/${p.id}/views/${extra.id}`, a);
  await r.call('POST', `/projects/${p.id}/views/${extra.id}`, a, { ...extra, title: 'Extra table' });
  await r.call('DELETE', `/projects/${p.id}/views/${extra.id}`, a);
  // A kanban view whose buckets are filters; 0.24 sends each bucket's filter as a string.
  const done = w.mode === '0.24' ? 'done = true' : { filter: 'done = true' };
  const config = [
    { title: 'Open', filter: w.mode === '0.24' ? 'done = false' : { filter: 'done = false' } },
    { title: 'Done', filter: done },
  ];
  await r.call('PUT', `/projects/${p.id}/views`, a, {
    title: 'By state',
    view_kind: 'kanban',
    bucket_configuration_mode: 'filter',
    bucket_configuration: config,
  });

  const kanban = `/projects/${p.id}/views/${w.kanbanView.id}`;
  await r.call('GET', `${kanban}/buckets`, a);
  const bucket = await r.call('PUT', `${kanban}/buckets`, a, { title: 'Later', limit: 3 });
  await r.call('POST', `${kanban}/buckets/${bucket.id}`, a, { ...bucket, title: 'Much later' });
  await r.call('DELETE', `${kanban}/buckets/${bucket.id}`, a);

  await r.send('PUT', `/projects/${p.id}/backgrounds/upload`, { token: a, form: { background: png('bg.png') } });
  await r.call('DELETE', `/projects/${p.id}/background`, a);
}

/** Project webhooks, and the user-level ones of 2.x. Targets are local, so nothing leaves the machine. */
export async function webhooks(w: World): Promise<void> {
  const { r } = w;
  const a = w.alice.token;
  const target = 'http://127.0.0.1:9/hook';
  await r.call('GET', '/webhooks/events', a);
  const base = `/projects/${w.project.id}/webhooks`;
  const hook = await r.call('PUT', base, a, { target_url: target, events: ['task.created'], secret: 's3cret' });
  await r.call('GET', base, a);
  await r.call('POST', `${base}/${hook.id}`, a, { ...hook, events: ['task.created', 'task.updated'] });
  await r.call('DELETE', `${base}/${hook.id}`, a);
  if (w.mode !== '2') return;
  await r.call('GET', '/user/settings/webhooks/events', a);
  const mine = await r.call('PUT', '/user/settings/webhooks', a, { target_url: target, events: ['task.created'] });
  await r.call('GET', '/user/settings/webhooks', a);
  await r.call('POST', `/user/settings/webhooks/${mine.id}`, a, { ...mine, events: ['task.updated'] });
  await r.call('DELETE', `/user/settings/webhooks/${mine.id}`, a);
}
