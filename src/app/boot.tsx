import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { fetchInfo } from '@/api/info';
import { configuredApiUrl } from '@/platform/app-config';
import { setPlatform } from '@/platform/current';
import { KEYS, type Platform } from '@/platform/types';
import { hydrateSession, saveApiUrl, useSession } from '@/stores/session';
import { App } from './App';
import { initI18n } from './i18n';
import { preloadRoute } from './routes';
import { createSessionClient } from './session';
import './styles.css';
import './shell.css';

/**
 * When no address is stored yet: the deployment's config.js `apiUrl` (taken as given), else the build's
 * VITE_API_URL or the page's own origin (the web build is usually served by the Vikunja server itself),
 * when it answers; otherwise the login page asks the person.
 */
async function presetSameOriginApi(platform: Platform): Promise<void> {
  if (platform.kind !== 'web' || useSession.getState().apiUrl) return;
  const configured = configuredApiUrl(platform);
  if (configured) return saveApiUrl(platform.storage, configured);
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
  // The route's screen loads beside the session and translations, not after them.
  preloadRoute(platform.kind === 'extension' ? window.location.hash.slice(1) || '/' : window.location.pathname);
  const [i18n] = await Promise.all([
    platform.storage.get<string>(KEYS.language).then((language) => initI18n(language, { firstScreensOnly: true })),
    hydrateSession(platform.storage),
  ]);
  await presetSameOriginApi(platform);
  const client = createSessionClient(platform);
  createRoot(container).render(
    <StrictMode>
      <App platform={platform} client={client} i18n={i18n} />
    </StrictMode>,
  );
}
