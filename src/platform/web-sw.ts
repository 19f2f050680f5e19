import { create } from 'zustand';

/** The parts of a ServiceWorker this module uses (narrow, so tests can fake them). */
export interface SwWorker {
  readonly state: string;
  postMessage(message: unknown): void;
  addEventListener(type: 'statechange', listener: () => void): void;
}

/** The parts of a ServiceWorkerRegistration this module uses. */
export interface SwRegistration {
  readonly installing: SwWorker | null;
  readonly waiting: SwWorker | null;
  readonly active: SwWorker | null;
  addEventListener(type: 'updatefound', listener: () => void): void;
  update(): Promise<unknown>;
}

/** The parts of navigator.serviceWorker this module uses. */
export interface SwContainer {
  readonly controller: unknown;
  /** Resolves once a worker is active. */
  readonly ready: Promise<SwRegistration>;
  register(url: string, options?: RegistrationOptions): Promise<SwRegistration>;
  addEventListener(type: 'controllerchange', listener: () => void): void;
}

export interface SwEnvironment {
  container: SwContainer;
  reload: () => void;
  /** Same-origin URLs of the code already loaded, to cache before the worker saw them. */
  loadedAssets: () => string[];
  warn: (...args: unknown[]) => void;
  /** How often a long-open tab asks for a new version; 0 never. */
  updateEveryMs: number;
}

interface UpdateState {
  /** A new version is installed and waits for the page to let it take over. */
  waiting: SwWorker | null;
}

/** Feeds the update bar: set when a new worker waits. */
export const useSwUpdate = create<UpdateState>(() => ({ waiting: null }));

/** Set by registerServiceWorker: lets the page reload once, when the update bar asked for it. */
let reloader: { armed: boolean; reload: () => void } | null = null;

/** Tells the waiting worker to take over; the page reloads once it controls the page. */
export function applySwUpdate(): void {
  const { waiting } = useSwUpdate.getState();
  if (!waiting || !reloader) return;
  // Another tab let it take over already: only this page still runs the old code.
  if (waiting.state === 'activating' || waiting.state === 'activated') return reloader.reload();
  reloader.armed = true;
  waiting.postMessage({ type: 'SKIP_WAITING' });
}

function track(registration: SwRegistration, env: SwEnvironment): void {
  // Only an update waits behind a controller; the very first install takes over at once.
  const offer = (worker: SwWorker | null) => {
    if (worker && env.container.controller) useSwUpdate.setState({ waiting: worker });
  };
  offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing;
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed') offer(worker);
    });
  });
  if (env.updateEveryMs > 0) {
    setInterval(
      () => void registration.update().catch((error: unknown) => env.warn('service worker update check failed', error)),
      env.updateEveryMs,
    );
  }
}

/** Asks the active worker to cache the chunks this page loaded before the worker controlled it. */
function cacheLoadedAssets(registration: SwRegistration, env: SwEnvironment): void {
  const urls = env.loadedAssets();
  if (urls.length > 0) registration.active?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: urls } });
}

/**
 * Registers the web build's service worker and watches for new versions. Failures (no worker file,
 * wrong content type, no support) are only logged: the app works without it.
 */
export async function registerServiceWorker(env: SwEnvironment, url = '/sw.js'): Promise<void> {
  let reloading = false;
  const state = {
    armed: false,
    reload() {
      if (reloading) return;
      reloading = true;
      env.reload();
    },
  };
  reloader = state;
  env.container.addEventListener('controllerchange', () => {
    if (state.armed) state.reload();
  });
  try {
    const registration = await env.container.register(url, { scope: '/' });
    track(registration, env);
    void env.container.ready.then((active) => cacheLoadedAssets(active, env));
  } catch (error) {
    env.warn('service worker registration failed', error);
  }
}

function loadedAssets(): string[] {
  const entries = performance.getEntriesByType('resource');
  return entries
    .map((entry) => new URL(entry.name, location.href))
    .filter((url) => url.origin === location.origin && url.pathname.startsWith('/assets/'))
    .map((url) => url.href);
}

/** The web boot path calls this in production builds only; the extension never does. */
export function startWebServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const container = navigator.serviceWorker;
  const start = () =>
    void registerServiceWorker({
      container,
      reload: () => location.reload(),
      loadedAssets,
      warn: (...args) => console.warn(...args),
      updateEveryMs: 60 * 60 * 1000,
    });
  // After the page's own load, so the worker's precaching does not compete with it.
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
