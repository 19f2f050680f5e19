// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { create } from 'zustand';
import { readFirstPaint } from '@/platform/first-paint-store';
import type { LinkShareSession } from '@/stores/session';
import { startFirstPaintWriter, takeFirstPaint } from './first-paint-writer';

const API = 'https://a.example/api/v1';
const jwt = (id: number) => `h.${btoa(JSON.stringify({ id, type: 1 }))}.s`;
const LIST = `<nav>Projects</nav><div class="list">${'<div class="task-item"><input type="checkbox"> t</div>'.repeat(50)}</div>`;

function page(path: string, html: string): void {
  window.history.replaceState(null, '', path);
  document.head.innerHTML =
    '<script type="module" src="/assets/index-1.js"></script><link rel="stylesheet" href="/assets/index.css"><link rel="stylesheet" href="https://cdn.example/x.css">' +
    `<link rel="stylesheet" href="${location.origin}/assets/TableView.css">`;
  document.body.innerHTML = `<div id="root">${html}</div>`;
}

const session = (token: string | null, linkShare: LinkShareSession | null = null) =>
  create(() => ({ hydrated: true, apiUrl: API, token, linkShare }));

beforeEach(() => localStorage.clear());

describe('takeFirstPaint', () => {
  it('takes the screen trimmed, with its stylesheets, theme, address and build', () => {
    page('/projects/1/2?filter=done', LIST);
    document.documentElement.dataset.theme = 'dark';
    const entry = takeFirstPaint(document, 'o', 5);
    expect(entry).toMatchObject({
      owner: 'o',
      path: '/projects/1/2?filter=done',
      build: '/assets/index-1.js',
      savedAt: 5,
      sheets: ['/assets/index.css', '/assets/TableView.css'],
      theme: 'dark',
      rows: 40,
    });
    expect(entry?.html).toContain('<nav>Projects</nav>');
  });

  it.each([
    ['a dialog open', '/projects/1/2', `${LIST}<dialog open>Edit</dialog>`],
    ['a menu open', '/projects/1/2', `${LIST}<div role="menu"></div>`],
    ['a picker open', '/', `<button aria-haspopup="dialog" aria-expanded="true"></button>`],
    ['the picture itself on screen', '/', '<div data-first-paint>old</div>'],
    ['a task’s page', '/tasks/4', LIST],
    ['the settings', '/user/settings/general', LIST],
  ])('takes nothing with %s', (_name, path, html) => {
    page(path, html);
    expect(takeFirstPaint(document, 'o', 5)).toBeNull();
  });

  it('leaves passing notes out', () => {
    page('/', '<main>Home</main><div class="toasts"><div class="toast">Saved</div></div>');
    expect(takeFirstPaint(document, 'o', 5)?.html).toBe('<main>Home</main>');
  });
});

describe('startFirstPaintWriter', () => {
  it('keeps a picture when the page is left, for the session’s account only', () => {
    page('/projects/1/2', LIST);
    const store = session(jwt(7));
    const stop = startFirstPaintWriter(document, store);
    window.dispatchEvent(new Event('pagehide'));
    expect(readFirstPaint().map((e) => e.owner)).toEqual([`${API}#user:7`]);
    // Another account signs in here: the first one's pictures go at once.
    store.setState({ token: jwt(8) });
    expect(readFirstPaint()).toEqual([]);
    stop();
  });

  it.each([
    ['signed out', session(null)],
    ['a link share', session(jwt(7), { hash: 'h', projectId: 1, logoVisible: true })],
  ])('keeps nothing %s', (_name, store) => {
    page('/projects/1/2', LIST);
    const stop = startFirstPaintWriter(document, store);
    window.dispatchEvent(new Event('pagehide'));
    expect(readFirstPaint()).toEqual([]);
    stop();
  });
});
