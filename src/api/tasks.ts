import type { ApiClient, Page, Query } from './client';
import type { Comment } from './comments';
import { ApiError, isRouteMissing } from './errors';
import { isTaskShape, shaped, shapedList } from './shape';
import type { Task } from './types';
import type { ServerFeatures } from './version';

export interface TaskQuery {
  page?: number;
  perPage?: number;
  s?: string;
  sortBy?: string[];
  orderBy?: Array<'asc' | 'desc'>;
  filter?: string;
  filterIncludeNulls?: boolean;
  /** The IANA zone the server does date maths in ("now/d", "now+7d"); the browser's zone when not given. */
  filterTimezone?: string;
  /** `subtasks`: answer top-level tasks, their sub-tasks nested in relatedTasks (every supported release). */
  expand?: 'subtasks';
  /** How this release reads `expand` (ServerFeatures.taskExpandParam); the plain name when not known. */
  expandParam?: 'expand' | 'expand[]';
}

/** The part of the Temporal API (Chromium 144+, Firefox 139+) that names the system's time zone. */
interface TemporalNow {
  Now: { timeZoneId(): string };
}

let zoneFormat: Intl.DateTimeFormat | undefined;

/**
 * The browser's IANA time zone (e.g. "Europe/Berlin"). Temporal names it at no cost; a page's first Intl
 * formatter loads the locale data first (20–60 ms on the main thread), so a formatter is only the fallback,
 * made once a page.
 */
export function browserTimezone(): string {
  const temporal = (globalThis as { Temporal?: TemporalNow }).Temporal;
  if (temporal) return temporal.Now.timeZoneId();
  return (zoneFormat ??= Intl.DateTimeFormat()).resolvedOptions().timeZone;
}

/** The zone for task filters: the user's time zone setting, else the browser's. */
export function filterTimezone(setting: string | null | undefined): string {
  return setting?.trim() || browserTimezone();
}

// Every task list request can carry a filter (a view's or a saved filter's lives on the server), so each one
// says which zone its date maths run in; otherwise the server would use its own.
function toQuery(q: TaskQuery): Query {
  return {
    page: q.page,
    per_page: q.perPage,
    s: q.s,
    sort_by: q.sortBy,
    order_by: q.orderBy,
    filter: q.filter,
    filter_include_nulls: q.filterIncludeNulls,
    filter_timezone: q.filterTimezone || browserTimezone(),
    // A list value goes out as `expand[]=…`, the only form 1.x reads.
    expand: q.expand && q.expandParam === 'expand[]' ? [q.expand] : q.expand,
  };
}

/** Tasks of one view of a project (list, table and gantt views answer a task list). */
export async function listViewTasks(
  client: ApiClient,
  projectId: number,
  viewId: number,
  q: TaskQuery = {},
): Promise<Page<Task>> {
  return tasksShaped(await client.list<Task>(`/projects/${projectId}/views/${viewId}/tasks`, toQuery(q)));
}

function tasksShaped(page: Page<Task>): Page<Task> {
  return { ...page, items: shapedList(page.items, isTaskShape, 'task') };
}

export async function createTask(
  client: ApiClient,
  projectId: number,
  input: Partial<Task> & { title: string },
): Promise<Task> {
  return shaped((await client.put<Task>(`/projects/${projectId}/tasks`, input)).data, isTaskShape, 'task');
}

// The client's base is the server's /api/v1; /api/v2 sits beside it.
const API_V2 = '/../v2';

/**
 * Creates several tasks in one project, in order. Where the release offers it (2.4+) that is one request
 * to /api/v2's bulk route, all or none; elsewhere, or when that route is not there (404/405: nothing was
 * created), one request per task.
 */
