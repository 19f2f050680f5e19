import { describe, expect, it } from 'vitest';
import { parseLines, segments } from './highlight';

const NOW = new Date(2026, 10, 22, 10, 0);
const run = (text: string, mode: 'vikunja' | 'todoist' | 'disabled' = 'vikunja') =>
  segments(text, parseLines(text, mode, NOW));

describe('segments', () => {
  it.each([
    ['Buy milk', [['Buy milk', null]]],
    [
      'Buy milk *errands',
      [
        ['Buy milk ', null],
        ['*errands', 'label'],
      ],
    ],
    [
      'Buy milk !3 +Home',
      [
        ['Buy milk ', null],
        ['!3', 'priority'],
        [' ', null],
        ['+Home', 'project'],
      ],
    ],
    [
      'a *x\n  b @anna',
      [
        ['a ', null],
        ['*x', 'label'],
        ['\n  b ', null],
        ['@anna', 'assignee'],
      ],
    ],
    ['', []],
  ] as const)('%j', (text, expected) => {
    expect(run(text).map((s) => [s.text, s.kind])).toEqual(expected);
  });

  it('marks nothing when parsing is disabled', () => {
    expect(run('Buy milk *errands', 'disabled')).toEqual([{ text: 'Buy milk *errands', kind: null }]);
  });

  it('marks dates and repeats', () => {
    const kinds = run('Water plants tomorrow every week').map((s) => s.kind);
    expect(kinds).toContain('date');
    expect(kinds).toContain('repeat');
  });

  it.each(['x *a\n*b c', 'tomorrow\n\n  every day *x', 'a\n'])('joins back to the input: %j', (text) => {
    expect(
      run(text)
        .map((s) => s.text)
        .join(''),
    ).toBe(text);
  });
});
