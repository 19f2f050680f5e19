import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boot, type Harness } from './harness.ts';

describe('/api/v2 bulk task creation (2.4+)', () => {
  let h: Harness;
  let token: string;
  let projectId: number;
  const v2 = (method: string, path: string, body?: unknown, auth = token) =>
    fetch(`${h.server.url}/api/v2${path}`, {
      method,
      headers: { authorization: `Bearer ${auth}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  beforeAll(async () => {
    h = await boot({ compat: '2' });
    token = (await h.user('quinn')).token;
    projectId = (await h.json('PUT', '/projects', { token, body: { title: 'Bulk' } })).body.id;
  });
  afterAll(() => h.close());

  it('creates every task in one request, in order, and answers them', async () => {
    const res = await v2('POST', `/projects/${projectId}/tasks/bulk`, {
      tasks: [
        { title: 'One', priority: 2 },
        { title: 'Two', due_date: '2030-05-01T10:00:00Z' },
      ],
    });
    expect(res.status).toBe(201);
    const { tasks } = (await res.json()) as {
      tasks: { id: number; title: string; project_id: number; priority: number; due_date: string }[];
    };
    expect(tasks.map((t) => [t.title, t.project_id])).toEqual([
      ['One', projectId],
      ['Two', projectId],
    ]);
    expect(tasks[0]!.priority).toBe(2);
    expect(tasks[1]!.due_date).toBe('2030-05-01T10:00:00Z');
    const listed = (await h.json('GET', `/projects/${projectId}/tasks`, { token })).body as { title: string }[];
    expect(listed.map((t) => t.title).sort()).toEqual(['One', 'Two']);
  });

  it('all or none: one bad task creates nothing', async () => {
    const res = await v2('POST', `/projects/${projectId}/tasks/bulk`, { tasks: [{ title: 'Fine' }, { title: '' }] });
    expect(res.status).toBe(400);
    const listed = (await h.json('GET', `/projects/${projectId}/tasks`, { token })).body as { title: string }[];
    expect(listed.map((t) => t.title)).not.toContain('Fine');
    expect((await v2('POST', `/projects/${projectId}/tasks/bulk`, { tasks: [] })).status).toBe(400);
  });

  it('needs write access and a sign-in; other /api/v2 paths are not there', async () => {
    const other = (await h.user('rene')).token;
    expect((await v2('POST', `/projects/${projectId}/tasks/bulk`, { tasks: [{ title: 'X' }] }, other)).status).toBe(
      403,
    );
    expect((await v2('POST', `/projects/${projectId}/tasks/bulk`, { tasks: [{ title: 'X' }] }, '')).status).toBe(401);
    const unknown = await v2('GET', `/projects/${projectId}`);
    expect([unknown.status, await unknown.json()]).toEqual([404, { message: 'Not Found' }]);
  });
});

describe.each(['1', '0.24'] as const)('no /api/v2 before 2.4 (compat %s)', (compat) => {
  it('answers 404', async () => {
    const h = await boot({ compat });
    try {
      const { token } = await h.user('old');
      const projectId = (await h.json('PUT', '/projects', { token, body: { title: 'P' } })).body.id;
      const res = await fetch(`${h.server.url}/api/v2/projects/${projectId}/tasks/bulk`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ tasks: [{ title: 'X' }] }),
      });
      expect(res.status).toBe(404);
    } finally {
      await h.close();
    }
  });
});
