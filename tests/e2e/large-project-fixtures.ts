import type { RunningServer } from '../../server/src/server.ts';
import { apiUser, call, seed } from './fixtures-accounts';

/** A project of many tasks written straight into a server of the test's own, with the account that owns it. */
export interface LargeProject {
  user: Awaited<ReturnType<typeof apiUser>>;
  project: { id: number };
  tasks: Array<{ id: number }>;
  /** The id of the project's view of a kind (`list`, `table`, `kanban`, `gantt`). */
  viewOf: (kind: string) => number;
}

/**
 * Registers an account (`prefix`) on `server` and gives it a project `title` of `count` tasks seeded into the
 * database at once (the API would take minutes). Task `i` (from 0) is numbered `i + 1`, has the uid
 * `${prefix}-${i}` and whatever `fields(i)` adds: its title at least.
 */
export async function seedLargeProject(
  server: RunningServer,
  options: { prefix: string; title: string; count: number; fields: (i: number) => Record<string, unknown> },
): Promise<LargeProject> {
  const user = await apiUser(server.url, options.prefix);
  const project = await call<{ id: number }>(server.url, 'PUT', '/projects', { title: options.title }, user.token);
  const views = await call<Array<{ id: number; view_kind: string }>>(
    server.url,
    'GET',
    `/projects/${project.id}/views`,
    undefined,
    user.token,
  );
  const viewOf = (kind: string): number => {
    const view = views.find((v) => v.view_kind === kind);
    if (!view) throw new Error(`the project has no ${kind} view`);
    return view.id;
  };
  const tasks = await seed<{ id: number }>(
    server.url,
    'tasks',
    Array.from({ length: options.count }, (_, i) => ({
      project_id: project.id,
      index: i + 1,
      created_by_id: user.id,
      uid: `${options.prefix}-${i}`,
      ...options.fields(i),
    })),
  );
  return { user, project, tasks, viewOf };
}

/** Puts every task of a seeded project into the first bucket of its kanban view. */
export async function seedIntoFirstBucket(server: RunningServer, large: LargeProject): Promise<void> {
  const kanban = large.viewOf('kanban');
  const buckets = await call<Array<{ id: number }>>(
    server.url,
    'GET',
    `/projects/${large.project.id}/views/${kanban}/buckets`,
    undefined,
    large.user.token,
  );
  const first = buckets[0];
  if (!first) throw new Error('the kanban view has no bucket');
  await seed(
    server.url,
    'task_buckets',
    large.tasks.map((t) => ({ task_id: t.id, bucket_id: first.id, project_view_id: kanban })),
  );
}
