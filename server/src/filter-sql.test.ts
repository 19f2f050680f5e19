import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { FilterSyntaxError } from '../../src/filters/index.ts';
import { fuzzInputs } from '../../src/filters/testing/fuzz-inputs.ts';
import { seededRandom } from '../../src/lib/prng.ts';
import { type CompileFilterOptions, compileFilter } from './filter-sql.ts';

// Friday 2024-03-15 12:00 UTC. Every expected id list below was worked out by hand from the fixtures.
const NOW = new Date('2024-03-15T12:00:00Z');
const Z = '0001-01-01T00:00:00Z';

const db = new Database(':memory:');
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

const range = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const ALL = range(1, 30);
const except = (...out: number[][]): number[] => ALL.filter((id) => !out.flat().includes(id));
const DONE = [3, 6, 9, 12, 15, 18, 21, 24, 27, 30];
const NOT_DONE = except(DONE);
const P0 = [6, 12, 18, 24, 30];
const P45 = [4, 5, 10, 11, 16, 17, 22, 23, 28, 29];
const HALF = [2, 7, 12, 17, 22];
const FULL = [4, 9, 14, 19, 24, 29];
const ZERO = [5, 10, 15, 20, 25];
const UNSET_DUE = [1, 2, 3, 26, 4, 5, 6, 27];
const BEFORE_NOW = [21, 22, 30, 7, 25, 8, 24, 9, 10, 29, 11];
const AFTER_NOW = [13, 14, 15, 23, 16, 17, 18, 19, 28, 20];
const BUG = [1, 2, 3, 11, 21];
const NO_REMINDERS = except([1, 2, 3, 11, 21]);
const BERLIN = { timezone: 'Europe/Berlin' };
const NULLS = { includeNulls: true };

