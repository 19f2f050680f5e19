import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { initI18n } from '@/app/i18n';
import { createSessionClient } from '@/app/session';
import { setPlatform } from '@/platform/current';
import { createExtensionPlatform } from '@/platform/extension';
import { openAppTab, sendToBackground } from '@/platform/extension-background';
import { hydrateSession } from '@/stores/session';
import { Popup } from './Popup';
import './popup.css';

export async function bootPopup(container: HTMLElement): Promise<void> {
  const platform = createExtensionPlatform();
  setPlatform(platform);
  const [i18n] = await Promise.all([initI18n(), hydrateSession(platform.storage)]);
  const client = createSessionClient(platform);
  const openApp = (route?: string) => {
    void openAppTab(route).then(() => window.close());
  };
  const pollNow = () => void sendToBackground({ type: 'poll-now' }).catch(() => undefined);
  createRoot(container).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <Popup client={client} openApp={openApp} pollNow={pollNow} />
      </I18nextProvider>
    </StrictMode>,
  );
}
