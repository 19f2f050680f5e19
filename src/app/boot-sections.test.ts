import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BOOT_SECTIONS } from './i18n';

const ENTRIES = ['web/main.tsx', 'entrypoints/app/main.tsx'];

function resolveImport(from: string, spec: string): string | null {
  let base: string;
  if (spec.startsWith('@/')) base = `src/${spec.slice(2)}`;
  else if (spec.startsWith('.')) base = join(dirname(from), spec);
  else return null;
  for (const suffix of ['', '.ts', '.tsx', '/index.ts', '/index.tsx']) {
    const file = base + suffix;
    if (existsSync(file) && statSync(file).isFile() && /\.tsx?$/.test(file)) return file;
  }
  return null;
}

/** The modules a page loads before its first render: static imports from the entry, types and lazy imports left out. */
function firstLoadModules(entry: string): string[] {
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    for (const m of code.matchAll(/^(?:import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm)) {
      if (m[1]) continue;
      const next = resolveImport(file, m[2] ?? '');
      if (next) queue.push(next);
    }
  }
  return [...seen];
}

/** Translation keys written out in a module: t('a.b'), t(`a.b`), i18nKey="a.b". */
const keysIn = (code: string): string[] =>
  [...code.matchAll(/(?:\bt\(\s*|i18nKey=\{?)['"`]([a-zA-Z]+)\.[\w.]+['"`]/g)].map((m) => m[1] ?? '');

describe('the English bundled with the first load', () => {
  for (const entry of ENTRIES) {
    it(`covers every key the first load of ${entry} writes out`, () => {
      const modules = firstLoadModules(entry);
      expect(modules.length).toBeGreaterThan(50); // the walk really followed the app's imports
      const missing = modules.flatMap((file) =>
        keysIn(readFileSync(file, 'utf8'))
          .filter((section) => !(section in BOOT_SECTIONS))
          .map((section) => `${file}: ${section}`),
      );
      expect([...new Set(missing)]).toEqual([]);
    });
  }

  it('holds no section that no module of the first load names', () => {
    const named = new Set(
      ENTRIES.flatMap(firstLoadModules).flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/['"`]([a-zA-Z]+)\.[\w.]+['"`]/g)].map((m) => m[1]),
      ),
    );
    expect(Object.keys(BOOT_SECTIONS).filter((section) => !named.has(section))).toEqual([]);
  });

  it('finds keys the way the components write them', () => {
    expect(keysIn(`t('shell.home'); t("settings.x", {}); <Trans i18nKey="auth.y" />; t(\`errors.z\`)`)).toEqual([
      'shell',
      'settings',
      'auth',
      'errors',
    ]);
  });
});
