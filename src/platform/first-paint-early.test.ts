// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { beforeApp } from './first-paint-early';
import { appMayStart } from './first-paint-gate';
import { saveFirstPaint } from './first-paint-store';
import { takeEarlyRead } from './query-cache-store';

const API = 'https://a.example/api/v1';
const token = `h.${btoa(JSON.stringify({ id: 7, type: 1 }))}.s`;

/** Whether the app may start by the end of the current task's microtasks. */
async function mayStartNow(win: Window): Promise<boolean> {
  let started = false;
  void appMayStart(win, 60_000).then(() => (started = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return started;
}

beforeEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/projects/1/2');
  document.body.innerHTML = '<div id="root"></div>';
});

describe('beforeApp', () => {
  it('lets the app start at once when no picture is kept, signed in or not', async () => {
    beforeApp(window);
    expect(await mayStartNow(window)).toBe(true);
    localStorage.setItem('apiUrl', JSON.stringify(API));
    localStorage.setItem('token', JSON.stringify(token));
    beforeApp(window);
    expect(await mayStartNow(window)).toBe(true);
  });

  it('never throws and never holds the app when the page has no IndexedDB (jsdom has none)', async () => {
    localStorage.setItem('apiUrl', JSON.stringify(API));
    localStorage.setItem('token', JSON.stringify(token));
    expect(() => beforeApp(window)).not.toThrow();
    expect(takeEarlyRead(window, `${API}#user:7`)).toBeUndefined();
    expect(await mayStartNow(window)).toBe(true);
  });

  it('releases the app when the page’s storage is refused', async () => {
    const refusing = new Proxy(window, {
      get: (target, name) => {
        if (name === 'localStorage') throw new DOMException('denied', 'SecurityError');
        const value = Reflect.get(target, name) as unknown;
        return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
      },
      set: (target, name, value) => Reflect.set(target, name, value),
    });
    expect(() => beforeApp(refusing)).not.toThrow();
    expect(await mayStartNow(refusing)).toBe(true);
  });
});

describe('beforeApp with a picture', () => {
  const showPicture = () => {
    document.head.innerHTML = '<link rel="modulepreload" href="/assets/index-1.js" data-app>';
    localStorage.setItem('apiUrl', JSON.stringify(API));
    localStorage.setItem('token', JSON.stringify(token));
    saveFirstPaint({
      owner: `${API}#user:7`,
      path: '/projects/1/2',
      build: '/assets/index-1.js',
      savedAt: Date.now() - 1_000,
      html: '<main><div class="task-item">Task</div></main>',
      sheets: [],
      theme: 'light',
      rows: 1,
    });
  };
  const visibility = (state: DocumentVisibilityState) =>
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  afterEach(() => {
    Reflect.deleteProperty(document, 'visibilityState');
    vi.restoreAllMocks();
  });

  it('waits for the picture’s frame in a visible page', async () => {
    visibility('visible');
    const frame = vi.spyOn(window, 'requestAnimationFrame');
    showPicture();
    beforeApp(window);
    expect(document.querySelector('[data-first-paint]')).not.toBeNull();
    expect(frame).toHaveBeenCalled();
  });

  it('asks for no frame in a hidden page (a tab opened in the background draws none), and starts the app', async () => {
    visibility('hidden');
    const frame = vi.spyOn(window, 'requestAnimationFrame');
    showPicture();
    beforeApp(window);
    expect(document.querySelector('[data-first-paint]')).not.toBeNull();
    expect(await mayStartNow(window)).toBe(true);
    expect(frame).not.toHaveBeenCalled();
  });
});
