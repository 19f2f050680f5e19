/**
 * What the web app's first load is made of: each initial chunk's gzip bytes attributed to the source modules
 * (and npm packages) its sourcemap names, largest first. Run after `npm run build:web`:
 *
 *   node --import tsx bench/bundle-report.ts [dist/web/index.html] [--modules N]
 *
 * A chunk's gzip size is shared out over the modules by the size of each one's code gzipped alone, so the
 * figures are estimates per module but add up to what `bench/bundle-size.ts` counts.
 */
import { existsSync, readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { gzipSync } from 'node:zlib';
import { pathToFileURL } from 'node:url';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';
import { initialFiles } from './bundle-size';

/** One mapping of generated code: where it starts and which source wrote it (null: glue the bundler wrote). */
export interface Segment {
  line: number; // 1-based, as source maps count
  column: number; // 0-based
  source: string | null;
}

/** Code no sourcemap names: the bundler's own (imports, preload lists) and JSON modules. */
export const UNMAPPED = '(unmapped)';

/** The text of `code` each source wrote, each segment running to the next one or the end of its line. */
export function textPerSource(code: string, segments: Segment[]): Map<string, string> {
  const out = new Map<string, string[]>();
  const add = (source: string | null, text: string) => {
    const key = source ?? UNMAPPED;
    if (text) out.set(key, [...(out.get(key) ?? []), text]);
  };
  const byLine = new Map<number, Segment[]>();
  for (const s of segments) byLine.set(s.line, [...(byLine.get(s.line) ?? []), s]);
  code.split('\n').forEach((text, i) => {
    const segs = (byLine.get(i + 1) ?? []).slice().sort((a, b) => a.column - b.column);
    add(null, text.slice(0, segs[0]?.column ?? text.length)); // before the first mapping
    segs.forEach((s, j) => add(s.source, text.slice(s.column, segs[j + 1]?.column ?? text.length)));
  });
  return new Map([...out].map(([k, v]) => [k, v.join('')]));
}

/** The npm package a source path lies in (`@scope/name` or `name`), or the path below the project root. */
export function ownerOf(source: string): string {
  const path = shortPath(source);
  if (!path.startsWith('node_modules/')) return path;
  const [, name = '', sub = ''] = path.split('/');
  return name.startsWith('@') ? `${name}/${sub}` : name;
}

/** A source path from the project root (`src/…`, `node_modules/…`), however the sourcemap wrote it. */
export function shortPath(source: string): string {
  const parts = source.replace(/\\/g, '/').split('/');
  const nm = parts.lastIndexOf('node_modules');
  if (nm >= 0) return parts.slice(nm).join('/');
  const root = parts.findIndex((p) => ['src', 'locales', 'web', 'entrypoints'].includes(p));
  return root >= 0 ? parts.slice(root).join('/') : source;
}

/**
 * Shares `total` out over `parts` in proportion to their weights. The weights are each source's text gzipped
 * alone: a module of hashed file names compresses worse than one of repeated keywords.
 */
export function shareOut(total: number, parts: Map<string, number>): Map<string, number> {
  const sum = [...parts.values()].reduce((a, b) => a + b, 0);
  return new Map([...parts].map(([k, v]) => [k, sum > 0 ? (total * v) / sum : 0]));
}

/** Adds `from`'s figures into `into`, keyed by `key`. */
function addInto(into: Map<string, number>, from: Map<string, number>, key: (k: string) => string = (k) => k) {
  for (const [k, v] of from) into.set(key(k), (into.get(key(k)) ?? 0) + v);
}

function segmentsOf(map: RawSourceMap): Segment[] {
  const segments: Segment[] = [];
  new SourceMapConsumer(map).eachMapping((m) =>
    segments.push({ line: m.generatedLine, column: m.generatedColumn, source: m.source ?? null }),
  );
  return segments;
}

/** KiB of gzip per source module (`modules`) and per package or src folder (`owners`) of the first load. */
export function firstLoadReport(htmlPath: string): { modules: Map<string, number>; files: number; kb: number } {
  const modules = new Map<string, number>();
  const files = initialFiles(htmlPath);
  for (const { file, kb } of files) {
    const mapFile = `${file}.map`;
    if (!file.endsWith('.js') || !existsSync(mapFile)) {
      modules.set(basename(file), kb);
      continue;
    }
    const map = JSON.parse(readFileSync(mapFile, 'utf8')) as RawSourceMap;
    const texts = textPerSource(readFileSync(file, 'utf8'), segmentsOf(map));
    const weights = new Map([...texts].map(([k, text]) => [k, gzipSync(text, { level: 9 }).length]));
    addInto(modules, shareOut(kb, weights), (k) =>
      k === UNMAPPED ? `(unmapped in ${basename(file)}: bundler glue, JSON such as the first screens' English)` : k,
    );
  }
  return { modules, files: files.length, kb: files.reduce((s, f) => s + f.kb, 0) };
}

const sorted = (m: Map<string, number>) => [...m].sort((a, b) => b[1] - a[1]);
const row = ([name, kb]: [string, number]) => `${kb.toFixed(1).padStart(7)}  ${name}`;

function main(): void {
  const args = process.argv.slice(2);
  const html = args.find((a) => a.endsWith('.html')) ?? 'dist/web/index.html';
  const top = Number(args[args.indexOf('--modules') + 1] ?? 40) || 40;
  const { modules, files, kb } = firstLoadReport(html);
  const owners = new Map<string, number>();
  addInto(owners, modules, (k) => {
    const owner = ownerOf(k);
    return owner.startsWith('src/') ? owner.split('/').slice(0, 2).join('/') : owner;
  });
  console.log(`${html}: ${kb.toFixed(1)} KiB gzip in ${files} files\n\nby package or src folder (KiB gzip):`);
  sorted(owners).forEach((r) => console.log(row(r)));
  console.log(`\nlargest ${top} modules (KiB gzip):`);
  sorted(modules)
    .slice(0, top)
    .forEach(([name, v]) => console.log(row([shortPath(name), v])));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
