import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { rewriteSetCookie, startWebProxy, type RunningWebProxy } from '../../scripts/web-proxy.ts';
import { startServer, type RunningServer } from '../../server/src/server.ts';

describe('rewriteSetCookie', () => {
  const cases: Array<[string, string, boolean, string]> = [
    [
      'vikunja_refresh_token=abc; Path=/api/v1/user/token/refresh; HttpOnly; SameSite=Lax',
      '/api/v1',
      false,
      'vikunja_refresh_token=abc; Path=/api/v1/user/token/refresh; HttpOnly; SameSite=Lax',
    ],
    [
      'vikunja_refresh_token=abc; Path=/tasks/api/v1/user/token/refresh; Domain=vikunja.example.com; HttpOnly; Secure; SameSite=None',
      '/tasks/api/v1',
      false,
      'vikunja_refresh_token=abc; Path=/api/v1/user/token/refresh; HttpOnly; SameSite=Lax',
    ],
    [
      'a=b=c; Path=/tasks/api/v1; Secure; SameSite=None',
      '/tasks/api/v1/',
      true,
      'a=b=c; Path=/api/v1; Secure; SameSite=None',
    ],
    ['a=1; Path=/elsewhere; Max-Age=60', '/api/v1', false, 'a=1; Path=/elsewhere; Max-Age=60'],
    ['a=1', '/api/v1', false, 'a=1'],
  ];
  it.each(cases)('%s from %s (https: %s)', (cookie, path, https, expected) => {
    expect(rewriteSetCookie(cookie, path, https)).toBe(expected);
  });
});

describe('startWebProxy', () => {
  let server: RunningServer;
  let proxy: RunningWebProxy;
  beforeAll(async () => {
    const web = mkdtempSync(join(tmpdir(), 'vk-proxy-web-'));
    writeFileSync(join(web, 'index.html'), '<!doctype html><title>app shell</title>');
    server = await startServer({ port: 0, host: '127.0.0.1', data: ':memory:', compat: '2' });
    proxy = await startWebProxy({ upstream: `${server.url}/api/v1`, web });
  });
  afterAll(async () => {
    await proxy.close();
    await server.close();
  });

  it('serves the app shell with its CSP for page routes', async () => {
    const response = await fetch(`${proxy.url}/projects/1`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('app shell');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
  });

  it('passes API calls, bodies and the refresh cookie through', async () => {
    const info = (await (await fetch(`${proxy.url}/api/v1/info`)).json()) as { version: string };
    expect(info.version).toMatch(/^v?2\./);
    const user = { username: 'proxied', email: 'proxied@example.com', password: 'correct-horse-1' };
    const registered = await fetch(`${proxy.url}/api/v1/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(user),
    });
    expect(registered.status).toBe(200);
    const login = await fetch(`${proxy.url}/api/v1/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(user),
    });
    expect(login.status).toBe(200);
    const [cookie = ''] = login.headers.getSetCookie();
    expect(cookie).toMatch(/^vikunja_refresh_token=[^;]+; .*Path=\/api\/v1\/user\/token\/refresh/);
    const refreshed = await fetch(`${proxy.url}/api/v1/user/token/refresh`, {
      method: 'POST',
      headers: { cookie: cookie.split(';')[0] ?? '' },
    });
    expect(refreshed.status).toBe(200);
    expect(((await refreshed.json()) as { token: string }).token).toBeTruthy();
  });

  it("passes the server's websocket through", async () => {
    const user = { username: 'socket', email: 'socket@example.com', password: 'correct-horse-1' };
    const post = (path: string) =>
      fetch(`${proxy.url}/api/v1${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(user),
      });
    await post('/register');
    const { token } = (await (await post('/login')).json()) as { token: string };
    const socket = new WebSocket(`${proxy.url.replace(/^http/, 'ws')}/api/v1/ws`);
    const answers: string[] = [];
    await new Promise<void>((resolve, reject) => {
      socket.on('open', () => socket.send(JSON.stringify({ action: 'auth', token })));
      socket.on('message', (data) => {
        answers.push(String(data));
        resolve();
      });
      socket.on('error', reject);
    });
    socket.close();
    expect(answers.map((a) => JSON.parse(a) as unknown)).toEqual([{ event: 'auth.success' }]);
  });

  it('answers 502 with the reason when the server cannot be reached', async () => {
    const web = mkdtempSync(join(tmpdir(), 'vk-proxy-web-'));
    const dead = await startWebProxy({ upstream: 'http://127.0.0.1:9/api/v1', web });
    try {
      const response = await fetch(`${dead.url}/api/v1/info`);
      expect(response.status).toBe(502);
      expect(await response.text()).toContain('cannot be reached');
    } finally {
      await dead.close();
    }
  });
});

describe('startWebProxy and CORS', () => {
  it("passes another origin's Origin on, so the server's CORS rules answer it; its own origin stays here", async () => {
    const seen: Array<string | null> = [];
    const upstream = await import('node:http').then(({ createServer }) => {
      const server = createServer((req, res) => {
        seen.push(req.headers.origin ?? null);
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"version":"v2.5.0"}');
      });
      return new Promise<import('node:http').Server>((r) => server.listen(0, '127.0.0.1', () => r(server)));
    });
    const port = (upstream.address() as import('node:net').AddressInfo).port;
    const web = mkdtempSync(join(tmpdir(), 'vk-proxy-web-'));
    const proxy = await startWebProxy({ upstream: `http://127.0.0.1:${port}/api/v1`, web });
    try {
      await fetch(`${proxy.url}/api/v1/info`, { headers: { origin: 'chrome-extension://abcdef' } });
      await fetch(`${proxy.url}/api/v1/info`, { headers: { origin: proxy.url } });
      expect(seen).toEqual(['chrome-extension://abcdef', null]);
    } finally {
      await proxy.close();
      await new Promise((r) => upstream.close(r));
    }
  });
});
