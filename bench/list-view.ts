import { chromium, type Browser, type Page } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM, CHROMIUM_ARGS } from '../playwright.config';
import { startServer } from '../server/src/server.ts';
import { BUDGETS } from './budgets';
import { percentile, round } from './stats';

const TASKS = 1_000;
const RUNS = 10;
const VISIBLE = 20;

/** A project view the bench opens: what counts as one of its tasks on screen, and Vikunja 2.5's own figure. */
interface BenchView {
  kind: 'list' | 'table' | 'kanban';
  /** A task of the view on screen. */
  selector: string;
  /** Vikunja 2.5's own web app on the same data, as measured for the issue (view → first 20 tasks). */
  vikunjaMs: number;
}

export const BENCH_VIEWS: BenchView[] = [
  { kind: 'list', selector: '.task-item', vikunjaMs: 2_000 },
  { kind: 'table', selector: '.task-table tbody tr', vikunjaMs: 1_820 },
  { kind: 'kanban', selector: '.kanban-card', vikunjaMs: 1_910 },
];

/** The app's IndexedDB database of kept query answers (src/platform/query-cache-store.ts). */
const CACHE_DB = 'vikunja-query-cache';
/** Long enough for the app to write its cache after the view arrived (it writes at most every 400 ms). */
const CACHE_WRITE_MS = 1_500;

/** The web page's pictures of its last screens (src/platform/first-paint-store.ts), shown before the app runs. */
const PICTURES_KEY = 'firstPaint';
/** The container of such a picture on screen: the app's own screen never has it. */
const PICTURE = '[data-first-paint]';

/**
 * In the page, before the app runs: records the moment `count` tasks are first painted (`bench:list-visible`,
 * the picture's or the app's), and the moment the app's own tasks are, with no picture left (`bench:list-live`),
 * both from navigation start. Painted, not only in the document: the mark is made in a task after the next
 * frame, so a main thread busy with other work before that frame counts.
 */
function markVisible([selector, count, picture]: [string, number, string]): void {
  // No named helper functions in here: the bench's TypeScript loader would wrap them in a call the page lacks.
  const names = ['bench:list-visible', 'bench:list-live'];
  const pending = new Set<string>();
  new MutationObserver((_changes, observer) => {
    if (document.querySelectorAll(selector).length < count) return;
    pending.add(names[0]!);
    if (!document.querySelector(picture)) {
      pending.add(names[1]!);
      observer.disconnect();
    }
    requestAnimationFrame(() =>
      setTimeout(() => {
        for (const name of pending) {
          if (performance.getEntriesByName(name).length) continue;
          performance.mark(name);
          // Told through the console: the harness waits without running anything of its own in the page.
          console.debug(name);
        }
      }),
    );
  }).observe(document, { childList: true, subtree: true });
}

/** Opens a view in the page and answers how long after navigation start its first tasks were on screen. */
export async function timeToList(page: Page, url: string, stayMs = 0): Promise<number> {
  return (await timeToMarks(page, url, ['bench:list-visible'], stayMs))[0]!;
}

