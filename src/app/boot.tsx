import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { fetchInfo } from '@/api/info';
import { setPlatform } from '@/platform/current';
import type { Platform } from '@/platform/types';
import { hydrateSession, saveApiUrl, useSession } from '@/stores/session';
import { App } from './App';
import { initI18n } from './i18n';
import { createSessionClient } from './session';
import './styles.css';

/**
 * The web build is usually served by the Vikunja server itself: when no address is stored yet,
 * try the page's own origin before asking the person.
 */
async function presetSameOriginApi(platform: Platform): Promise<void> {
  if (platform.kind !== 'web' || useSession.getState().apiUrl) return;
  const preset = (import.meta.env.VITE_API_URL as string | undefined) ?? `${window.location.origin}/api/v1`;
  try {
    await fetchInfo(preset, 3000);
    await saveApiUrl(platform.storage, preset);
  } catch {
    // No API here: the login page asks for the address.
  }
}

/** Starts the shared app in a page (web build or the extension's app tab). */
export async function bootApp(container: HTMLElement, platform: Platform): Promise<void> {
  setPlatform(platform);
  const [i18n] = await Promise.all([initI18n(), hydrateSession(platform.storage)]);
  await presetSameOriginApi(platform);
  const client = createSessionClient(platform);
  createRoot(container).render(
    <StrictMode>
      <App platform={platform} client={client} i18n={i18n} />
    </StrictMode>,
  );
}