export async function createTasks(
  client: ApiClient,
  features: Pick<ServerFeatures, 'hasBulkTaskCreate'>,
  projectId: number,
  inputs: Array<Partial<Task> & { title: string }>,
): Promise<Task[]> {
  if (features.hasBulkTaskCreate && inputs.length > 1) {
    try {
      const { data } = await client.post<{ tasks?: Task[] | null } | Task[]>(
        `${API_V2}/projects/${projectId}/tasks/bulk`,
        { tasks: inputs },
      );
      const created = Array.isArray(data) ? data : (data.tasks ?? []);
      if (created.length === inputs.length) return created;
      throw new ApiError({ kind: 'invalid-response', status: 200 });
    } catch (error) {
      if (!(error instanceof ApiError && (error.status === 404 || error.status === 405))) throw error;
    }
  }
  const created: Task[] = [];
  for (const input of inputs) created.push(await createTask(client, projectId, input));
  return created;
}

export async function getTask(client: ApiClient, id: number): Promise<Task> {
  return shaped((await client.get<Task>(`/tasks/${id}`)).data, isTaskShape, 'task');
}

/**
 * One task with its first page of comments embedded (`expand=comments`, 1.x on, under the name the release
 * reads, as for task lists): the comments are answered only when that page holds them all, else null (they
 * are then listed on their own).
 */
export async function getTaskWithComments(
  client: ApiClient,
  id: number,
  expandParam: TaskQuery['expandParam'] = 'expand',
): Promise<{ task: Task; comments: Comment[] | null }> {
  const { data } = await client.get<Task & { comments?: Comment[] | null }>(`/tasks/${id}`, {
    query: { expand: expandParam === 'expand[]' ? ['comments'] : 'comments' },
  });
  const { comments, ...task } = data;
  const complete = Array.isArray(comments) && comments.length === task.commentCount;
  return { task, comments: complete ? comments : null };
}

/** Vikunja's update is POST with the whole task: send the full object with the changes applied. */
export async function updateTask(client: ApiClient, task: Task): Promise<Task> {
  return shaped((await client.post<Task>(`/tasks/${task.id}`, task)).data, isTaskShape, 'task');
}

export async function deleteTask(client: ApiClient, id: number): Promise<void> {
  await client.del(`/tasks/${id}`);
}

/** The release's cross-project task list route (ServerFeatures), or a bare path. */
export type AllTasksRoute = string | Pick<ServerFeatures, 'allTasksPath' | 'allTasksFallback'>;

/**
 * Tasks across all projects the user can see (the path differs by server release); where the release may
 * still have the older path (1.0's release candidates), a missing route is asked again there.
 */
export async function listAllTasks(client: ApiClient, route: AllTasksRoute, q: TaskQuery = {}): Promise<Page<Task>> {
  const { allTasksPath, allTasksFallback } =
    typeof route === 'string' ? { allTasksPath: route, allTasksFallback: null } : route;
  try {
    return tasksShaped(await client.list<Task>(allTasksPath, toQuery(q)));
  } catch (error) {
    if (!allTasksFallback || !isRouteMissing(error)) throw error;
    return tasksShaped(await client.list<Task>(allTasksFallback, toQuery(q)));
  }
}

/**
 * Every task of a view that matches `q`, page after page until the server's `x-pagination-total-pages`
 * (a server caps `per_page` at its `max_items_per_page`, 50 by default, whatever is asked). Pages after the
 * first are read a few at a time; a task that moved between pages meanwhile is kept once.
 */
export async function listEveryViewTask(
  client: ApiClient,
  projectId: number,
  viewId: number,
  q: TaskQuery = {},
  parallel = 4,
): Promise<Task[]> {
  const first = await listViewTasks(client, projectId, viewId, { ...q, page: 1 });
  const pages: Task[][] = [first.items];
  let next = 2;
  const worker = async () => {
    while (next <= first.totalPages) {
      const page = next++;
      pages[page - 1] = (await listViewTasks(client, projectId, viewId, { ...q, page })).items;
    }
  };
  await Promise.all(Array.from({ length: Math.max(0, Math.min(parallel, first.totalPages - 1)) }, worker));
  const seen = new Set<number>();
  return pages.flat().filter((task) => !seen.has(task.id) && (seen.add(task.id), true));
}
