/**
 * `npm run bench`: builds, then prints the figures later work is measured against, each beside its goal.
 * `npm run bench -- server popup` runs only the named parts (sizes, quick-add, server, board, popup, list).
 * Targets live here, never in timed tests.
 */
import { execSync } from 'node:child_process';
import { gzipKb } from './bundle-size';
import { BUDGETS } from './budgets';

const PARTS = ['sizes', 'quick-add', 'server', 'board', 'popup', 'list'] as const;
type Part = (typeof PARTS)[number];
const asked = process.argv.slice(2).filter((a): a is Part => (PARTS as readonly string[]).includes(a));
const wanted = (part: Part): boolean => asked.length === 0 || asked.includes(part);

function run(command: string): void {
  execSync(command, { stdio: ['ignore', 'ignore', 'inherit'] });
}

if (wanted('sizes') || wanted('popup') || wanted('list')) {
  run('npm run build:web');
  run('npm run build:ext');
}

if (wanted('sizes')) {
  const web = gzipKb('dist/web/index.html');
  const popup = gzipKb('.output/chrome-mv3/popup.html');
  console.log(
    `web app initial JS+CSS (gzip): ${web.kb} KiB in ${web.files} files (goal ≤ ${BUDGETS.webInitialKiB} KiB)`,
  );
  console.log(
    `popup initial JS+CSS (gzip): ${popup.kb} KiB in ${popup.files} files (goal ≤ ${BUDGETS.popupInitialKiB} KiB)`,
  );
}

const benches: Array<[Part, string, string]> = [
  ['quick-add', './quick-add.ts', 'benchQuickAdd'],
  ['server', './server.ts', 'benchServer'],
  ['board', './kanban-board.ts', 'benchKanbanBoard'],
  ['popup', './popup-open.ts', 'benchPopupOpen'],
  ['list', './list-view.ts', 'benchListView'],
];
for (const [part, file, name] of benches) {
  if (!wanted(part)) continue;
  const mod = (await import(file)) as Record<string, () => Promise<string[]>>;
  const bench = mod[name];
  if (bench) for (const line of await bench()) console.log(line);
}
