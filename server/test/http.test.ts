import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boot, type Harness } from './harness.ts';

describe('CORS, static files and unknown routes', () => {
  let h: Harness;
  let web: string;
  beforeAll(async () => {
    web = fs.mkdtempSync(path.join(os.tmpdir(), 'vikunja-web-'));
    fs.writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>app</title>');
    fs.mkdirSync(path.join(web, 'assets'));
    fs.writeFileSync(path.join(web, 'assets', 'main.js'), 'console.log(1)');
    h = await boot({ web, corsOrigins: ['https://tasks.example.com', 'http://*.example.org:8080'] });
  });
  afterAll(async () => {
    await h.close();
    fs.rmSync(web, { recursive: true, force: true });
  });

  it('lets only its own origin and the configured ones read answers; preflights answer 204 as Vikunja does', async () => {
    const own = h.server.url;
    for (const origin of [own, 'https://tasks.example.com', 'http://dev.example.org:8080']) {
      const res = await fetch(`${h.base}/projects`, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'PUT',
          'access-control-request-headers': 'authorization,content-type',
        },
      });
      expect(res.status).toBe(204);
      expect(res.headers.get('access-control-allow-origin')).toBe(origin);
      expect(res.headers.get('access-control-allow-credentials')).toBe('true');
      expect(res.headers.get('access-control-allow-headers')).toBe('authorization,content-type');
      expect(res.headers.get('access-control-allow-methods')).toContain('PUT');
      expect(res.headers.get('vary')).toMatch(/Origin/);
    }
    // Another local port (a page a person happens to open) and an extension get no CORS headers at all.
    for (const origin of [
      'http://localhost:5173',
      'http://127.0.0.1:3000',
      'chrome-extension://abcdefgh',
      'https://evil.example',
    ]) {
      const pre = await fetch(`${h.base}/user/token/refresh`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST' },
      });
      expect(pre.status).toBe(204);
      expect(pre.headers.get('access-control-allow-origin')).toBeNull();
      expect(pre.headers.get('access-control-allow-credentials')).toBeNull();
      const res = await fetch(`${h.base}/info`, { headers: { origin } });
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
      expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    }
    const ok = await fetch(`${h.base}/info`, { headers: { origin: 'https://tasks.example.com' } });
    expect(ok.headers.get('access-control-expose-headers')).toMatch(/x-pagination-total-pages/);
    // Error answers carry CORS headers too, so browser clients can read the error code.
    const denied = await fetch(`${h.base}/user`, { headers: { origin: own } });
    expect(denied.status).toBe(401);
    expect(denied.headers.get('access-control-allow-origin')).toBe(own);
  });

  it('never sends Access-Control-Allow-Credentials when imitating 0.24 or 1.x', async () => {
    for (const compat of ['1', '0.24'] as const) {
      const o = await boot({ compat, corsOrigins: ['https://tasks.example.com'] });
      try {
        const origin = 'https://tasks.example.com';
        const pre = await fetch(`${o.base}/login`, {
          method: 'OPTIONS',
          headers: { origin, 'access-control-request-method': 'POST' },
        });
        expect(pre.status).toBe(204);
        expect(pre.headers.get('access-control-allow-origin')).toBe(origin);
        expect(pre.headers.get('access-control-allow-credentials')).toBeNull();
        const res = await fetch(`${o.base}/info`, { headers: { origin } });
        expect(res.headers.get('access-control-allow-origin')).toBe(origin);
        expect(res.headers.get('access-control-allow-credentials')).toBeNull();
      } finally {
        await o.close();
      }
    }
  });

  it('serves the web build with CSP and SPA fallback, but not for /api', async () => {
    const index = await fetch(`${h.server.url}/`);
    expect(index.status).toBe(200);
    expect(index.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const deep = await fetch(`${h.server.url}/projects/1/list`);
    expect(await deep.text()).toContain('<title>app</title>');
    const asset = await fetch(`${h.server.url}/assets/main.js`);
    expect(asset.headers.get('content-type')).toMatch(/javascript/);
    expect((await fetch(`${h.server.url}/assets/missing.js`)).status).toBe(404);
    expect((await fetch(`${h.server.url}/../../etc/passwd`)).status).not.toBe(500);
    const api = await fetch(`${h.base}/nope`);
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({ message: 'Not Found' });
  });
});
