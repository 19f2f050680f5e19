import { beforeEach, describe, expect, it, vi } from 'vitest';
import { KEYS } from '@/platform/types';
import { createFakeSocket, FakeSocket } from '@/test-support/fake-socket';
import { liveStorage } from '@/test-support/storage';
import { createLiveNotifications } from './live';

const API = 'http://vikunja.test/api/v1';
const sockets = FakeSocket.made;

function setup(version = 'v2.5.0') {
  const { storage, values } = liveStorage({ [KEYS.apiUrl]: API, [KEYS.token]: 'jwt' });
  let clock = 1_000_000;
  const asked: string[] = [];
  const pushed = vi.fn();
  const live = createLiveNotifications({
    storage,
    onPushed: pushed,
    create: createFakeSocket,
    version: (apiUrl) => (asked.push(apiUrl), Promise.resolve(version)),
    now: () => clock,
  });
  return { live, values, pushed, asked, advance: (ms: number) => (clock += ms) };
}

describe("the worker's notification socket", () => {
  beforeEach(() => {
    sockets.length = 0;
    vi.spyOn(Math, 'random').mockReturnValue(0);
  });

  it('opens one socket to a 2.x server and reports each push', async () => {
    const { live, pushed } = setup();
    await live.ensure();
    expect(sockets.map((s) => s.url)).toEqual(['ws://vikunja.test/api/v1/ws']);
    sockets[0]!.accept();
    expect(live.isLive()).toBe(true);
    sockets[0]!.receive({ event: 'notification.created', data: { id: 1, name: 'task.comment', notification: {} } });
    expect(pushed).toHaveBeenCalledTimes(1);
    await live.ensure();
    expect(sockets).toHaveLength(1);
  });

  it('opens one socket when two wake-ups ask at once', async () => {
    const { live } = setup();
    await Promise.all([live.ensure(), live.ensure()]);
    expect(sockets).toHaveLength(1);
  });

  it('opens none to a 1.x server, and does not ask again', async () => {
    const { live, asked, advance } = setup('v1.1.0');
    await live.ensure();
    advance(3_600_000);
    await live.ensure();
    expect(sockets).toHaveLength(0);
    expect(asked).toEqual([API]);
  });

  it('backs off after refused attempts instead of trying at every wake-up', async () => {
    const { live, advance } = setup();
    await live.ensure();
    sockets[0]!.close(); // refused
    await live.ensure();
    expect(sockets).toHaveLength(1);
    advance(1000);
    await live.ensure();
    expect(sockets).toHaveLength(2);
    sockets[1]!.close();
    advance(1000);
    await live.ensure();
    expect(sockets).toHaveLength(2);
    advance(1000);
    await live.ensure();
    expect(sockets).toHaveLength(3);
  });

  it('reconnects soon after a live socket drops', async () => {
    const { live, advance } = setup();
    await live.ensure();
    sockets[0]!.accept();
    sockets[0]!.close();
    expect(live.isLive()).toBe(false);
    advance(1000);
    await live.ensure();
    expect(sockets).toHaveLength(2);
  });

  it('closes the socket at sign-out', async () => {
    const { live, values } = setup();
    await live.ensure();
    sockets[0]!.accept();
    values.delete(KEYS.token);
    await live.ensure();
    expect(sockets[0]!.closed).toBe(true);
    expect(live.isLive()).toBe(false);
  });
});
