import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { fetchInfo } from '@/api/info';
import { configuredApiUrl } from '@/platform/app-config';
import { setPlatform } from '@/platform/current';
import { KEYS, type Platform } from '@/platform/types';
import { indexedDbCacheStore, readEarly, takeEarlyRead } from '@/platform/query-cache-store';
import { followAccount } from '@/queries/account-scope';
import { persistedOwner } from '@/queries/owner-key';
import { hydrateSession, saveApiUrl, useSession } from '@/stores/session';
import { loadAuthFlow } from '@/stores/auth-flow';
import { App, createQueryClient } from './App';
import { holdsKeptAnswers, preloadKeptView, prefetchBoot } from './boot-prefetch';
import { initI18n } from './i18n';
import { preloadRoute } from './routes';
import { createSessionClient } from './session';
import './styles.css';
import './shell.css';

/**
 * The first render waits this long at most for the kept cache (and, when it holds answers, for the screen's
 * code); a slower disk shows it when it arrives.
 */
const CACHE_WAIT_MS = 500;

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

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Starts the shared app in a page (web build or the extension's app tab). */
export async function bootApp(container: HTMLElement, platform: Platform): Promise<void> {
  performance.mark('vikunja:boot');
  const bootedAt = Date.now();
  setPlatform(platform);
  const extension = platform.kind === 'extension';
  const path = extension ? window.location.hash.slice(1) || '/' : window.location.pathname;
  const search = extension ? new URL(path, 'http://app').search : window.location.search;
  // The route's screen, the kept cache's code, the session, translations and the route's data all load side
  // by side: nothing waits for anything it does not need. The kept cache's code is asked for first (the
  // route's chunks would queue it), and its entry is read as soon as the session names the account.
  const cacheCode = import('./query-cache-boot');
  const routeCode = preloadRoute(path);
  const client = createSessionClient(platform);
  const queryClient = createQueryClient();
  const data = hydrateSession(platform.storage).then(async () => {
    const session = useSession.getState();
    const { apiUrl, token } = session;
    const owner = persistedOwner(session);
    // The web page's first script may have started this read already (web/first-paint.ts).
    const early = owner === null ? undefined : (takeEarlyRead(window, owner) ?? readEarly(indexedDbCacheStore, owner));
    const cache = cacheCode.then((m) => m.startPageQueryCache(queryClient, early));
    const restored = cache
      .then((c) => c.restored)
      .catch(() => undefined)
      .then(() => void performance.mark('vikunja:cache-restored'));
    void prefetchBoot({ queryClient, client, apiUrl, token, path: path.split('?')[0] ?? path, search, restored });
    // With kept answers to show, the first render also waits for the screen's code (the page and the kept
    // view's): drawn in one commit with them, not as a spinner that React then holds up to 300 ms before
    // revealing the screen. Without any, the shell draws at once.
    const screen = restored.then(async () => {
      if (!holdsKeptAnswers(queryClient, bootedAt)) return;
      await Promise.all([routeCode, preloadKeptView(queryClient, path.split('?')[0] ?? path, search)]);
    });
    await Promise.race([screen, pause(CACHE_WAIT_MS)]);
  });
  const [i18n] = await Promise.all([
    platform.storage.get<string>(KEYS.language).then((language) => initI18n(language, { firstScreensOnly: true })),
    data,
    // The route guard reads it: loaded now, the first render draws the page instead of a spinner.
    loadAuthFlow(platform.storage),
  ]);
  await presetSameOriginApi(platform);
  followAccount(queryClient);
  performance.mark('vikunja:render');
  createRoot(container).render(
    <StrictMode>
      <App platform={platform} client={client} i18n={i18n} queryClient={queryClient} />
    </StrictMode>,
  );
}
