import type { ApiClient, Page, Query } from './client';
import type { Task } from './types';

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
}

/** The browser's IANA time zone (e.g. "Europe/Berlin"). */
export function browserTimezone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
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
    expand: q.expand,
  };
}

/** Tasks of one view of a project (list, table and gantt views answer a task list). */
export function listViewTasks(client: ApiClient, projectId: number, viewId: number, q: TaskQuery = {}): Promise<Page<Task>> {
  return client.list<Task>(`/projects/${projectId}/views/${viewId}/tasks`, toQuery(q));
}

export async function createTask(
  client: ApiClient,
  projectId: number,
  input: Partial<Task> & { title: string },
): Promise<Task> {
  return (await client.put<Task>(`/projects/${projectId}/tasks`, input)).data;
}

export async function getTask(client: ApiClient, id: number): Promise<Task> {
  return (await client.get<Task>(`/tasks/${id}`)).data;
}

/** Vikunja's update is POST with the whole task: send the full object with the changes applied. */
export async function updateTask(client: ApiClient, task: Task): Promise<Task> {
  return (await client.post<Task>(`/tasks/${task.id}`, task)).data;
}

export async function deleteTask(client: ApiClient, id: number): Promise<void> {
  await client.del(`/tasks/${id}`);
}

/** Tasks across all projects the user can see (the path differs by server release). */
export function listAllTasks(client: ApiClient, allTasksPath: string, q: TaskQuery = {}): Promise<Page<Task>> {
  return client.list<Task>(allTasksPath, toQuery(q));
}

/**
 * Every task of a view that matches `q`, page after page until the server's `x-pagination-total-pages`
 * (a server caps `per_page` at its `max_items_per_page`, 50 by default, whatever is asked). Pages after the
 * first are read a few at a time; a task that moved between pages meanwhile is kept once.
 */
export async function listEveryViewTask(client: ApiClient, projectId: number, viewId: number, q: TaskQuery = {}, parallel = 4): Promise<Task[]> {
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
