import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import de from '../../locales/de.json';
import en from '../../locales/en.json';
import { KEYS } from '@/platform/types';
import { OUTBOX_ALARM, POLL_ALARM, RENEW_ALARM } from '@/platform/extension-background';
import { createExtensionPlatform, createExtensionStorage } from '@/platform/extension';
import { writeSettings } from './settings';
import { startBackground } from './main';
import { stubMissingApis } from './testing/stub-browser';
import { fakeVikunja } from './testing/fake-vikunja';
import { FakeSocket } from '@/test-support/fake-socket';

const jwt = (expSeconds: number) => `e30.${btoa(JSON.stringify({ exp: expSeconds }))}.sig`;
const OWN = `chrome-extension://${fakeBrowser.runtime.id}`;

async function boot(signedIn = true) {
  const apis = stubMissingApis();
  const server = fakeVikunja();
  vi.stubGlobal('fetch', server.fetch);
  if (signedIn) {
    await fakeBrowser.storage.local.set({
      [KEYS.apiUrl]: 'http://vikunja.test/api/v1',
      [KEYS.token]: jwt(Math.floor(Date.now() / 1000) + 600),
    });
  }
  startBackground();
  await vi.waitFor(async () => expect(await fakeBrowser.alarms.get(POLL_ALARM)).toBeDefined());
  return { apis, server };
}

/** What Chrome passes for a message from one of our own pages. */
const fromPopup = { id: fakeBrowser.runtime.id, url: `${OWN}/popup.html` };

