import { describe, expect, it } from 'vitest';
import { addToHistory } from './project-history';

describe('addToHistory', () => {
  it.each<[number[], number, number[]]>([
    [[], 1, [1]],
    [[1, 2], 3, [3, 1, 2]],
    [[1, 2, 3], 2, [2, 1, 3]],
    [[1, 2, 3, 4, 5, 6], 7, [7, 1, 2, 3, 4, 5]],
    [[1, 2, 3, 4, 5, 6], 6, [6, 1, 2, 3, 4, 5]],
  ])('%j + %s → %j', (history, id, expected) => expect(addToHistory(history, id)).toEqual(expected));
});