type Case = [string, number[], CompileFilterOptions?];
const CASES: Case[] = [
  ['', ALL],
  ['done = true', DONE],
  ['done = false', NOT_DONE],
  ['done != true', NOT_DONE],
  ['done != false', DONE],
  ['done = true', DONE, NULLS],
  ['priority = 3', [3, 9, 15, 21, 27]],
  ['priority = 0', P0],
  ['priority > 3', P45],
  ['priority >= 4', P45],
  ['priority < 2', [1, 6, 7, 12, 13, 18, 19, 24, 25, 30]],
  ['priority <= 1', [1, 6, 7, 12, 13, 18, 19, 24, 25, 30]],
  ['priority != 5', except([5, 11, 17, 23, 29], [26])],
  ['priority in 1, 5', [1, 5, 7, 11, 13, 17, 19, 23, 25, 29]],
  ['priority ?= 1, 5', [1, 5, 7, 11, 13, 17, 19, 23, 25, 29]],
  ['priority not in 0, 1, 2, 3', P45],
  ['priority in (4)', [4, 10, 16, 22, 28]],
  ['priority > 3', [...P45, ...P0, 26], NULLS],
  ['priority = 2', [2, 8, 14, 20]],
  ['priority = 2', [2, 8, 14, 20, 26, ...P0], NULLS],
  ['percentDone > 50', [3, 8, 13, 18, 23, 28, ...FULL]],
  ['percentDone >= 50', [...HALF, 3, 8, 13, 18, 23, 28, ...FULL]],
  ['percentDone = 50', HALF],
  ['percentDone = 33.3', [30]],
  ['percentDone < 25', ZERO],
  ['percentDone < 50', [...ZERO, 30, 1, 6, 11, 16, 21, 26]],
  ['percentDone = 100', FULL],
  ['percentDone = 0', ZERO],
  ['percentDone != 0', except(ZERO, [27])],
  ['percent_done in 25, 75', [1, 6, 11, 16, 21, 26, 3, 8, 13, 18, 23, 28]],
  ['percentDone = 0', [...ZERO, 27], NULLS],
  ['percentDone > 99', FULL],
  ['dueDate < now', BEFORE_NOW],
  ['dueDate <= now', [...BEFORE_NOW, 12]],
  ['dueDate > now', AFTER_NOW],
  ['dueDate = now', [12]],
  ['dueDate != now', [...BEFORE_NOW, ...AFTER_NOW]],
  ['dueDate >= now/d', [10, 29, 11, 12, ...AFTER_NOW]],
  ['dueDate >= now/d && dueDate < now+1d/d', [10, 29, 11, 12, 13, 14]],
  ['dueDate >= now/d && dueDate < now+1d/d', [9, 10, 29, 11, 12, 13], BERLIN],
  ['dueDate < now/d', [21, 22, 30, 7, 25, 8, 24, 9]],
  ['dueDate > now && dueDate <= now+7d', [13, 14, 15, 23, 16, 17]],
  ['dueDate >= now-1w', [25, 8, 24, 9, 10, 29, 11, 12, ...AFTER_NOW]],
  ['dueDate >= now/w && dueDate < now+1w/w', [24, 9, 10, 29, 11, 12, 13, 14, 15]],
  ['dueDate >= now/M', [7, 25, 8, 24, 9, 10, 29, 11, 12, ...AFTER_NOW]],
  ['dueDate < now/y', [21]],
  ['dueDate >= now+1y/y', [20]],
  ['dueDate = 2024-03-15T12:00:00Z', [12]],
  ['dueDate = 2024-03-15', [10]],
  ['dueDate < 2024-03-15', [21, 22, 30, 7, 25, 8, 24, 9]],
  ['dueDate < 2024-03-15', [21, 22, 30, 7, 25, 8, 24], BERLIN],
  ['dueDate > "2024-03-15 17:00"', AFTER_NOW],
  ['dueDate > "2024-03-15 17:00"', [14, 15, 23, 16, 17, 18, 19, 28, 20], { timezone: 'America/New_York' }],
  ['dueDate < 2024-03-15T12:00:00+02:00', [21, 22, 30, 7, 25, 8, 24, 9, 10, 29]],
  ['due_date < now', [...BEFORE_NOW, ...UNSET_DUE], NULLS],
  ['dueDate > 2030-01-01', []],
  ['dueDate > 2030-01-01', UNSET_DUE, NULLS],
  ['dueDate > 0001-01-01', [...BEFORE_NOW, 12, ...AFTER_NOW]],
  ['dueDate < 0002-01-01', []],
  ['startDate <= now', [1, 2, 3, 4]],
  ['startDate > now', [5]],
  ['startDate > now', range(5, 30), NULLS],
  ['start_date = 2024-03-15', [3, 4]],
  ['endDate < now+7d', [2]],
  ['endDate >= now+1d/d', [1, 2, 5]],
  ['endDate != 2024-03-31', [2]],
  ['doneAt >= now/d', [3]],
  ['doneAt >= now-1d', [3, 6]],
  ['done = true && doneAt < now-1w', [9, 12]],
  ['doneAt > now-1M', [3, 6, 9]],
  ['done = true && doneAt > now-1M', [3, 6, 9, 15, 18, 21, 24, 27, 30], NULLS],
  ['created > 2024-01-20', range(21, 30)],
  ['created >= 2024-01-20', range(20, 30)],
  ['created < 2024-01-03T00:00:00Z', [1, 2]],
  ['created > now-60d', range(16, 30)],
  ['created > now/y && created < 2024-01-05', [2, 3, 4]],
  ['created >= now/y && created < 2024-01-05', [1, 2, 3, 4]],
  ['updated > now-2h', range(1, 10)],
  ['updated < now-1w', range(11, 30)],
  ['reminders > now', [1, 2, 21]],
  ['reminders < now', [1, 3]],
  ['reminders = 2024-03-15T12:00:00Z', [11, 21]],
  ['reminders = now', [11, 21]],
  ['reminders != now', except([11, 21])],
  ['reminders != now', except([11, 21]), NULLS],
  ['reminders >= now/d && reminders < now+1d/d', [1, 11, 21]],
  ['reminders > now', [1, 2, 21, ...NO_REMINDERS], NULLS],
  ['reminders < 2024-03-01T09:00:01Z', [1]],
  ['labels = 1', BUG],
  ['labels = bug', BUG],
  ['labels = BUG', BUG],
  ['labels in 1, 2', [1, 2, 3, 4, 11, 12, 21, 22]],
  ['labels in bug, feature', [1, 2, 3, 4, 11, 12, 21, 22]],
  ['labels in 1, feature', [1, 2, 3, 4, 11, 12, 21, 22]],
  ['labels ?= 3', [3, 5, 13]],
  ['labels != 1', except(BUG)],
  ['labels not in 1, 2', except([1, 2, 3, 4, 11, 12, 21, 22])],
  ['labels = "needs review"', [14, 15]],
  ['labels = "42"', [16]],
  ['labels = 42', []],
  ['labels like rev', [14, 15]],
  ['labels like b%', BUG],
  ['labels like %e', [2, 4, 12, 22]],
  ['labels = 1 && labels = 2', [2]],
  ['labels = nonexistent', []],
  ['labels = 3', [3, 5, 13, 6, 7, 8, 9, 10, 17, 18, 19, 20, 23, 24, 25, 26, 27, 28, 29, 30], NULLS],
  ['labels != 3', except([3, 5, 13]), NULLS],
  ['assignees = alice', [1, 2, 11]],
  ['assignees = 1', [1, 2, 11]],
  ['assignees in alice, bob', [1, 2, 3, 11, 12]],
  ['assignees in Alice, 3', [1, 2, 4, 11, 13]],
  ['assignees = "1234"', [14]],
  ['assignees = 1234', []],
  ['assignees = dave', []],
  ['assignees not in alice', except([1, 2, 11])],
  ['assignees != bob', except([2, 3, 12])],
  ['assignees like car', [4, 13]],
  ['assignees = carol', except([1, 2, 3, 11, 12, 14]), NULLS],
  ['assignees = alice && assignees = bob', [2]],
  ['project = 1', range(1, 10)],
  ['project = Inbox', range(1, 10)],
  ['project = inbox', range(1, 10)],
  ['project in 2, "Home Improvement"', range(11, 28)],
  ['project != 1', range(11, 30)],
  ['project not in Work, Archive', [...range(1, 10), ...range(21, 28)]],
  ['project like home', range(21, 28)],
  ['project = 99', []],
  ['project ?= 4', [29, 30]],
  ['done = false && priority >= 4', P45],
  ['done = true || priority = 5', [...DONE, 5, 11, 17, 23, 29]],
  ['done = true && priority = 3 || labels = 2', [2, 3, 4, 9, 12, 15, 21, 22, 27]],
  ['done = true && (priority = 3 || labels = 2)', [3, 9, 12, 15, 21, 27]],
  ['project = 2 && (labels in bug, urgent || assignees = bob)', [11, 12, 13]],
  ['dueDate < now && done = false', [22, 7, 25, 8, 10, 29, 11]],
  ['dueDate < now && done = false', [22, 7, 25, 8, 10, 29, 11, 1, 2, 26, 4, 5], NULLS],
  ['(project = 1 || project = 4) && percentDone = 100', [4, 9, 29]],
  ['labels = bug && assignees = alice && reminders > now', [1, 2]],
  ['priority = 1 || priority = 2 || priority = 3', [1, 7, 13, 19, 25, 2, 8, 14, 20, 3, 9, 15, 21, 27]],
  ['DONE = FALSE && Due_Date > NOW', [13, 14, 16, 17, 19, 20, 23, 28]],
  ['labels = "\'; DROP TABLE tasks; --"', []],
  ["project = \"Inbox' OR '1'='1\"", []],
  ['assignees in "x) OR 1=1 --", alice', [1, 2, 11]],
];

