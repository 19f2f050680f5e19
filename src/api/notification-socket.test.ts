import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  MAX_RECONNECT_MS,
  openNotificationSocket,
  parseSocketMessage,
  reconnectDelay,
  socketUrl,
} from './notification-socket';
import { createFakeSocket, FakeSocket } from '@/test-support/fake-socket';

describe('socketUrl', () => {
  it.each([
    ['http://localhost:3456/api/v1', undefined, 'ws://localhost:3456/api/v1/ws'],
    ['https://vikunja.example.com/api/v1/', undefined, 'wss://vikunja.example.com/api/v1/ws'],
    ['https://example.com/sub/api/v1', undefined, 'wss://example.com/sub/api/v1/ws'],
    ['/api/v1', 'https://app.example.com/projects/1', 'wss://app.example.com/api/v1/ws'],
    ['/api/v1', undefined, null],
    ['ftp://example.com/api/v1', undefined, null],
  ])('%s (base %s) → %s', (apiUrl, base, expected) => {
    expect(socketUrl(apiUrl, base)).toBe(expected);
  });
});

const wire = {
  id: 7,
  name: 'task.comment',
  notification: { doer: { id: 2, username: 'bob' }, task: { id: 3, title: 'T' } },
  read_at: '0001-01-01T00:00:00Z',
  created: '2026-01-02T03:04:05Z',
};
const parsed = {
  id: 7,
  name: 'task.comment',
  notification: { doer: { id: 2, username: 'bob' }, task: { id: 3, title: 'T' } },
  read: false,
  readAt: null,
  created: '2026-01-02T03:04:05Z',
};

describe('parseSocketMessage', () => {
  it.each<[string, unknown, unknown]>([
    ['auth success', '{"event":"auth.success"}', { kind: 'authenticated' }],
    ['auth success as type', { type: 'authenticated' }, { kind: 'authenticated' }],
    ['subscribed', '{"event":"subscribed","topic":"notification.created"}', { kind: 'subscribed' }],
    ['an error', '{"event":"error","error":"bad token"}', { kind: 'error', message: 'bad token' }],
    ['an error with message', { event: 'error', message: 'nope' }, { kind: 'error', message: 'nope' }],
    [
      'a notification',
      JSON.stringify({ event: 'notification.created', data: wire }),
      { kind: 'notification', notification: parsed },
    ],
    [
      'a notification as type/payload text',
      JSON.stringify({ type: 'notification.created', payload: JSON.stringify(wire) }),
      { kind: 'notification', notification: parsed },
    ],
    [
      'a read notification',
      { event: 'notification.created', data: { ...wire, read_at: '2026-01-03T00:00:00Z' } },
      { kind: 'notification', notification: { ...parsed, readAt: '2026-01-03T00:00:00Z' } },
    ],
    ['a notification without id', { event: 'notification.created', data: { name: 'x' } }, { kind: 'ignored' }],
    ['an unknown event', '{"event":"task.updated","data":{}}', { kind: 'ignored' }],
    ['not JSON', 'hello', { kind: 'ignored' }],
    ['an array', '[1,2]', { kind: 'ignored' }],
    ['binary', new ArrayBuffer(2), { kind: 'ignored' }],
  ])('%s', (_name, raw, expected) => {
    expect(parseSocketMessage(raw)).toEqual(expected);
  });
});

describe('reconnectDelay', () => {
  it.each([
    [0, 0, 1000],
    [1, 0, 2000],
    [3, 0, 8000],
    [3, 1, 6400],
    [30, 0, MAX_RECONNECT_MS],
    [-1, 0, 1000],
  ])('attempt %i with random %d waits %i ms', (attempt, random, expected) => {
    expect(reconnectDelay(attempt, () => random)).toBe(expected);
  });
});

describe('openNotificationSocket', () => {
  const sockets = FakeSocket.made;
  const create = createFakeSocket;
  beforeEach(() => {
    sockets.length = 0;
    vi.useFakeTimers();
    vi.spyOn(Math, 'random').mockReturnValue(0);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  function open(token: () => string | null = () => 'jwt-1') {
    const received: unknown[] = [];
    const live: boolean[] = [];
    const handle = openNotificationSocket({
      url: 'ws://host/api/v1/ws',
      token,
      create,
      onNotification: (n) => received.push(n),
      onLive: (l) => live.push(l),
    });
    return { handle, received, live };
  }

  it('authenticates, subscribes, goes live and hands over notifications', () => {
    const { received, live } = open();
    const [s] = sockets;
    s!.onopen?.({});
    expect(JSON.parse(s!.sent[0]!)).toEqual({ action: 'auth', token: 'jwt-1' });
    s!.receive({ event: 'auth.success' });
    expect(JSON.parse(s!.sent[1]!)).toEqual({ action: 'subscribe', topic: 'notification.created' });
    expect(live).toEqual([]);
    s!.receive({ event: 'subscribed', topic: 'notification.created' });
    expect(live).toEqual([true]);
    s!.receive({ event: 'notification.created', data: wire });
    expect(received).toEqual([parsed]);
  });

  it('reconnects with a growing delay when refused, using the newest token, and resets after success', () => {
    let token = 'jwt-1';
    const { live } = open(() => token);
    sockets[0]!.onclose?.({}); // refused before opening
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(999);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    sockets[1]!.onclose?.({});
    vi.advanceTimersByTime(1999);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(3);
    token = 'jwt-2';
    sockets[2]!.accept();
    expect(JSON.parse(sockets[2]!.sent[0]!)).toMatchObject({ token: 'jwt-2' });
    sockets[2]!.onclose?.({});
    expect(live).toEqual([true, false]);
    vi.advanceTimersByTime(1000);
    expect(sockets).toHaveLength(4);
  });

  it('stops for good on close(), without reconnecting', () => {
    const { handle, live } = open();
    sockets[0]!.accept();
    handle.close();
    expect(sockets[0]!.closed).toBe(true);
    expect(live).toEqual([true, false]);
    vi.advanceTimersByTime(MAX_RECONNECT_MS * 2);
    expect(sockets).toHaveLength(1);
  });

  it('opens nothing without a token', () => {
    open(() => null);
    expect(sockets).toHaveLength(0);
  });

  it('retries when the socket cannot even be created', () => {
    let fail = true;
    const live: boolean[] = [];
    openNotificationSocket({
      url: 'ws://host/api/v1/ws',
      token: () => 't',
      onNotification: () => undefined,
      onLive: (l) => live.push(l),
      create: (url) => {
        if (fail) throw new Error('blocked');
        return create(url);
      },
    });
    expect(sockets).toHaveLength(0);
    fail = false;
    vi.advanceTimersByTime(1000);
    expect(sockets).toHaveLength(1);
  });
});
