import { describe, expect, it } from 'vitest';
import { ownerOf, shareOut, shortPath, textPerSource, UNMAPPED } from '../../bench/bundle-report';

describe('textPerSource', () => {
  it.each([
    {
      what: 'segments run to the next one or the end of the line',
      code: 'aaabbb\ncc',
      segments: [
        { line: 1, column: 0, source: 'a.ts' },
        { line: 1, column: 3, source: 'b.ts' },
        { line: 2, column: 0, source: 'a.ts' },
      ],
      want: { 'a.ts': 'aaacc', 'b.ts': 'bbb' },
    },
    {
      what: 'text before the first mapping and unnamed segments are the bundler’s',
      code: 'import x;foo()',
      segments: [
        { line: 1, column: 9, source: 'a.ts' },
        { line: 1, column: 12, source: null },
      ],
      want: { [UNMAPPED]: 'import x;()', 'a.ts': 'foo' },
    },
    {
      what: 'a line without mappings is the bundler’s; segments out of order are sorted',
      code: 'const deps=[1]\nxy',
      segments: [
        { line: 2, column: 1, source: 'b.ts' },
        { line: 2, column: 0, source: 'a.ts' },
      ],
      want: { [UNMAPPED]: 'const deps=[1]', 'a.ts': 'x', 'b.ts': 'y' },
    },
  ])('$what', ({ code, segments, want }) => {
    expect(Object.fromEntries(textPerSource(code, segments))).toEqual(want);
  });
});

describe('shortPath and ownerOf', () => {
  it.each([
    [
      '../../node_modules/react-dom/cjs/react-dom-client.production.js',
      'node_modules/react-dom/cjs/react-dom-client.production.js',
      'react-dom',
    ],
    [
      '../../../main/node_modules/@tanstack/query-core/build/modern/query.js',
      'node_modules/@tanstack/query-core/build/modern/query.js',
      '@tanstack/query-core',
    ],
    ['../../node_modules/a/node_modules/b/index.js', 'node_modules/b/index.js', 'b'],
    ['../../src/app/routes.tsx', 'src/app/routes.tsx', 'src/app/routes.tsx'],
    ['../../web/main.tsx', 'web/main.tsx', 'web/main.tsx'],
    ['virtual:thing', 'virtual:thing', 'virtual:thing'],
  ])('%s', (source, path, owner) => {
    expect(shortPath(source)).toBe(path);
    expect(ownerOf(source)).toBe(owner);
  });
});

describe('shareOut', () => {
  it('shares a total in proportion to the weights, adding up to it', () => {
    const out = shareOut(
      10,
      new Map([
        ['a', 3],
        ['b', 1],
        ['c', 1],
      ]),
    );
    expect(Object.fromEntries(out)).toEqual({ a: 6, b: 2, c: 2 });
  });

  it('gives nothing when there is no weight at all', () => {
    expect(Object.fromEntries(shareOut(10, new Map([['a', 0]])))).toEqual({ a: 0 });
  });
});
