import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { initI18n } from '@/app/i18n';
import { KEYS } from '@/platform/types';
import { createPopupEnv } from './boot';
import { CaptureWindow } from './CaptureWindow';
import { createPopupQueryClient, PopupProviders } from './providers';
import './popup.css';

/** The small window that edits a capture before it goes to the outbox. */
export async function bootCapture(container: HTMLElement, draftId: string): Promise<void> {
  const env = await createPopupEnv(false);
  const i18n = await initI18n(await env.platform.storage.get<string>(KEYS.language));
  createRoot(container).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <PopupProviders env={env} queryClient={createPopupQueryClient()}>
          <CaptureWindow draftId={draftId} close={() => window.close()} />
        </PopupProviders>
      </I18nextProvider>
    </StrictMode>,
  );
}
