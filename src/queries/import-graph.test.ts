import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { withoutComments } from '@/test-support/source-files';
import { findCycle, importsOf } from '@/test-support/import-graph';

const DIR = join(__dirname);

/** The query modules (tests left out), each with the query modules it imports. */
function queryModules(): Map<string, string[]> {
  const names = readdirSync(DIR).filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f));
  return new Map(
    names.map((file) => {
      const specifiers = importsOf(withoutComments(readFileSync(join(DIR, file), 'utf8')));
      const local = specifiers
        .map((s) => s.replace(/^@\/queries\//, './'))
        .filter((s) => s.startsWith('./'))
        .map((s) => s.slice(2).replace(/\.tsx?$/, ''));
      return [file.replace(/\.tsx?$/, ''), local];
    }),
  );
}

describe('import graph helpers', () => {
  it('reads static, re-exported and dynamic imports', () => {
    const source = `import a from './a';\nexport { b } from '@/queries/b';\nconst c = await import('./c');\nimport './d';`;
    expect(importsOf(source)).toEqual(['./a', '@/queries/b', './c', './d']);
  });

  it.each([
    [
      'no cycle',
      [
        ['a', ['b']],
        ['b', ['c']],
        ['c', []],
      ],
      null,
    ],
    [
      'a two-module cycle',
      [
        ['a', ['b']],
        ['b', ['a']],
      ],
      ['a', 'b', 'a'],
    ],
    [
      'a longer cycle reached from outside',
      [
        ['x', ['a']],
        ['a', ['b']],
        ['b', ['c']],
        ['c', ['a']],
      ],
      ['a', 'b', 'c', 'a'],
    ],
    [
      'imports of modules outside the set',
      [
        ['a', ['react']],
        ['b', ['a']],
      ],
      null,
    ],
  ] as const)('finds %s', (_what, modules, expected) => {
    expect(findCycle(new Map(modules.map(([name, deps]) => [name, [...deps]])))).toEqual(expected);
  });
});

describe('src/queries', () => {
  it('has no import cycle: the owner of a shape is imported, never importing back', () => {
    expect(findCycle(queryModules())).toBeNull();
  });

  it('imports nothing from src/features, not even lazily', () => {
    const upward = readdirSync(DIR)
      .filter((f) => /\.tsx?$/.test(f))
      .flatMap((f) => importsOf(readFileSync(join(DIR, f), 'utf8')).map((s) => `${f}: ${s}`))
      .filter((line) => /: (@\/features|\.\.\/features)/.test(line));
    expect(upward).toEqual([]);
  });
});
