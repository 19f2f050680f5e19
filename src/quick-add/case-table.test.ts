import { describe, expect, it } from 'vitest';
import { at, WEEK } from './case-kit';
import { caseTable } from './case-table';
import { textTable } from './text-table';

describe('textTable', () => {
  it('reads a header and rows, trimming cells and skipping blank and // lines', () => {
    expect(textTable`
      a   | b
      // a comment
      x y |

      1   | 2
    `).toEqual([
      { a: 'x y', b: '' },
      { a: '1', b: '2' },
    ]);
  });

  it('throws on a row with another number of cells than the header', () => {
    expect(
      () => textTable`
      a | b
      1 | 2 | 3
    `,
    ).toThrow(/3 cells/);
  });
});

describe('caseTable', () => {
  it('turns cells into fields and leaves empty cells out', () => {
    expect(caseTable`
      input           | mode    | now              | text | date             | labels | project | priority | assignees | repeats
      Gym friday *a   |         | FRI              | Gym  | 2025-06-20 12:00 | a, b c |         |          |           |
      x +p !2 @u, @v  | todoist | 2025-05-31 10:05 | x    |                  |        | p       | 2        | u, v      | 3 days
    `).toEqual([
      { input: 'Gym friday *a', now: WEEK.FRI, text: 'Gym', date: at(2025, 6, 20, 12), labels: ['a', 'b c'] },
      {
        input: 'x +p !2 @u, @v',
        mode: 'todoist',
        now: at(2025, 5, 31, 10, 5),
        text: 'x',
        project: 'p',
        priority: 2,
        assignees: ['u', 'v'],
        repeats: { type: 'days', amount: 3 },
      },
    ]);
  });

  it('throws on an unknown column, a cell that does not parse, or a table without text', () => {
    expect(
      () => caseTable`
      input | text | when
      a     | a    | now
    `,
    ).toThrow(/unknown column "when"/);
    expect(
      () => caseTable`
      input | text | date
      a     | a    | 2025-6-1 12:00
    `,
    ).toThrow(/not YYYY-MM-DD HH:MM/);
    expect(
      () => caseTable`
      input | mode   | text
      a     | silent | a
    `,
    ).toThrow(/bad mode "silent"/);
    expect(
      () => caseTable`
      input | text | repeats
      a     | a    | 2 fortnights
    `,
    ).toThrow(/bad repeat/);
    expect(
      () => caseTable`
      input
      a
    `,
    ).toThrow(/needs an input and a text/);
  });
});
