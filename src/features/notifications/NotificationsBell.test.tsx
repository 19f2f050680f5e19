import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { useSession } from '@/stores/session';
import { FakeSocket } from '@/test-support/fake-socket';
import { fakeServer, renderScreen, testInfo } from '@/test-support/screen';
import { NotificationsBell } from './NotificationsBell';

const pushed = {
  id: 9,
  name: 'task.comment',
  notification: { doer: { id: 2, username: 'bob' }, task: { id: 3, title: 'T' }, comment: { comment: 'hi' } },
  read_at: '0001-01-01T00:00:00Z',
  created: '2026-01-02T03:04:05Z',
};

const bell = (
  <MemoryRouter>
    <NotificationsBell />
  </MemoryRouter>
);

describe('the bell with the 2.3+ notification websocket', () => {
  beforeEach(() => {
    FakeSocket.made.length = 0;
    vi.stubGlobal('WebSocket', FakeSocket);
    useSession.setState({ hydrated: true, apiUrl: 'http://vikunja.test/api/v1', token: 'jwt', linkShare: null });
  });
  afterEach(() => vi.unstubAllGlobals());

  const lists = (calls: Array<{ method: string; path: string }>) =>
    calls.filter((c) => c.method === 'GET' && c.path === '/notifications').length;

  it('counts a pushed notification at once, without asking the server', async () => {
    const { client, calls } = fakeServer({ 'GET /notifications': () => [] });
    renderScreen(bell, { client, info: testInfo({ version: 'v2.5.0' }) });
    await waitFor(() => expect(FakeSocket.made.filter((s) => !s.closed)).toHaveLength(1));
    const socket = FakeSocket.made.find((s) => !s.closed)!;
    expect(socket.url).toBe('ws://vikunja.test/api/v1/ws');
    socket.accept();
    expect(JSON.parse(socket.sent[0]!)).toEqual({ action: 'auth', token: 'jwt' });
    await waitFor(() => expect(lists(calls)).toBeGreaterThan(0));
    await screen.findByRole('button', { name: 'Notifications' });
    const before = lists(calls);
    socket.receive({ event: 'notification.created', data: pushed });
    expect(await screen.findByRole('button', { name: /Notifications, 1 unread/ })).toBeInTheDocument();
    expect(lists(calls)).toBe(before);
  });

  it('draws the bell at once and asks for notifications only after that first screen is painted', async () => {
    const { client, calls } = fakeServer({ 'GET /notifications': () => [] });
    renderScreen(bell, { client, info: testInfo({ version: 'v2.5.0' }) });
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(lists(calls)).toBe(0);
    expect(FakeSocket.made).toHaveLength(0);
    await waitFor(() => expect(lists(calls)).toBeGreaterThan(0));
    await waitFor(() => expect(FakeSocket.made).toHaveLength(1));
  });

  it('opens no socket to a release without one', async () => {
    const { client, calls } = fakeServer({ 'GET /notifications': () => [] });
    renderScreen(bell, { client, info: testInfo({ version: 'v1.1.0' }) });
    await waitFor(() => expect(lists(calls)).toBeGreaterThan(0));
    expect(FakeSocket.made).toHaveLength(0);
  });
});
