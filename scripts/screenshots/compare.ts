/**
 * Did a change alter how the web app looks? Renders the same screens from two builds of the web app (each
 * served by its own throwaway local server with the same demo data) at 1440 × 900 and on a 360 × 740 phone,
 * and counts the pixels that differ:
 *
 *   node --import tsx scripts/screenshots/compare.ts <before dist/web copy> <after dist/web> [out dir]
 *
 * The pictures and a diff image of each screen that changed land in the out dir (default /tmp/vk-compare).
 */
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { diff, Jimp } from 'jimp';
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from '../../playwright.config.ts';
import { DEMO_USER } from '../../server/src/demo.ts';
import { startDemoServer } from './demo-server.ts';

const [before, after, out = '/tmp/vk-compare'] = process.argv.slice(2);
if (!before || !after) throw new Error('usage: compare.ts <before web dir> <after web dir> [out dir]');
const WIDTHS = [
  { name: 'wide', viewport: { width: 1440, height: 900 } },
  { name: 'phone', viewport: { width: 360, height: 740 } },
] as const;
/** One moment for both runs, so dates read the same. */
const now = new Date();

/** A screen: where it is, and what to do there before the picture (open a menu, a dialog). */
type Screen = [name: string, path: string, act?: (page: Page) => Promise<void>];

async function shootBuild(web: string, dir: string): Promise<string[]> {
  const { server, view, projectId, taskId } = await startDemoServer(web, now);
  const settings = (part: string) => `/projects/${projectId}/settings/${part}`;
  const screens: Screen[] = [
    ['home', '/'],
    ['upcoming', '/tasks/by/upcoming'],
    ['projects', '/projects'],
    ['list', view('list')],
    ['kanban', view('kanban')],
    ['gantt', view('gantt')],
    ['table', view('table')],
    ['task-detail', `/tasks/${taskId}`],
    ['labels', '/labels'],
    ['teams', '/teams'],
    ['filter-new', '/filters/new'],
    ['settings-general', '/user/settings/general'],
    ['settings-tokens', '/user/settings/api-tokens'],
    ['settings-caldav', '/user/settings/caldav'],
    ['settings-sessions', '/user/settings/sessions'],
    ['project-edit', settings('edit')],
    ['project-views', settings('views')],
    ['project-webhooks', settings('webhooks')],
    ['project-background', settings('background')],
    ['project-share', settings('share')],
    [
      'notifications',
      '/',
      (p) =>
        p
          .getByRole('button', { name: /notifications/i })
          .first()
          .click(),
    ],
    ['shortcuts', '/', (p) => p.keyboard.press('Shift+?')],
    ['quick-actions', '/', (p) => p.keyboard.press('Control+k')],
    ['user-menu', '/', (p) => p.getByRole('button', { name: /^User menu of / }).click()],
  ];
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const files: string[] = [];
  for (const width of WIDTHS) {
    const context = await browser.newContext({ viewport: width.viewport, serviceWorkers: 'block' });
    const page = await context.newPage();
    const shoot = async (name: string) => {
      await page.waitForLoadState('networkidle');
      // A list from the kept cache says so until its fresh page arrives (it may say so longer: move on).
      await page
        .getByText('Updating…')
        .waitFor({ state: 'hidden', timeout: 5000 })
        .catch(() => undefined);
      await page.waitForTimeout(400);
      const file = `${name}-${width.name}.png`;
      await page.screenshot({ path: join(dir, file), animations: 'disabled', caret: 'hide' });
      files.push(file);
    };
    await page.goto(`${server.url}/login`);
    await page.getByLabel('Username').waitFor();
    await shoot('login');
    await page.getByLabel('Username').fill(DEMO_USER.username);
    await page.getByLabel('Password').fill(DEMO_USER.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('button', { name: /^User menu of / }).waitFor();
    for (const [name, path, act] of screens) {
      await page.goto(`${server.url}${path}`);
      await page.getByRole('main').waitFor();
      await page.waitForLoadState('networkidle');
      await act?.(page).catch((error: Error) => console.warn(`${name}: ${error.message.split('\n')[0]}`));
      await shoot(name);
    }
    await context.close();
  }
  await browser.close();
  await server.close();
  return files;
}

mkdirSync(join(out, 'before'), { recursive: true });
mkdirSync(join(out, 'after'), { recursive: true });
const files = await shootBuild(resolve(before), join(out, 'before'));
await shootBuild(resolve(after), join(out, 'after'));
let changed = 0;
for (const file of files) {
  const a = await Jimp.read(join(out, 'before', file));
  const b = await Jimp.read(join(out, 'after', file));
  if (a.width !== b.width || a.height !== b.height) {
    console.log(`${file}: size ${a.width}×${a.height} → ${b.width}×${b.height}`);
    changed++;
    continue;
  }
  const { percent, image } = diff(a, b, 0.05);
  const pixels = Math.round(percent * a.width * a.height);
  if (pixels > 0) {
    await (image as typeof a).write(join(out, `diff-${file}`) as `${string}.png`);
    changed++;
  }
  console.log(`${file}: ${pixels} pixels differ`);
}
console.log(`${changed} of ${files.length} screens differ (pictures in ${out})`);
