import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { registerServiceWorker, useSwUpdate, type SwRegistration } from '@/platform/web-sw';
import en from '../../../locales/en.json';
import { UpdateBar } from './UpdateBar';

function show() {
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({ resources: { en: { translation: en } }, lng: 'en', initAsync: false });
  render(
    <I18nextProvider i18n={i18n}>
      <UpdateBar />
    </I18nextProvider>,
  );
}

beforeEach(() => useSwUpdate.setState({ waiting: null }));

describe('UpdateBar', () => {
  it('stays hidden until a new version waits, then lets the waiting worker take over', async () => {
    show();
    expect(screen.queryByRole('status')).toBeNull();
    // A page controlled by the current worker finds a new one waiting.
    const waiting = { state: 'installed', postMessage: vi.fn(), addEventListener: vi.fn() };
    const registration: SwRegistration = {
      installing: null,
      waiting,
      active: null,
      addEventListener: vi.fn(),
      update: vi.fn(),
    };
    const container = {
      controller: {},
      ready: new Promise<SwRegistration>(() => undefined),
      register: () => Promise.resolve(registration),
      addEventListener: vi.fn(),
    };
    await act(() =>
      registerServiceWorker({ container, reload: vi.fn(), loadedAssets: () => [], warn: vi.fn(), updateEveryMs: 0 }),
    );
    expect(screen.getByRole('status')).toHaveTextContent('A new version of Vikunja is ready.');
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(waiting.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
  });
});
