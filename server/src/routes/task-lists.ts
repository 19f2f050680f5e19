import type { Hono } from 'hono';
import type { AppState, Auth, Ctx, Env } from '../context.ts';
import { apiError, CODE, errors } from '../errors.ts';
import { idParam } from '../http/body.ts';
import { readPage, setPageHeaders } from '../http/pagination.ts';
import { requireAuth } from '../auth/middleware.ts';
import { readableProjectIds, requireProjectPermission } from '../models/permissions.ts';
import { FAVORITES_PROJECT_ID, pseudoProject, savedFilterOfProject } from '../models/pseudo-projects.ts';
import { tasksJson } from '../models/task.ts';
import { queryBucketPages, queryTasks, type TaskQuery } from '../models/task-query.ts';
import { bucketsJson, bucketsOfView } from '../models/bucket.ts';
import { withSubtasks, withSubtasksOfPages } from '../models/task-subtasks.ts';
import { findView, type ViewRow } from '../models/view.ts';

/** Query parameters may be repeated (`sort_by=a&sort_by=b`) or use the `[]` suffix. */
function multi(c: Ctx, name: string): string[] {
  return [...(c.req.queries(name) ?? []), ...(c.req.queries(`${name}[]`) ?? [])]
    .flatMap((v) => v.split(','))
    .filter(Boolean);
}

/** What a project id selects: its own tasks, the caller's favourites, or a saved filter's matches. */
function scope(
  app: AppState,
  auth: Auth,
  projectId: number,
): Pick<TaskQuery, 'projectIds' | 'filters' | 'favoritesOf' | 'includeNulls'> {
  if (projectId === FAVORITES_PROJECT_ID) {
    pseudoProject(app, auth, projectId);
    return { projectIds: readableProjectIds(app, auth), filters: [], favoritesOf: auth.userId, includeNulls: false };
  }
  if (projectId < 0) {
    pseudoProject(app, auth, projectId);
    const f = savedFilterOfProject(app, projectId);
    const parsed = JSON.parse(f.filters || '{}') as { filter?: string; filter_include_nulls?: boolean };
    return {
      projectIds: readableProjectIds(app, auth),
      filters: parsed.filter ? [parsed.filter] : [],
      includeNulls: !!parsed.filter_include_nulls,
    };
  }
  requireProjectPermission(app, auth, projectId, 0);
  return { projectIds: [projectId], filters: [], includeNulls: false };
}

/** `expand=subtasks` as the imitated release binds it: 0.24 reads `expand`, 1.x only `expand[]`, 2.x either. */
function expandsSubtasks(c: Ctx): boolean {
  const compat = c.get('app').opts.compat;
  const names = compat === '0.24' ? ['expand'] : compat === '1' ? ['expand[]'] : ['expand', 'expand[]'];
  return names.some((name) => (c.req.queries(name) ?? []).includes('subtasks'));
}

function baseQuery(c: Ctx, defaultPerPage: number): TaskQuery & { page: number; perPage: number } {
  const app = c.get('app');
  const page = readPage(c, defaultPerPage, app.opts.maxItemsPerPage);
  const filter = c.req.query('filter') ?? '';
  return {
    projectIds: [],
    filters: filter ? [filter] : [],
    includeNulls: c.req.query('filter_include_nulls') === 'true',
    timezone: c.req.query('filter_timezone') || undefined,
    search: c.req.query('s') ?? '',
    topLevelOnly: expandsSubtasks(c),
    sortBy: multi(c, 'sort_by'),
    orderBy: multi(c, 'order_by'),
    limit: page.limit,
    offset: page.offset,
    page: page.page,
    perPage: page.perPage,
  };
}

function sendTasks(c: Ctx, q: TaskQuery & { page: number; perPage: number }, viewId?: number): Response {
  const app = c.get('app');
  const auth = requireAuth(c);
  const { rows, total } = queryTasks(app, q);
  setPageHeaders(c, total, { page: q.page, perPage: q.perPage, limit: q.limit, offset: q.offset }, rows.length);
  const shown = q.topLevelOnly ? withSubtasks(app, auth, q, rows) : rows;
  return c.json(tasksJson(app, auth, shown, { viewId }));
}

