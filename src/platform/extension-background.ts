import { browser, type Browser } from 'wxt/browser';
import type { BadgeLook } from '@/background/badge';
import type { CaptureKind, CaptureSource } from '@/background/capture';
// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- known exception: the message parser should move into src/platform (issue 16)
import { isTrustedSender, parseMessage, type BackgroundMessage } from '@/background/messages';
import { originPattern } from './origin-pattern';
import { KEYS } from './types';

export const POLL_ALARM = 'poll-notifications';
export const RENEW_ALARM = 'renew-session';
export const OUTBOX_ALARM = 'outbox-retry';
/** Chrome accepts 0.5 minutes; Firefox enforces at least one. */
export const POLL_PERIOD_MINUTES = import.meta.env.FIREFOX ? 1 : 0.5;
export const ADD_PAGE_COMMAND = 'add-current-page';

export interface MenuTitles {
  page: string;
  selection: string;
  link: string;
}

interface BackgroundHandlers {
  /** Runs at every worker start and on browser start-up: re-creates alarms, menus, catches up. */
  start: () => Promise<void>;
  poll: () => Promise<void>;
  /** The token or server changed (sign-in, sign-out, renewal by anyone). */
  onSessionChanged: () => Promise<void>;
  /** The UI language was chosen or came with the user's settings. */
  onLanguageChanged: (language: string | undefined) => Promise<void>;
  onAlarm: (name: string) => Promise<void>;
  onMessage: (message: BackgroundMessage) => Promise<unknown>;
  onCapture: (source: CaptureSource) => Promise<void>;
  onOmnibox: (text: string) => Promise<void>;
  onNotificationClick: (id: string, button: number | null) => Promise<void>;
  onPermissionsRemoved: () => Promise<void>;
}

/** Re-created at every start: alarms may not survive a browser update or a worker restart. */
export async function ensurePollAlarm(): Promise<void> {
  const existing = await browser.alarms.get(POLL_ALARM);
  if (!existing || existing.periodInMinutes !== POLL_PERIOD_MINUTES) {
    await browser.alarms.create(POLL_ALARM, {
      periodInMinutes: POLL_PERIOD_MINUTES,
      delayInMinutes: POLL_PERIOD_MINUTES,
    });
  }
}

/** A one-shot alarm at `when` (epoch ms), or none when null. */
export async function setAlarmAt(name: string, when: number | null): Promise<void> {
  if (when === null) {
    await browser.alarms.clear(name);
    return;
  }
  // Chrome clamps one-shot alarms to 30 s from now; asking for less is harmless.
  await browser.alarms.create(name, { when: Math.max(when, Date.now() + 1000) });
}

export async function createContextMenus(titles: MenuTitles): Promise<void> {
  await browser.contextMenus.removeAll();
  const items: Array<[CaptureKind, string]> = [
    ['page', titles.page],
    ['selection', titles.selection],
    ['link', titles.link],
  ];
  // The menu id names the context it is shown in.
  for (const [id, title] of items) {
    // The callback reads lastError so a lost race with another start is not reported as unchecked.
    browser.contextMenus.create({ id: `capture-${id}`, title, contexts: [id] }, () => void browser.runtime.lastError);
  }
}

function menuSource(info: Browser.contextMenus.OnClickData, tab?: Browser.tabs.Tab): CaptureSource | null {
  const kind = String(info.menuItemId).replace(/^capture-/, '');
  if (kind !== 'page' && kind !== 'selection' && kind !== 'link') return null;
  const linkText = (info as { linkText?: string }).linkText; // Firefox only
  return {
    kind,
    pageTitle: tab?.title,
    pageUrl: info.pageUrl ?? tab?.url,
    selectionText: info.selectionText,
    linkUrl: info.linkUrl,
    linkText,
  };
}

/** The active tab as a page capture (the command grants activeTab for it). */
async function activeTabSource(): Promise<CaptureSource | null> {
  const [tab] = await browser.tabs.query({ active: true, currentWindow: true });
  return tab ? { kind: 'page', pageTitle: tab.title, pageUrl: tab.url } : null;
}

