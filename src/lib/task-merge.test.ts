import { describe, expect, it } from 'vitest';
import type { Task } from '@/api/types';
import { mergeTaskPatch } from './task-merge';

const base = {
  id: 1,
  title: 'Plan trip',
  description: '<p>a</p>',
  done: false,
  priority: 1,
  dueDate: null,
  updated: '2026-01-01T00:00:00Z',
} as unknown as Task;

describe('mergeTaskPatch', () => {
  it.each([
    ['nobody else changed anything', base, { priority: 3 }, { ok: true, task: { ...base, priority: 3 } }],
    [
      'someone else changed another field: both changes kept',
      { ...base, title: 'Plan the trip', updated: '2026-01-02T00:00:00Z' },
      { priority: 3 },
      { ok: true, task: { ...base, title: 'Plan the trip', updated: '2026-01-02T00:00:00Z', priority: 3 } },
    ],
    [
      'someone else changed the same field: conflict',
      { ...base, description: '<p>theirs</p>' },
      { description: '<p>mine</p>' },
      { ok: false, conflicts: ['description'] },
    ],
    [
      'both made the same change: no conflict',
      { ...base, done: true },
      { done: true },
      { ok: true, task: { ...base, done: true } },
    ],
    [
      'several fields, one conflicting',
      { ...base, dueDate: '2026-02-01T09:00:00Z' },
      { dueDate: '2026-03-01T09:00:00Z', priority: 2 },
      { ok: false, conflicts: ['dueDate'] },
    ],
  ])('%s', (_name, current, patch, expected) => {
    expect(mergeTaskPatch(base, current as Task, patch)).toEqual(expected);
  });
});
