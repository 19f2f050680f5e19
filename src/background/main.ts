import { tokenExpiry } from '@/api/token-claims';
import { createExtensionStorage } from '@/platform/extension';
import {
  createContextMenus,
  ensurePollAlarm,
  hasHostAccess,
  openCaptureWindow,
  OUTBOX_ALARM,
  POLL_ALARM,
  registerBackground,
  RENEW_ALARM,
  setAlarmAt,
  showBadge,
} from '@/platform/extension-background';
import { createOutboxStore, newClientId } from '@/platform/extension-outbox';
import { KEYS } from '@/platform/types';
import { badgeLook, type BadgeState } from './badge';
import { captureHandler } from './capture-handler';
import { createBackgroundI18n, type Translate } from './i18n';
import { createLiveNotifications } from './live';
import { createNotifier } from './notifier';
import { createOutboxRunner } from './outbox-runner';
import { pollUnread } from './poll';
import { renewalTime } from './renewal';
import { createSessionOwner } from './session-owner';

/** Until when polling rests after a 429 (kept in storage: the worker may be stopped meanwhile). */
const POLL_PAUSED_KEY = KEYS.pollPausedUntil;
/** While the websocket pushes notifications, the poll alarm still polls this often as a safety net. */
export const LIVE_POLL_MS = 5 * 60_000;

/**
 * The background worker: owns the session, sends the outbox, polls notifications into the badge.
 * It keeps no state between events beyond in-flight promises; everything else is in storage.
 */
export function startBackground(): void {
  const storage = createExtensionStorage();
  const i18n = storage.get<string>(KEYS.language).then(createBackgroundI18n);
  const ready = i18n.then(() => undefined);
  let translate: Translate = (key) => key;
  void i18n.then((loaded) => (translate = loaded.t));
  const t: Translate = (key, options) => translate(key, options);

  const scheduleRenewal = (token: string | null | undefined) =>
    setAlarmAt(RENEW_ALARM, token ? renewalTime(tokenExpiry(token), Date.now()) : null);
  const owner = createSessionOwner({ storage, onRenewed: (token) => void scheduleRenewal(token) });
  const outboxStore = createOutboxStore();
  const outbox = createOutboxRunner({
    store: outboxStore,
    storage,
    owner,
    schedule: (at) => void setAlarmAt(OUTBOX_ALARM, at),
    onCreated: () => void flashBadge(),
  });
  const notifier = createNotifier({ storage, owner, t });
  const live = createLiveNotifications({ storage, onPushed: () => void poll() });
  let lastPoll = 0;

  async function poll(): Promise<void> {
    lastPoll = Date.now();
    const resting = await storage.get<number>(POLL_PAUSED_KEY);
    if (resting !== undefined && Date.now() < resting) return;
    const polled = await pollUnread(storage, undefined, owner);
    const { notifications, pauseMs } = polled;
    if (pauseMs !== undefined) await storage.set(POLL_PAUSED_KEY, Date.now() + pauseMs);
    if (polled.state === null) return;
    const state = polled.state.kind === 'offline' ? await offlineOrNoAccess() : polled.state;
    await ready;
    const look = badgeLook(state);
    const count = state.kind === 'unread' ? state.count : 0;
    await showBadge(look, t(look.titleKey, { count, host: state.kind === 'no-access' ? state.host : '' }));
    if (state.kind === 'unread') await notifier.onPolled(notifications).catch(() => undefined);
    if (state.kind !== 'offline') void outbox.flush();
  }

  /** Unreachable: because the server is down, or because the person took the extension's access away. */
  async function offlineOrNoAccess(): Promise<BadgeState> {
    const apiUrl = await storage.get<string>(KEYS.apiUrl);
    const allowed = apiUrl ? await hasHostAccess(apiUrl).catch(() => true) : true;
    return allowed || !apiUrl ? { kind: 'offline' } : { kind: 'no-access', host: new URL(apiUrl).host };
  }

  async function flashBadge(): Promise<void> {
    await ready;
    await showBadge({ text: '✓', color: '#2e7d32', titleKey: 'extension.capture.saved' }, t('extension.capture.saved'));
    setTimeout(() => void poll(), 2000);
  }

  const menus = () =>
    createContextMenus({
      page: t('extension.menu.page'),
      selection: t('extension.menu.selection'),
      link: t('extension.menu.link'),
    });

  const onCapture = captureHandler({
    storage,
    store: outboxStore,
    flush: () => outbox.flush(true),
    openWindow: openCaptureWindow,
    newId: newClientId,
  });

  registerBackground({
    async start() {
      await ready;
      // Each on its own: a browser without one of these APIs still gets the others and the poll.
      await Promise.allSettled([ensurePollAlarm(), menus(), storage.get<string>(KEYS.token).then(scheduleRenewal)]);
      await poll();
      await live.ensure();
    },
    poll,
    async onLanguageChanged(language) {
      await (await i18n).setLanguage(language);
      await menus();
    },
    async onSessionChanged() {
      await Promise.allSettled([storage.get<string>(KEYS.token).then(scheduleRenewal), poll(), live.ensure()]);
    },
    async onAlarm(name) {
      if (name === POLL_ALARM) {
        // A live socket already brought every new notification; polling is the fallback.
        if (!live.isLive() || Date.now() - lastPoll >= LIVE_POLL_MS) await poll();
        await live.ensure();
      }
      if (name === RENEW_ALARM) {
        // Unreachable: try again in a minute rather than waiting for the next sign of life.
        const token = await owner.renewStored().catch(() => undefined);
        await (token === undefined ? setAlarmAt(RENEW_ALARM, Date.now() + 60_000) : scheduleRenewal(token));
      }
      if (name === OUTBOX_ALARM) await outbox.flush();
    },
    async onMessage(message) {
      switch (message.type) {
        case 'poll-now':
          await poll();
          return { ok: true };
        case 'renew-session':
          try {
            return { token: await owner.tokenFor(message.staleToken) };
          } catch {
            return { token: null, unreachable: true };
          }
        case 'outbox-flush':
          return { created: await outbox.flush(message.force) };
      }
    },
    onCapture: async (source) => void (await onCapture(source)),
    onOmnibox: async (text) => void (await onCapture({ kind: 'typed', text })),
    onNotificationClick: (id, button) => notifier.onClick(id, button),
    async onPermissionsRemoved() {
      await poll();
    },
  });
}
