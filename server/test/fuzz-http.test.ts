import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { picker, seededRandom } from '../../src/lib/prng.ts';
import { FILTER_FIELD_NAMES } from '../../src/filters/fields.ts';
import { fuzzInputs } from '../../src/filters/testing/fuzz-inputs.ts';
import { boot, type Harness } from './harness.ts';

/**
 * HTTP fuzz over the task lists and task creation, seeded so every run sends the same requests.
 * Whatever arrives: never a 5xx, always a JSON answer (with a numeric code on a 4xx), the server still
 * answers afterwards, and no request text ever reaches SQL as SQL: every prepared statement is
 * recorded, and none may contain the marker the fuzz puts into values, names and sort keys.
 */

const MARK = 'qzmark';
const SEED = 20240611;

/** The filter language's fields, the kanban bucket filter, and the marker. */
const FIELDS = [...FILTER_FIELD_NAMES, 'bucket_id', MARK];
const OPS = ['=', '!=', '>', '>=', '<', '<=', 'like', 'in', 'not in', '?=', '==', '=>'];
const VALUES = [
  'true',
  'false',
  '0',
  '3',
  '-1',
  '1.5',
  '99999999999999999999',
  'now',
  'now+7d',
  'now/d',
  'now-1w/w',
  '2024-02-29',
  '2024-13-45',
  `'${MARK}'`,
  `"${MARK} x"`,
  `${MARK}%`,
  "'it''s'",
  '"un"terminated',
  "' OR 1=1 --",
  '1; DROP TABLE tasks; --',
  'NULL',
  'ünïcødé',
  '日本語',
  '🎉🎉',
  '\u0000',
  '\u202e',
  'alice',
  'Urgent',
  '1, 2, 3',
  '(1)',
];
const SORTS = [
  'id',
  'title',
  'done',
  'due_date',
  'priority',
  'position',
  'percent_done',
  'created',
  'updated',
  'index',
  MARK,
  'title;--',
  't.id',
  '',
];
const ORDERS = ['asc', 'desc', 'ASC', 'up', `${MARK}`, ''];
const NUMBERS = ['1', '2', '0', '-3', '99999', '1e3', 'abc', '2.5', '', '9007199254740993', 'NaN'];
const TIMEZONES = ['Europe/Berlin', 'UTC', 'America/New_York', `${MARK}/Nowhere`, '../../etc', ''];

type Random = ReturnType<typeof picker>;

/** A filter: a soup of fields, operators and values joined by && / ||, parenthesised at random, often mutated. */
function randomFilter(r: Random): string {
  const conds = Array.from({ length: 1 + r.int(3) }, () => {
    const field = r.pick(FIELDS);
    const op = r.pick(OPS);
    const value = op.includes('in')
      ? Array.from({ length: 1 + r.int(3) }, () => r.pick(VALUES)).join(', ')
      : r.pick(VALUES);
    const cond = `${field} ${op} ${value}`;
    return r.random() < 0.3 ? `(${cond})` : cond;
  });
  let text = conds.reduce((acc, c) => `${acc} ${r.pick(['&&', '||', '&', ''])} ${c}`);
  if (r.random() < 0.2)
    text = `bucket_id ${r.pick(['=', 'in'])} ${r.pick(['1', '1, 2', '-4', MARK, '1,,2'])} ${r.pick(['&&', '||'])} ${text}`;
  if (r.random() < 0.4) {
    const chars = [...text];
    for (let k = 1 + r.int(4); k > 0; k--)
      chars.splice(r.int(chars.length + 1), r.int(2), r.pick(['(', ')', '"', "'", '&', '|', '=', ' ', MARK]));
    text = chars.join('');
  }
  return text;
}

/** Query params of a task list request; each one present or not, valid or not. */
function randomQuery(r: Random, filters: string[]): URLSearchParams {
  const q = new URLSearchParams();
  const maybe = (p: number, add: () => void) => r.random() < p && add();
  maybe(0.8, () => q.set('filter', r.random() < 0.5 ? r.pick(filters) : randomFilter(r)));
  maybe(0.4, () =>
    Array.from({ length: 1 + r.int(2) }, () => q.append(r.random() < 0.8 ? 'sort_by' : 'sort_by[]', r.pick(SORTS))),
  );
  maybe(0.4, () =>
    Array.from({ length: 1 + r.int(2) }, () => q.append(r.random() < 0.8 ? 'order_by' : 'order_by[]', r.pick(ORDERS))),
  );
  maybe(0.3, () => q.set('page', r.pick(NUMBERS)));
  maybe(0.3, () => q.set('per_page', r.pick(NUMBERS)));
  maybe(0.3, () => q.set('s', r.pick([...VALUES, `#${r.int(5)}`, `PRJ-${r.int(5)}`, `${MARK}_%\\`])));
  maybe(0.2, () => q.set('filter_include_nulls', r.pick(['true', 'false', MARK])));
  maybe(0.2, () => q.set('filter_timezone', r.pick(TIMEZONES)));
  maybe(0.1, () => q.set('expand', r.pick(['subtasks', MARK])));
  return q;
}

/** A JSON value of any type, nested a little. */
function randomValue(r: Random, depth = 0): unknown {
  switch (r.int(depth > 1 ? 5 : 7)) {
    case 0:
      return r.pick(VALUES);
    case 1:
      return r.pick([0, -1, 1, 3.7, 1e308, -1e308, 2 ** 53 + 1, 50]);
    case 2:
      return r.random() < 0.5;
    case 3:
      return null;
    case 4:
      return `${MARK}${'x'.repeat(r.int(3) * 500)}`;
    case 5:
      return Array.from({ length: r.int(3) }, () => randomValue(r, depth + 1));
    default:
      return Object.fromEntries(
        Array.from({ length: r.int(3) }, () => [
          r.pick(['id', 'reminder', 'relative_to', 'relative_period', MARK]),
          randomValue(r, depth + 1),
        ]),
      );
  }
}

