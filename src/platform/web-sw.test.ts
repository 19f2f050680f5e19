import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  applySwUpdate,
  registerServiceWorker,
  useSwUpdate,
  type SwContainer,
  type SwEnvironment,
  type SwRegistration,
  type SwWorker,
} from './web-sw';

/** A worker whose state the test moves on, recording what the page posts to it. */
class FakeWorker implements SwWorker {
  state = 'installing';
  messages: unknown[] = [];
  private listeners: (() => void)[] = [];
  postMessage(message: unknown) {
    this.messages.push(message);
  }
  addEventListener(_type: 'statechange', listener: () => void) {
    this.listeners.push(listener);
  }
  moveTo(state: string) {
    this.state = state;
    this.listeners.forEach((listener) => listener());
  }
}

class FakeRegistration implements SwRegistration {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  active: FakeWorker | null = null;
  updates = 0;
  private listeners: (() => void)[] = [];
  addEventListener(_type: 'updatefound', listener: () => void) {
    this.listeners.push(listener);
  }
  update() {
    this.updates += 1;
    return Promise.resolve();
  }
  /** The browser found a new sw.js and starts installing it. */
  found(worker: FakeWorker) {
    this.installing = worker;
    this.listeners.forEach((listener) => listener());
  }
}

class FakeContainer implements SwContainer {
  controller: unknown = null;
  registered: { url: string; options?: RegistrationOptions }[] = [];
  private listeners: (() => void)[] = [];
  private resolveReady!: (registration: SwRegistration) => void;
  ready = new Promise<SwRegistration>((resolve) => (this.resolveReady = resolve));
  constructor(private readonly outcome: FakeRegistration | Error) {}
  register(url: string, options?: RegistrationOptions) {
    this.registered.push({ url, options });
    return this.outcome instanceof Error ? Promise.reject(this.outcome) : Promise.resolve(this.outcome);
  }
  addEventListener(_type: 'controllerchange', listener: () => void) {
    this.listeners.push(listener);
  }
  /** A worker became active (the first install, or an update after skipWaiting). */
  activate(worker: FakeWorker) {
    if (this.outcome instanceof FakeRegistration) this.outcome.active = worker;
    if (this.outcome instanceof FakeRegistration) this.resolveReady(this.outcome);
    this.controller = worker;
    this.listeners.forEach((listener) => listener());
  }
}

function environment(container: FakeContainer, patch: Partial<SwEnvironment> = {}) {
  return {
    container,
    reload: vi.fn(),
    loadedAssets: () => [],
    warn: vi.fn(),
    updateEveryMs: 0,
    ...patch,
  } satisfies SwEnvironment;
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => useSwUpdate.setState({ waiting: null }));
afterEach(() => vi.useRealTimers());

describe('registerServiceWorker', () => {
  it('registers /sw.js for the whole origin', async () => {
    const container = new FakeContainer(new FakeRegistration());
    await registerServiceWorker(environment(container));
    expect(container.registered).toEqual([{ url: '/sw.js', options: { scope: '/' } }]);
  });

  it('only logs a registration failure (missing file, wrong content type)', async () => {
    const error = new TypeError('The script has an unsupported MIME type');
    const env = environment(new FakeContainer(error));
    await expect(registerServiceWorker(env)).resolves.toBeUndefined();
    expect(env.warn).toHaveBeenCalledWith('service worker registration failed', error);
    expect(useSwUpdate.getState().waiting).toBeNull();
  });

  it('offers no update on the first install, which takes over by itself without a reload', async () => {
    const registration = new FakeRegistration();
    const container = new FakeContainer(registration);
    const env = environment(container);
    await registerServiceWorker(env);
    const first = new FakeWorker();
    registration.found(first);
    first.moveTo('installed');
    container.activate(first);
    expect(useSwUpdate.getState().waiting).toBeNull();
    expect(env.reload).not.toHaveBeenCalled();
  });

  it('offers a new version once it is installed behind the current one', async () => {
    const registration = new FakeRegistration();
    const container = new FakeContainer(registration);
    container.controller = new FakeWorker();
    await registerServiceWorker(environment(container));
    const next = new FakeWorker();
    registration.found(next);
    expect(useSwUpdate.getState().waiting).toBeNull();
    next.moveTo('installed');
    expect(useSwUpdate.getState().waiting).toBe(next);
  });

  it('offers a worker that was already waiting when the page loaded', async () => {
    const registration = new FakeRegistration();
    registration.waiting = new FakeWorker();
    const container = new FakeContainer(registration);
    container.controller = new FakeWorker();
    await registerServiceWorker(environment(container));
    expect(useSwUpdate.getState().waiting).toBe(registration.waiting);
  });

  it('asks the active worker to cache the chunks loaded before it controlled the page', async () => {
    const registration = new FakeRegistration();
    const container = new FakeContainer(registration);
    const urls = ['http://app.test/assets/HomePage-abc.js'];
    await registerServiceWorker(environment(container, { loadedAssets: () => urls }));
    const worker = new FakeWorker();
    container.activate(worker);
    await flush();
    expect(worker.messages).toEqual([{ type: 'CACHE_URLS', payload: { urlsToCache: urls } }]);
  });

  it('checks for a new version periodically, logging failed checks', async () => {
    vi.useFakeTimers();
    const registration = new FakeRegistration();
    const env = environment(new FakeContainer(registration), { updateEveryMs: 1000 });
    await registerServiceWorker(env);
    vi.advanceTimersByTime(2500);
    expect(registration.updates).toBe(2);
    registration.update = () => Promise.reject(new Error('offline'));
    vi.advanceTimersByTime(1000);
    await vi.runOnlyPendingTimersAsync();
    expect(env.warn).toHaveBeenCalledWith('service worker update check failed', expect.any(Error));
  });
});

describe('applySwUpdate', () => {
  it('tells the waiting worker to take over, then reloads once when it controls the page', async () => {
    const registration = new FakeRegistration();
    const container = new FakeContainer(registration);
    container.controller = new FakeWorker();
    const env = environment(container);
    await registerServiceWorker(env);
    const next = new FakeWorker();
    registration.found(next);
    next.moveTo('installed');

    applySwUpdate();
    expect(next.messages).toEqual([{ type: 'SKIP_WAITING' }]);
    expect(env.reload).not.toHaveBeenCalled();
    container.activate(next);
    container.activate(next);
    expect(env.reload).toHaveBeenCalledTimes(1);
  });

  it('reloads at once when another tab already let the new version take over', async () => {
    const registration = new FakeRegistration();
    registration.waiting = new FakeWorker();
    const container = new FakeContainer(registration);
    container.controller = new FakeWorker();
    const env = environment(container);
    await registerServiceWorker(env);
    registration.waiting.moveTo('activated');
    applySwUpdate();
    expect(env.reload).toHaveBeenCalledTimes(1);
    expect(registration.waiting.messages).toEqual([]);
  });

  it('does nothing without a waiting worker', async () => {
    const container = new FakeContainer(new FakeRegistration());
    const env = environment(container);
    await registerServiceWorker(env);
    applySwUpdate();
    container.activate(new FakeWorker());
    expect(env.reload).not.toHaveBeenCalled();
  });
});
