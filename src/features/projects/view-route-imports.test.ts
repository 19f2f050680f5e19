import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { withoutComments } from '@/test-support/source-files';

const SRC = join(__dirname, '../..');

/** Module specifiers a source loads with it: static imports and re-exports, not types, not `import()`. */
function staticImportsOf(source: string): string[] {
  const found = source.matchAll(/^\s*(?:import|export)\s+(?!type\b)[^'"]*?\bfrom\s+'([^']+)'|^\s*import\s+'([^']+)'/gm);
  return [...found].map((m) => m[1] ?? m[2] ?? '');
}

function resolve(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/')
    ? join(SRC, specifier.slice(2))
    : specifier.startsWith('.')
      ? join(dirname(from), specifier)
      : null;
  if (base === null) return null;
  const file = ['.ts', '.tsx', '/index.ts', '/index.tsx', ''].map((end) => base + end).find((f) => existsSync(f));
  return file && /\.tsx?$/.test(file) ? file : null;
}

/** Every source module loaded with `entry`, as paths under src/. */
function loadedWith(entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const specifier of staticImportsOf(withoutComments(readFileSync(file, 'utf8')))) {
      const next = resolve(file, specifier);
      if (next) visit(next);
    }
  };
  visit(join(SRC, entry));
  return new Set([...seen].map((f) => relative(SRC, f)));
}

describe("the project view's code", () => {
  const loaded = loadedWith('features/projects/ProjectViewPage.tsx');

  it('is found by the walk (the list view comes with the page)', () => {
    expect(loaded).toContain('features/views/list/ListView.tsx');
  });

  it('leaves the quick-add parser and its date grammar to load when idle (a first screen never waits for it)', () => {
    expect([...loaded].filter((f) => f === 'quick-add/parse.ts' || f === 'quick-add/dates.ts')).toEqual([]);
  });
});
