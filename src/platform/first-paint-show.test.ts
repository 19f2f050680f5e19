// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FirstPaintEntry } from './first-paint-entries';
import { showFirstPaint } from './first-paint-show';
import { readFirstPaint, saveFirstPaint, storedOwner, wipeFirstPaint } from './first-paint-store';

const NOW = 1_800_000_000_000;
const API = 'https://a.example/api/v1';
const jwt = (claims: object) => `h.${btoa(JSON.stringify(claims))}.s`;
const OWNER = `${API}#user:7`;
const rows = (n: number) => Array.from({ length: n }, (_, i) => `<div class="task-item">Task ${i}</div>`).join('');
const entry = (over: Partial<FirstPaintEntry> = {}): FirstPaintEntry => ({
  owner: OWNER,
  path: '/projects/1/2',
  build: '/assets/index-1.js',
  savedAt: NOW - 1_000,
  html: `<main>${rows(3)}<img src="x" onerror="window.ran = 1"></main>`,
  sheets: [],
  theme: 'dark',
  rows: 3,
  ...over,
});

function page(path = '/projects/1/2', token: string | null = jwt({ id: 7, type: 1 })): HTMLElement {
  window.history.replaceState(null, '', path);
  document.head.innerHTML = '<script type="module" src="/assets/index-1.js"></script>';
  document.body.innerHTML = '<div id="root"></div>';
  document.documentElement.removeAttribute('data-theme');
  localStorage.setItem('apiUrl', JSON.stringify(`${API}/`));
  if (token) localStorage.setItem('token', JSON.stringify(token));
  return document.getElementById('root')!;
}
const picture = () => document.querySelector<HTMLElement>('[data-first-paint]');
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => localStorage.clear());
afterEach(() => document.querySelectorAll('[aria-hidden="true"]').forEach((el) => el.remove()));

describe('the store', () => {
  it('names the stored session’s account as the kept cache does', () => {
    page();
    expect(storedOwner()).toBe(OWNER);
    localStorage.setItem('token', JSON.stringify(jwt({ id: 3, type: 2 })));
    expect(storedOwner()).toBeNull(); // a link share's token
    localStorage.setItem('token', '{broken');
    expect(storedOwner()).toBeNull();
  });

  it('removes a broken value when it reads it, and wipes', () => {
    localStorage.setItem('firstPaint', '[{"owner": 1}]');
    expect(readFirstPaint()).toEqual([]);
    expect(localStorage.getItem('firstPaint')).toBe('[]');
    saveFirstPaint(entry());
    expect(readFirstPaint()).toHaveLength(1);
    wipeFirstPaint();
    expect(localStorage.getItem('firstPaint')).toBeNull();
  });
});

