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
    h = await boot({ web, corsOrigins: ['https://tasks.example.com'] });
  });
  afterAll(async () => {
    await h.close();
    fs.rmSync(web, { recursive: true, force: true });
  });

  it('answers preflight for local, extension and configured origins only', async () => {
    for (const origin of ['http://localhost:5173', 'http://127.0.0.1:3000', 'chrome-extension://abcdefgh', 'moz-extension://1234-abcd', 'https://tasks.example.com']) {
      const res = await fetch(`${h.base}/projects`, { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'PUT', 'access-control-request-headers': 'authorization,content-type' } });
      expect(res.status).toBeLessThan(300);
      expect(res.headers.get('access-control-allow-origin')).toBe(origin);
      expect(res.headers.get('access-control-allow-credentials')).toBe('true');
    }
    const evil = await fetch(`${h.base}/info`, { headers: { origin: 'https://evil.example' } });
    expect(evil.headers.get('access-control-allow-origin')).toBeNull();
    const ok = await fetch(`${h.base}/info`, { headers: { origin: 'http://localhost:5173' } });
    expect(ok.headers.get('access-control-expose-headers')).toMatch(/x-pagination-total-pages/);
    // Error answers carry CORS headers too, so browser clients can read the error code.
    const denied = await fetch(`${h.base}/user`, { headers: { origin: 'http://localhost:5173' } });
    expect(denied.status).toBe(401);
    expect(denied.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
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
