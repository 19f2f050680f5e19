import type { DehydratedState, QueryKey, QueryState } from '@tanstack/react-query';

/**
 * The shape of what is kept between visits. Raise it whenever a kept answer changes shape (a field renamed,
 * a key reordered): every cache written under another number is thrown away unread.
 */
export const CACHE_SCHEMA = 1;

/** The persister's buster: an app update (or a new schema) never reads a cache an older app wrote. */
export const cacheBuster = (appVersion: string): string => `schema-${CACHE_SCHEMA}/app-${appVersion}`;

/** A list page with more tasks than this is not kept (the list view asks for 50). */
export const MAX_TASKS_A_PAGE = 100;
/** A kanban board with more cards than this (its buckets paged further) is not kept. */
export const MAX_BOARD_TASKS = 250;
/** At most this many task pages (list and table pages, kanban boards) are kept, the most recently loaded ones. */
export const MAX_TASK_PAGES = 30;
/** The kept cache stays under this many characters of JSON; the oldest task pages and projects go first. */
export const MAX_CACHE_CHARS = 1_500_000;

/** A kanban board (`[projectId, viewId]` after the key's root) whose cards stay within MAX_BOARD_TASKS. */
function isSmallBoard(rest: readonly unknown[], data: unknown): boolean {
  if (rest.length !== 2 || !rest.every(isId) || !Array.isArray(data)) return false;
  const cards = (data as Array<{ tasks?: unknown }>).reduce(
    (sum, bucket) => sum + (Array.isArray(bucket.tasks) ? bucket.tasks.length : 0),
    0,
  );
  return cards <= MAX_BOARD_TASKS;
}

interface QueryLike {
  queryKey: QueryKey;
  state: Pick<QueryState, 'status' | 'data'>;
}

const isId = (value: unknown): boolean => typeof value === 'number' && Number.isFinite(value);

/** The first page of a view's tasks, unsearched: `[projectId, viewId, query]` after the key's root. */
function isFirstListPage(rest: readonly unknown[], data: unknown): boolean {
  const [projectId, viewId, query] = rest;
  if (rest.length !== 3 || !isId(projectId) || !isId(viewId) || !query || typeof query !== 'object') return false;
  const { page, s } = query as { page?: unknown; s?: unknown };
  if ((page !== undefined && page !== 1) || (s !== undefined && s !== '')) return false;
  const items = (data as { items?: unknown } | undefined)?.items;
  return Array.isArray(items) && items.length <= MAX_TASKS_A_PAGE;
}

/**
 * Whether an answer is kept for the next visit: server info, the user, projects and their views, unread
 * notifications, the first page of each view's tasks and kanban boards that are not paged far, when they loaded
 * fine. Nothing else (task details, searches, further pages, files) and never a mutation.
 */
export function shouldPersistQuery({ queryKey, state }: QueryLike): boolean {
  if (state.status !== 'success') return false;
  const [root, kind, ...rest] = queryKey;
  switch (root) {
    case 'info':
      return true;
    case 'user':
      return kind === 'current' && rest.length === 0;
    case 'projects':
      return kind === 'list' || ((kind === 'detail' || kind === 'views') && rest.length === 1);
    case 'notifications':
      return kind === 'list';
    case 'tasks':
      return kind === 'view' && isFirstListPage(rest, state.data);
    case 'kanban':
      return isSmallBoard(queryKey.slice(1), state.data);
    default:
      return false;
  }
}

type Kept = DehydratedState['queries'][number];

const isTaskPage = (q: Kept) => q.queryKey[0] === 'tasks' || q.queryKey[0] === 'kanban';
const isProject = (q: Kept) => q.queryKey[0] === 'projects' && q.queryKey[1] === 'detail';
const newestFirst = (a: Kept, b: Kept) => b.state.dataUpdatedAt - a.state.dataUpdatedAt;

/**
 * Keeps the cache small: the newest MAX_TASK_PAGES task pages, then, while the whole is over `maxChars`,
 * drops the oldest task pages and then the oldest single projects (the list, the user and info always stay).
 */
export function boundState(state: DehydratedState, maxChars = MAX_CACHE_CHARS): DehydratedState {
  const pages = state.queries.filter(isTaskPage).sort(newestFirst);
  const projects = state.queries.filter(isProject).sort(newestFirst);
  const rest = state.queries.filter((q) => !isTaskPage(q) && !isProject(q));
  const size = (q: Kept) => JSON.stringify(q).length;
  let total = [...pages, ...projects, ...rest].reduce((sum, q) => sum + size(q), 0);
  const keptPages = pages.slice(0, MAX_TASK_PAGES);
  pages.slice(MAX_TASK_PAGES).forEach((q) => (total -= size(q)));
  for (const list of [keptPages, projects]) {
    while (total > maxChars && list.length > 0) total -= size(list.pop()!);
  }
  return { mutations: [], queries: [...rest, ...projects, ...keptPages] };
}
