import { describe, expect, it } from 'vitest';
import type { FilterAst } from './ast.ts';
import { parseFilter } from './parse.ts';
import { printFilter } from './print.ts';
import { seededRandom } from '@/lib/prng';
import { randomAst } from './testing/random-ast.ts';

describe('printFilter', () => {
  it.each<[FilterAst, string]>([
    [{ type: 'empty' }, ''],
    [
      {
        type: 'condition',
        field: 'labels',
        comparator: 'in',
        values: [
          { type: 'number', value: 1 },
          { type: 'text', value: 'a b' },
        ],
      },
      'labels in 1, "a b"',
    ],
    [{ type: 'condition', field: 'labels', comparator: '=', values: [{ type: 'text', value: '7' }] }, 'labels = "7"'],
    [
      { type: 'condition', field: 'assignees', comparator: '=', values: [{ type: 'text', value: 'a"b\\c' }] },
      'assignees = "a\\"b\\\\c"',
    ],
    [
      { type: 'condition', field: 'dueDate', comparator: '>', values: [{ type: 'date', value: '2024-01-01 10:00' }] },
      'dueDate > "2024-01-01 10:00"',
    ],
    [
      {
        type: 'and',
        operands: [
          { type: 'condition', field: 'done', comparator: '=', values: [{ type: 'bool', value: false }] },
          {
            type: 'or',
            operands: [
              { type: 'condition', field: 'priority', comparator: '>=', values: [{ type: 'number', value: 3 }] },
              { type: 'condition', field: 'percentDone', comparator: '<', values: [{ type: 'number', value: 12.5 }] },
            ],
          },
        ],
      },
      'done = false && (priority >= 3 || percentDone < 12.5)',
    ],
  ])('%#', (ast, text) => {
    expect(printFilter(ast)).toBe(text);
    expect(parseFilter(text)).toEqual(ast);
  });

  it('round-trips 3,000 random ASTs: parseFilter(printFilter(ast)) equals ast', () => {
    const random = seededRandom(20240131);
    for (let n = 0; n < 3000; n += 1) {
      const ast = randomAst(random);
      const text = printFilter(ast);
      expect(parseFilter(text), text).toEqual(ast);
      expect(printFilter(parseFilter(text))).toBe(text);
    }
  });
});