describe('the background worker', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('re-creates its alarms and menus at every start', async () => {
    const { apis } = await boot();
    expect(await fakeBrowser.alarms.get(POLL_ALARM)).toMatchObject({ periodInMinutes: 0.5 });
    await vi.waitFor(async () => expect(await fakeBrowser.alarms.get(RENEW_ALARM)).toBeDefined());
    const renewAt = (await fakeBrowser.alarms.get(RENEW_ALARM))!.scheduledTime;
    expect(renewAt).toBeGreaterThan(Date.now() + 400_000);
    expect(renewAt).toBeLessThan(Date.now() + 600_000);
    expect(apis.menus.map((m) => [m.id, m.contexts])).toEqual([
      ['capture-page', ['page']],
      ['capture-selection', ['selection']],
      ['capture-link', ['link']],
    ]);

    // The browser dropped every alarm (update, restart): the next worker start brings them back.
    await fakeBrowser.alarms.clearAll();
    fakeBrowser.runtime.onMessage.removeAllListeners();
    await boot();
    expect(await fakeBrowser.alarms.get(POLL_ALARM)).toBeDefined();
    await vi.waitFor(async () => expect(await fakeBrowser.alarms.get(RENEW_ALARM)).toBeDefined());
  });

  it('names its menus in the UI language, and renames them when the language changes', async () => {
    await fakeBrowser.storage.local.set({ [KEYS.language]: 'de' });
    const { apis } = await boot();
    await vi.waitFor(() => expect(apis.menus.find((m) => m.id === 'capture-page')?.title).toBe(de.extension.menu.page));
    await fakeBrowser.storage.local.set({ [KEYS.language]: 'en' });
    await vi.waitFor(() => expect(apis.menus.find((m) => m.id === 'capture-page')?.title).toBe(en.extension.menu.page));
    expect(apis.menus).toHaveLength(3);
  });

  it('shows sign-in needed without a session, and the unread count with one', async () => {
    await boot(false);
    await vi.waitFor(async () => expect(await fakeBrowser.action.getBadgeText({})).toBe('?'));
    await fakeBrowser.storage.local.set({
      [KEYS.apiUrl]: 'http://vikunja.test/api/v1',
      [KEYS.token]: jwt(Math.floor(Date.now() / 1000) + 600),
    });
    await vi.waitFor(async () => expect(await fakeBrowser.action.getBadgeText({})).toBe(''));
  });

  it('answers renew-session from our pages and refuses a forged sender', async () => {
    const { server } = await boot();
    const stale = (await fakeBrowser.storage.local.get(KEYS.token))[KEYS.token] as string;
    const forged = await fakeBrowser.runtime.onMessage.trigger(
      { type: 'renew-session', staleToken: stale },
      { id: 'evil', url: 'https://evil.example/' },
    );
    expect(forged.find(Boolean)).toBeUndefined();
    expect(server.state.refreshCalls).toBe(0);

    const [reply] = (
      await fakeBrowser.runtime.onMessage.trigger({ type: 'renew-session', staleToken: stale }, fromPopup)
    ).filter(Boolean);
    expect(reply).toEqual({ token: 'refreshed-1' });
    expect(server.state.refreshCalls).toBe(1);
  });

  it('tells pages "unreachable" apart from "refused", so they keep the session while offline', async () => {
    const { server } = await boot();
    const stale = (await fakeBrowser.storage.local.get(KEYS.token))[KEYS.token] as string;
    server.state.down = true;
    const [reply] = (
      await fakeBrowser.runtime.onMessage.trigger({ type: 'renew-session', staleToken: stale }, fromPopup)
    ).filter(Boolean);
    expect(reply).toEqual({ token: null, unreachable: true });
  });

  it('the platform turns an "unreachable" answer into an error, not a lost session', async () => {
    fakeBrowser.runtime.onMessage.addListener(() => Promise.resolve({ token: null, unreachable: true }));
    await expect(createExtensionPlatform().renewSession!('stale')).rejects.toMatchObject({ kind: 'network' });
  });

  it('the extension platform asks the worker for a token instead of refreshing itself', async () => {
    await fakeBrowser.storage.local.set({ [KEYS.token]: 'newer' });
    fakeBrowser.runtime.onMessage.addListener((message: unknown) =>
      Promise.resolve((message as { type: string }).type === 'renew-session' ? { token: 'from-worker' } : undefined),
    );
    expect(await createExtensionPlatform().renewSession!('stale')).toBe('from-worker');
  });

  it('a context-menu capture goes through the outbox into the default project', async () => {
    const { apis, server } = await boot();
    await apis.contextMenus.onClicked.trigger(
      {
        menuItemId: 'capture-link',
        linkUrl: 'https://example.com/a',
        pageUrl: 'https://example.com/',
        linkText: '<img src=x onerror=alert(1)>',
      },
      { id: 1, title: 'Page' },
    );
    await vi.waitFor(() => expect(server.state.tasks).toHaveLength(1));
    expect(server.state.tasks[0]).toMatchObject({ title: '<img src=x onerror=alert(1)>', project_id: 7 });
    expect(server.state.tasks[0]!.description).toContain('<a href="https://example.com/a"');
    await vi.waitFor(async () => expect(await fakeBrowser.action.getBadgeText({})).toBe('✓'));
    expect(Object.keys(await fakeBrowser.storage.local.get(null)).filter((k) => k.startsWith('outbox:'))).toEqual([]);
  });

  it('an omnibox entry is quick-added', async () => {
    const { apis, server } = await boot();
    await apis.omnibox.onInputEntered.trigger('Call the plumber');
    await vi.waitFor(() => expect(server.state.tasks.map((t) => t.title)).toEqual(['Call the plumber']));
  });

  it('schedules an outbox retry alarm when the server is unreachable', async () => {
    const { apis, server } = await boot();
    server.state.down = true;
    await apis.omnibox.onInputEntered.trigger('Offline task');
    await vi.waitFor(async () => expect(await fakeBrowser.alarms.get(OUTBOX_ALARM)).toBeDefined());
    server.state.down = false;
    await fakeBrowser.alarms.onAlarm.trigger({ name: OUTBOX_ALARM, scheduledTime: Date.now() });
    // Not due yet (5 s backoff): the alarm fires early in this fake, so force via the popup's message.
    const [reply] = (
      await fakeBrowser.runtime.onMessage.trigger({ type: 'outbox-flush', force: true }, fromPopup)
    ).filter(Boolean);
    expect(
      Object.values((reply as unknown as { created: Record<string, { title: string }> }).created).map((c) => c.title),
    ).toEqual(['Offline task']);
    expect(server.state.tasks).toHaveLength(1);
  });

  it('recovers from an outage without showing a notification twice', async () => {
    await writeSettings(createExtensionStorage(), { desktopNotifications: true });
    const { server } = await boot();
    const unread = (id: number) => ({
      id,
      name: 'task.comment',
      notification: { task: { id: 100 + id, title: `Task ${id}` } },
      read_at: null,
    });
    const badge = () => fakeBrowser.action.getBadgeText({});
    const polls = () => server.state.requests.filter((r) => r === 'GET /notifications').length;
    // The alarm listener does not wait for the poll; wait for the request, then for what it shows.
    const poll = async () => {
      const before = polls();
      await fakeBrowser.alarms.onAlarm.trigger({ name: POLL_ALARM, scheduledTime: Date.now() });
      await vi.waitFor(() => expect(polls()).toBe(before + 1));
    };
    const create = vi.spyOn(fakeBrowser.notifications, 'create');
    await vi.waitFor(() => expect(polls()).toBe(1)); // the start-up poll: nothing unread yet

    server.state.notifications = [unread(1)];
    await poll();
    await vi.waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    server.state.notifications = [unread(1), unread(2)];
    await poll();
    await vi.waitFor(() => expect(create).toHaveBeenCalledTimes(2));
    expect(await badge()).toBe('2');

    // The server goes away for two polls: the badge says so instead of showing a stale count.
    server.state.down = true;
    await poll();
    await vi.waitFor(async () => expect(await badge()).toBe('!'));
    await poll();
    server.state.notifications = [unread(1), unread(2), unread(3)];
    server.state.down = false;
    await poll();
    await vi.waitFor(async () => expect(await badge()).toBe('3'));
    await vi.waitFor(() => expect(create).toHaveBeenCalledTimes(3));
    await poll();
    await vi.waitFor(async () => expect(await badge()).toBe('3'));
    expect(create.mock.calls.map((call) => (call as unknown[])[0])).toEqual([
      'vk-notification:1:101:',
      'vk-notification:2:102:',
      'vk-notification:3:103:',
    ]);
  });

  it('shows a notification pushed over the 2.x websocket at once, and polls less while it is live', async () => {
    FakeSocket.made.length = 0;
    vi.stubGlobal('WebSocket', FakeSocket);
    const { server } = await boot();
    const polls = () => server.state.requests.filter((r) => r === 'GET /notifications').length;
    await vi.waitFor(() => expect(FakeSocket.made).toHaveLength(1));
    const [socket] = FakeSocket.made;
    expect(socket!.url).toBe('ws://vikunja.test/api/v1/ws');
    socket!.accept();
    const before = polls();
    const pushed = { id: 5, name: 'task.comment', notification: {}, read_at: null };
    server.state.notifications = [pushed];
    socket!.receive({ event: 'notification.created', data: pushed });
    await vi.waitFor(async () => expect(await fakeBrowser.action.getBadgeText({})).toBe('1'));
    expect(polls()).toBe(before + 1);

    // While the socket is live the poll alarm leaves the server alone; once it closes, polling is back.
    await fakeBrowser.alarms.onAlarm.trigger({ name: POLL_ALARM, scheduledTime: Date.now() });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(polls()).toBe(before + 1);
    socket!.close();
    await fakeBrowser.alarms.onAlarm.trigger({ name: POLL_ALARM, scheduledTime: Date.now() });
    await vi.waitFor(() => expect(polls()).toBe(before + 2));
  });

  it('rests after a 429 for as long as the server asks, keeping the badge as it was', async () => {
    const { server } = await boot();
    const badge = () => fakeBrowser.action.getBadgeText({});
    const polls = () => server.state.requests.filter((r) => r === 'GET /notifications').length;
    const poll = () => fakeBrowser.alarms.onAlarm.trigger({ name: POLL_ALARM, scheduledTime: Date.now() });
    await vi.waitFor(() => expect(polls()).toBe(1));
    server.state.notifications = [{ id: 1, name: 'task.comment', notification: {}, read_at: null }];
    await poll();
    await vi.waitFor(async () => expect(await badge()).toBe('1'));

    server.state.notificationsRetryAfter = '120';
    await poll();
    await vi.waitFor(() => expect(polls()).toBe(3));
    await vi.waitFor(async () =>
      expect(await fakeBrowser.storage.local.get('pollPausedUntil')).toHaveProperty('pollPausedUntil'),
    );
    expect(await badge()).toBe('1'); // not "offline": the server is there, it wants fewer requests
    await poll();
    await poll();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(polls()).toBe(3);

    // Two minutes later polling comes back by itself.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 121_000);
      server.state.notificationsRetryAfter = null;
      server.state.notifications.push({ id: 2, name: 'task.comment', notification: {}, read_at: null });
      await poll();
      await vi.waitFor(async () => expect(await badge()).toBe('2'));
      expect(polls()).toBe(4);
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows "no access" when the person took the server permission away, and recovers when it is back', async () => {
    const { apis, server } = await boot();
    const badge = () => fakeBrowser.action.getBadgeText({});
    const title = () => fakeBrowser.action.getTitle({});
    await vi.waitFor(async () => expect(await badge()).toBe(''));
    // Revoked: the browser refuses the requests and the permission is gone.
    server.state.down = true;
    apis.permissions.contains.mockResolvedValue(false);
    await apis.permissions.onRemoved.trigger({ origins: ['http://vikunja.test/*'] });
    await vi.waitFor(async () => expect(await badge()).toBe('×'));
    expect(await title()).toBe(en.extension.badge.noAccess.replace('{{host}}', 'vikunja.test'));
    expect(apis.permissions.contains).toHaveBeenCalledWith({ origins: ['http://vikunja.test/*'] });

    // Merely offline, with the permission in place: the usual "!".
    apis.permissions.contains.mockResolvedValue(true);
    await fakeBrowser.alarms.onAlarm.trigger({ name: POLL_ALARM, scheduledTime: Date.now() });
    await vi.waitFor(async () => expect(await badge()).toBe('!'));
    server.state.down = false;
    await fakeBrowser.alarms.onAlarm.trigger({ name: POLL_ALARM, scheduledTime: Date.now() });
    await vi.waitFor(async () => expect(await badge()).toBe(''));
  });
});
