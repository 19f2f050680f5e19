import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { initI18n } from '@/app/i18n';
import { KEYS } from '@/platform/types';
import { createSessionClient } from '@/app/session';
import type { Created } from '@/background/outbox-runner';
import { setPlatform } from '@/platform/current';
import { createExtensionPlatform } from '@/platform/extension';
import { openAppTab, sendToBackground } from '@/platform/extension-background';
import { createOutboxStore, newClientId } from '@/platform/extension-outbox';
import { hydrateSession, useSession } from '@/stores/session';
import type { PopupEnv } from './env';
import { Popup } from './Popup';
import { createPopupQueryClient } from './providers';
import { seedFromSnapshot } from './snapshot';

/** The environment of an extension page that adds tasks (the popup and the capture window). */
export async function createPopupEnv(closeAfterOpen: boolean): Promise<PopupEnv> {
  const platform = createExtensionPlatform();
  setPlatform(platform);
  await hydrateSession(platform.storage);
  const store = createOutboxStore();
  return {
    client: createSessionClient(platform),
    platform,
    openApp: (route?: string) => {
      void openAppTab(route).then(() => closeAfterOpen && window.close());
    },
    enqueue: store.put,
    flush: async () => {
      const reply = (await sendToBackground({ type: 'outbox-flush', force: true }).catch(() => null)) as {
        created?: Record<string, Created>;
      } | null;
      return reply?.created ?? {};
    },
    listOutbox: store.list,
    removeOutbox: store.remove,
    onOutboxChange: store.subscribe,
    newId: newClientId,
    pollNow: () => void sendToBackground({ type: 'poll-now' }).catch(() => undefined),
  };
}

export async function bootPopup(container: HTMLElement): Promise<void> {
  const env = await createPopupEnv(true);
  const queryClient = createPopupQueryClient();
  const { apiUrl, token } = useSession.getState();
  // The last projects and today's tasks come from storage beside the translations; the server's follow.
  const [i18n] = await Promise.all([
    env.platform.storage.get<string>(KEYS.language).then((language) => initI18n(language)),
    apiUrl && token ? seedFromSnapshot(queryClient, env.platform.storage, { apiUrl, token }) : null,
  ]);
  createRoot(container).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <Popup env={env} queryClient={queryClient} />
      </I18nextProvider>
    </StrictMode>,
  );
}
