import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ServicesProvider } from '@/app/context';
import { fakeServer, memoryStorage } from '@/test-support/screen';
import { INSTALL_HINT_KEY, isIosSafari, useInstallPrompt, type InstallPromptEvent } from '@/platform/install-prompt';
import type { Platform } from '@/platform/types';
import en from '../../../locales/en.json';
import { InstallHint } from './InstallHint';

function installEvent() {
  const prompt = vi.fn(() => Promise.resolve());
  const event = Object.assign(new Event('beforeinstallprompt'), {
    prompt,
    userChoice: Promise.resolve({ outcome: 'accepted' as const }),
  });
  return { event: event as InstallPromptEvent, prompt };
}

function show(kind: Platform['kind'] = 'web', stored: Record<string, unknown> = {}) {
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({ resources: { en: { translation: en } }, lng: 'en', initAsync: false });
  const storage = memoryStorage(stored);
  const platform = { kind, storage } as Platform;
  render(
    <I18nextProvider i18n={i18n}>
      <ServicesProvider value={{ platform, client: fakeServer({}).client }}>
        <InstallHint />
      </ServicesProvider>
    </I18nextProvider>,
  );
  return { storage };
}

beforeEach(() => useInstallPrompt.setState({ event: null }));

describe('InstallHint', () => {
  it('appears when the browser offers installation and opens the browser dialog', async () => {
    const { event, prompt } = installEvent();
    useInstallPrompt.setState({ event });
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Install' }));
    expect(prompt).toHaveBeenCalledTimes(1);
    // A prompt can be used once: the hint goes away.
    await waitFor(() => expect(screen.queryByTestId('install-hint')).toBeNull());
  });

  it('is not shown while the browser offers nothing', async () => {
    show();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByTestId('install-hint')).toBeNull();
  });

  it('can be dismissed for good', async () => {
    useInstallPrompt.setState({ event: installEvent().event });
    const { storage } = show();
    await userEvent.click(await screen.findByRole('button', { name: 'Hide the install hint' }));
    expect(screen.queryByTestId('install-hint')).toBeNull();
    expect(await storage.get(INSTALL_HINT_KEY)).toBe(true);
  });

  it('stays away once dismissed', async () => {
    useInstallPrompt.setState({ event: installEvent().event });
    show('web', { [INSTALL_HINT_KEY]: true });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByTestId('install-hint')).toBeNull();
  });

  it('is never shown in the extension', async () => {
    useInstallPrompt.setState({ event: installEvent().event });
    show('extension');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByTestId('install-hint')).toBeNull();
  });
});

const UA = {
  iphoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  ipadDesktopSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  iphoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/123.0.6312.52 Mobile/15E148 Safari/604.1',
  iphoneFirefox:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/124.0 Mobile/15E148 Safari/605.1.15',
  firefoxDesktop: 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0',
  chromeAndroid:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
};

describe('isIosSafari', () => {
  it.each<[string, string, number, boolean]>([
    ['Safari on an iPhone', UA.iphoneSafari, 5, true],
    ['Safari on an iPad (desktop mode, a Mac with touch)', UA.ipadDesktopSafari, 5, true],
    ['Safari on a Mac', UA.ipadDesktopSafari, 0, false],
    ['Chrome on an iPhone', UA.iphoneChrome, 5, false],
    ['Firefox on an iPhone', UA.iphoneFirefox, 5, false],
    ['Firefox on a desktop (no install at all)', UA.firefoxDesktop, 0, false],
    ['Chrome on Android (has the install prompt)', UA.chromeAndroid, 5, false],
  ])('%s', (_name, userAgent, touchPoints, expected) => {
    expect(isIosSafari(userAgent, touchPoints)).toBe(expected);
  });
});

describe('InstallHint on iOS Safari', () => {
  beforeEach(() => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(UA.iphoneSafari);
  });
  afterEach(() => vi.restoreAllMocks());

  it('says how to add the app to the home screen by hand, with no install button, and can be dismissed', async () => {
    const { storage } = show();
    expect(await screen.findByTestId('install-hint')).toHaveTextContent('Add to Home Screen');
    expect(screen.queryByRole('button', { name: 'Install' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Hide the install hint' }));
    expect(screen.queryByTestId('install-hint')).toBeNull();
    expect(await storage.get(INSTALL_HINT_KEY)).toBe(true);
  });

  it('is not shown when the app already runs from the home screen', async () => {
    Object.defineProperty(navigator, 'standalone', { value: true, configurable: true });
    try {
      show();
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(screen.queryByTestId('install-hint')).toBeNull();
    } finally {
      delete (navigator as Navigator & { standalone?: boolean }).standalone;
    }
  });
});
