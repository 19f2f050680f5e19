import { describe, expect, it } from 'vitest';
import { memoryStorage } from '@/test-support/screen';
import { KEYS } from '@/platform/types';
import { forgetProjects, withoutProjects } from './history-cleanup';

describe('withoutProjects', () => {
  it.each([
    [[3, 1, 2], [1], [3, 2]],
    [[3, 1, 2], [1, 2, 9], [3]],
    [[3, 1], [9], [3, 1]],
    [[], [1], []],
  ])('%j without %j → %j', (history, removed, expected) => {
    expect(withoutProjects(history, new Set(removed))).toEqual(expected);
  });
});

describe('forgetProjects', () => {
  it('removes a deleted project and its children from the stored history', async () => {
    const storage = memoryStorage({ [KEYS.projectHistory]: [5, 7, 2, 8] });
    await forgetProjects(storage, new Set([7, 8]));
    expect(await storage.get(KEYS.projectHistory)).toEqual([5, 2]);
  });

  it('leaves a history without those projects, or no history, untouched', async () => {
    const storage = memoryStorage({ [KEYS.projectHistory]: [5, 2] });
    await forgetProjects(storage, new Set([7]));
    expect(await storage.get(KEYS.projectHistory)).toEqual([5, 2]);
    const empty = memoryStorage({});
    await forgetProjects(empty, new Set([7]));
    expect(await empty.get(KEYS.projectHistory)).toBeUndefined();
  });
});
