import { describe, expect, it } from 'vitest';
import type { Label, Task, User } from '@/api/types';
import { isFieldSet, setFields, type TaskField } from './task-fields';

const empty = {
  id: 1,
  title: 'T',
  dueDate: null,
  startDate: null,
  endDate: null,
  priority: 0,
  percentDone: 0,
  hexColor: '',
  labels: null,
  assignees: [],
  reminders: null,
  repeatAfter: 0,
  repeatMode: 0,
  relatedTasks: {},
} as unknown as Task;

const cases: Array<[TaskField, Partial<Task>, boolean]> = [
  ['dueDate', { dueDate: '2026-11-20T10:00:00Z' }, true],
  ['dueDate', { dueDate: 'not a date' }, false],
  ['startDate', { startDate: '2026-11-20T10:00:00Z' }, true],
  ['endDate', { endDate: '2026-11-20T10:00:00Z' }, true],
  ['priority', { priority: 1 }, true],
  ['priority', { priority: 0 }, false],
  ['percentDone', { percentDone: 0.1 }, true],
  ['percentDone', { percentDone: 0 }, false],
  ['labels', { labels: [{ id: 1 } as Label] }, true],
  ['labels', { labels: [] }, false],
  ['assignees', { assignees: [{ id: 1 } as User] }, true],
  ['reminders', { reminders: [{ reminder: '2026-11-20T10:00:00Z', relativePeriod: 0, relativeTo: '' }] }, true],
  ['repeat', { repeatAfter: 86400 }, true],
  ['repeat', { repeatMode: 1 }, true],
  ['repeat', { repeatMode: 2 }, false],
  ['color', { hexColor: '1973ff' }, true],
  ['color', { hexColor: 'nope' }, false],
  ['relations', { relatedTasks: { related: [{ id: 2 } as Task] } }, true],
  ['relations', { relatedTasks: { related: [] } }, false],
];

describe('isFieldSet', () => {
  it.each(cases)('%s with %o is set: %s', (field, patch, expected) => {
    expect(isFieldSet({ ...empty, ...patch }, field, 0)).toBe(expected);
  });

  it('counts attachments as the caller passes them', () => {
    expect(isFieldSet(empty, 'attachments', 0)).toBe(false);
    expect(isFieldSet(empty, 'attachments', 2)).toBe(true);
  });
});

describe('setFields', () => {
  it('lists nothing for an empty task, and set fields in display order', () => {
    expect(setFields(empty, 0)).toEqual([]);
    expect(setFields({ ...empty, hexColor: 'e8445a', dueDate: '2026-11-20T10:00:00Z', priority: 3 }, 1)).toEqual([
      'dueDate',
      'priority',
      'color',
      'attachments',
    ]);
  });
});
