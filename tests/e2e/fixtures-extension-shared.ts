import { test as base, type BrowserContext, type CDPSession, type Page, type Worker } from '@playwright/test';
import { launchExtension } from './fixtures';

declare const chrome: typeof import('wxt/browser').browser;

/** Chromium with the built extension loaded, as `launchExtension()` answers it. */
export interface ExtensionBrowser {
  context: BrowserContext;
  worker: Worker;
  extensionId: string;
}

/**
 * Playwright's test with `extension`: Chromium with the built extension, launched once per Playwright worker
 * (a launch costs seconds on a loaded machine) and put back before every test into the state of a fresh
 * profile: no page open but a blank one, no cookie, no granted origin, no notification, no alarm, nothing in
 * the extension's storage, local storage or IndexedDB, an empty badge, and a newly started service worker
 * that ran its start-up on that empty storage. Tests must not close `extension.context`.
 *
 * A test that needs what a reset cannot give (permissions granted at install, a package other than the
 * built one) launches its own browser with `launchExtension()` or `launchExtensionWithAccess()`.
 */
export const test = base.extend<{ extension: ExtensionBrowser }, { extensionBrowser: SharedExtension }>({
  extensionBrowser: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      const shared = new SharedExtension();
      await use(shared);
      await shared.close();
    },
    { scope: 'worker' },
  ],
  extension: async ({ extensionBrowser }, run) => {
    await run(await extensionBrowser.fresh());
  },
});

export { expect } from '@playwright/test';

class SharedExtension {
  private launched: ExtensionBrowser | undefined;

  /** The shared browser, reset; a browser that cannot be reset (it crashed, say) is replaced by a new one. */
  async fresh(): Promise<ExtensionBrowser> {
    if (this.launched) {
      try {
        await resetExtension(this.launched);
        return this.launched;
      } catch {
        await this.close();
      }
    }
    this.launched = await launchExtension();
    return this.launched;
  }

  async close(): Promise<void> {
    const launched = this.launched;
    this.launched = undefined;
    await launched?.context.close().catch(() => undefined);
  }
}

/** Puts the shared browser back into the state of a fresh profile (see `test` above). */
export async function resetExtension({ context, extensionId }: ExtensionBrowser): Promise<void> {
  // The manifest shown as a page: of the extension's origin, with its chrome.* APIs, and running none of its code.
  const page = await context.newPage();
  for (const other of context.pages()) if (other !== page) await other.close();
  await page.goto(`chrome-extension://${extensionId}/manifest.json`);
  await context.clearCookies();
  await context.clearPermissions();
  const cdp = await context.newCDPSession(page);
  const worker = await watchWorker(cdp, extensionId);
  // Stopped first, so nothing the last test started in the worker writes after the clearing.
  await worker.stop();
  await page.evaluate(async () => {
    // Storage first: a worker woken by any of these clearings starts on empty storage.
    await chrome.storage.local.clear();
    await chrome.storage.session.clear();
    localStorage.clear();
    const databases = await indexedDB.databases();
    await Promise.all(
      databases.map(
        ({ name }) =>
          new Promise<void>((resolve, reject) => {
            if (!name) return resolve();
            const request = indexedDB.deleteDatabase(name);
            request.onsuccess = () => resolve();
            request.onerror = () => reject(request.error ?? new Error(`deleting ${name} failed`));
          }),
      ),
    );
    const { origins = [] } = await chrome.permissions.getAll();
    if (origins.length) await chrome.permissions.remove({ origins });
    for (const id of Object.keys(await chrome.notifications.getAll())) await chrome.notifications.clear(id);
  });
  // A worker one of those clearings woke is stopped too; then what its start-up makes is cleared (which wakes none).
  await worker.stop();
  await page.evaluate(async () => {
    await chrome.alarms.clearAll();
    await chrome.action.setBadgeText({ text: '' });
  });
  await worker.start();
  // A worker one of the clearings woke may have been starting as it was told to stop: then it went on running,
  // its start-up ran before the badge and alarms were cleared, and "start" started nothing new. The poll alarm
  // every start-up sets tells a start-up ran after the clearing; without it the worker is started again.
  for (let attempt = 1; !(await startedAfterClearing(page)); attempt++) {
    if (attempt === 3) throw new Error("the extension's worker ran no start-up after the reset");
    await worker.stop();
    await worker.start();
  }
  await cdp.detach();
  await page.goto('about:blank');
}

/** The poll alarm every start-up of the worker sets (POLL_ALARM in src/platform/extension-background.ts). */
const POLL_ALARM = 'poll-notifications';

/** Whether the worker's start-up set its poll alarm, within a few seconds. */
async function startedAfterClearing(page: Page): Promise<boolean> {
  const deadline = Date.now() + 5_000;
  while (Date.now() < deadline) {
    if (await page.evaluate((name) => chrome.alarms.get(name).then(Boolean), POLL_ALARM)) return true;
    await page.waitForTimeout(100);
  }
  return false;
}

/** Stops and starts the extension's service worker through DevTools, waiting until it reports the new state. */
async function watchWorker(cdp: CDPSession, extensionId: string) {
  const scope = `chrome-extension://${extensionId}/`;
  let status = '';
  const changed: Array<() => void> = [];
  cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
    for (const version of versions) if (version.scriptURL.startsWith(scope)) status = version.runningStatus;
    changed.splice(0).forEach((wake) => wake());
  });
  await cdp.send('ServiceWorker.enable');
  const until = async (wanted: string) => {
    const deadline = Date.now() + 10_000;
    while (status !== wanted) {
      if (Date.now() > deadline) throw new Error(`the extension's worker stayed ${status || 'unknown'}, not ${wanted}`);
      await new Promise<void>((resolve) => {
        changed.push(resolve);
        setTimeout(resolve, 500);
      });
    }
  };
  return {
    async stop() {
      await cdp.send('ServiceWorker.stopAllWorkers');
      await until('stopped');
    },
    async start() {
      await cdp.send('ServiceWorker.startWorker', { scopeURL: scope });
      await until('running');
    },
  };
}
