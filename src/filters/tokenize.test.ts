import { describe, expect, it } from 'vitest';
import { tokenize } from './tokenize.ts';

const kinds = (input: string): string[] => tokenize(input).map((t) => `${t.kind}:${t.text}`);

describe('tokenize', () => {
  it.each<[string, string[]]>([
    ['done = true', ['word:done', 'comparator:=', 'word:true']],
    ['dueDate>=now-1w/d', ['word:dueDate', 'comparator:>=', 'word:now-1w/d']],
    [
      'a!=b&&c?=d||(e<f)',
      [
        'word:a',
        'comparator:!=',
        'word:b',
        'and:&&',
        'word:c',
        'comparator:?=',
        'word:d',
        'or:||',
        'lparen:(',
        'word:e',
        'comparator:<',
        'word:f',
        'rparen:)',
      ],
    ],
    ['labels in 1,2', ['word:labels', 'word:in', 'word:1', 'comma:,', 'word:2']],
    ['x = "a \\"b\\" c"', ['word:x', 'comparator:=', 'string:a "b" c']],
    ["x = 'it\\'s'", ['word:x', 'comparator:=', "string:it's"]],
    ['x = 2024-01-31T10:00:00+02:00', ['word:x', 'comparator:=', 'word:2024-01-31T10:00:00+02:00']],
    ['x = ünï%_@.', ['word:x', 'comparator:=', 'word:ünï%_@.']],
  ])('%j', (input, expected) => {
    expect(kinds(input)).toEqual(expected);
  });

  it('records offsets', () => {
    expect(tokenize('  done =  "a"').map((t) => [t.start, t.end])).toEqual([
      [2, 6],
      [7, 8],
      [10, 13],
    ]);
  });

  it('is forgiving in lenient mode', () => {
    expect(tokenize('a & "b', { lenient: true })).toMatchObject([
      { kind: 'word' },
      { kind: 'partial', text: '&' },
      { kind: 'string', text: 'b', unterminated: true },
    ]);
  });

  it.each([
    ['a & b', 4018, 2],
    ['a | b', 4018, 2],
    ['a ! b', 4017, 2],
    ['a ? b', 4017, 2],
    ['a = "b', 4019, 4],
  ])('rejects %j with %i at %i', (input, code, position) => {
    expect(() => tokenize(input)).toThrow(expect.objectContaining({ code, position }));
  });
});
