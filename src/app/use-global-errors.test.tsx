import { act, renderHook } from '@testing-library/react';
import i18next from 'i18next';
import { createElement, type ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/errors';
import { useToasts } from '@/stores/toasts';
import en from '../../locales/en.json';
import { DEDUPE_MS, markErrorShown, uncaughtErrorText, useGlobalErrors } from './use-global-errors';

const i18n = i18next.createInstance();
await i18n
  .use(initReactI18next)
  .init({ resources: { en: { translation: en } }, lng: 'en', interpolation: { escapeValue: false } });
const t = i18n.t.bind(i18n);
const wrapper = ({ children }: { children: ReactNode }) => createElement(I18nextProvider, { i18n }, children);

function rejection(reason: unknown): Event {
  const event = new Event('unhandledrejection') as Event & { reason: unknown };
  event.reason = reason;
  return event;
}

const errorToasts = () =>
  useToasts
    .getState()
    .toasts.filter((toast) => toast.kind === 'error')
    .map((toast) => toast.message);

describe('uncaughtErrorText', () => {
  it.each<[string, unknown, string | null]>([
    ['an Error', new Error('boom'), 'An error occurred: boom'],
    [
      'an API error, translated by its code',
      new ApiError({ kind: 'http', status: 412, code: 1011 }),
      `An error occurred: ${en.errors.code['1011']}`,
    ],
    ['a string', 'bad thing', 'An error occurred: bad thing'],
    ['nothing at all', undefined, `An error occurred: ${en.errors.unknown}`],
    ['a cancelled request', new ApiError({ kind: 'aborted' }), null],
    ['an AbortError', new DOMException('stop', 'AbortError'), null],
    ['a layout observer hiccup', 'ResizeObserver loop completed with undelivered notifications.', null],
    ['a script of another origin', 'Script error.', null],
  ])('%s', (_name, reason, expected) => {
    expect(uncaughtErrorText(reason, t)).toBe(expected);
  });

  it('stays silent for an error the screen already shows', () => {
    const error = new Error('shown elsewhere');
    markErrorShown(error);
    expect(uncaughtErrorText(error, t)).toBeNull();
  });
});

describe('useGlobalErrors', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    useToasts.setState({ toasts: [] });
  });
  afterEach(() => {
    vi.useRealTimers();
    useToasts.setState({ toasts: [] });
  });

  it('shows an unhandled rejection and a window error as translated error toasts', () => {
    renderHook(() => useGlobalErrors(), { wrapper });
    act(() => void window.dispatchEvent(rejection(new Error('saving failed'))));
    act(
      () =>
        void window.dispatchEvent(
          new ErrorEvent('error', { error: new TypeError('x is undefined'), message: 'x is undefined' }),
        ),
    );
    expect(errorToasts()).toEqual(['An error occurred: saving failed', 'An error occurred: x is undefined']);
  });

  it('shows the same failure once, even after its toast is gone, until the window passes', () => {
    renderHook(() => useGlobalErrors(), { wrapper });
    act(() => void window.dispatchEvent(rejection(new Error('offline write'))));
    act(() => void window.dispatchEvent(rejection(new Error('offline write'))));
    expect(errorToasts()).toHaveLength(1);
    void act(() => vi.advanceTimersByTime(DEDUPE_MS - 1));
    act(() => void window.dispatchEvent(rejection(new Error('offline write'))));
    expect(errorToasts()).toHaveLength(0);
    void act(() => vi.advanceTimersByTime(1));
    act(() => void window.dispatchEvent(rejection(new Error('offline write'))));
    expect(errorToasts()).toEqual(['An error occurred: offline write']);
  });

  it('does not repeat an error toast already on screen, nor report a cancelled request', () => {
    renderHook(() => useGlobalErrors(), { wrapper });
    useToasts.getState().show({ kind: 'error', message: 'An error occurred: twice' });
    act(() => void window.dispatchEvent(rejection(new Error('twice'))));
    act(() => void window.dispatchEvent(rejection(new ApiError({ kind: 'aborted' }))));
    expect(errorToasts()).toEqual(['An error occurred: twice']);
  });

  it('stays silent when the screen showed the same error in its own words and then rethrew it', () => {
    renderHook(() => useGlobalErrors(), { wrapper });
    useToasts.getState().show({ kind: 'error', message: 'The bucket has reached its task limit.' });
    act(() => void window.dispatchEvent(rejection(new Error('The bucket has reached its task limit.'))));
    expect(errorToasts()).toEqual(['The bucket has reached its task limit.']);
  });

  it('stops listening when unmounted', () => {
    const { unmount } = renderHook(() => useGlobalErrors(), { wrapper });
    unmount();
    act(() => void window.dispatchEvent(rejection(new Error('late'))));
    expect(errorToasts()).toEqual([]);
  });
});