const run = (filter: string, opts: CompileFilterOptions = {}): number[] => {
  const { sql, params } = compileFilter(filter, { now: NOW, ...opts });
  const rows = db.prepare(`SELECT t.id FROM tasks t WHERE ${sql} ORDER BY t.id`).all(...params) as Array<{
    id: number;
  }>;
  return rows.map((r) => r.id);
};

describe('compileFilter against a seeded database', () => {
  it.each(CASES)('%j → %j %j', (filter, expected, opts) => {
    expect(run(filter, opts)).toEqual([...expected].sort((a, b) => a - b));
  });

  it('still has every task after the injection attempts', () => {
    expect(db.prepare('SELECT count(*) AS n FROM tasks').get()).toEqual({ n: 30 });
  });
});

describe('compileFilter errors', () => {
  it.each<[string, number, number, CompileFilterOptions?]>([
    ['title = x', 4016, 0],
    ['done like x', 4017, 5],
    ['done = true & x', 4018, 12],
    ['dueDate > soon', 4019, 10],
    ['done = true && dueDate > now+9000y', 4019, 25],
    ['done = true', 2003, 0, { timezone: 'Nowhere/Special' }],
  ])('%j → %i at %i', (filter, code, position, opts) => {
    expect(() => compileFilter(filter, { now: NOW, ...opts })).toThrow(expect.objectContaining({ code, position }));
  });
});

