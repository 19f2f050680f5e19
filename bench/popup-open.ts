import { chromium } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { CHROMIUM, CHROMIUM_ARGS } from '../playwright.config';
import { startServer } from '../server/src/server.ts';
import { percentile, round } from './stats';

const LAUNCHES = 20;

/**
 * Time from opening popup.html to its quick-add field being focused and usable, signed in,
 * over 20 openings (each a fresh page, as a click on the toolbar icon gives).
 */
export async function benchPopupOpen(): Promise<string[]> {
  const data = mkdtempSync(join(tmpdir(), 'vk-bench-popup-'));
  const server = await startServer({ port: 0, data });
  const ext = resolve('.output/chrome-mv3');
  const context = await chromium.launchPersistentContext(mkdtempSync(join(tmpdir(), 'vk-bench-profile-')), {
    executablePath: CHROMIUM,
    headless: true,
    args: [...CHROMIUM_ARGS, `--disable-extensions-except=${ext}`, `--load-extension=${ext}`],
  });
  try {
    const api = `${server.url}/api/v1`;
    const user = { username: 'bench', email: 'bench@example.com', password: 'bench-password' };
    await fetch(`${api}/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(user) });
    let [worker] = context.serviceWorkers();
    if (!worker) worker = await context.waitForEvent('serviceworker');
    const id = new URL(worker.url()).host;
    const setup = await context.newPage();
    await setup.goto(`chrome-extension://${id}/popup.html`);
    await setup.getByLabel('Vikunja server address').fill(server.url);
    await setup.getByRole('button', { name: 'Connect' }).click();
    await setup.getByLabel('Username').fill(user.username);
    await setup.getByLabel('Password').fill(user.password);
    await setup.getByRole('button', { name: 'Sign in', exact: true }).click();
    await setup.getByLabel('New task').waitFor();
    await setup.close();

    const times: number[] = [];
    for (let i = 0; i < LAUNCHES; i++) {
      const page = await context.newPage();
      const start = performance.now();
      await page.goto(`chrome-extension://${id}/popup.html`);
      await page.waitForFunction(() => {
        const field = document.getElementById('popup-add');
        return field !== null && document.activeElement === field && !field.hasAttribute('readonly');
      });
      times.push(performance.now() - start);
      await page.close();
    }
    return [`popup open → quick-add field focused and usable (signed in): median ${round(percentile(times, 50), 1)} ms, p95 ${round(percentile(times, 95), 1)} ms over ${LAUNCHES} openings`];
  } finally {
    await context.close();
    await server.close();
    rmSync(data, { recursive: true, force: true });
  }
}