/** Kanban views answer buckets, each with its first page of tasks. */
function sendBuckets(c: Ctx, q: TaskQuery, view: ViewRow): Response {
  const app = c.get('app');
  const auth = requireAuth(c);
  // A whole positive number, else the default: SQLite refuses a fractional LIMIT and reads a negative one as "no limit".
  const asked = Math.floor(Number(c.req.query('per_page')));
  const perBucket = Math.min(asked > 0 ? asked : 25, app.opts.maxItemsPerPage);
  const buckets = bucketsOfView(app, view.id);
  const found = queryBucketPages(
    app,
    { ...q, sortBy: q.sortBy.length ? q.sortBy : ['position'] },
    buckets.map((b) => b.id),
    perBucket,
  );
  const pages = buckets.map((b) => found.get(b.id) ?? { rows: [], total: 0 });
  if (q.topLevelOnly) {
    // expand=subtasks: as in a list, each bucket's page of top-level tasks is followed by their sub-tasks.
    const expanded = withSubtasksOfPages(
      app,
      auth,
      q,
      pages.map((p) => p.rows),
    );
    pages.forEach((p, i) => (p.rows = expanded[i] ?? p.rows));
  }
  // One batch for every bucket's tasks, handed back bucket by bucket.
  const rendered = tasksJson(
    app,
    auth,
    pages.flatMap((p) => p.rows),
    { viewId: view.id },
  );
  let next = 0;
  const out = bucketsJson(app, buckets, new Map(buckets.map((b, i) => [b.id, pages[i]?.total ?? 0]))).map(
    (json, i) => ({ ...json, tasks: rendered.slice(next, (next += pages[i]?.rows.length ?? 0)) }),
  );
  c.header('x-pagination-total-pages', '1');
  c.header('x-pagination-result-count', String(out.length));
  return c.json(out);
}

function viewTasks(c: Ctx): Response {
  const app = c.get('app');
  const auth = requireAuth(c);
  const projectId = idParam(c, 'id');
  const s = scope(app, auth, projectId);
  const view = findView(app, projectId, idParam(c, 'view'), auth.userId);
  const kanban = view.view_kind === 'kanban' && view.bucket_configuration_mode === 'manual';
  const q = baseQuery(c, kanban ? 25 : app.opts.maxItemsPerPage);
  q.projectIds = s.projectIds;
  q.favoritesOf = s.favoritesOf;
  q.includeNulls ||= s.includeNulls || !!view.filter_include_nulls;
  q.filters = [...s.filters, ...(view.filter ? [view.filter] : []), ...q.filters];
  q.viewId = view.id;
  if (!q.sortBy.length && (view.view_kind === 'list' || view.view_kind === 'kanban')) q.sortBy = ['position'];
  // With a bucket_id filter Vikunja pages one bucket as a flat task list.
  if (kanban && !q.filters.some((f) => /bucket_id/i.test(f))) return sendBuckets(c, q, view);
  return sendTasks(c, q, view.id);
}

function projectTasks(c: Ctx): Response {
  const app = c.get('app');
  const s = scope(app, requireAuth(c), idParam(c, 'id'));
  const q = baseQuery(c, app.opts.maxItemsPerPage);
  Object.assign(q, { projectIds: s.projectIds, favoritesOf: s.favoritesOf, filters: [...s.filters, ...q.filters] });
  return sendTasks(c, q);
}

function allTasks(c: Ctx): Response {
  const app = c.get('app');
  const q = baseQuery(c, app.opts.maxItemsPerPage);
  q.projectIds = readableProjectIds(app, requireAuth(c));
  return sendTasks(c, q);
}

export function registerTaskLists(api: Hono<Env>): void {
  api.get('/projects/:id{-?[0-9]+}/views/:view{[0-9]+}/tasks', viewTasks);
  api.get('/projects/:id{-?[0-9]+}/tasks', projectTasks);
  // "All tasks" is /tasks/all in 0.24 only and /tasks from 1.0 on: a 1.x or 2.x server reads /tasks/all as
  // the task with id "all", which does not bind (400, code 2004), as real 1.0.0 and 2.3.0 servers answer.
  api.get('/tasks/all', (c) => {
    if (c.get('app').opts.compat !== '0.24') {
      requireAuth(c);
      throw apiError(400, CODE.unboundModel, 'Invalid model provided: Bad Request');
    }
    return allTasks(c);
  });
  api.get('/tasks', (c) => {
    if (c.get('app').opts.compat === '0.24') throw errors.notFound();
    return allTasks(c);
  });
}
