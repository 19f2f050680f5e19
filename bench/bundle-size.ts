import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The JS and CSS a page loads before it can run: its scripts, module preloads and stylesheets. */
export function initialAssets(htmlPath: string): string[] {
  const html = readFileSync(htmlPath, 'utf8');
  const refs = [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*\shref)="([^"]+\.(?:js|css))"/g)].map(
    (m) => m[1] ?? '',
  );
  return [...new Set(refs)].map((ref) => join(dirname(htmlPath), ref.replace(/^\//, '')));
}

/** Follows static imports inside the entry scripts, so shared chunks count too. */
function withStaticImports(files: string[]): string[] {
  const seen = new Set<string>();
  const queue = [...files];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    if (!file.endsWith('.js')) continue;
    const code = readFileSync(file, 'utf8');
    for (const m of code.matchAll(/(?:^|[;\n}])\s*import\s*(?:[^'"();]*?from\s*)?["']([^"']+\.js)["']/g)) {
      queue.push(join(dirname(file), m[1] ?? ''));
    }
  }
  return [...seen];
}

const gzipKiB = (content: string | Buffer) => gzipSync(content, { level: 9 }).length / 1024;

/** Each initial file with its gzip size in KiB, largest first; styles written into the page count as one more. */
export function initialFiles(htmlPath: string): Array<{ file: string; kb: number }> {
  const inline = [...readFileSync(htmlPath, 'utf8').matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('');
  return withStaticImports(initialAssets(htmlPath))
    .map((file) => ({ file, kb: gzipKiB(readFileSync(file)) }))
    .concat(inline ? [{ file: `${htmlPath} <style>`, kb: gzipKiB(inline) }] : [])
    .sort((a, b) => b.kb - a.kb);
}

/** The JS and CSS a page loads before it can run, gzip-compressed (KiB, one decimal), and how many files. */
export function gzipKb(htmlPath: string): { kb: number; files: number } {
  const files = initialFiles(htmlPath);
  const kb = files.reduce((sum, f) => sum + f.kb, 0);
  return { kb: Math.round(kb * 10) / 10, files: files.length };
}
