import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, type Rolldown } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import {
  COMPILE_HINT,
  compileHints,
  entryChunk,
  mapWithLineAbove,
  withCompileHint,
  type HintedChunks,
} from '../../vite-compile-hints';

describe('withCompileHint', () => {
  it.each([
    ['a plain chunk', 'const a=1;\n', `${COMPILE_HINT}\nconst a=1;\n`],
    ['a chunk starting with a comment', '//x\nf()', `${COMPILE_HINT}\n//x\nf()`],
    ['a chunk hinted already', `${COMPILE_HINT}\nf()`, `${COMPILE_HINT}\nf()`],
  ])('%s', (_name, code, expected) => {
    expect(withCompileHint(code)).toBe(expected);
  });
});

describe('mapWithLineAbove', () => {
  it.each([
    ['mappings on two lines', 'AAAA;AACA', ';AAAA;AACA'],
    ['no mappings yet', '', ';'],
  ])('%s', (_name, mappings, expected) => {
    const moved = JSON.parse(mapWithLineAbove(JSON.stringify({ version: 3, sources: ['a.ts'], mappings })));
    expect(moved).toEqual({ version: 3, sources: ['a.ts'], mappings: expected });
  });

  it('refuses a map without mappings', () => {
    expect(() => mapWithLineAbove('{"version":3}')).toThrow(/mappings/);
  });
});

// A small app built by Vite: an entry that imports two lazy pages sharing a module, so Vite's preload helper
// writes its own first line into the entry (the hint must still come first).
const dir = mkdtempSync(join(tmpdir(), 'compile-hints-'));
writeFileSync(join(dir, 'shared.js'), 'export const shared = (n) => n * 2;\n');
writeFileSync(join(dir, 'a.js'), "import { shared } from './shared.js';\nexport const a = () => shared(1);\n");
writeFileSync(join(dir, 'b.js'), "import { shared } from './shared.js';\nexport const b = () => shared(2);\n");
writeFileSync(
  join(dir, 'main.js'),
  "export function start() {\n  return Promise.all([import('./a.js'), import('./b.js')]);\n}\nstart();\n",
);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function bundle(hinted: HintedChunks) {
  const result = await build({
    root: dir,
    configFile: false,
    logLevel: 'silent',
    plugins: [compileHints(hinted)],
    build: { write: false, sourcemap: true, minify: false, rolldownOptions: { input: join(dir, 'main.js') } },
  });
  const output = (Array.isArray(result) ? result[0] : result) as Rolldown.RolldownOutput;
  const chunks = output.output.filter((item): item is Rolldown.OutputChunk => item.type === 'chunk');
  const map = (name: string) => {
    const asset = output.output.find((item) => item.fileName === `${name}.map`);
    return asset?.type === 'asset' ? (JSON.parse(String(asset.source)) as { mappings: string }) : undefined;
  };
  const byModule = (name: string) => chunks.find((c) => c.moduleIds.some((id) => id.endsWith(`/${name}`)))!;
  return { chunks, map, byModule };
}

describe('compileHints in a build', () => {
  it('puts the hint first in the entry chunk only and moves its source map down one line', async () => {
    const plain = await bundle(() => false);
    const hinted = await bundle(entryChunk);
    const entry = hinted.byModule('main.js');
    const before = plain.byModule('main.js');

    expect(before.code).toContain('__vite__mapDeps');
    expect(entry.code.split('\n')[0]).toBe(COMPILE_HINT);
    expect(entry.code).toBe(`${COMPILE_HINT}\n${before.code}`);
    expect(hinted.map(entry.fileName)?.mappings).toBe(`;${plain.map(before.fileName)?.mappings}`);
    for (const chunk of hinted.chunks.filter((c) => c !== entry)) {
      expect(chunk.code).not.toContain(COMPILE_HINT);
      expect(hinted.map(chunk.fileName)).toEqual(plain.map(chunk.fileName));
    }
  });

  it('hints the chunks a choice names, following their modules', async () => {
    const { chunks, byModule } = await bundle((chunk) => chunk.moduleIds.some((id) => id.endsWith('/a.js')));
    expect(chunks.filter((c) => c.code.startsWith(`${COMPILE_HINT}\n`))).toEqual([byModule('a.js')]);
  });
});
