import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createExtensionStorage } from '@/platform/extension';
import { createOutboxStore } from '@/platform/extension-outbox';
import { KEYS } from '@/platform/types';
import { newItem } from './outbox';
import { createOutboxRunner, outboxMarker } from './outbox-runner';
import { createSessionOwner } from './session-owner';
import { fakeVikunja } from './testing/fake-vikunja';

const T0 = Date.UTC(2026, 10, 22, 9, 0, 0);

async function setup() {
  const storage = createExtensionStorage();
  await storage.set(KEYS.apiUrl, 'http://vikunja.test/api/v1');
  await storage.set(KEYS.token, 'token-1');
  const server = fakeVikunja();
  const store = createOutboxStore();
  const owner = createSessionOwner({ storage, fetch: server.fetch });
  const schedule = vi.fn();
  /** A fresh runner is what a restarted worker has: no memory of the previous one. */
  const makeRunner = () => createOutboxRunner({ store, storage, owner, fetch: server.fetch, schedule });
  return { storage, server, store, schedule, makeRunner };
}

const add = (store: ReturnType<typeof createOutboxStore>, id: string, title = 'Read the article') =>
  store.put(newItem({ id, title, description: '<p>x</p>', projectId: 3, source: 'capture' }, Date.now()));

describe('the outbox runner', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(T0);
  });
  afterEach(() => vi.useRealTimers());

  it('sends what was written ahead, removes it only once created, and tags the task', async () => {
    const { server, store, makeRunner } = await setup();
    await add(store, 'a');
    const created = await makeRunner().flush();
    expect(created.a).toMatchObject({ taskId: 1, projectId: 3, title: 'Read the article' });
    expect(await store.list()).toEqual([]);
    expect(server.state.tasks).toHaveLength(1);
    expect(server.state.tasks[0]!.description).toBe(`<p>x</p>${outboxMarker('a')}`);
  });

  it('creates a popup quick add with what magic recognised, labels found or created', async () => {
    const { server, store, makeRunner } = await setup();
    server.state.labels.push({ id: 1, title: 'Shop' });
    await store.put(
      newItem(
        {
          id: 'q',
          title: 'Buy milk',
          description: '',
          projectId: 3,
          source: 'popup',
          details: {
            priority: 3,
            dueDate: '2026-11-23T09:00:00.000Z',
            labels: ['shop', 'Dairy'],
            assignees: ['nobody'],
          },
        },
        Date.now(),
      ),
    );
    await makeRunner().flush();
    expect(server.state.tasks[0]).toMatchObject({
      title: 'Buy milk',
      priority: 3,
      due_date: '2026-11-23T09:00:00.000Z',
    });
    expect(server.state.labels.map((l) => l.title)).toEqual(['Shop', 'Dairy']);
    expect(server.state.taskLabels).toEqual([
      [1, 1],
      [1, 2],
    ]);
    expect(await store.list()).toEqual([]);
  });

  it('writes the item as "sending" before the request leaves', async () => {
    const { server, store } = await setup();
    await add(store, 'a');
    const seen: string[] = [];
    const inner = server.fetch;
    const runner = createOutboxRunner({
      store,
      storage: createExtensionStorage(),
      owner: { tokenFor: async () => null, renewStored: async () => null },
      fetch: async (input, init) => {
        if (init?.method === 'PUT') seen.push((await store.list())[0]!.state);
        return inner(input, init);
      },
    });
    await runner.flush();
    expect(seen).toEqual(['sending']);
  });

  it('keeps items while the server is unreachable and retries with backoff', async () => {
    const { server, store, schedule, makeRunner } = await setup();
    const runner = makeRunner();
    await add(store, 'a');
    server.state.down = true;
    await runner.flush();
    let [item] = await store.list();
    expect(item).toMatchObject({ state: 'pending', attempts: 1, nextAttemptAt: T0 + 5_000, uncertain: true });
    expect(schedule).toHaveBeenLastCalledWith(T0 + 5_000);

    // Not due yet: nothing is sent.
    const before = server.state.requests.length;
    await runner.flush();
    expect(server.state.requests.length).toBe(before);

    vi.setSystemTime(T0 + 5_000);
    await runner.flush();
    [item] = await store.list();
    expect(item).toMatchObject({ attempts: 2, nextAttemptAt: T0 + 5_000 + 15_000 });

    server.state.down = false;
    vi.setSystemTime(T0 + 20_000);
    await runner.flush();
    expect(await store.list()).toEqual([]);
    expect(server.state.tasks).toHaveLength(1);
  });

  it('looks an unknown outcome up before retrying, so no task is created twice', async () => {
    const { server, store, makeRunner } = await setup();
    await add(store, 'a');
    server.state.createMode = 'drop-after-create';
    await makeRunner().flush();
    expect(server.state.tasks).toHaveLength(1);
    expect((await store.list())[0]).toMatchObject({ uncertain: true });

    server.state.createMode = 'ok';
    const created = await makeRunner().flush(true);
    expect(server.state.tasks).toHaveLength(1);
    expect(created.a).toMatchObject({ taskId: 1 });
    expect(await store.list()).toEqual([]);
  });

  it('a worker stopped mid-request leaves "sending"; the next one looks it up instead of resending', async () => {
    const { server, store, makeRunner } = await setup();
    await add(store, 'a');
    // The first worker wrote "sending" and the server created the task, then the worker died.
    const [item] = await store.list();
    await store.put({ ...item!, state: 'sending', uncertain: true });
    server.state.tasks.push({ id: 1, title: item!.title, description: outboxMarker('a'), project_id: 3 });

    await makeRunner().flush();
    expect(server.state.tasks).toHaveLength(1);
    expect(server.state.requests.filter((r) => r.startsWith('PUT'))).toEqual([]);
    expect(await store.list()).toEqual([]);
  });

  it('sends an uncertain item again when the lookup finds nothing', async () => {
    const { server, store, makeRunner } = await setup();
    await add(store, 'a');
    const [item] = await store.list();
    await store.put({ ...item!, state: 'sending', uncertain: true });
    await makeRunner().flush();
    expect(server.state.tasks).toHaveLength(1);
  });

  it('backs off on 429 and counts requests with a fake clock', async () => {
    const { server, store, makeRunner } = await setup();
    const runner = makeRunner();
    await add(store, 'a');
    await add(store, 'b', 'Second');
    server.state.createMode = 'rate-limit';
    const puts = () => server.state.requests.filter((r) => r.startsWith('PUT')).length;

    await runner.flush();
    // One request, and the second item did not hammer the busy server.
    expect(puts()).toBe(1);
    const [a] = (await store.list()).filter((i) => i.id === 'a');
    expect(a).toMatchObject({ state: 'pending', uncertain: false, lastError: 'rate-limited' });

    // Neither the next alarm nor a person's "send now" goes out during the wait.
    vi.setSystemTime(T0 + 30_000);
    await runner.flush();
    await runner.flush(true);
    expect(puts()).toBe(1);

    server.state.createMode = 'ok';
    vi.setSystemTime(T0 + 60_000);
    await runner.flush();
    expect(puts()).toBe(3);
    expect(server.state.tasks.map((t) => t.title)).toEqual(['Read the article', 'Second']);
  });

  it('keeps a refused item for the person instead of retrying forever', async () => {
    const { server, store } = await setup();
    await store.put(newItem({ id: 'x', title: 'Nowhere', description: '', projectId: 999, source: 'popup' }, T0));
    const inner = server.fetch;
    const runner = createOutboxRunner({
      store,
      storage: createExtensionStorage(),
      owner: { tokenFor: async () => null, renewStored: async () => null },
      fetch: async (input, init) =>
        init?.method === 'PUT'
          ? new Response('{"code":3001,"message":"The project does not exist."}', {
              status: 404,
              headers: { 'content-type': 'application/json' },
            })
          : inner(input, init),
    });
    await runner.flush();
    expect((await store.list())[0]).toMatchObject({ state: 'failed', lastError: 'The project does not exist.' });
  });

  it('sends to the user default project when the item names none', async () => {
    const { server, store, makeRunner } = await setup();
    await store.put(
      newItem({ id: 'o', title: 'From the omnibox', description: '', projectId: null, source: 'omnibox' }, T0),
    );
    await makeRunner().flush();
    expect(server.state.tasks[0]).toMatchObject({ project_id: 7 });
  });

  it('runs one flush at a time: concurrent calls never send an item twice', async () => {
    const { server, store, makeRunner } = await setup();
    const runner = makeRunner();
    await add(store, 'a');
    await Promise.all([runner.flush(true), runner.flush(true), runner.flush()]);
    expect(server.state.tasks).toHaveLength(1);
  });
});
