import { describe, expect, it } from 'vitest';
import { fromApi, toApi } from './case';

describe('fromApi', () => {
  it.each([
    [{ due_date: '2026-01-02T10:00:00Z' }, { dueDate: '2026-01-02T10:00:00Z' }],
    [{ due_date: '0001-01-01T00:00:00Z' }, { dueDate: null }],
    [{ done_at: '0001-01-01T00:00:00+00:00' }, { doneAt: null }],
    [{ x_y_z: 1 }, { xYZ: 1 }],
    [
      { percent_done: 0.5, hex_color: '' },
      { percentDone: 0.5, hexColor: '' },
    ],
    [
      [{ project_id: 1 }, { project_id: 2 }],
      [{ projectId: 1 }, { projectId: 2 }],
    ],
    [
      { nested: { max_permission: 2, list: [{ created_by: { user_name: 'a' } }] } },
      { nested: { maxPermission: 2, list: [{ createdBy: { userName: 'a' } }] } },
    ],
    [null, null],
    ['0001-01-01T00:00:00Z', null],
    ['a_b', 'a_b'],
    [42, 42],
  ])('%j → %j', (input, expected) => expect(fromApi(input)).toEqual(expected));

  it.each([
    [{ title: '0001-01-01 kick-off' }, { title: '0001-01-01 kick-off' }],
    [{ description: '0001-01-01T00:00:00Z' }, { description: '0001-01-01T00:00:00Z' }],
    [
      { labels: [{ title: '0001-01-01', created: '0001-01-01T00:00:00Z' }] },
      { labels: [{ title: '0001-01-01', created: null }] },
    ],
    [
      { reminders: [{ reminder: '0001-01-01T00:00:00Z', relative_to: '' }] },
      { reminders: [{ reminder: null, relativeTo: '' }] },
    ],
    [
      { start_date: '0001-01-01T00:00:00Z', end_date: '0001-01-01T00:00:00Z', updated: '0001-01-01T00:00:00Z' },
      { startDate: null, endDate: null, updated: null },
    ],
    [
      { expires: '0001-01-01T00:00:00Z', read_at: '0001-01-01T00:00:00Z' },
      { expires: null, readAt: null },
    ],
  ])('only date fields may be unset: %j → %j', (input, expected) => expect(fromApi(input)).toEqual(expected));

  it('keeps strings that merely contain a year 0001 elsewhere', () => {
    expect(fromApi({ title: 'Release 0001-01-01 notes' })).toEqual({ title: 'Release 0001-01-01 notes' });
  });
});

describe('toApi', () => {
  it.each([
    [{ dueDate: null }, { due_date: null }],
    [
      { projectId: 3, title: 'x' },
      { project_id: 3, title: 'x' },
    ],
    [
      { repeatAfter: 86400, hexColor: 'ff0000' },
      { repeat_after: 86400, hex_color: 'ff0000' },
    ],
    [{ labels: [{ hexColor: 'abc' }] }, { labels: [{ hex_color: 'abc' }] }],
    [{ skipped: undefined, kept: 0 }, { kept: 0 }],
  ])('%j → %j', (input, expected) => expect(toApi(input)).toEqual(expected));

  it('sends dates as ISO strings', () => {
    expect(toApi({ dueDate: new Date('2026-02-03T04:05:06.000Z') })).toEqual({ due_date: '2026-02-03T04:05:06.000Z' });
  });

  it('round-trips a task shape', () => {
    const task = { id: 1, dueDate: '2026-01-01T00:00:00Z', bucketId: 4, relatedTasks: { subtask: [] } };
    expect(fromApi(toApi(task))).toEqual(task);
  });
});
