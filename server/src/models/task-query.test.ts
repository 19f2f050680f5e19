import { describe, expect, it } from 'vitest';
import type { AppState } from '../context.ts';
import { openDatabase } from '../db/index.ts';
import { queryTasks, type TaskQuery } from './task-query.ts';

const VIEW = 7;

function seeded(): AppState {
  const db = openDatabase(':memory:');
  const now = '2026-01-01T00:00:00Z';
  const task = db.prepare(
    `INSERT INTO tasks (title, project_id, "index", created, updated, priority, done) VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const position = db.prepare('INSERT INTO task_positions (task_id, project_view_id, position) VALUES (?, ?, ?)');
  db.transaction(() => {
    for (let i = 1; i <= 300; i++) task.run(`Task ${i}`, i % 10 === 0 ? 2 : 1, i, now, now, i % 6, i % 4 === 0 ? 1 : 0);
    // Some tasks were dragged: stored positions land between, before and after the default ones (index * 2^16).
    for (let i = 3; i <= 300; i += 7) position.run(i, VIEW, ((i * 37) % 300) * 65536 + (i % 3 === 0 ? 0 : 17));
    position.run(5, VIEW + 1, 1);
  })();
  return { db } as unknown as AppState;
}

const base: TaskQuery = {
  projectIds: [1],
  filters: [],
  includeNulls: false,
  search: '',
  sortBy: ['position'],
  orderBy: [],
  viewId: VIEW,
  limit: 50,
  offset: 0,
};

/** The order the rule defines: stored position in the view, else index * 2^16, ties by id. */
function expected(app: AppState, q: TaskQuery): { ids: number[]; total: number } {
  const rows = app.db
    .prepare(
      `SELECT t.id, COALESCE((SELECT position FROM task_positions WHERE task_id = t.id AND project_view_id = ?), t."index" * 65536) AS k
       FROM tasks t WHERE t.project_id = 1 ${q.filters.length ? 'AND t.done = 0 AND t.priority >= 3' : ''}`,
    )
    .all(q.viewId) as { id: number; k: number }[];
  const desc = q.orderBy[0] === 'desc' ? -1 : 1;
  const tie = q.sortBy.includes('id') ? desc : 1;
  rows.sort((a, b) => desc * (a.k - b.k) || tie * (a.id - b.id));
  return { ids: rows.slice(q.offset, q.offset + q.limit).map((r) => r.id), total: rows.length };
}

describe('queryTasks in position order', () => {
  it.each([
    ['first page', {}],
    ['a middle page', { offset: 100 }],
    ['the last, short page', { offset: 250 }],
    ['descending', { orderBy: ['desc'], offset: 50 }],
    ['descending with ties by id descending', { sortBy: ['position', 'id'], orderBy: ['desc'], offset: 50 }],
    ['with id as the tie-break', { sortBy: ['position', 'id'], offset: 20 }],
    ['filtered', { filters: ['done = false && priority >= 3'], offset: 10 }],
  ])('%s matches the stored-else-default order', (_name, change) => {
    const app = seeded();
    const q = { ...base, ...change };
    const { rows, total } = queryTasks(app, q);
    const want = expected(app, q);
    expect(rows.map((r) => r.id)).toEqual(want.ids);
    expect(rows.length).toBeGreaterThan(0);
    expect(total).toBe(want.total);
  });

  it.each([
    ['position', { sortBy: ['position'], orderBy: [] }],
    ["the app's list order (position, then newest first)", { sortBy: ['position', 'id'], orderBy: ['asc', 'desc'] }],
  ])('reads a page in %s in index order instead of sorting the whole project', (_name, order) => {
    const app = seeded();
    const plans: string[] = [];
    const prepare = app.db.prepare.bind(app.db);
    app.db.prepare = ((source: string) => {
      if (/ORDER BY/.test(source) && /LIMIT/.test(source)) {
        const params = source.split('?').length - 1;
        const plan = prepare(`EXPLAIN QUERY PLAN ${source}`).all(...Array.from({ length: params }, () => 1)) as {
          detail: string;
        }[];
        plans.push(plan.map((p) => p.detail).join(' | '));
      }
      return prepare(source);
    }) as typeof app.db.prepare;
    queryTasks(app, { ...base, ...order, offset: 100 });
    expect(plans).toHaveLength(1);
    // A sort within runs of equal positions ("last term") still stops at the page; a whole sort does not.
    expect(plans[0]).not.toMatch(/TEMP B-TREE FOR ORDER BY/);
  });
});
