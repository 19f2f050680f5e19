/**
 * `npm run bench`: builds, then prints the figures later work is measured against.
 * Targets live here, never in timed tests.
 */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { gzipKb } from './bundle-size';

const POPUP_TARGET_KB = 60;

function run(command: string): void {
  execSync(command, { stdio: ['ignore', 'ignore', 'inherit'] });
}

run('npm run build:web');
run('npm run build:ext');

const web = gzipKb('dist/web/index.html');
const popup = gzipKb('.output/chrome-mv3/popup.html');
console.log(`web app initial JS+CSS (gzip): ${web.kb} KB in ${web.files} files`);
console.log(`popup initial JS+CSS (gzip): ${popup.kb} KB in ${popup.files} files (target ≤ ${POPUP_TARGET_KB} KB)`);

for (const [file, name] of [
  ['./quick-add.ts', 'benchQuickAdd'],
  ['./server.ts', 'benchServer'],
  ['./popup-open.ts', 'benchPopupOpen'],
] as const) {
  if (!existsSync(new URL(file, import.meta.url))) continue;
  const mod = (await import(file)) as Record<string, () => Promise<string[]>>;
  const bench = mod[name];
  if (bench) for (const line of await bench()) console.log(line);
}
