import { act, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { Profiler } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import type { ApiClient } from '@/api/client';
import { ServicesProvider } from '@/app/context';
import { EXTENSION_SETTINGS_KEY } from '@/platform/app-config';
import type { Platform } from '@/platform/types';
import { liveStorage } from '@/test-support/storage';
import { Logo } from './Logo';

const storageWith = (initial: Record<string, unknown> = {}) => liveStorage(initial).storage;

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({ resources: { en: { translation: en } }, lng: 'en', initAsync: false });

const MARCH = new Date(2025, 2, 3);
const JUNE = new Date(2025, 5, 3);

function renderLogo(now: Date, platform: Platform = { kind: 'web', storage: storageWith() } as Platform) {
  return render(
    <I18nextProvider i18n={i18n}>
      {/* The logo only asks the services for the platform. */}
      <ServicesProvider value={{ platform, client: {} as ApiClient }}>
        <Logo now={now} />
      </ServicesProvider>
    </I18nextProvider>,
  );
}

const mark = (container: HTMLElement) => container.querySelector('svg');
const stripeColours = (container: HTMLElement) =>
  [...container.querySelectorAll('svg g rect')].map((rect) => rect.getAttribute('fill'));

afterEach(() => {
  delete window.__VIKUNJA_CONFIG__;
});

describe('Logo', () => {
  it('draws the plain mark with the product name outside June', () => {
    const { container } = renderLogo(MARCH);
    expect(screen.getByText('Vikunja')).toBeTruthy();
    expect(mark(container)?.getAttribute('data-variant')).toBe('default');
    expect(stripeColours(container)).toEqual([]);
    expect(container.querySelector('img')).toBeNull();
  });

  it('wears six rainbow stripes in June', () => {
    const { container } = renderLogo(JUNE);
    expect(mark(container)?.getAttribute('data-variant')).toBe('rainbow');
    expect(stripeColours(container)).toEqual(['#e40303', '#ff8c00', '#ffed00', '#008026', '#004dff', '#750787']);
    expect(screen.getByText('Vikunja')).toBeTruthy();
  });

  it('stays plain in June when the host forbids icon changes', () => {
    window.__VIKUNJA_CONFIG__ = { allowIconChanges: false };
    const { container } = renderLogo(JUNE);
    expect(mark(container)?.getAttribute('data-variant')).toBe('default');
  });

  it('shows the configured image instead, named for screen readers, and our mark again if it fails to load', () => {
    window.__VIKUNJA_CONFIG__ = { customLogoUrl: '/brand/logo.svg' };
    const { container } = renderLogo(JUNE);
    const image = screen.getByRole('img', { name: 'Vikunja' });
    expect(image.getAttribute('src')).toBe('/brand/logo.svg');
    expect(mark(container)).toBeNull();

    fireEvent.error(image);
    expect(container.querySelector('img')).toBeNull();
    expect(mark(container)?.getAttribute('data-variant')).toBe('rainbow');
  });

  it('follows the extension settings, live', async () => {
    const storage = storageWith({ [EXTENSION_SETTINGS_KEY]: { customLogoUrl: 'https://brand.test/logo.png' } });
    const { container } = renderLogo(MARCH, { kind: 'extension', storage } as Platform);
    expect((await screen.findByRole('img', { name: 'Vikunja' })).getAttribute('src')).toBe(
      'https://brand.test/logo.png',
    );

    await act(() => storage.set(EXTENSION_SETTINGS_KEY, { captureMode: 'direct' }));
    expect(container.querySelector('img')).toBeNull();
    expect(mark(container)?.getAttribute('data-variant')).toBe('default');
  });

  it('draws once on a page whose host config is unchanged after mount (no second commit before the first paint)', () => {
    window.__VIKUNJA_CONFIG__ = { allowIconChanges: true };
    const commits: string[] = [];
    const platform = { kind: 'web', storage: storageWith() } as Platform;
    render(
      <I18nextProvider i18n={i18n}>
        <ServicesProvider value={{ platform, client: {} as ApiClient }}>
          <Profiler id="logo" onRender={(_id, phase) => commits.push(phase)}>
            <Logo now={MARCH} />
          </Profiler>
        </ServicesProvider>
      </I18nextProvider>,
    );
    expect(commits).toEqual(['mount']);
  });
});
