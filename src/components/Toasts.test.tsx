import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../locales/en.json';
import { TOAST_DURATION_MS, useToasts } from '@/stores/toasts';
import { Toasts } from './Toasts';

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({ resources: { en: { translation: en } }, lng: 'en', initAsync: false });

const renderToasts = () =>
  render(
    <I18nextProvider i18n={i18n}>
      <Toasts />
    </I18nextProvider>,
  );

/** An open dialog that answers `:modal` as a browser's modal one does (jsdom has no showModal). */
function openModalDialog(): HTMLDialogElement {
  const dialog = document.createElement('dialog');
  const matches = dialog.matches.bind(dialog);
  dialog.matches = (selector: string) => selector === ':modal' || matches(selector);
  dialog.setAttribute('open', '');
  return dialog;
}

afterEach(() => {
  document.querySelectorAll('dialog').forEach((d) => d.remove());
  act(() => useToasts.getState().toasts.forEach((t) => useToasts.getState().dismiss(t.id)));
});

describe('Toasts', () => {
  it('shows in the page without a dialog', () => {
    renderToasts();
    void act(() => useToasts.getState().show({ kind: 'success', message: 'Saved' }));
    expect(screen.getByText('Saved').closest('dialog')).toBeNull();
  });

  it('moves into an open modal dialog, where its Undo stays reachable, and back out when it closes', async () => {
    renderToasts();
    const dialog = openModalDialog();
    await act(async () => {
      document.body.append(dialog);
      await Promise.resolve();
    });
    void act(() => useToasts.getState().show({ kind: 'success', message: 'Task marked as done.' }));
    await waitFor(() => expect(screen.getByText('Task marked as done.').closest('dialog')).toBe(dialog));
    act(() => dialog.removeAttribute('open'));
    await waitFor(() => expect(screen.getByText('Task marked as done.').closest('dialog')).toBeNull());
  });

  it('follows a dialog that comes inside a container and leaves with it, still open', async () => {
    renderToasts();
    const container = document.createElement('div');
    const dialog = openModalDialog();
    container.append(dialog);
    await act(async () => {
      document.body.append(container);
      await Promise.resolve();
    });
    void act(() => useToasts.getState().show({ kind: 'success', message: 'Moved.' }));
    await waitFor(() => expect(screen.getByText('Moved.').closest('dialog')).toBe(dialog));
    // Other changes in the page leave the toasts where they are.
    await act(async () => {
      document.body.append(document.createElement('p'));
      await Promise.resolve();
    });
    expect(screen.getByText('Moved.').closest('dialog')).toBe(dialog);
    await act(async () => {
      container.remove();
      await Promise.resolve();
    });
    await waitFor(() => expect(screen.getByText('Moved.').closest('dialog')).toBeNull());
    expect(screen.getByText('Moved.')).toBeInTheDocument();
  });
});

describe('toast timing', () => {
  afterEach(() => vi.useRealTimers());

  it('a toast goes after its time; pointing at the toasts keeps them until the pointer leaves', () => {
    vi.useFakeTimers();
    renderToasts();
    act(() => void useToasts.getState().show({ kind: 'success', message: 'Gone soon' }));
    act(
      () =>
        void useToasts
          .getState()
          .show({ kind: 'success', message: 'Undo me', action: { label: 'Undo', run: () => undefined } }),
    );
    void act(() => vi.advanceTimersByTime(TOAST_DURATION_MS));
    expect(screen.queryByText('Gone soon')).toBeNull();
    expect(screen.getByText('Undo me')).toBeInTheDocument();

    // A toast appearing under a resting pointer is not held; moving over it is.
    fireEvent.pointerEnter(screen.getByRole('status'));
    void act(() => vi.advanceTimersByTime(TOAST_DURATION_MS * 2));
    expect(screen.queryByText('Undo me')).toBeNull();
    act(
      () =>
        void useToasts
          .getState()
          .show({ kind: 'success', message: 'Undo me', action: { label: 'Undo', run: () => undefined } }),
    );
    fireEvent.pointerMove(screen.getByRole('status'));
    void act(() => vi.advanceTimersByTime(TOAST_DURATION_MS * 5));
    expect(screen.getByText('Undo me')).toBeInTheDocument();
    fireEvent.pointerLeave(screen.getByRole('status'));
    void act(() => vi.advanceTimersByTime(TOAST_DURATION_MS * 2 - 1));
    expect(screen.getByText('Undo me')).toBeInTheDocument();
    void act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Undo me')).toBeNull();
  });

  it('focus inside the toasts holds them too; moving focus between them does not release', () => {
    vi.useFakeTimers();
    renderToasts();
    act(() => void useToasts.getState().show({ kind: 'error', message: 'Broken' }));
    const [close] = screen.getAllByRole('button', { name: 'Dismiss message' });
    act(() => close!.focus());
    void act(() => vi.advanceTimersByTime(TOAST_DURATION_MS * 3));
    expect(screen.getByText('Broken')).toBeInTheDocument();
    act(() => close!.blur());
    void act(() => vi.advanceTimersByTime(TOAST_DURATION_MS));
    expect(screen.queryByText('Broken')).toBeNull();
  });
});

describe('how many toasts show', () => {
  it('at most two at once: a third pushes out the oldest, and each keeps its own 3000 ms', () => {
    vi.useFakeTimers();
    try {
      renderToasts();
      expect(TOAST_DURATION_MS).toBe(3000);
      act(() => void useToasts.getState().show({ kind: 'info', message: 'First' }));
      act(() => {
        vi.advanceTimersByTime(1000);
      });
      act(() => void useToasts.getState().show({ kind: 'info', message: 'Second' }));
      act(() => void useToasts.getState().show({ kind: 'error', message: 'Third' }));
      expect(screen.queryByText('First')).toBeNull();
      expect(screen.getByText('Second')).toBeInTheDocument();
      expect(screen.getByText('Third')).toBeInTheDocument();
      act(() => {
        vi.advanceTimersByTime(2999);
      });
      expect(screen.getByText('Third')).toBeInTheDocument();
      act(() => {
        vi.advanceTimersByTime(1);
      });
      expect(screen.queryByText('Second')).toBeNull();
      expect(screen.queryByText('Third')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
