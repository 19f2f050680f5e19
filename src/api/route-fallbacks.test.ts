import { describe, expect, it } from 'vitest';
import { deleteCaldavToken } from './caldav';
import { createClient } from './client';
import { listAllTasks } from './tasks';
import { featuresFor } from './version';

/** A server with the given routes ("GET /tasks": answer); any other path is a bare 404, another verb 405. */
function server(routes: Record<string, { status: number; body: unknown }>) {
  const seen: string[] = [];
  const client = createClient({
    baseUrl: () => 'http://vikunja.test/api/v1',
    token: () => 't',
    fetch: async (input, init) => {
      const path = new URL(String(input)).pathname.replace('/api/v1', '');
      const call = `${init?.method ?? 'GET'} ${path}`;
      seen.push(call);
      const routed = Object.keys(routes).some((r) => r.split(' ')[1] === path);
      const answer = routes[call] ?? (routed ? { status: 405, body: { message: 'Method Not Allowed' } } : null);
      const { status, body } = answer ?? { status: 404, body: { message: 'Not Found' } };
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    },
  });
  return { client, seen };
}

const TASKS = { status: 200, body: [{ id: 1, title: 'T' }] };
const GONE = { status: 400, body: { code: 2004, message: 'Invalid model provided' } };

describe('the cross-project task list on each release', () => {
  it.each([
    ['v0.24.6', ['GET /tasks/all'], { 'GET /tasks/all': TASKS }],
    // 1.0's release candidates still served /tasks/all; /tasks was a missing route there.
    ['v1.0.0-rc2', ['GET /tasks', 'GET /tasks/all'], { 'GET /tasks/all': TASKS }],
    ['v1.1.0', ['GET /tasks'], { 'GET /tasks': TASKS, 'GET /tasks/all': GONE }],
    ['v2.5.0', ['GET /tasks'], { 'GET /tasks': TASKS, 'GET /tasks/all': GONE }],
  ] as const)('%s asks %j', async (version, calls, routes) => {
    const { client, seen } = server(routes);
    const page = await listAllTasks(client, featuresFor(version), {});
    expect(page.items.map((t) => t.id)).toEqual([1]);
    expect(seen).toEqual(calls);
  });

  it('asks no other path where the release has no older one', async () => {
    const { client, seen } = server({ 'GET /tasks/all': TASKS });
    await expect(listAllTasks(client, featuresFor('v2.5.0'), {})).rejects.toMatchObject({ status: 404 });
    expect(seen).toEqual(['GET /tasks']);
  });

  it('does not take an answer with a code (the route exists) for a missing route', async () => {
    const { client, seen } = server({ 'GET /tasks': { status: 404, body: { code: 3001, message: 'gone' } } });
    await expect(listAllTasks(client, featuresFor('v1.1.0'), {})).rejects.toMatchObject({ code: 3001 });
    expect(seen).toEqual(['GET /tasks']);
  });
});

describe('ending a CalDAV token on each release', () => {
  const OK = { status: 200, body: { message: 'ok' } };
  it.each([
    ['v0.24.6 (DELETE route)', 'v0.24.6', { 'DELETE /user/settings/token/caldav/7': OK }, ['DELETE']],
    [
      'v0.24.6 (GET route, as its file says)',
      'v0.24.6',
      { 'GET /user/settings/token/caldav/7': OK },
      ['DELETE', 'GET'],
    ],
    ['v1.1.0', 'v1.1.0', { 'DELETE /user/settings/token/caldav/7': OK }, ['DELETE']],
    ['v2.5.0', 'v2.5.0', { 'DELETE /user/settings/token/caldav/7': OK }, ['DELETE']],
  ] as const)('%s', async (_name, version, routes, verbs) => {
    const { client, seen } = server(routes);
    await deleteCaldavToken(client, featuresFor(version), 7);
    expect(seen).toEqual(verbs.map((verb) => `${verb} /user/settings/token/caldav/7`));
  });

  it('never deletes by GET on releases whose route is DELETE', async () => {
    const { client, seen } = server({ 'GET /user/settings/token/caldav/7': OK });
    await expect(deleteCaldavToken(client, featuresFor('v2.5.0'), 7)).rejects.toMatchObject({ status: 405 });
    expect(seen).toEqual(['DELETE /user/settings/token/caldav/7']);
  });

  it('reports a token that does not exist without trying another verb', async () => {
    const missing = { status: 404, body: { code: 1020, message: 'no such token' } };
    const { client, seen } = server({ 'DELETE /user/settings/token/caldav/7': missing });
    await expect(deleteCaldavToken(client, featuresFor('v0.24.6'), 7)).rejects.toMatchObject({ code: 1020 });
    expect(seen).toEqual(['DELETE /user/settings/token/caldav/7']);
  });
});
