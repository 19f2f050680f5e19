import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boot, type Harness } from './harness.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- task bodies are checked field by field
type J = any;

const DAY = 86400;
const ms = (iso: string): number => Date.parse(iso);

describe('repeating tasks, kanban paging and filter options', () => {
  let h: Harness;
  let token: string;
  beforeAll(async () => {
    h = await boot();
    token = (await h.user('rita')).token;
  });
  afterAll(() => h.close());

  async function project(title: string): Promise<{ id: number; views: J[] }> {
    const p = (await h.json('PUT', '/projects', { token, body: { title } })).body;
    return { id: p.id, views: (await h.json('GET', `/projects/${p.id}/views`, { token })).body };
  }
  async function task(projectId: number, body: J): Promise<J> {
    const r = await h.json('PUT', `/projects/${projectId}/tasks`, { token, body });
    expect(r.status).toBe(201);
    return r.body;
  }
  /** Marks a task done the way the web app does: the whole task sent back with done = true. */
  async function markDone(t: J): Promise<J> {
    const r = await h.json('POST', `/tasks/${t.id}`, { token, body: { ...t, done: true } });
    expect(r.status).toBe(200);
    return r.body;
  }
  const reminderTimes = (t: J): string[] => (t.reminders ?? []).map((r: J) => r.reminder).sort();

  describe('repeat modes', () => {
    let projectId: number;
    beforeAll(async () => {
      projectId = (await project('Repeats')).id;
    });

    it('mode 1 (monthly) moves every date and absolute reminder by one calendar month and leaves the task undone', async () => {
      const t = await task(projectId, {
        title: 'Rent',
        repeat_mode: 1,
        due_date: '2030-01-15T10:00:00Z',
        start_date: '2030-01-10T08:00:00Z',
        end_date: '2030-02-20T12:00:00Z',
        // A reminder after the due date: one month on is Mar 25, while "due moved by 31 days" would give Mar 28.
        reminders: [{ reminder: '2030-02-25T09:00:00Z' }, { relative_to: 'due_date', relative_period: -3600 }],
      });
      const r = await markDone(t);
      expect(r.done).toBe(false);
      expect(r.done_at).toBe('0001-01-01T00:00:00Z');
      expect([r.due_date, r.start_date, r.end_date]).toEqual([
        '2030-02-15T10:00:00Z',
        '2030-02-10T08:00:00Z',
        '2030-03-20T12:00:00Z',
      ]);
      expect(reminderTimes(r)).toEqual(['2030-02-15T09:00:00Z', '2030-03-25T09:00:00Z']);
      // Stored, not only echoed.
      const again = (await h.json('GET', `/tasks/${t.id}`, { token })).body;
      expect([again.done, again.due_date]).toEqual([false, '2030-02-15T10:00:00Z']);
      // Marking it done again moves it one more month.
      expect((await markDone(again)).due_date).toBe('2030-03-15T10:00:00Z');
    });

    it('mode 1 at the month end overflows like Vikunja (Go AddDate): Jan 31 + 1 month is Mar 3', async () => {
      const t = await task(projectId, {
        title: 'Month end',
        repeat_mode: 1,
        due_date: '2030-01-31T10:00:00Z',
        start_date: '2030-01-30T10:00:00Z',
      });
      const r = await markDone(t);
      expect(r.done).toBe(false);
      expect(r.due_date).toBe('2030-03-03T10:00:00Z');
      expect(r.start_date).toBe('2030-03-02T10:00:00Z');
      // 2032 is a leap year: Jan 31 + 1 month is Mar 2.
      const leap = await markDone(
        await task(projectId, { title: 'Leap', repeat_mode: 1, due_date: '2032-01-31T10:00:00Z' }),
      );
      expect(leap.due_date).toBe('2032-03-02T10:00:00Z');
    });

    it('mode 1 needs no repeat_after; mode 2 without repeat_after does not repeat', async () => {
      const monthly = await markDone(
        await task(projectId, {
          title: 'No interval',
          repeat_mode: 1,
          repeat_after: 0,
          due_date: '2030-06-30T10:00:00Z',
        }),
      );
      expect([monthly.done, monthly.due_date]).toEqual([false, '2030-07-30T10:00:00Z']);
      const plain = await markDone(
        await task(projectId, {
          title: 'Mode 2, no interval',
          repeat_mode: 2,
          repeat_after: 0,
          due_date: '2030-06-30T10:00:00Z',
        }),
      );
      expect([plain.done, plain.due_date]).toEqual([true, '2030-06-30T10:00:00Z']);
    });

    it('mode 2 (from current date) puts the due date at now + interval and keeps the other dates at their distance', async () => {
      const t = await task(projectId, {
        title: 'Water plants',
        repeat_mode: 2,
        repeat_after: 2 * DAY,
        due_date: '2020-03-10T10:00:00Z',
        start_date: '2020-03-09T10:00:00Z',
        end_date: '2020-03-11T12:00:00Z',
        reminders: [{ reminder: '2020-03-10T08:00:00Z' }, { relative_to: 'start_date', relative_period: 3600 }],
      });
      const before = Date.now();
      const r = await markDone(t);
      const after = Date.now();
      expect(r.done).toBe(false);
      // Dates are stored to the second.
      expect(ms(r.due_date)).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000 + 2 * DAY * 1000);
      expect(ms(r.due_date)).toBeLessThanOrEqual(after + 2 * DAY * 1000);
      expect(ms(r.due_date) - ms(r.start_date)).toBe(DAY * 1000);
      expect(ms(r.end_date) - ms(r.due_date)).toBe((DAY + 2 * 3600) * 1000);
      const due = ms(r.due_date);
      expect(reminderTimes(r).map(ms).sort()).toEqual([due - 2 * 3600 * 1000, ms(r.start_date) + 3600 * 1000].sort());
    });

    it('mode 2 with a future due date still counts from now, not from the old due date', async () => {
      const t = await task(projectId, {
        title: 'Future',
        repeat_mode: 2,
        repeat_after: DAY,
        due_date: '2099-01-01T00:00:00Z',
      });
      const r = await markDone(t);
      expect(r.done).toBe(false);
      expect(Math.abs(ms(r.due_date) - (Date.now() + DAY * 1000))).toBeLessThan(10_000);
    });

    it('mode 2 with only an end date moves the end date (and its absolute reminder) from now', async () => {
      const t = await task(projectId, {
        title: 'End only',
        repeat_mode: 2,
        repeat_after: DAY,
        end_date: '2020-01-01T12:00:00Z',
        reminders: [{ reminder: '2020-01-01T11:00:00Z' }],
      });
      const r = await markDone(t);
      expect(r.done).toBe(false);
      expect(Math.abs(ms(r.end_date) - (Date.now() + DAY * 1000))).toBeLessThan(10_000);
      expect(ms(r.end_date) - ms(reminderTimes(r)[0] ?? '')).toBe(3600 * 1000);
    });
  });

  it('kanban: buckets hold at most 25 tasks; a bucket_id filter pages the rest in position order', async () => {
    const p = await project('Busy board');
    const kanban = p.views.find((v: J) => v.view_kind === 'kanban');
    const created: J[] = [];
    for (let i = 0; i < 30; i++) created.push(await task(p.id, { title: `Card ${i}` }));
    // Positions run against creation order, so position order cannot be mistaken for id order.
    for (const [i, t] of created.entries()) {
      const r = await h.json('POST', `/tasks/${t.id}/position`, {
        token,
        body: { project_view_id: kanban.id, position: (30 - i) * 100 },
      });
      expect(r.status).toBe(200);
    }
    const byPosition = [...created].reverse().map((t) => t.id);

    const buckets = await h.json('GET', `/projects/${p.id}/views/${kanban.id}/tasks`, { token });
    expect(buckets.status).toBe(200);
    for (const b of buckets.body) expect(b.tasks.length).toBeLessThanOrEqual(25);
    const todo = buckets.body.find((b: J) => b.id === kanban.default_bucket_id);
    expect(todo.count).toBe(30);
    expect(todo.tasks.map((t: J) => t.id)).toEqual(byPosition.slice(0, 25));

    const filter = encodeURIComponent(`bucket_id = ${todo.id}`);
    const page2 = await h.json('GET', `/projects/${p.id}/views/${kanban.id}/tasks?filter=${filter}&page=2`, { token });
    expect(page2.status).toBe(200);
    expect(page2.body.map((t: J) => t.id)).toEqual(byPosition.slice(25));
    expect(page2.body.map((t: J) => t.position)).toEqual([2600, 2700, 2800, 2900, 3000]);
    expect(page2.res.headers.get('x-pagination-total-pages')).toBe('2');
    // The web app combines the view's filter with the bucket: `done = false && bucket_id = N`.
    const combined = encodeURIComponent(`done = false && bucket_id = ${todo.id}`);
    const again = await h.json(
      'GET',
      `/projects/${p.id}/views/${kanban.id}/tasks?filter=${combined}&page=2&per_page=25`,
      { token },
    );
    expect(again.body.map((t: J) => t.id)).toEqual(byPosition.slice(25));
    // Another bucket's filter does not leak these tasks.
    const other = buckets.body.find((b: J) => b.id !== todo.id);
    const empty = await h.json(
      'GET',
      `/projects/${p.id}/views/${kanban.id}/tasks?filter=${encodeURIComponent(`bucket_id = ${other.id}`)}`,
      { token },
    );
    expect(empty.body).toEqual([]);
  });

  describe('filter_include_nulls and filter_timezone', () => {
    let projectId: number;
    let soon: J;
    let late: J;
    let undated: J;
    beforeAll(async () => {
      projectId = (await project('Filters')).id;
      const inDays = (d: number): string =>
        new Date(Date.now() + d * DAY * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z');
      soon = await task(projectId, { title: 'Soon', due_date: inDays(3) });
      late = await task(projectId, { title: 'Late', due_date: inDays(30) });
      undated = await task(projectId, { title: 'Undated' });
    });
    const ids = (body: J[]): number[] => body.map((t) => t.id).sort((a, b) => a - b);
    const list = async (query: string): Promise<J> => h.json('GET', `/projects/${projectId}/tasks?${query}`, { token });

    it('dueDate < now+7d leaves out undated tasks unless filter_include_nulls=true', async () => {
      const f = `filter=${encodeURIComponent('dueDate < now+7d')}`;
      const without = await list(f);
      expect(without.status).toBe(200);
      expect(ids(without.body)).toEqual([soon.id]);
      expect(ids((await list(`${f}&filter_include_nulls=false`)).body)).toEqual([soon.id]);
      expect(ids((await list(`${f}&filter_include_nulls=true`)).body)).toEqual([soon.id, undated.id]);
      expect(ids((await list(`${f}&filter_include_nulls=true`)).body)).not.toContain(late.id);
    });

    it('a date-only comparison starts the day in filter_timezone', async () => {
      // 20:00 UTC on May 31 is already June 1 in Tokyo (UTC+9).
      const evening = await task(projectId, { title: 'Evening', due_date: '2030-05-31T20:00:00Z' });
      const f = `filter=${encodeURIComponent('dueDate >= 2030-05-01 && dueDate < 2030-06-01')}`;
      expect(ids((await list(f)).body)).toEqual([evening.id]);
      expect(ids((await list(`${f}&filter_timezone=UTC`)).body)).toEqual([evening.id]);
      expect(ids((await list(`${f}&filter_timezone=Asia%2FTokyo`)).body)).toEqual([]);
      // In New York (UTC-4 in summer) June 1 starts at 04:00 UTC, so the task is still in May.
      expect(ids((await list(`${f}&filter_timezone=America%2FNew_York`)).body)).toEqual([evening.id]);
      const bad = await list(`${f}&filter_timezone=Mars%2FOlympus`);
      expect([bad.status, bad.body.code]).toEqual([400, 2003]);
    });
  });
});
