import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tsxFiles, withoutComments } from '@/test-support/source-files';

const SRC = join(import.meta.dirname, '../..');
const DETAIL = join(SRC, 'features/task-detail');
/** Task-detail classes whose rules sit in another section of styles.css, and why they stay there for now. */
const ALLOWED: Record<string, string> = {
  'assignee-chip': 'beside the avatar rules of the accounts section, which moves as a whole',
};

/** The class names a set of TSX files write in their className attributes (quoted words on those lines). */
function classNames(files: string[]): Set<string> {
  const names = new Set<string>();
  for (const file of files)
    for (const line of withoutComments(readFileSync(file, 'utf8')).split('\n'))
      if (/className/.test(line))
        for (const literal of line.match(/(["'`])[^"'`]*\1/g) ?? [])
          for (const word of literal.match(/[a-z][a-z0-9-]*/g) ?? []) names.add(word);
  return names;
}

/** The classes a stylesheet's selectors name. */
function selectorClasses(css: string): Set<string> {
  const selectors = withoutComments(css).match(/[^{}]+(?=\{)/g) ?? [];
  return new Set(selectors.flatMap((selector) => [...selector.matchAll(/\.([a-z][a-z0-9-]*)/g)].map((m) => m[1]!)));
}

describe('the task detail keeps its look out of the first load', () => {
  it("styles.css (loaded with the first screens) has no rule for a class only the task detail's parts write", () => {
    const detail = classNames(tsxFiles(DETAIL));
    const elsewhere = classNames(tsxFiles(SRC).filter((file) => !file.startsWith(DETAIL)));
    const own = [...detail].filter((name) => !elsewhere.has(name));
    expect(own.length).toBeGreaterThan(10);
    const firstLoad = selectorClasses(readFileSync(join(SRC, 'app/styles.css'), 'utf8'));
    expect(own.filter((name) => firstLoad.has(name) && !(name in ALLOWED)).sort()).toEqual([]);
  });
});
