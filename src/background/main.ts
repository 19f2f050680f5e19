import i18next from 'i18next';
import en from '../../locales/en.json';
import { createExtensionStorage } from '@/platform/extension';
import { registerBackground, showBadge } from '@/platform/extension-background';
import { badgeLook } from './badge';
import { pollUnread } from './poll';

/** The background worker: polls notifications into the badge. It keeps no state between events. */
export function startBackground(): void {
  const storage = createExtensionStorage();
  const i18n = i18next.createInstance();
  const ready = i18n.init({ resources: { en: { translation: en } }, lng: 'en', fallbackLng: 'en' });

  async function poll(): Promise<void> {
    const state = await pollUnread(storage);
    await ready;
    const look = badgeLook(state);
    const count = state.kind === 'unread' ? state.count : 0;
    await showBadge(look, i18n.t(look.titleKey, { count }));
  }

  registerBackground({
    poll,
    async onMessage(message) {
      if (message.type === 'poll-now') await poll();
      return { ok: true };
    },
  });
  void poll();
}
