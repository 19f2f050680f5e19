import { chromium, expect, type BrowserContext, type Page } from '@playwright/test';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { CHROMIUM, CHROMIUM_ARGS } from '../../playwright.config';
import { originPatterns } from '../../src/platform/origin-pattern';
import { apiAs, EXT_DIR, serverRelease, serverUrl } from './fixtures';
import { submitSignIn } from './fixtures-remote';

declare const chrome: typeof import('wxt/browser').browser;

/**
 * The built extension with host access to some origins already granted, as after a person
 * accepted the optional-permission prompt (which a headless browser cannot show): a copy of
 * the package whose manifest lists as granted host permissions the very patterns the popup asks a
 * person for (any port), so the popup finds its access as a person's would.
 */
export async function launchExtensionWithAccess(origins: string[]) {
  const dir = mkdtempSync(join(tmpdir(), 'vk-ext-'));
  cpSync(EXT_DIR, dir, { recursive: true });
  const manifestPath = join(dir, 'manifest.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, unknown>;
  writeFileSync(manifestPath, JSON.stringify({ ...manifest, host_permissions: originPatterns(origins) }));
  const context = await chromium.launchPersistentContext(mkdtempSync(join(tmpdir(), 'vk-profile-')), {
    executablePath: CHROMIUM,
    headless: true,
    args: [...CHROMIUM_ARGS, `--disable-extensions-except=${dir}`, `--load-extension=${dir}`],
  });
  let [worker] = context.serviceWorkers();
  if (!worker) worker = await context.waitForEvent('serviceworker');
  return { context, worker, extensionId: new URL(worker.url()).host };
}

export async function openPopup(context: BrowserContext, extensionId: string): Promise<Page> {
  const popup = await context.newPage();
  await popup.goto(`chrome-extension://${extensionId}/popup.html`);
  return popup;
}

/** Sets the server and signs in from the popup, as a person would on first use. */
export async function setUpFromPopup(popup: Page, server: string, user: { username: string; password: string }) {
  await popup.getByLabel('Vikunja server address').fill(server);
  await popup.getByRole('button', { name: 'Connect' }).click();
  await popup.getByLabel('Username').fill(user.username);
  await popup.getByLabel('Password').fill(user.password);
  await submitSignIn(popup);
  await expect(popup.getByText(`Signed in as ${user.username}`)).toBeVisible();
}

/**
 * Stops the extension's service worker the way Chrome does when it goes idle: through the
 * DevTools protocol of one of the extension's own pages (same storage partition as the worker),
 * waiting until DevTools reports it stopped. Playwright keeps a stale Worker handle for it
 * (evaluating on that hangs), so read state through an extension page afterwards.
 */
export async function stopServiceWorker(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page);
  const statuses: string[] = [];
  cdp.on('ServiceWorker.workerVersionUpdated', (event) => statuses.push(...event.versions.map((v) => v.runningStatus)));
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.stopAllWorkers');
  await expect.poll(() => statuses.at(-1)).toBe('stopped');
  await cdp.detach();
}

/** Outbox items in the extension's storage, read from a page of the extension. */
export function outboxItems(
  page: Page,
): Promise<Array<{ id: string; title: string; state: string; uncertain: boolean }>> {
  return page.evaluate(async () => {
    const all = await chrome.storage.local.get(null);
    return Object.entries(all)
      .filter(([key]) => key.startsWith('outbox:'))
      .map(([, value]) => value as { id: string; title: string; state: string; uncertain: boolean });
  });
}

/** Every task of a user with this exact title, across projects. */
export async function tasksTitled(
  token: string,
  title: string,
): Promise<Array<{ id: number; title: string; project_id: number; done: boolean }>> {
  // Every task of the user is `/tasks/all` on 0.24 and `/tasks` from 1.x on.
  const all = (await serverRelease()) === '0.24' ? '/tasks/all' : '/tasks';
  const tasks = await apiAs<Array<{ id: number; title: string; project_id: number; done: boolean }>>(
    token,
    'GET',
    `${all}?s=${encodeURIComponent(title)}&per_page=50`,
  );
  return tasks.filter((t) => t.title === title);
}

export type ProxyMode = 'pass' | 'hold-creates';

/**
 * A tiny HTTP proxy in front of the test server, so a test can make it unreachable (close),
 * bring it back on the same port (listen), or let a task creation reach the server while its
 * answer never comes back (hold-creates) — the "unknown outcome" of RELIABILITY 9.
 */
export async function startProxy(target = serverUrl()) {
  let mode: ProxyMode = 'pass';
  const held: http.ServerResponse[] = [];
  const requests: string[] = [];
  const sockets = new Set<Socket>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      requests.push(`${req.method} ${req.url}`);
      if (process.env.PROXY_DEBUG)
        console.log(req.method, req.url, 'cookie:', req.headers.cookie ?? '-', 'origin:', req.headers.origin ?? '-');
      try {
        const headers = new Headers();
        for (const [k, v] of Object.entries(req.headers))
          if (typeof v === 'string' && k !== 'host' && k !== 'connection') headers.set(k, v);
        const upstream = await fetch(`${target}${req.url}`, {
          method: req.method,
          headers,
          body: chunks.length ? Buffer.concat(chunks) : undefined,
          redirect: 'manual',
        });
        const body = Buffer.from(await upstream.arrayBuffer());
        if (mode === 'hold-creates' && req.method === 'PUT' && /\/projects\/\d+\/tasks$/.test(req.url ?? '')) {
          held.push(res); // the server created the task; its answer is never delivered
          return;
        }
        const out: Record<string, string | string[]> = {};
        upstream.headers.forEach((v, k) => {
          if (k !== 'content-encoding' && k !== 'content-length' && k !== 'transfer-encoding') out[k] = v;
        });
        const cookies = upstream.headers.getSetCookie();
        if (cookies.length) out['set-cookie'] = cookies;
        res.writeHead(upstream.status, out).end(body);
      } catch {
        res.destroy();
      }
    });
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    setMode(next: ProxyMode) {
      mode = next;
    },
    heldCount: () => held.length,
    /** "METHOD /path?query" of every request that reached the proxy. */
    requests,
    /** Unreachable: connections refused from now on. */
    async close() {
      held.splice(0).forEach((r) => r.destroy());
      sockets.forEach((s) => s.destroy());
      await new Promise<void>((r) => server.close(() => r()));
    },
    /** Back on the same port. */
    async listen() {
      await new Promise<void>((r) => server.listen(port, '127.0.0.1', r));
    },
  };
}
