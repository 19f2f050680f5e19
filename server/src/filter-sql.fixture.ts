/** The seeded task table the filter compiler is tested against, and the id lists the cases expect. */
import Database from 'better-sqlite3';
import { afterAll, expect, it } from 'vitest';
import { type CompileFilterOptions, compileFilter } from './filter-sql.ts';

// Friday 2024-03-15 12:00 UTC. Every expected id list below was worked out by hand from the fixtures.
export const NOW = new Date('2024-03-15T12:00:00Z');
const Z = '0001-01-01T00:00:00Z';

export const db = new Database(':memory:');
afterAll(() => db.close());
db.exec(`
  CREATE TABLE tasks (id INTEGER PRIMARY KEY, title TEXT, description TEXT, done INTEGER, done_at TEXT, priority INTEGER,
    percent_done REAL, due_date TEXT, start_date TEXT, end_date TEXT, created TEXT, updated TEXT, project_id INTEGER,
    bucket_id INTEGER, position REAL);
  CREATE TABLE task_assignees (task_id INTEGER, user_id INTEGER);
  CREATE TABLE label_tasks (task_id INTEGER, label_id INTEGER);
  CREATE TABLE task_reminders (task_id INTEGER, reminder TEXT);
  CREATE TABLE users (id INTEGER PRIMARY KEY, username TEXT);
  CREATE TABLE labels (id INTEGER PRIMARY KEY, title TEXT);
  CREATE TABLE projects (id INTEGER PRIMARY KEY, title TEXT);
  INSERT INTO users VALUES (1, 'alice'), (2, 'bob'), (3, 'carol'), (4, '1234'), (5, 'dave');
  INSERT INTO labels VALUES (1, 'bug'), (2, 'feature'), (3, 'urgent'), (4, 'needs review'), (5, '42');
  INSERT INTO projects VALUES (1, 'Inbox'), (2, 'Work'), (3, 'Home Improvement'), (4, 'Archive');
  INSERT INTO label_tasks VALUES (1,1),(2,1),(3,1),(11,1),(21,1),(2,2),(4,2),(12,2),(22,2),(3,3),(5,3),(13,3),(14,4),(15,4),(16,5);
  INSERT INTO task_assignees VALUES (1,1),(2,1),(11,1),(2,2),(3,2),(12,2),(4,3),(13,3),(14,4);
  INSERT INTO task_reminders VALUES (1,'2024-03-15T13:00:00Z'),(1,'2024-03-01T09:00:00Z'),(2,'2024-03-16T09:00:00Z'),
    (3,'2024-03-10T09:00:00Z'),(11,'2024-03-15T12:00:00Z'),(21,'2024-04-01T00:00:00Z'),(21,'2024-03-15T12:00:00Z');
`);

// Fixtures, by field (ids 1–30):
// done: every third id. priority: id % 6, except 26 NULL. percent_done: (id % 5) / 4, except 30 = 0.333, 27 NULL.
// project: 1–10 Inbox, 11–20 Work, 21–28 Home Improvement, 29–30 Archive. created: 2024-01-<id>.
// updated: 1–10 an hour ago, the rest 2024-03-01.
const DUE: Record<number, string | null> = {
  1: null,
  2: null,
  3: null,
  26: null,
  4: Z,
  5: Z,
  6: Z,
  27: Z,
  21: '2023-12-31T23:59:59Z',
  22: '2024-01-31T10:00:00Z',
  30: '2024-02-29T12:00:00Z',
  7: '2024-03-01T09:00:00Z',
  25: '2024-03-08T12:00:00Z',
  8: '2024-03-10T00:00:00Z',
  24: '2024-03-11T00:00:00Z',
  9: '2024-03-14T23:30:00Z',
  10: '2024-03-15T00:00:00Z',
  29: '2024-03-15T06:00:00Z',
  11: '2024-03-15T11:59:59Z',
  12: '2024-03-15T12:00:00Z',
  13: '2024-03-15T18:00:00Z',
  14: '2024-03-15T23:30:00Z',
  15: '2024-03-16T10:00:00Z',
  23: '2024-03-18T00:00:00Z',
  16: '2024-03-20T12:00:00Z',
  17: '2024-03-22T12:00:00Z',
  18: '2024-03-25T00:00:00Z',
  19: '2024-04-15T12:00:00Z',
  28: '2024-06-30T22:00:00Z',
  20: '2025-01-01T00:00:00Z',
};
const START: Record<number, string> = {
  1: '2024-03-01T00:00:00Z',
  2: '2024-03-01T00:00:00Z',
  3: '2024-03-15T00:00:00Z',
  4: '2024-03-15T00:00:00Z',
  5: '2024-03-20T00:00:00Z',
  10: Z,
};
const END: Record<number, string> = {
  1: '2024-03-31T00:00:00Z',
  5: '2024-03-31T00:00:00Z',
  2: '2024-03-16T00:00:00Z',
  11: Z,
};
const DONE_AT: Record<number, string> = {
  3: '2024-03-15T08:00:00Z',
  6: '2024-03-14T12:00:00Z',
  9: '2024-03-01T00:00:00Z',
  12: '2024-02-01T00:00:00Z',
  15: Z,
  18: Z,
  1: Z,
};