// Every piece of SQL the compiler may emit; anything else (a value, a quote, a comment) fails the check.
const SQL_TOKEN = new RegExp(
  `(?:${[
    '\\s+',
    '\\?',
    '<>',
    '>=',
    '<=',
    '=',
    '>',
    '<',
    '\\(',
    '\\)',
    ',',
    '\\b[01]\\b',
    '\\bt\\.(?:id|done|done_at|priority|percent_done|due_date|start_date|end_date|created|updated|project_id)\\b',
    '\\b(?:lt\\.task_id|lt\\.label_id|l\\.id|l\\.title|ta\\.task_id|ta\\.user_id|u\\.id|u\\.username|r\\.task_id|r\\.reminder|p\\.id|p\\.title)\\b',
    '\\b(?:SELECT|FROM|WHERE|AND|OR|NOT|IN|EXISTS|IS|NULL|LIKE|COLLATE|NOCASE)\\b',
    '\\b(?:label_tasks lt|labels l|task_assignees ta|users u|task_reminders r|projects p)\\b',
  ].join('|')})`,
  'g',
);

function assertWhitelisted(sql: string): void {
  SQL_TOKEN.lastIndex = 0;
  for (let at = 0; at < sql.length; at = SQL_TOKEN.lastIndex) {
    const match = SQL_TOKEN.exec(sql);
    if (match?.index !== at) throw new Error(`unexpected SQL at ${at}: ${sql.slice(at, at + 40)}`);
  }
}

describe('compileFilter fuzz', () => {
  it('has a whitelist that catches values spliced into SQL', () => {
    expect(() => assertWhitelisted("t.done = 'x'")).toThrow();
    expect(() => assertWhitelisted('t.done = 1; DROP TABLE tasks')).toThrow();
    expect(() => assertWhitelisted('t.title = ?')).toThrow();
    expect(() => assertWhitelisted('(t.done = ? AND t.priority IN (?, ?))')).not.toThrow();
  });

  it('runs the largest filters the parser allows', () => {
    const big = Array.from(
      { length: 200 },
      (_, i) => `labels in ${Array.from({ length: 2 }, (_, j) => i * 2 + j).join(', ')}`,
    );
    expect(() => run(big.join(' || '), NULLS)).not.toThrow();
    expect(() => run(`${'('.repeat(32)}dueDate < now${')'.repeat(32)}`, NULLS)).not.toThrow();
  });

  it('20,000 adversarial inputs: whitelisted SQL that runs, or a FilterSyntaxError', () => {
    const random = seededRandom(99);
    const zones = [undefined, 'UTC', 'Europe/Berlin', 'Asia/Kolkata', 'Bad/Zone'];
    let compiled = 0;
    for (const input of fuzzInputs(12345, 20_000)) {
      const opts = { includeNulls: random() < 0.5, timezone: zones[Math.floor(random() * zones.length)] };
      let result;
      try {
        result = compileFilter(input, { now: NOW, ...opts });
      } catch (error) {
        if (!(error instanceof FilterSyntaxError))
          throw new Error(`${JSON.stringify(input)}: ${String(error)}`, { cause: error });
        continue;
      }
      compiled += 1;
      assertWhitelisted(result.sql);
      if (result.sql.split('?').length - 1 !== result.params.length) throw new Error(`param count: ${input}`);
      db.prepare(`SELECT t.id FROM tasks t WHERE ${result.sql}`).all(...result.params); // must not throw
    }
    expect(compiled).toBeGreaterThan(4000);
  });
});