const TASK_KEYS = [
  'title',
  'description',
  'done',
  'due_date',
  'start_date',
  'end_date',
  'priority',
  'percent_done',
  'hex_color',
  'repeat_after',
  'repeat_mode',
  'reminders',
  'assignees',
  'labels',
  'bucket_id',
  'is_favorite',
  'project_id',
  'position',
  'cover_image_attachment_id',
  MARK,
];

function randomTask(r: Random): unknown {
  if (r.random() < 0.05) return r.pick([[], 'title', 42, null]);
  const body: Record<string, unknown> = {};
  if (r.random() < 0.7) body.title = r.random() < 0.8 ? `${MARK} ${r.pick(VALUES)}` : randomValue(r);
  for (let k = r.int(5); k > 0; k--) body[r.pick(TASK_KEYS)] = randomValue(r);
  return body;
}

describe('HTTP fuzz: task lists and task creation', () => {
  let h: Harness;
  let token: string;
  let project: number;
  let listView: number;
  let kanbanView: number;
  const statements: string[] = [];
  beforeAll(async () => {
    h = await boot();
    token = (await h.user('alice')).token;
    project = (await h.json('PUT', '/projects', { token, body: { title: 'Fuzz', identifier: 'PRJ' } })).body.id;
    const views = (await h.json('GET', `/projects/${project}/views`, { token })).body as {
      id: number;
      view_kind: string;
    }[];
    listView = views.find((v) => v.view_kind === 'list')?.id ?? 0;
    kanbanView = views.find((v) => v.view_kind === 'kanban')?.id ?? 0;
    const label = (await h.json('PUT', '/labels', { token, body: { title: 'Urgent' } })).body.id;
    for (let i = 0; i < 12; i++) {
      const t = await h.json('PUT', `/projects/${project}/tasks`, {
        token,
        body: {
          title: `task ${i}`,
          priority: i % 5,
          done: i % 3 === 0,
          due_date: i % 2 ? '2024-03-01T10:00:00Z' : null,
        },
      });
      if (i % 4 === 0) await h.json('PUT', `/tasks/${t.body.id}/labels`, { token, body: { label_id: label } });
    }
    // Record every statement from here on (the setup above never carries the marker).
    const db = h.server.db;
    const prepare = db.prepare.bind(db);
    db.prepare = ((sql: string) => {
      statements.push(sql);
      return prepare(sql);
    }) as typeof db.prepare;
    const exec = db.exec.bind(db);
    db.exec = ((sql: string) => {
      statements.push(sql);
      return exec(sql);
    }) as typeof db.exec;
  });
  afterAll(() => h.close());

  /** The invariant of every answer: below 500, JSON, and a numeric code on a 4xx. */
  async function check(label: string, res: Response): Promise<number> {
    const text = await res.text();
    const where = `${label} -> ${res.status} ${text.slice(0, 300)}`;
    expect(res.status, where).toBeLessThan(500);
    const body: unknown = JSON.parse(text);
    if (res.status >= 400) expect(typeof (body as { code?: unknown }).code, where).toBe('number');
    else expect(body, where).toBeTypeOf('object');
    return res.status;
  }

  it('random and mutated filters and query params on list, kanban and all-tasks lists', async () => {
    const r = picker(seededRandom(SEED));
    const filters = fuzzInputs(SEED, 120).map((f) => (r.random() < 0.3 ? `${f} ${MARK}` : f));
    const statuses = new Map<number, number>();
    const targets = [
      `/projects/${project}/views/${listView}/tasks`,
      `/projects/${project}/views/${kanbanView}/tasks`,
      '/tasks',
    ];
    for (let n = 0; n < 300; n += 12) {
      // Twelve at a time: concurrent requests must not trip each other up either.
      await Promise.all(
        Array.from({ length: 12 }, async () => {
          const path = `${r.pick(targets)}?${randomQuery(r, filters).toString()}`;
          const status = await check(`GET ${path}`, await h.call('GET', path, { token }));
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
        }),
      );
    }
    // Both outcomes must occur, or the generator has drifted into all-valid or all-broken input.
    expect(statuses.get(200)).toBeGreaterThan(50);
    expect(statuses.get(400)).toBeGreaterThan(50);
  });

  it('random JSON bodies to PUT /projects/{id}/tasks', async () => {
    const r = picker(seededRandom(SEED + 1));
    let created = 0;
    for (let n = 0; n < 150; n++) {
      const body = randomTask(r);
      const res = await h.call('PUT', `/projects/${project}/tasks`, { token, body });
      if ((await check(`PUT ${JSON.stringify(body).slice(0, 200)}`, res)) === 201) created++;
    }
    expect(created).toBeGreaterThan(10);
  });

  it('raw bytes that are not JSON at all', async () => {
    const r = picker(seededRandom(SEED + 2));
    for (let n = 0; n < 40; n++) {
      const raw = Array.from({ length: r.int(40) }, () =>
        r.pick(['{', '}', '[', '"', ':', ',', 'a', '1', '\\', '\u0000', 'é', ' ']),
      ).join('');
      await check(`PUT raw ${JSON.stringify(raw)}`, await h.call('PUT', `/projects/${project}/tasks`, { token, raw }));
    }
  });

  it('afterwards the server still answers, and no request text was ever part of a statement', async () => {
    expect((await h.json('GET', '/info')).status).toBe(200);
    expect(statements.length).toBeGreaterThan(1000);
    expect(statements.filter((s) => s.toLowerCase().includes(MARK))).toEqual([]);
  });
});
