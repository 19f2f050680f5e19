import type { AppState } from '../context.ts';
import { CODE, apiError } from '../errors.ts';
import { compileTaskFilter } from '../task-filter.ts';
import { IN_JSON } from './paging.ts';
import type { TaskRow } from './task.ts';

export interface TaskQuery {
  projectIds: number[];
  /** Filter text from the request and from the view (both must match). */
  filters: string[];
  includeNulls: boolean;
  timezone?: string;
  search: string;
  sortBy: string[];
  orderBy: string[];
  /** Positions are per view. */
  viewId?: number;
  bucketId?: number;
  /** expand=subtasks: leave out tasks that have a parent; they come inside their parents' related_tasks. */
  topLevelOnly?: boolean;
  /** Only these tasks (the second step of expand=subtasks). */
  taskIds?: number[];
  /** Only this user's favourite tasks (the favourites pseudo project). */
  favoritesOf?: number;
  limit: number;
  offset: number;
}

const SORTABLE = new Set([
  'id',
  'title',
  'description',
  'done',
  'done_at',
  'due_date',
  'created_by_id',
  'project_id',
  'repeat_after',
  'priority',
  'start_date',
  'end_date',
  'hex_color',
  'percent_done',
  'uid',
  'created',
  'updated',
  'position',
  'index',
]);
const NULLABLE = new Set(['done_at', 'due_date', 'start_date', 'end_date']);

/**
 * Pulls `bucket_id = N` / `bucket_id in N, M` out of filter text: buckets are a server concept the
 * shared filter language does not know, but Vikunja's kanban paging sends them.
 */
export function extractBucketFilter(filter: string): { rest: string; bucketIds: number[] } {
  const ids: number[] = [];
  const re = /(^|&&|\|\|)?\s*bucket_id\s*(?:=|in)\s*([\d\s,]+)\s*(&&|\|\|)?/gi;
  const rest = filter.replace(re, (_m, before: string | undefined, list: string, after: string | undefined) => {
    ids.push(
      ...list
        .split(',')
        .map((s) => Number(s.trim()))
        .filter((n) => n > 0),
    );
    return before && after ? ` ${before} ` : '';
  });
  return { rest: rest.trim(), bucketIds: ids };
}

function orderClause(q: TaskQuery, params: unknown[]): string {
  const sortBy = q.sortBy.length ? q.sortBy : ['id'];
  const parts: string[] = [];
  sortBy.forEach((field, i) => {
    if (!SORTABLE.has(field)) throw apiError(400, CODE.sortParamInvalid, 'The task sort param is invalid.');
    const dir = (q.orderBy[i] ?? q.orderBy[0] ?? 'asc').toLowerCase();
    if (dir !== 'asc' && dir !== 'desc') throw apiError(400, CODE.sortOrderInvalid, 'The task sort order is invalid.');
    let expr = `t."${field}"`;
    if (field === 'position') {
      expr =
        'COALESCE((SELECT position FROM task_positions WHERE task_id = t.id AND project_view_id = ?), t."index" * 65536)';
      params.push(q.viewId ?? 0);
    }
    // Unset dates sort last either way, like Vikunja.
    parts.push(`${expr} ${dir.toUpperCase()}${NULLABLE.has(field) ? ' NULLS LAST' : ''}`);
  });
  if (!sortBy.includes('id')) parts.push('t.id ASC');
  return parts.join(', ');
}

