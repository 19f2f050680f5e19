import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Value (not type-only) imports from src/api in a module's source. */
function apiValueImports(source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+'@\/api\/[^']+'/g)) {
    if (match[1]) continue;
    const names = (match[2] ?? '')
      .split(',')
      .map((n) => n.trim())
      .filter((n) => n && !n.startsWith('type '));
    found.push(...names);
  }
  return found;
}

describe('apiValueImports', () => {
  it.each([
    ["import { listProjects } from '@/api/projects';", ['listProjects']],
    ["import type { Task } from '@/api/types';", []],
    ["import { type Task, getTask } from '@/api/tasks';", ['getTask']],
    ["import { useProjectsQuery } from '@/queries/projects';", []],
  ])('%s → %j', (source, names) => expect(apiValueImports(source)).toEqual(names));
});

/**
 * Server data reaches the popup only through the query hooks of src/queries: a popup module that runs effects
 * imports nothing but types from src/api, so no effect can fetch into component state.
 */
describe('the popup loads server data only through src/queries', () => {
  const dir = __dirname;
  const modules = readdirSync(dir).filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f));
  it.each(modules)('%s', (file) => {
    const source = readFileSync(join(dir, file), 'utf8');
    const runsEffects = /\buse(Layout)?Effect\(/.test(source);
    expect(runsEffects ? apiValueImports(source) : []).toEqual([]);
  });
});
