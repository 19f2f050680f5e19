import { describe, expect, it } from 'vitest';
import { backgroundFileProblem } from './backgrounds';

const MB = 1024 * 1024;

describe('backgroundFileProblem', () => {
  it.each([
    [{ type: 'image/jpeg', size: MB }, null],
    [{ type: 'image/png', size: 20 * MB }, null],
    [{ type: 'image/gif', size: 1 }, null],
    [{ type: 'image/webp', size: 1 }, null],
    [{ type: 'image/png', size: 20 * MB + 1 }, 'size'],
    [{ type: 'image/svg+xml', size: 1 }, 'type'],
    [{ type: 'application/pdf', size: 30 * MB }, 'type'],
    [{ type: '', size: 1 }, 'type'],
  ])('%j → %s', (file, problem) => expect(backgroundFileProblem(file, 20 * MB)).toBe(problem));
});