function whereClause(q: TaskQuery): { sql: string; params: unknown[] } {
  const conds: string[] = [];
  const params: unknown[] = [];
  if (!q.projectIds.length) return { sql: '0', params };
  conds.push(`t.project_id IN (${q.projectIds.map(() => '?').join(',')})`);
  params.push(...q.projectIds);
  for (const text of q.filters) {
    const { rest, bucketIds } = extractBucketFilter(text);
    if (bucketIds.length) {
      conds.push(
        `t.id IN (SELECT task_id FROM task_buckets WHERE bucket_id IN (${bucketIds.map(() => '?').join(',')}))`,
      );
      params.push(...bucketIds);
    }
    if (!rest) continue;
    const f = compileTaskFilter(rest, { includeNulls: q.includeNulls, timezone: q.timezone });
    conds.push(`(${f.sql})`);
    params.push(...f.params);
  }
  if (q.topLevelOnly && q.projectIds.length) {
    // A sub-task whose parent lies outside the listed projects has nowhere else to show, so it stays.
    conds.push(
      `NOT EXISTS (SELECT 1 FROM task_relations r JOIN tasks p ON p.id = r.other_task_id WHERE r.task_id = t.id AND r.relation_kind = 'parenttask' AND p.project_id IN (${q.projectIds.map(() => '?').join(',')}))`,
    );
    params.push(...q.projectIds);
  }
  if (q.taskIds) {
    conds.push(`t.id ${IN_JSON}`);
    params.push(JSON.stringify(q.taskIds));
  }
  if (q.favoritesOf) {
    conds.push('t.id IN (SELECT entity_id FROM favorites WHERE kind = 1 AND user_id = ?)');
    params.push(q.favoritesOf);
  }
  if (q.bucketId) {
    conds.push('EXISTS (SELECT 1 FROM task_buckets b WHERE b.task_id = t.id AND b.bucket_id = ?)');
    params.push(q.bucketId);
  }
  const s = q.search.trim();
  if (s) {
    // Vikunja also matches "#12" / "PRJ-12" identifiers and plain task ids.
    const num = /^#?(\d+)$/.exec(s);
    const ident = /^([^\s-]+)-(\d+)$/.exec(s);
    const extra = num
      ? ' OR t."index" = ? OR t.id = ?'
      : ident
        ? ' OR (t."index" = ? AND t.project_id IN (SELECT id FROM projects WHERE identifier = ? COLLATE NOCASE))'
        : '';
    conds.push(`(t.title LIKE ? ESCAPE '\\' OR t.description LIKE ? ESCAPE '\\'${extra})`);
    const like = `%${s.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    params.push(like, like);
    if (num) params.push(Number(num[1]), Number(num[1]));
    else if (ident) params.push(Number(ident[2]), ident[1]);
  }
  return { sql: conds.join(' AND '), params };
}

/**
 * The default order of list and kanban views: a task's stored position in the view, else index * 2^16.
 * Sorting 10,000 computed keys costs more than the page itself, so the two kinds are read in index order
 * each (stored positions by view, the rest by project and index) and merged by SQLite, which stops at the page.
 */
function positionPage(app: AppState, q: TaskQuery, where: { sql: string; params: unknown[] }): TaskRow[] | undefined {
  const [first, second, ...rest] = q.sortBy;
  if (first !== 'position' || rest.length > 0 || (second !== undefined && second !== 'id')) return undefined;
  const dir = (q.orderBy[0] ?? 'asc').toLowerCase();
  // Ties go by id, ascending unless id is asked for with its own order (as orderClause does).
  const tie = (second ? (q.orderBy[1] ?? dir) : 'asc').toLowerCase();
  if (![dir, tie].every((d) => d === 'asc' || d === 'desc')) return undefined;
  const view = q.viewId ?? 0;
  return app.db
    .prepare(
      `SELECT t.*, tp.position AS sort_position, tp.task_id AS sort_id FROM task_positions tp JOIN tasks t ON t.id = tp.task_id
         WHERE tp.project_view_id = ? AND ${where.sql}
       UNION ALL
       SELECT t.*, t."index" * 65536 AS sort_position, t.id AS sort_id FROM tasks t
         WHERE NOT EXISTS (SELECT 1 FROM task_positions p WHERE p.task_id = t.id AND p.project_view_id = ?) AND ${where.sql}
       ORDER BY sort_position ${dir.toUpperCase()}, sort_id ${tie.toUpperCase()} LIMIT ? OFFSET ?`,
    )
    .all(view, ...where.params, view, ...where.params, q.limit, q.offset) as TaskRow[];
}

/** Runs a task list query; returns the page of rows and the total count. */
export function queryTasks(app: AppState, q: TaskQuery): { rows: TaskRow[]; total: number } {
  const where = whereClause(q);
  const total = (
    app.db.prepare(`SELECT COUNT(*) AS n FROM tasks t WHERE ${where.sql}`).get(...where.params) as { n: number }
  ).n;
  const merged = positionPage(app, q, where);
  if (merged) return { rows: merged, total };
  const orderParams: unknown[] = [];
  const order = orderClause(q, orderParams);
  const rows = app.db
    .prepare(`SELECT t.* FROM tasks t WHERE ${where.sql} ORDER BY ${order} LIMIT ? OFFSET ?`)
    .all(...where.params, ...orderParams, q.limit, q.offset) as TaskRow[];
  return { rows, total };
}

/**
 * The first `perBucket` tasks of each bucket and each bucket's total, as queryTasks with `bucketId` answers
 * them one bucket at a time, read in one statement for all the buckets.
 */
export function queryBucketPages(
  app: AppState,
  q: TaskQuery,
  bucketIds: number[],
  perBucket: number,
): Map<number, { rows: TaskRow[]; total: number }> {
  const pages = new Map(bucketIds.map((id) => [id, { rows: [] as TaskRow[], total: 0 }]));
  if (!bucketIds.length) return pages;
  const where = whereClause({ ...q, bucketId: undefined });
  const orderParams: unknown[] = [];
  const order = orderClause(q, orderParams);
  const found = app.db
    .prepare(
      // Ranked by id alone (sorting whole rows costs twice as much), the page's rows read after.
      `SELECT t.*, p.page_bucket, p.page_rank, p.page_total FROM (
         SELECT t.id, tb.bucket_id AS page_bucket,
           ROW_NUMBER() OVER (PARTITION BY tb.bucket_id ORDER BY ${order}) AS page_rank,
           COUNT(*) OVER (PARTITION BY tb.bucket_id) AS page_total
         FROM task_buckets tb JOIN tasks t ON t.id = tb.task_id
         WHERE tb.bucket_id ${IN_JSON} AND ${where.sql}
       ) p JOIN tasks t ON t.id = p.id
       WHERE p.page_rank <= ? ORDER BY p.page_bucket, p.page_rank`,
    )
    .all(...orderParams, JSON.stringify(bucketIds), ...where.params, perBucket) as (TaskRow & {
    page_bucket: number;
    page_rank: number;
    page_total: number;
  })[];
  for (const { page_bucket, page_rank: _rank, page_total, ...row } of found) {
    const page = pages.get(page_bucket);
    if (!page) continue;
    page.rows.push(row);
    page.total = page_total;
  }
  return pages;
}
