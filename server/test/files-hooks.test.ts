import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boot, type Harness } from './harness.ts';

describe('attachments, backgrounds, webhooks, export', () => {
  let h: Harness;
  let token: string;
  let projectId: number;
  beforeAll(async () => {
    h = await boot({ maxFileSize: '1KB' });
    token = (await h.user('alice')).token;
    projectId = (await h.json('PUT', '/projects', { token, body: { title: 'Files' } })).body.id;
  });
  afterAll(() => h.close());

  const upload = (p: string, field: string, files: { name: string; type: string; data: string }[]) => {
    const form = new FormData();
    for (const f of files) form.append(field, new Blob([f.data], { type: f.type }), f.name);
    return fetch(h.base + p, { method: 'PUT', headers: { authorization: `Bearer ${token}` }, body: form });
  };

  it('uploads (multipart "files"), lists, downloads and deletes attachments; too large is 4012', async () => {
    const t = (await h.json('PUT', `/projects/${projectId}/tasks`, { token, body: { title: 'With file' } })).body;
    const res = await upload(`/tasks/${t.id}/attachments`, 'files', [
      { name: 'a.txt', type: 'text/plain', data: 'hello' },
      { name: 'big.txt', type: 'text/plain', data: 'x'.repeat(2000) },
    ]);
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      success: { id: number; file: { name: string; size: number } }[];
      errors: { code: number }[];
    };
    expect(body.success).toHaveLength(1);
    expect(body.success[0]?.file).toMatchObject({ name: 'a.txt', size: 5 });
    expect(body.errors[0]?.code).toBe(4012);
    const id = body.success[0]?.id;
    expect((await h.json('GET', `/tasks/${t.id}/attachments`, { token })).body).toHaveLength(1);
    const dl = await h.call('GET', `/tasks/${t.id}/attachments/${id}`, { token });
    expect(await dl.text()).toBe('hello');
    expect((await h.json('GET', `/tasks/${t.id}`, { token })).body.attachments).toHaveLength(1);
    expect((await h.json('DELETE', `/tasks/${t.id}/attachments/${id}`, { token })).status).toBe(200);
    expect((await h.json('GET', `/tasks/${t.id}/attachments/${id}`, { token })).body.code).toBe(4011);
  });

  it('serves an uploaded SVG inert: sandboxed, no scripts, never sniffed (RELIABILITY 16)', async () => {
    const t = (await h.json('PUT', `/projects/${projectId}/tasks`, { token, body: { title: 'Hostile file' } })).body;
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    const res = await upload(`/tasks/${t.id}/attachments`, 'files', [
      { name: 'evil.svg', type: 'image/svg+xml', data: svg },
    ]);
    const answer = (await res.json()) as { success: { id: number }[]; errors: unknown };
    // Nothing failed: a real server answers errors null, not an empty list.
    expect(answer.errors).toBeNull();
    const id = answer.success[0]!.id;
    const dl = await h.call('GET', `/tasks/${t.id}/attachments/${id}`, { token });
    expect(dl.headers.get('x-content-type-options')).toBe('nosniff');
    const csp = dl.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/(^|; )sandbox($|;)/);
    expect(csp).toMatch(/default-src 'none'/);
    expect(csp).not.toMatch(/script-src/);
  });

  it('project backgrounds', async () => {
    const res = await upload(`/projects/${projectId}/backgrounds/upload`, 'background', [
      { name: 'bg.png', type: 'image/png', data: 'PNGDATA' },
    ]);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { background_information: unknown }).background_information).not.toBeNull();
    expect(await (await h.call('GET', `/projects/${projectId}/background`, { token })).text()).toBe('PNGDATA');
    expect(
      (await h.json('DELETE', `/projects/${projectId}/background`, { token })).body.background_information,
    ).toBeNull();
  });

  it('webhooks are signed with HMAC-SHA256 and only target localhost', async () => {
    const received: { body: string; signature: string | undefined }[] = [];
    const receiver = http.createServer((req, res) => {
      let body = '';
      req.on('data', (d: Buffer) => (body += d.toString()));
      req.on('end', () => {
        received.push({ body, signature: req.headers['x-vikunja-signature'] as string | undefined });
        res.end('ok');
      });
    });
    await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
    try {
      const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
      expect(
        (
          await h.json('PUT', `/projects/${projectId}/webhooks`, {
            token,
            body: { target_url: 'https://example.com/x', events: ['task.created'] },
          })
        ).status,
      ).toBe(400);
      expect(
        (await h.json('PUT', `/projects/${projectId}/webhooks`, { token, body: { target_url: url, events: ['nope'] } }))
          .status,
      ).toBe(400);
      const w = await h.json('PUT', `/projects/${projectId}/webhooks`, {
        token,
        body: { target_url: url, events: ['task.created'], secret: 's3cret' },
      });
      expect(w.status).toBe(201);
      expect(w.body.secret).toBe('');
      await h.json('PUT', `/projects/${projectId}/tasks`, { token, body: { title: 'Hooked' } });
      for (let i = 0; i < 50 && !received.length; i++) await new Promise((r) => setTimeout(r, 20));
      expect(received).toHaveLength(1);
      const got = received[0]!;
      expect(JSON.parse(got.body)).toMatchObject({ event_name: 'task.created', data: { task: { title: 'Hooked' } } });
      expect(got.signature).toBe(crypto.createHmac('sha256', 's3cret').update(got.body).digest('hex'));
      expect((await h.json('GET', '/webhooks/events', { token })).body).toContain('task.created');
      const upd = await h.json('POST', `/projects/${projectId}/webhooks/${w.body.id}`, {
        token,
        body: { events: ['task.updated'] },
      });
      expect(upd.body.events).toEqual(['task.updated']);
      expect((await h.json('DELETE', `/projects/${projectId}/webhooks/${w.body.id}`, { token })).status).toBe(200);
      const uw = await h.json('PUT', '/user/settings/webhooks', {
        token,
        body: { target_url: url, events: ['task.deleted'] },
      });
      expect(uw.status).toBe(200);
      expect((await h.json('GET', '/user/settings/webhooks', { token })).body).toHaveLength(1);
    } finally {
      receiver.close();
    }
  });

  it('data export: request with password, status, download a zip', async () => {
    expect((await h.json('POST', '/user/export/request', { token, body: { password: 'wrong-one' } })).body.code).toBe(
      1011,
    );
    expect((await h.json('POST', '/user/export/request', { token, body: { password: 'password123' } })).status).toBe(
      200,
    );
    const status = (await h.json('GET', '/user/export', { token })).body;
    expect(status.size).toBeGreaterThan(0);
    const dl = await h.call('POST', '/user/export/download', { token, body: { password: 'password123' } });
    const buf = Buffer.from(await dl.arrayBuffer());
    expect(buf.subarray(0, 2).toString()).toBe('PK');
    expect(buf.toString('latin1')).toContain('data.json');
    expect(buf.toString('utf8')).toContain('"title": "Files"');
  });
});
