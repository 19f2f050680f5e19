import { describe, expect, it } from 'vitest';
import type { ProjectView } from '@/api/types';
import { viewBody, type ViewDraft } from '@/api/views';
import { featuresFor } from '@/api/version';
import { moveView, newViewDraft, sortViews, validateViewDraft } from './view-form';

const v = (id: number, position: number) =>
  ({ id, position, title: `V${id}`, projectId: 1, viewKind: 'list' }) as ProjectView;
const draft = (over: Partial<ViewDraft>): ViewDraft => ({
  title: 'Board',
  viewKind: 'kanban',
  filter: '',
  position: 0,
  bucketConfigurationMode: 'manual',
  bucketConfiguration: [],
  ...over,
});

describe('newViewDraft', () => {
  it.each([
    [[], 0],
    [[v(1, 100), v(2, 400), v(3, 200)], 400 + 65536],
  ])('goes after the last view (%#)', (views, position) => expect(newViewDraft(views).position).toBe(position));

  it('starts with the default filter: tasks not done, sorted by done then id, nulls included', () => {
    const fresh = { ...newViewDraft([]), title: 'Open' };
    expect(fresh.filter).toBe('done = false');
    expect(viewBody(featuresFor('v2.5.0'), fresh).filter).toEqual({
      filter: 'done = false',
      sortBy: ['done', 'id'],
      orderBy: ['asc', 'desc'],
      filterIncludeNulls: true,
    });
    // 0.24 keeps the filter as plain text.
    expect(viewBody(featuresFor('v0.24.6'), fresh).filter).toBe('done = false');
  });
});

describe('validateViewDraft', () => {
  it.each([
    [draft({ title: '  ' }), { title: 'projectViews.titleRequired', buckets: [] }],
    [draft({}), { title: null, buckets: [] }],
    // Bucket titles count only in filter mode of a kanban view.
    [draft({ bucketConfiguration: [{ title: '', filter: '' }] }), { title: null, buckets: [] }],
    [
      draft({
        bucketConfigurationMode: 'filter',
        bucketConfiguration: [
          { title: 'A', filter: '' },
          { title: ' ', filter: 'done = true' },
        ],
      }),
      { title: null, buckets: [1] },
    ],
    [
      draft({ viewKind: 'list', bucketConfigurationMode: 'filter', bucketConfiguration: [{ title: '', filter: '' }] }),
      { title: null, buckets: [] },
    ],
  ])('case %#', (input, expected) => expect(validateViewDraft(input)).toEqual(expected));
});

describe('moveView', () => {
  const views = sortViews([v(3, 300), v(1, 100), v(2, 200)]);
  it('sorts by position, then id', () =>
    expect(sortViews([v(2, 0), v(1, 0), v(3, -1)]).map((x) => x.id)).toEqual([3, 1, 2]));
  it.each([
    ['up between neighbours', 2, -1, [{ id: 3, position: 150 }]],
    ['to the top: half of the first', 1, -1, [{ id: 2, position: 50 }]],
    ['to the end: last + gap', 0, 2, [{ id: 1, position: 300 + 65536 }]],
    ['down one', 0, 1, [{ id: 1, position: 250 }]],
    ['past the start: nothing', 0, -1, []],
    ['past the end: nothing', 2, 1, []],
  ])('%s', (_name, index, delta, expected) => {
    expect(moveView(views, index, delta).map((u) => ({ id: u.view.id, position: u.position }))).toEqual(expected);
  });
  it('renumbers everything when neighbours share a position', () => {
    const same = sortViews([v(1, 0), v(2, 0), v(3, 0)]);
    expect(moveView(same, 2, -1).map((u) => [u.view.id, u.position])).toEqual([
      [1, 65536],
      [3, 131072],
      [2, 196608],
    ]);
  });
});
