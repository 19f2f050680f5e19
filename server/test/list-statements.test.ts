import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boot, type Harness } from './harness.ts';
import { seedListWorld, type ListWorld } from './list-world.ts';
import { watchStatements } from './statements.ts';

/** Every list path of a world, by name. */
const paths = (w: ListWorld): Record<string, string> => ({
  projects: '/projects',
  'projects with permissions': '/projects?expand=permissions',
  views: `/projects/${w.project}/views`,
  'kanban board': `/projects/${w.project}/views/${w.kanban}/tasks`,
  'kanban board with sub-tasks': `/projects/${w.project}/views/${w.kanban}/tasks?expand=subtasks`,
  'list view': `/projects/${w.project}/views/${w.listView}/tasks`,
  'list view with sub-tasks': `/projects/${w.project}/views/${w.listView}/tasks?expand=subtasks`,
  'all tasks': '/tasks',
  'project tasks': `/projects/${w.project}/tasks`,
  'favourite tasks': '/projects/-1/tasks',
  'a saved filter’s tasks': '/projects/-2/tasks',
  'one task': `/tasks/${w.task}`,
  'one task with comments and buckets': `/tasks/${w.task}?expand=comments&expand=buckets`,
  labels: '/labels',
  'task labels': `/tasks/${w.task}/labels`,
  comments: `/tasks/${w.task}/comments`,
  'task reactions': `/tasks/${w.task}/reactions`,
  'comment reactions': `/comments/${w.comment}/reactions`,
  attachments: `/tasks/${w.task}/attachments`,
  assignees: `/tasks/${w.task}/assignees`,
  teams: '/teams',
  'project teams': `/projects/${w.project}/teams`,
  'project users': `/projects/${w.project}/users`,
  'project users with access': `/projects/${w.project}/projectusers`,
  'link shares': `/projects/${w.project}/shares`,
  webhooks: `/projects/${w.project}/webhooks`,
  buckets: `/projects/${w.project}/views/${w.kanban}/buckets`,
  notifications: '/notifications',
  'user search': '/users?s=person',
});

async function costs(h: Harness, w: ListWorld): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const [name, path] of Object.entries(paths(w))) {
    const counter = watchStatements(h.server.db);
    const res = await h.call('GET', path, { token: w.token });
    counter.stop();
    expect(res.status, `${name}: ${await res.text()}`).toBe(200);
    out[name] = counter.count();
  }
  return out;
}

describe('every list answers in as many statements for 2 rows as for 5', () => {
  const worlds: { h: Harness; w: ListWorld }[] = [];
  beforeAll(async () => {
    for (const k of [2, 5]) {
      const h = await boot();
      worlds.push({ h, w: await seedListWorld(h, k) });
    }
  }, 120_000);
  afterAll(async () => {
    for (const { h } of worlds) await h.close();
  });

  it('each list path runs the same number of statements in both worlds', async () => {
    const [small, large] = await Promise.all(worlds.map(({ h, w }) => costs(h, w)));
    expect(large).toEqual(small);
  });
});
