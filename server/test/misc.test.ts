import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseCli } from '../src/cli.ts';
import { ensureDemoAccount } from '../src/demo.ts';
import { openDatabase } from '../src/db/index.ts';
import { sweepReminders } from '../src/reminders.ts';
import { startServer } from '../src/server.ts';
import { boot } from './harness.ts';

describe('startup, CLI and demo seeding', () => {
  it('runs on an in-memory database', async () => {
    const s = await startServer({ port: 0, data: ':memory:' });
    try {
      const info = (await (await fetch(`${s.url}/api/v1/info`)).json()) as { version: string };
      expect(info.version).toBe('v2.5.0');
    } finally {
      await s.close();
    }
  });

  it('parses flags over environment over config file', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vikunja-cli-'));
    const config = path.join(dir, 'c.json');
    fs.writeFileSync(config, JSON.stringify({ motd: 'from file', port: 1111, registration: false }));
    const opts = parseCli(['--port', '2222', '--compat=0.24', '--config', config, '--testing-token', 'tt'], {
      VIKUNJA_PORT: '3333',
      VIKUNJA_DATA: dir,
    });
    expect(opts).toMatchObject({
      port: 2222,
      compat: '0.24',
      motd: 'from file',
      registration: false,
      testingToken: 'tt',
      data: dir,
    });
    expect(parseCli([], { VIKUNJA_COMPAT: 'v1.1.0' }).compat).toBe('1');
    expect(() => parseCli(['--compat', '3'], {})).toThrow();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('seeds the demo account once, with an Inbox', async () => {
    const db = openDatabase(':memory:');
    expect(ensureDemoAccount(db)).toBe(true);
    expect(ensureDemoAccount(db)).toBe(false);
    const row = db
      .prepare(
        "SELECT u.email, p.title FROM users u JOIN projects p ON p.id = u.default_project_id WHERE u.username = 'demo'",
      )
      .get();
    expect(row).toEqual({ email: 'demo@example.com', title: 'Inbox' });
    db.close();
  });
});

describe('sessions idle out', () => {
  it('refuses a refresh after the idle period', async () => {
    const h = await boot({ sessionIdleSeconds: 1 });
    try {
      const u = await h.user('idle');
      await new Promise((r) => setTimeout(r, 1200));
      expect((await h.call('POST', '/user/token/refresh', { headers: { cookie: u.cookie } })).status).toBe(401);
    } finally {
      await h.close();
    }
  });
});

describe('odds and ends', () => {
  it('caldav tokens; link-share authors show as negative-id users', async () => {
    const h = await boot();
    try {
      const { token } = await h.user('alice');
      const t = await h.json('PUT', '/user/settings/token/caldav', { token });
      expect(t.body.token).toBeTruthy();
      expect((await h.json('GET', '/user/settings/token/caldav', { token })).body).toEqual([
        { id: t.body.id, created: t.body.created },
      ]);
      expect((await h.json('DELETE', `/user/settings/token/caldav/${t.body.id}`, { token })).status).toBe(200);
      const p = (await h.json('PUT', '/projects', { token, body: { title: 'Shared' } })).body;
      const share = (await h.json('PUT', `/projects/${p.id}/shares`, { token, body: { permission: 1, name: 'Guest' } }))
        .body;
      const guest = (await h.json('POST', `/shares/${share.hash}/auth`, { body: {} })).body.token;
      const task = await h.json('PUT', `/projects/${p.id}/tasks`, { token: guest, body: { title: 'From guest' } });
      expect(task.body.created_by).toMatchObject({ id: -share.id, name: 'Guest' });
    } finally {
      await h.close();
    }
  });
});

describe('reminders', () => {
  it('delivers a due reminder once as a task.reminder notification and a mail', async () => {
    const h = await boot();
    try {
      const { token } = await h.user('remi');
      const me = (await h.json('GET', '/user', { token })).body;
      const soon = new Date(Date.now() - 1000).toISOString();
      const t = (
        await h.json('PUT', `/projects/${me.settings.default_project_id}/tasks`, {
          token,
          body: { title: 'Ping', reminders: [{ reminder: soon }] },
        })
      ).body;
      expect(sweepReminders(h.server.state)).toBe(1);
      expect(sweepReminders(h.server.state)).toBe(0);
      // Saving the task again keeps the delivered flag.
      await h.json('POST', `/tasks/${t.id}`, { token, body: { ...t, description: 'x' } });
      expect(sweepReminders(h.server.state)).toBe(0);
      const notes = (await h.json('GET', '/notifications', { token })).body;
      expect(notes[0]).toMatchObject({ name: 'task.reminder', notification: { task: { id: t.id } } });
      expect(fs.readdirSync(h.server.state.mailDir)).toHaveLength(1);
    } finally {
      await h.close();
    }
  });
});
