import { describe, expect, it } from 'vitest';
import { DEFAULT_SORT, defaultVisibility, mergeVisibility, nextSort } from './columns';

describe('nextSort', () => {
  it.each([
    [DEFAULT_SORT, 'title', { by: 'title', order: 'asc' }],
    [{ by: 'title', order: 'asc' } as const, 'title', { by: 'title', order: 'desc' }],
    [{ by: 'title', order: 'desc' } as const, 'title', { by: 'title', order: 'asc' }],
    [{ by: 'title', order: 'desc' } as const, 'priority', { by: 'priority', order: 'asc' }],
  ])('%j then %s → %j', (current, by, expected) => expect(nextSort(current, by)).toEqual(expected));
});

describe('mergeVisibility', () => {
  it.each([
    [null, defaultVisibility()],
    ['junk', defaultVisibility()],
    [
      { created: true, title: false },
      { ...defaultVisibility(), created: true, title: false },
    ],
    [{ created: 'yes', unknown: true }, defaultVisibility()],
  ])('%j', (stored, expected) => expect(mergeVisibility(stored)).toEqual(expected));
});
