import { browser } from 'wxt/browser';
import type { BadgeLook } from '@/background/badge';
import { isTrustedSender, parseMessage, type BackgroundMessage } from '@/background/messages';
import { KEYS } from './types';

export const POLL_ALARM = 'poll-notifications';
/** Chrome accepts 0.5 minutes; Firefox enforces at least one. */
export const POLL_PERIOD_MINUTES = import.meta.env.FIREFOX ? 1 : 0.5;

interface BackgroundHandlers {
  poll: () => Promise<void>;
  onMessage: (message: BackgroundMessage) => Promise<unknown>;
}

/** Re-created at every start: alarms may not survive a browser update or a worker restart. */
export async function ensurePollAlarm(): Promise<void> {
  const existing = await browser.alarms.get(POLL_ALARM);
  if (!existing || existing.periodInMinutes !== POLL_PERIOD_MINUTES) {
    await browser.alarms.create(POLL_ALARM, { periodInMinutes: POLL_PERIOD_MINUTES, delayInMinutes: POLL_PERIOD_MINUTES });
  }
}

/** Registers every listener synchronously, as MV3 requires for a worker that may wake from any event. */
export function registerBackground(handlers: BackgroundHandlers): void {
  browser.alarms.onAlarm.addListener((alarm) => {
    if (alarm.name === POLL_ALARM) void handlers.poll();
  });
  browser.runtime.onStartup.addListener(() => void handlers.poll());
  browser.runtime.onInstalled.addListener(() => void handlers.poll());
  browser.storage.onChanged.addListener((changes, area) => {
    if (area === 'local' && (KEYS.token in changes || KEYS.apiUrl in changes)) void handlers.poll();
  });
  browser.runtime.onMessage.addListener((raw: unknown, sender) => {
    const message = parseMessage(raw);
    if (!message || !isTrustedSender(sender, browser.runtime.id, browser.runtime.getURL('/'))) return undefined;
    return handlers.onMessage(message);
  });
  void ensurePollAlarm();
}

export async function showBadge(look: BadgeLook, title: string): Promise<void> {
  await Promise.all([
    browser.action.setBadgeText({ text: look.text }),
    browser.action.setBadgeBackgroundColor({ color: look.color }),
    browser.action.setTitle({ title }),
  ]);
}

/** Asks the background worker for something (popup and app page). */
export function sendToBackground(message: BackgroundMessage): Promise<unknown> {
  return browser.runtime.sendMessage(message);
}

/** URL of the extension's full-tab app page at an app route. */
export function appPageUrl(route = '/'): string {
  return browser.runtime.getURL(`/app.html#${route}`);
}

/** Focuses an open app tab, or opens one. */
export async function openAppTab(route = '/'): Promise<void> {
  const base = browser.runtime.getURL('/app.html');
  // Our own pages' URLs are visible to us without the "tabs" permission.
  const [existing] = await browser.tabs.query({ url: `${base}*` }).catch(() => []);
  if (existing?.id !== undefined) {
    await browser.tabs.update(existing.id, { active: true, ...(route !== '/' ? { url: appPageUrl(route) } : {}) });
    if (existing.windowId !== undefined) await browser.windows.update(existing.windowId, { focused: true });
    return;
  }
  await browser.tabs.create({ url: appPageUrl(route) });
}
