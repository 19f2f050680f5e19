import { describe, expect, it } from 'vitest';
import { projectIdOfPath } from './use-view-project';

describe('projectIdOfPath', () => {
  it.each([
    ['/projects/5', 5],
    ['/projects/5/12', 5],
    ['/projects/-3/7', -3],
    ['/projects/new', null],
    ['/projects', null],
    ['/tasks/9', null],
    ['/tasks/by/upcoming', null],
  ])('%s → %s', (path, id) => expect(projectIdOfPath(path)).toBe(id));
});
