import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { boot, type Harness } from './harness.ts';

type User = { token: string; id: number };
type Message = Record<string, unknown>;

/** A socket that keeps every message it receives, with a way to wait for the next matching one. */
async function connect(base: string): Promise<{
  ws: WebSocket;
  messages: Message[];
  next: (event: string, ms?: number) => Promise<Message>;
  closed: Promise<number>;
}> {
  const ws = new WebSocket(`${base.replace(/^http/, 'ws')}/ws`);
  const messages: Message[] = [];
  const waiters: Array<() => void> = [];
  ws.on('message', (raw) => {
    messages.push(JSON.parse(String(raw)) as Message);
    waiters.splice(0).forEach((w) => w());
  });
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  const next = (event: string, ms = 2000) =>
    new Promise<Message>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ${event} within ${ms} ms`)), ms);
      const check = () => {
        const found = messages.find((m) => m.event === event);
        if (found) {
          messages.splice(messages.indexOf(found), 1);
          clearTimeout(timer);
          resolve(found);
        } else waiters.push(check);
      };
      check();
    });
  return { ws, messages, next, closed };
}

async function subscribed(base: string, token: string) {
  const socket = await connect(base);
  socket.ws.send(JSON.stringify({ action: 'auth', token }));
  await socket.next('auth.success');
  socket.ws.send(JSON.stringify({ action: 'subscribe', topic: 'notification.created' }));
  expect(await socket.next('subscribed')).toMatchObject({ topic: 'notification.created' });
  return socket;
}

describe('the websocket at /api/v1/ws (2.3+)', () => {
  let h: Harness;
  let alice: User;
  let bob: User;
  let carol: User;
  beforeAll(async () => {
    h = await boot();
    alice = await h.user('alice');
    bob = await h.user('bob');
    carol = await h.user('carol');
  });
  afterAll(() => h.close());

  it('refuses a bad token with an error and closes', async () => {
    const socket = await connect(h.base);
    socket.ws.send(JSON.stringify({ action: 'auth', token: 'not-a-jwt' }));
    expect(await socket.next('error')).toMatchObject({ error: expect.any(String) });
    expect(await socket.closed).toBe(4001);
  });

  it('answers subscribe before auth with an error, and keeps the socket open', async () => {
    const socket = await connect(h.base);
    socket.ws.send(JSON.stringify({ action: 'subscribe', topic: 'notification.created' }));
    await socket.next('error');
    expect(socket.ws.readyState).toBe(WebSocket.OPEN);
    socket.ws.close();
  });

  it("pushes a notification made by another user's action to that user's sockets only", async () => {
    const project = (await h.json('PUT', '/projects', { token: alice.token, body: { title: 'Shared' } })).body.id;
    for (const username of ['bob', 'carol']) {
      await h.json('PUT', `/projects/${project}/users`, { token: alice.token, body: { username, permission: 1 } });
    }
    const task = (await h.json('PUT', `/projects/${project}/tasks`, { token: alice.token, body: { title: 'T' } })).body;
    const aliceSocket = await subscribed(h.base, alice.token);
    const carolSocket = await subscribed(h.base, carol.token);
    // Authenticated but not subscribed: hears nothing either.
    const quiet = await connect(h.base);
    quiet.ws.send(JSON.stringify({ action: 'auth', token: alice.token }));
    await quiet.next('auth.success');

    const comment = await h.json('PUT', `/tasks/${task.id}/comments`, { token: bob.token, body: { comment: 'hi' } });
    expect(comment.status).toBe(201);
    const pushed = await aliceSocket.next('notification.created');
    const listed = (await h.json('GET', '/notifications', { token: alice.token })).body[0];
    expect(pushed.data).toEqual(listed);
    expect(pushed.data).toMatchObject({ name: 'task.comment', notification: { task: { id: task.id } } });

    await new Promise((r) => setTimeout(r, 200));
    expect(carolSocket.messages.filter((m) => m.event === 'notification.created')).toEqual([]);
    expect(quiet.messages).toEqual([]);
    for (const s of [aliceSocket, carolSocket, quiet]) s.ws.close();
  });

  it('stops pushing to a socket whose login session was signed out', async () => {
    const dora = await h.user('dora');
    const project = (await h.json('PUT', '/projects', { token: dora.token, body: { title: 'Hers' } })).body.id;
    await h.json('PUT', `/projects/${project}/users`, { token: dora.token, body: { username: 'bob', permission: 1 } });
    const task = (await h.json('PUT', `/projects/${project}/tasks`, { token: dora.token, body: { title: 'T' } })).body;
    const socket = await subscribed(h.base, dora.token);
    expect((await h.json('POST', '/user/logout', { token: dora.token })).status).toBe(200);
    await h.json('PUT', `/tasks/${task.id}/comments`, { token: bob.token, body: { comment: 'hi' } });
    expect(await socket.closed).toBe(4001);
    expect(socket.messages.filter((m) => m.event === 'notification.created')).toEqual([]);
  });

  it('refuses a plain GET without the upgrade as not a websocket handshake (400)', async () => {
    for (const token of [undefined, alice.token]) {
      const res = await h.call('GET', '/ws', { token });
      expect(res.status).toBe(400);
      expect(res.headers.get('sec-websocket-version')).toBe('13');
      expect(await res.text()).toBe('Bad Request\n');
    }
  });
});

describe.each(['1', '0.24'] as const)('compat %s has no websocket', (compat) => {
  let h: Harness;
  beforeAll(async () => {
    h = await boot({ compat });
  });
  afterAll(() => h.close());

  it('answers the upgrade with 404', async () => {
    const ws = new WebSocket(`${h.base.replace(/^http/, 'ws')}/ws`);
    const status = await new Promise<number>((resolve) => {
      ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      ws.on('open', () => resolve(101));
      ws.on('error', () => resolve(-1));
    });
    expect(status).toBe(404);
    expect((await h.call('GET', '/ws')).status).toBe(404);
  });
});
