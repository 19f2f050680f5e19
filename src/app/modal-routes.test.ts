import { describe, expect, it } from 'vitest';
import { modalBackdrop } from './modal-routes';

describe('modalBackdrop', () => {
  it.each([
    ['/projects/7/settings/edit', { kind: 'project', projectId: 7 }],
    ['/projects/7/settings/share', { kind: 'project', projectId: 7 }],
    ['/projects/7/info', { kind: 'project', projectId: 7 }],
    ['/projects/7/new', { kind: 'project', projectId: 7 }],
    ['/projects/new', { kind: 'page', path: '/projects' }],
    ['/projects/new/', { kind: 'page', path: '/projects' }],
    ['/filters/new', { kind: 'page', path: '/projects' }],
    ['/labels/new', { kind: 'page', path: '/labels' }],
    ['/teams/new', { kind: 'page', path: '/teams' }],
    ['/projects/7', null],
    ['/projects/7/12', null],
    ['/projects', null],
    ['/tasks/4', null],
    ['/user/settings/general', null],
    ['/projects/-2/settings/edit', { kind: 'project', projectId: -2 }], // a saved filter, drawn over its tasks
  ])('%s → %j', (path, expected) => expect(modalBackdrop(path)).toEqual(expected));
});
