// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/** popup.html as built: its markup, its scripts replaced by the first script naming the app's code. */
const source = readFileSync(resolve('public/popup-first.js'), 'utf8');
const page = readFileSync(resolve('entrypoints/popup/index.html'), 'utf8')
  .replace(/<script[^>]*><\/script>/g, '')
  .replace(
    '</body>',
    `<script data-app="/chunks/popup-1.js" data-preload="/chunks/a-2.js /chunks/b-3.js" data-css="/assets/popup-4.css">${source}</script></body>`,
  );

interface Dom {
  window: Window & typeof globalThis;
}
type DomConstructor = new (
  html: string,
  options: { runScripts: 'dangerously'; url: string; beforeParse: (window: Window) => void },
) => Dom;
// The environment's own jsdom, to parse a page with its scripts run as the browser runs them (while loading).
const JSDOM = (globalThis as unknown as { jsdom: { constructor: DomConstructor } }).jsdom.constructor;

/** Parses the page; `stored` is the page's local storage before its scripts run, `null` when storage refuses. */
function open(stored: Record<string, string> | null) {
  const marks: string[] = [];
  const dom = new JSDOM(page, {
    runScripts: 'dangerously',
    url: 'http://localhost/popup.html',
    beforeParse(window) {
      if (stored) for (const [key, value] of Object.entries(stored)) window.localStorage.setItem(key, value);
      else
        Object.defineProperty(window, 'localStorage', {
          get: () => {
            throw new Error('SecurityError');
          },
        });
      window.performance.mark = ((name: string) => void marks.push(name)) as unknown as Performance['mark'];
    },
  });
  const doc = dom.window.document;
  // Whether the app's code was asked for by the end of the load event (after the page's own load listeners).
  const requestedByLoad = new Promise<boolean>((resolve) =>
    dom.window.addEventListener('load', () => resolve(doc.querySelector('script[type=module]') !== null)),
  );
  const settled = () => new Promise((resolve) => dom.window.setTimeout(resolve, 0));
  return { doc, marks, requestedByLoad, settled };
}

const signedIn = {
  'vikunja.popupSignedIn': '1',
  'vikunja.popupFieldLabel': 'Neue Aufgabe',
  'vikunja.popupFieldPlaceholder': 'Was ist zu tun?',
  'vikunja.popupFieldSubmit': 'Hinzufügen',
};

describe("popup.html's first script", () => {
  it('shows, labels and focuses the field when the last popup was signed in, and marks that moment', () => {
    const { doc, marks } = open(signedIn);
    const field = doc.getElementById('popup-add') as HTMLTextAreaElement;
    expect(doc.getElementById('popup-first')?.hidden).toBe(false);
    expect(doc.activeElement).toBe(field);
    expect(field.getAttribute('aria-label')).toBe('Neue Aufgabe');
    expect(field.placeholder).toBe('Was ist zu tun?');
    expect(field.readOnly || field.disabled).toBe(false);
    expect(marks).toEqual(['vikunja:popup-first-run', 'vikunja:popup-field-ready']);
    // The add button stands where the app's will, inactive until the app can add.
    const add = doc.querySelector<HTMLButtonElement>('#popup-first button');
    expect(add?.hidden).toBe(false);
    expect(add?.disabled).toBe(true);
    expect(add?.textContent).toBe('Hinzufügen');
  });

  it('types no newline on Enter, as the app’s field', () => {
    const { doc } = open(signedIn);
    const enter = new doc.defaultView!.KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    doc.getElementById('popup-add')?.dispatchEvent(enter);
    expect(enter.defaultPrevented).toBe(true);
  });

  it('shows no empty add button when its text was never kept (an older popup signed in)', () => {
    const { doc } = open({ ...signedIn, 'vikunja.popupFieldSubmit': '' });
    expect(doc.activeElement).toBe(doc.getElementById('popup-add'));
    expect(doc.querySelector<HTMLButtonElement>('#popup-first button')?.hidden).toBe(true);
  });

  it.each([
    ['signed out', { 'vikunja.popupSignedIn': '0' }],
    ['never opened', {}],
  ])('leaves the field hidden and unfocused when %s (the app shows sign-in)', (_, stored) => {
    const { doc, marks } = open(stored);
    expect(doc.getElementById('popup-first')?.hidden).toBe(true);
    expect(doc.activeElement).not.toBe(doc.getElementById('popup-add'));
    expect(marks).toEqual(['vikunja:popup-first-run']);
  });

  it.each([
    ['signed in', 'load', signedIn],
    ['signed out', 'load', {}],
    ['storage refused', 'error', null],
  ])(
    'asks for the app code and the whole stylesheet only after the page’s load event, the app once that is in (%s; the stylesheet gives %s)',
    async (_, outcome, stored) => {
      const { doc, requestedByLoad, settled } = open(stored);
      expect(doc.querySelector('script[type=module]')).toBeNull();
      expect(await requestedByLoad).toBe(false);
      await settled();
      const preloads = doc.querySelectorAll('head link[rel=modulepreload]');
      expect([...preloads].map((l) => l.getAttribute('href'))).toEqual(['/chunks/a-2.js', '/chunks/b-3.js']);
      const sheets = doc.querySelectorAll('head link[rel=stylesheet]');
      expect([...sheets].map((l) => l.getAttribute('href'))).toEqual(['/assets/popup-4.css']);
      // The app never draws before its styles are in (or have failed to come).
      expect(doc.querySelector('script[type=module]')).toBeNull();
      sheets[0]?.dispatchEvent(new doc.defaultView!.Event(outcome));
      const app = doc.querySelectorAll('head script[type=module]');
      expect([...app].map((s) => s.getAttribute('src'))).toEqual(['/chunks/popup-1.js']);
    },
  );
});