/** Registers every listener synchronously, as MV3 requires for a worker that may wake from any event. */
export function registerBackground(handlers: BackgroundHandlers): void {
  // Once per worker lifetime: a worker woken by install or browser start-up runs it only once.
  let started: Promise<void> | null = null;
  const start = () => (started ??= handlers.start().catch(() => undefined));
  browser.alarms.onAlarm.addListener((alarm) => void handlers.onAlarm(alarm.name));
  browser.runtime.onStartup.addListener(() => void start());
  browser.runtime.onInstalled.addListener(() => void start());
  browser.storage.onChanged.addListener((changes, area) => {
    if (area === 'local' && (KEYS.token in changes || KEYS.apiUrl in changes)) void handlers.onSessionChanged();
    if (area === 'local' && KEYS.language in changes)
      void handlers.onLanguageChanged(changes[KEYS.language]?.newValue as string | undefined);
  });
  // eslint-disable-next-line @typescript-eslint/no-misused-promises -- the extension API sends a returned promise's value as the reply
  browser.runtime.onMessage.addListener((raw: unknown, sender) => {
    const message = parseMessage(raw);
    if (!message || !isTrustedSender(sender, browser.runtime.id, browser.runtime.getURL('/'))) return undefined;
    return handlers.onMessage(message);
  });
  browser.contextMenus.onClicked.addListener((info, tab) => {
    const source = menuSource(info, tab);
    if (source) void handlers.onCapture(source);
  });
  browser.commands.onCommand.addListener((command) => {
    if (command !== ADD_PAGE_COMMAND) return;
    void activeTabSource().then((source) => source && handlers.onCapture(source));
  });
  browser.omnibox.onInputEntered.addListener((text) => void handlers.onOmnibox(text));
  browser.notifications?.onClicked.addListener((id) => void handlers.onNotificationClick(id, null));
  browser.notifications?.onButtonClicked.addListener((id, button) => void handlers.onNotificationClick(id, button));
  browser.permissions.onRemoved.addListener(() => void handlers.onPermissionsRemoved());
  void start();
}

/** Whether the extension may still reach the server (its optional host permission). */
export function hasHostAccess(url: string): Promise<boolean> {
  return browser.permissions.contains({ origins: [originPattern(url)] });
}

export async function showBadge(look: BadgeLook, title: string): Promise<void> {
  await Promise.all([
    browser.action.setBadgeText({ text: look.text }),
    browser.action.setBadgeBackgroundColor({ color: look.color }),
    browser.action.setTitle({ title }),
  ]);
}

/** Desktop notification (only when the person turned them on). */
export async function notify(
  id: string,
  title: string,
  message: string,
  buttons: string[],
  iconUrl: string,
): Promise<void> {
  await browser.notifications.create(id, {
    type: 'basic',
    iconUrl,
    title,
    message,
    ...(import.meta.env.FIREFOX ? {} : { buttons: buttons.map((b) => ({ title: b })) }),
  });
}

export async function clearNotification(id: string): Promise<void> {
  await browser.notifications.clear(id);
}

/** A small window to edit a capture before it is saved. */
export async function openCaptureWindow(draftId: string): Promise<void> {
  await browser.windows.create({
    url: browser.runtime.getURL(`/capture.html#${draftId}`),
    type: 'popup',
    width: 420,
    height: 420,
  });
}

/** Asks the background worker for something (popup, capture window and app page). */
export function sendToBackground(message: BackgroundMessage): Promise<unknown> {
  return browser.runtime.sendMessage(message);
}

/** URL of the extension's full-tab app page at an app route. */
export function appPageUrl(route = '/'): string {
  return browser.runtime.getURL(`/app.html#${route}`);
}

/** Focuses an open app tab (navigating it to `route` unless that is '/'), or opens one. */
export async function openAppTab(route = '/'): Promise<void> {
  const base = browser.runtime.getURL('/app.html');
  // Our own pages' URLs are visible to us without the "tabs" permission.
  const tabs = await browser.tabs.query({ url: `${base}*` }).catch(() => []);
  for (const tab of tabs) {
    if (tab.id === undefined) continue;
    try {
      await browser.tabs.update(tab.id, { active: true, ...(route !== '/' ? { url: appPageUrl(route) } : {}) });
      if (tab.windowId !== undefined && browser.windows) await browser.windows.update(tab.windowId, { focused: true });
      return;
    } catch {
      // Closed between the query and the update: try the next one, or open a new tab.
    }
  }
  await browser.tabs.create({ url: appPageUrl(route) });
}
