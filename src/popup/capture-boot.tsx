import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { initI18n } from '@/app/i18n';
import { createPopupEnv } from './boot';
import { CaptureWindow } from './CaptureWindow';
import { PopupEnvContext } from './env';
import './popup.css';

/** The small window that edits a capture before it goes to the outbox. */
export async function bootCapture(container: HTMLElement, draftId: string): Promise<void> {
  const [i18n, env] = await Promise.all([initI18n(), createPopupEnv(false)]);
  createRoot(container).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <PopupEnvContext.Provider value={env}>
          <CaptureWindow draftId={draftId} close={() => window.close()} />
        </PopupEnvContext.Provider>
      </I18nextProvider>
    </StrictMode>,
  );
}
