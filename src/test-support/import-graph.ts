/** Module specifiers a source imports: static imports and re-exports, and dynamic `import('…')`. */
export function importsOf(source: string): string[] {
  const found = [...source.matchAll(/\bfrom\s+'([^']+)'|\bimport\s*\(\s*'([^']+)'\s*\)|^\s*import\s+'([^']+)'/gm)];
  return found.map((m) => m[1] ?? m[2] ?? m[3] ?? '');
}

/**
 * The first import cycle among `modules` (name → the names it imports, others ignored), as the names along
 * it with the first repeated at the end; null when there is none.
 */
export function findCycle(modules: Map<string, string[]>): string[] | null {
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (name: string): string[] | null => {
    const at = path.indexOf(name);
    if (at >= 0) return [...path.slice(at), name];
    if (done.has(name)) return null;
    path.push(name);
    for (const next of modules.get(name) ?? []) {
      if (!modules.has(next)) continue;
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    path.pop();
    done.add(name);
    return null;
  };
  for (const name of modules.keys()) {
    const cycle = visit(name);
    if (cycle) return cycle;
  }
  return null;
}
