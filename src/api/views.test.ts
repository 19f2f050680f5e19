import { describe, expect, it } from 'vitest';
import type { ProjectView } from './types';
import { featuresFor } from './version';
import { draftOf, filterTextOf, viewBody, type ViewDraft } from './views';

const v024 = featuresFor('v0.24.6');
const v2 = featuresFor('v2.5.0');
const draft: ViewDraft = {
  title: ' Board ',
  viewKind: 'kanban',
  filter: ' done = false ',
  position: 5,
  bucketConfigurationMode: 'manual',
  bucketConfiguration: [],
};

describe('filterTextOf', () => {
  it.each([
    ['done = true', 'done = true'],
    [{ filter: 'priority > 2', sortBy: ['id'] }, 'priority > 2'],
    [null, ''],
    [undefined, ''],
    [{ sortBy: ['id'] }, ''],
  ])('%j → %j', (raw, text) => expect(filterTextOf(raw)).toBe(text));
});

describe('viewBody', () => {
  it('sends the filter as text to 0.24 and as a TaskCollection from 1.x on', () => {
    expect(viewBody(v024, draft)).toMatchObject({
      title: 'Board',
      filter: 'done = false',
      bucketConfigurationMode: 'manual',
      bucketConfiguration: [],
    });
    expect(viewBody(v2, draft)).toMatchObject({ filter: { filter: 'done = false', filterIncludeNulls: true } });
  });

  it('keeps the fields the form does not show when updating', () => {
    const existing = {
      id: 7,
      projectId: 3,
      title: 'Old',
      viewKind: 'list',
      position: 1,
      doneBucketId: 9,
      filter: { filter: 'x', sortBy: ['due_date'], orderBy: ['asc'], filterIncludeNulls: false },
    } as ProjectView;
    const body = viewBody(v2, { ...draft, viewKind: 'list' }, existing);
    expect(body).toMatchObject({
      id: 7,
      projectId: 3,
      doneBucketId: 9,
      title: 'Board',
      viewKind: 'list',
      bucketConfigurationMode: 'none',
    });
    expect(body.filter).toEqual({
      filter: 'done = false',
      sortBy: ['due_date'],
      orderBy: ['asc'],
      filterIncludeNulls: false,
    });
  });

  it('sends filter buckets only for a kanban view in filter mode, in the release shape', () => {
    const buckets = {
      ...draft,
      bucketConfigurationMode: 'filter' as const,
      bucketConfiguration: [{ title: ' Urgent ', filter: 'priority >= 4' }],
    };
    expect(viewBody(v024, buckets).bucketConfiguration).toEqual([{ title: 'Urgent', filter: 'priority >= 4' }]);
    expect(viewBody(v2, buckets).bucketConfiguration).toEqual([
      { title: 'Urgent', filter: { filterIncludeNulls: true, filter: 'priority >= 4' } },
    ]);
    expect(viewBody(v2, { ...buckets, viewKind: 'table' }).bucketConfiguration).toEqual([]);
  });
});

describe('draftOf', () => {
  it('reads views of either release', () => {
    const view = {
      id: 1,
      projectId: 1,
      title: 'K',
      viewKind: 'kanban',
      position: 2,
      filter: 'done = false',
      bucketConfigurationMode: 'filter',
      bucketConfiguration: [
        { title: 'A', filter: { filter: 'labels in 1' } },
        { title: 'B', filter: 'done = true' },
      ],
    } as ProjectView;
    expect(draftOf(view)).toEqual({
      title: 'K',
      viewKind: 'kanban',
      filter: 'done = false',
      position: 2,
      bucketConfigurationMode: 'filter',
      bucketConfiguration: [
        { title: 'A', filter: 'labels in 1' },
        { title: 'B', filter: 'done = true' },
      ],
    });
    expect(
      draftOf({ ...view, bucketConfigurationMode: 'none', bucketConfiguration: null }).bucketConfigurationMode,
    ).toBe('manual');
  });
});