describe('showFirstPaint', () => {
  it('shows this screen’s picture in #root, inert and busy, sanitised, in its theme', () => {
    const root = page();
    saveFirstPaint(entry());
    showFirstPaint(document, localStorage, NOW);
    expect(picture()?.parentElement).toBe(root);
    expect(picture()?.inert).toBe(true);
    expect(picture()?.getAttribute('aria-busy')).toBe('true');
    expect(root.querySelectorAll('.task-item')).toHaveLength(3);
    expect(root.innerHTML).not.toMatch(/onerror/);
    expect(document.documentElement.dataset.theme).toBe('dark');
  });

  it.each<[string, () => void]>([
    ['another account', () => saveFirstPaint(entry({ owner: `${API}#user:8` }))],
    ['another address', () => saveFirstPaint(entry({ path: '/projects/1/3' }))],
    ['another build', () => saveFirstPaint(entry({ build: '/assets/index-0.js' }))],
    ['broken storage', () => localStorage.setItem('firstPaint', '<html>')],
  ])('shows nothing for %s', (_name, keep) => {
    const root = page();
    keep();
    expect(() => showFirstPaint(document, localStorage, NOW)).not.toThrow();
    expect(root.childNodes).toHaveLength(0);
  });

  it('shows nothing signed out, or on a page that has no pictures', () => {
    saveFirstPaint(entry({ path: '/share/abc/auth' }));
    saveFirstPaint(entry());
    const signedOut = page('/projects/1/2', null);
    showFirstPaint(document, localStorage, NOW);
    expect(signedOut.childNodes).toHaveLength(0);
    const share = page('/share/abc/auth');
    showFirstPaint(document, localStorage, NOW);
    expect(share.childNodes).toHaveLength(0);
  });

  it('waits for its stylesheets, and shows nothing unstyled', () => {
    const root = page();
    saveFirstPaint(entry({ sheets: ['/assets/list.css', '//evil.example/x.css'] }));
    showFirstPaint(document, localStorage, NOW);
    const links = document.head.querySelectorAll('link[rel="stylesheet"]');
    expect(Array.from(links, (l) => l.getAttribute('href'))).toEqual(['/assets/list.css']);
    expect(root.childNodes).toHaveLength(0);
    links[0]!.dispatchEvent(new Event('load'));
    expect(picture()).not.toBeNull();

    const failed = page();
    showFirstPaint(document, localStorage, NOW);
    document.head.querySelector('link')!.dispatchEvent(new Event('error'));
    expect(failed.childNodes).toHaveLength(0);
  });

  it('tells when it is on screen, or that it will not be', () => {
    const calls: boolean[] = [];
    const root = page();
    showFirstPaint(document, localStorage, NOW, (shown) => calls.push(shown));
    expect(calls).toEqual([false]); // none kept: at once
    saveFirstPaint(entry({ sheets: ['/assets/list.css'] }));
    page();
    showFirstPaint(document, localStorage, NOW, (shown) => calls.push(shown));
    expect(calls).toEqual([false]); // its stylesheet is on its way
    document.head.querySelector('link')!.dispatchEvent(new Event('load'));
    expect(calls).toEqual([false, true]);
    expect(picture()?.parentElement).toBe(document.getElementById('root'));
    const failed = page();
    showFirstPaint(document, localStorage, NOW, (shown) => calls.push(shown));
    document.head.querySelector('link')!.dispatchEvent(new Event('error'));
    expect(calls).toEqual([false, true, false]);
    expect(failed.childNodes).toHaveLength(0);
    expect(root.isConnected).toBe(false);
  });

  it('stays on top of the app’s first screen until it shows the rows', async () => {
    const root = page();
    saveFirstPaint(entry());
    showFirstPaint(document, localStorage, NOW);
    root.replaceChildren(Object.assign(document.createElement('div'), { className: 'spinner' }));
    await settle();
    expect(picture()?.parentElement?.getAttribute('aria-hidden')).toBe('true');
    root.firstElementChild!.innerHTML = rows(3);
    await settle();
    expect(picture()).toBeNull();
  });

  it('stays over a screen with no rows, even with an empty state somewhere, until its time is up', async () => {
    const root = page();
    saveFirstPaint(entry({ html: `<main>${rows(30)}</main>`, rows: 30 }));
    showFirstPaint(document, localStorage, NOW);
    root.innerHTML = '<nav><div class="empty"><p>No favourites</p></div></nav><main></main>';
    await settle();
    expect(picture()?.parentElement?.getAttribute('aria-hidden')).toBe('true');
  });

  it.each([['fewer rows than it kept (tasks done since)', `<main>${rows(5)}</main>`]])(
    'leaves once the app’s screen is done loading with %s',
    async (_what, live) => {
      const root = page();
      saveFirstPaint(entry({ html: `<main>${rows(30)}</main>`, rows: 30 }));
      showFirstPaint(document, localStorage, NOW);
      root.innerHTML = `${live}<div class="loading" role="status" aria-busy="true"></div>`;
      await settle();
      expect(picture()?.parentElement?.getAttribute('aria-hidden')).toBe('true');
      root.querySelector('.loading')!.remove();
      await settle();
      expect(picture()).toBeNull();
    },
  );

  it('stays over a screen with fewer rows than it kept while the sidebar still loads', async () => {
    const root = page();
    saveFirstPaint(entry({ html: `<main>${rows(30)}</main>`, rows: 30 }));
    showFirstPaint(document, localStorage, NOW);
    root.innerHTML = `<nav><div aria-busy="true"></div></nav><main>${rows(5)}</main>`;
    await settle();
    expect(picture()).not.toBeNull();
    root.querySelector('nav div')!.setAttribute('aria-busy', 'false');
    await settle();
    expect(picture()).toBeNull();
  });

  it('leaves at once when the app’s first screen already shows the rows', async () => {
    const root = page();
    saveFirstPaint(entry());
    showFirstPaint(document, localStorage, NOW);
    root.innerHTML = `<main>${rows(3)}</main>`;
    await settle();
    expect(picture()).toBeNull();
  });
});
