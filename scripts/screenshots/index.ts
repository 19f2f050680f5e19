/**
 * `npm run screenshots`: renders the main screens from demo data into docs/screenshots/, in light and
 * dark at 1440 × 900 and on a 360 × 740 phone. Builds the web app and the extension first when missing,
 * runs a throwaway local server, and drives Debian's Chromium through Playwright (no browser download).
 */
import { execSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from '../../playwright.config.ts';
import { DEMO_USER } from '../../server/src/demo.ts';
import { startDemoServer } from './demo-server.ts';

const root = resolve(import.meta.dirname, '../..');
const out = resolve(root, 'docs/screenshots');
const only = process.argv.slice(2);

const VARIANTS = [
  { name: 'light', viewport: { width: 1440, height: 900 }, scheme: 'light' },
  { name: 'dark', viewport: { width: 1440, height: 900 }, scheme: 'dark' },
  { name: 'phone', viewport: { width: 360, height: 740 }, scheme: 'light' },
] as const;

if (!existsSync(resolve(root, 'dist/web/index.html'))) execSync('npm run build:web', { cwd: root, stdio: 'inherit' });
mkdirSync(out, { recursive: true });

const { server, view, taskId } = await startDemoServer(resolve(root, 'dist/web'), new Date());

const SCREENS: Array<[string, string]> = [
  ['home', '/'],
  ['upcoming', '/tasks/by/upcoming'],
  ['list', view('list')],
  ['kanban', view('kanban')],
  ['gantt', view('gantt')],
  ['table', view('table')],
  ['task-detail', `/tasks/${taskId}`],
  ['projects', '/projects'],
  ['settings', '/user/settings/general'],
];

async function signIn(page: Page) {
  await page.goto(`${server.url}/login`);
  await page.getByLabel('Username').fill(DEMO_USER.username);
  await page.getByLabel('Password').fill(DEMO_USER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: /^User menu of / }).waitFor();
}

async function shoot(page: Page, file: string) {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  await page.screenshot({ path: join(out, `${file}.png`) });
  console.log(`docs/screenshots/${file}.png`);
}

const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
for (const variant of VARIANTS) {
  const context = await browser.newContext({
    viewport: variant.viewport,
    colorScheme: variant.scheme,
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  await signIn(page);
  for (const [name, path] of SCREENS) {
    if (only.length > 0 && !only.includes(name)) continue;
    await page.goto(`${server.url}${path}`);
    await page.getByRole('main').waitFor();
    await shoot(page, `${name}-${variant.name}`);
  }
  await context.close();
}
await browser.close();

/** The popup: the built extension with access to the local server granted, as after the permission prompt. */
async function popupShots() {
  const ext = resolve(root, '.output/chrome-mv3');
  if (!existsSync(join(ext, 'manifest.json'))) execSync('npm run build:ext', { cwd: root, stdio: 'inherit' });
  const dir = mkdtempSync(join(tmpdir(), 'vk-shots-ext-'));
  cpSync(ext, dir, { recursive: true });
  const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as Record<string, unknown>;
  // The pattern the popup's Connect asks for (any port), so the popup finds its access granted as after the prompt.
  const { protocol, hostname } = new URL(server.url);
  writeFileSync(
    join(dir, 'manifest.json'),
    JSON.stringify({ ...manifest, host_permissions: [`${protocol}//${hostname}/*`] }),
  );
  for (const scheme of ['light', 'dark'] as const) {
    const context: BrowserContext = await chromium.launchPersistentContext(
      mkdtempSync(join(tmpdir(), 'vk-shots-profile-')),
      {
        executablePath: CHROMIUM,
        headless: true,
        colorScheme: scheme,
        viewport: { width: 380, height: 560 },
        args: [...CHROMIUM_ARGS, `--disable-extensions-except=${dir}`, `--load-extension=${dir}`],
      },
    );
    const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
    const popup = await context.newPage();
    await popup.goto(`chrome-extension://${new URL(worker.url()).host}/popup.html`);
    await popup.getByLabel('Vikunja server address').fill(server.url);
    await popup.getByRole('button', { name: 'Connect' }).click();
    await popup.getByLabel('Username').fill(DEMO_USER.username);
    await popup.getByLabel('Password').fill(DEMO_USER.password);
    await popup.getByRole('button', { name: 'Sign in', exact: true }).click();
    await popup.getByText(`Signed in as ${DEMO_USER.username}`).waitFor();
    await popup.getByRole('textbox').first().fill('Call Anna tomorrow at 3pm *Design !3');
    await shoot(popup, `popup-${scheme}`);
    await context.close();
  }
}
if (only.length === 0 || only.includes('popup')) await popupShots();
await server.close();