/** Opens a view in the page and answers when each mark was made, from navigation start; then leaves the page. */
async function timeToMarks(page: Page, url: string, marks: string[], stayMs = 0): Promise<number[]> {
  // Not page.waitForFunction: it puts Playwright's own script in the page and polls there, which took one
  // main-thread task of about 30 ms in the middle of the app's start in a trace.
  const waiting = new Set(marks);
  const marked = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${[...waiting].join(', ')} within 30 s`)), 30_000);
    page.on('console', (message) => {
      if (waiting.delete(message.text()) && waiting.size === 0) {
        clearTimeout(timer);
        resolve();
      }
    });
  });
  await page.goto(url);
  await marked;
  const ms = await page.evaluate(
    (names) => names.map((name) => performance.getEntriesByName(name)[0]?.startTime ?? NaN),
    marks,
  );
  if (stayMs > 0) {
    await page.waitForTimeout(stayMs);
    await page.goto('about:blank'); // left as a person leaves it: the page keeps its picture
  }
  await page.close();
  return ms;
}

export interface BenchProject {
  browser: Browser;
  /** A signed-in browser profile's storage (cookies and local storage). */
  storageState: Awaited<ReturnType<Awaited<ReturnType<Browser['newContext']>>['storageState']>>;
  /** The address of each view of the project of 1,000 tasks. */
  urls: Record<BenchView['kind'], string>;
  close(): Promise<void>;
}

/**
 * A local server with a web build (`web`), an account signed in through the form and a project of 1,000 tasks,
 * in its own browser or in `shared` (to compare two builds side by side under the same load).
 */
export async function benchProject(web = 'dist/web', shared?: Browser): Promise<BenchProject> {
  const data = mkdtempSync(join(tmpdir(), 'vk-bench-list-'));
  const server = await startServer({ port: 0, data, web });
  const browser = shared ?? (await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS }));
  const close = async () => {
    if (!shared) await browser.close();
    await server.close();
    rmSync(data, { recursive: true, force: true });
  };
  try {
    const api = `${server.url}/api/v1`;
    const json = { 'content-type': 'application/json' };
    const user = { username: 'bench', email: 'bench@example.com', password: 'bench-password' };
    await fetch(`${api}/register`, { method: 'POST', headers: json, body: JSON.stringify(user) });
    const { token } = (await (
      await fetch(`${api}/login`, { method: 'POST', headers: json, body: JSON.stringify(user) })
    ).json()) as { token: string };
    const auth = { ...json, authorization: `Bearer ${token}` };
    const project = (await (
      await fetch(`${api}/projects`, { method: 'PUT', headers: auth, body: JSON.stringify({ title: 'Bench' }) })
    ).json()) as { id: number };
    const views = (await (await fetch(`${api}/projects/${project.id}/views`, { headers: auth })).json()) as Array<{
      id: number;
      view_kind: string;
    }>;
    const viewUrl = (kind: BenchView['kind']) => {
      const view = views.find((v) => v.view_kind === kind);
      if (!view) throw new Error(`the project has no ${kind} view`);
      return `${server.url}/projects/${project.id}/${view.id}`;
    };
    for (let i = 0; i < TASKS; i++) {
      await fetch(`${api}/projects/${project.id}/tasks`, {
        method: 'PUT',
        headers: auth,
        body: JSON.stringify({ title: `Task ${i}` }),
      });
    }

    const signIn = await browser.newContext();
    const setup = await signIn.newPage();
    await setup.goto(`${server.url}/login`);
    await setup.getByLabel('Username').fill(user.username);
    await setup.getByLabel('Password').fill(user.password);
    await setup.getByRole('button', { name: 'Sign in' }).click();
    await setup.getByRole('button', { name: /^User menu of / }).waitFor();
    const storageState = await signIn.storageState();
    await signIn.close();
    return {
      browser,
      storageState,
      urls: { list: viewUrl('list'), table: viewUrl('table'), kanban: viewUrl('kanban') },
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

interface ViewTimes {
  cold: number[];
  /** The first tasks on screen from the kept cache: the last visit's picture of them, then the app. */
  cached: number[];
  /** The same tabs: the app's own first tasks on screen, with the picture gone. */
  live: number[];
}

/** Ten new tabs on one view: cold (no kept query cache, no picture), then from what a first visit left. */
async function timeView(project: BenchProject, view: BenchView): Promise<ViewTimes> {
  const { browser, storageState } = project;
  const url = project.urls[view.kind];
  const probe: [string, number, string] = [view.selector, VISIBLE, PICTURE];
  // Cold: every new tab starts without a kept query cache or picture (the browser's own cache of the code stays).
  const coldContext = await browser.newContext({ storageState });
  await coldContext.addInitScript(
    ({ name, key }) => {
      void indexedDB.deleteDatabase(name);
      localStorage.removeItem(key);
    },
    { name: CACHE_DB, key: PICTURES_KEY },
  );
  await coldContext.addInitScript(markVisible, probe);
  const cold: number[] = [];
  for (let i = 0; i < RUNS; i++) cold.push(await timeToList(await coldContext.newPage(), url));
  await coldContext.close();

  // From the cache: the same profile opens the view again in a new tab, after one visit that kept it.
  const warmContext = await browser.newContext({ storageState });
  await warmContext.addInitScript(markVisible, probe);
  await timeToList(await warmContext.newPage(), url, CACHE_WRITE_MS);
  const cached: number[] = [];
  const live: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const [shown, app] = await timeToMarks(await warmContext.newPage(), url, ['bench:list-visible', 'bench:list-live']);
    cached.push(shown!);
    live.push(app!);
  }
  await warmContext.close();
  return { cold, cached, live };
}

/**
 * A signed-in person opens a project's list, table and kanban views of 1,000 tasks in a new tab: the time from
 * navigation start to the first 20 tasks on screen, measured inside the page. The web build is served by the
 * local server. Each view twice: cold (no kept query cache) and from the cache a first visit left; the latter
 * shows the last visit's picture of the screen first (web/first-paint.ts), so its tabs are also timed to the app's
 * own tasks, with the picture gone.
 */
export async function benchListView(): Promise<string[]> {
  const project = await benchProject();
  try {
    const lines: string[] = [];
    const line = (xs: number[]) =>
      `median ${round(percentile(xs, 50), 0)} ms, p95 ${round(percentile(xs, 95), 0)} ms over ${xs.length} runs`;
    for (const view of BENCH_VIEWS) {
      const { cold, cached, live } = await timeView(project, view);
      const goal = view.vikunjaMs * BUDGETS.listVsVikunja;
      const what = `${view.kind} view of ${TASKS} tasks → first ${VISIBLE} painted, new tab`;
      lines.push(
        `${what}, no query cache: ${line(cold)} (goal ≤ ${goal} ms: ${BUDGETS.listVsVikunja} × Vikunja 2.5's ${view.vikunjaMs} ms)`,
        `${what}, from the persisted query cache: ${line(cached)} (goal ≤ ${BUDGETS.listFromCacheMs} ms)`,
        `${what}, from the kept cache, the app in charge (no picture left): ${line(live)} (goal ≤ ${BUDGETS.listFromCacheMs} ms)`,
      );
    }
    return lines;
  } finally {
    await project.close();
  }
}