const insert = db.prepare("INSERT INTO tasks VALUES (?, ?, '', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, 0)");
for (let id = 1; id <= 30; id += 1) {
  const percent = id === 30 ? 0.333 : id === 27 ? null : (id % 5) / 4;
  const project = id <= 10 ? 1 : id <= 20 ? 2 : id <= 28 ? 3 : 4;
  insert.run(
    id,
    `Task ${id}`,
    id % 3 === 0 ? 1 : 0,
    DONE_AT[id] ?? null,
    id === 26 ? null : id % 6,
    percent,
    DUE[id] ?? null,
    START[id] ?? null,
    END[id] ?? null,
    `2024-01-${String(id).padStart(2, '0')}T00:00:00Z`,
    id <= 10 ? '2024-03-15T11:00:00Z' : '2024-03-01T00:00:00Z',
    project,
  );
}

export const range = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, i) => from + i);
export const ALL = range(1, 30);
export const except = (...out: number[][]): number[] => ALL.filter((id) => !out.flat().includes(id));
export const DONE = [3, 6, 9, 12, 15, 18, 21, 24, 27, 30];
export const NOT_DONE = except(DONE);
export const P0 = [6, 12, 18, 24, 30];
export const P45 = [4, 5, 10, 11, 16, 17, 22, 23, 28, 29];
export const HALF = [2, 7, 12, 17, 22];
export const FULL = [4, 9, 14, 19, 24, 29];
export const ZERO = [5, 10, 15, 20, 25];
export const UNSET_DUE = [1, 2, 3, 26, 4, 5, 6, 27];
export const BEFORE_NOW = [21, 22, 30, 7, 25, 8, 24, 9, 10, 29, 11];
export const AFTER_NOW = [13, 14, 15, 23, 16, 17, 18, 19, 28, 20];
export const BUG = [1, 2, 3, 11, 21];
export const NO_REMINDERS = except([1, 2, 3, 11, 21]);
export const BERLIN = { timezone: 'Europe/Berlin' };
export const NULLS = { includeNulls: true };

export type Case = [string, number[], CompileFilterOptions?];

/** The ids of the seeded tasks `filter` matches, in id order. */
export const run = (filter: string, opts: CompileFilterOptions = {}): number[] => {
  const { sql, params } = compileFilter(filter, { now: NOW, ...opts });
  const rows = db.prepare(`SELECT t.id FROM tasks t WHERE ${sql} ORDER BY t.id`).all(...params) as Array<{
    id: number;
  }>;
  return rows.map((r) => r.id);
};

/** Each case's filter matches exactly its ids. */
export function expectCases(cases: Case[]): void {
  it.each(cases)('%j → %j %j', (filter, expected, opts) => {
    expect(run(filter, opts)).toEqual([...expected].sort((a, b) => a - b));
  });
}
