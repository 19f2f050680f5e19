import { describe, expect, it } from 'vitest';
import { shareLanding } from './share-landing';

describe('shareLanding', () => {
  it.each([
    ['the view the link names', { view: '12', lastRoute: '/projects/5/3' }, '/projects/5/12'],
    ['a view that is no id is ignored', { view: 'kanban', lastRoute: null }, '/projects/5'],
    ['view 0 is no view', { view: '0', lastRoute: null }, '/projects/5'],
    ['else the route the guest was on', { view: null, lastRoute: '/projects/5/3?page=2' }, '/projects/5/3?page=2'],
    ['a task of the share', { view: null, lastRoute: '/tasks/44' }, '/tasks/44'],
    ['not another project', { view: null, lastRoute: '/projects/51/3' }, '/projects/5'],
    ['not an account page', { view: null, lastRoute: '/user/settings' }, '/projects/5'],
    ['not another site', { view: null, lastRoute: '//evil.example/projects/5' }, '/projects/5'],
    ['else the project', { view: null, lastRoute: null }, '/projects/5'],
  ] as const)('%s', (_, input, expected) => {
    expect(shareLanding({ projectId: 5, ...input })).toBe(expected);
  });
});
