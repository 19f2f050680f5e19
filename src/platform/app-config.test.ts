// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import {
  configuredApiUrl,
  DEFAULT_APP_CONFIG,
  EXTENSION_SETTINGS_KEY,
  initialAppConfig,
  parseAppConfig,
  parseConfiguredApiUrl,
  watchAppConfig,
  type AppConfig,
} from './app-config';
import type { Platform } from './types';
import { liveStorage } from '@/test-support/storage';

const storageWith = (initial: Record<string, unknown> = {}) => liveStorage(initial).storage;

const platformOf = (kind: Platform['kind'], storage = storageWith()) => ({ kind, storage }) as Platform;

afterEach(() => {
  delete window.__VIKUNJA_CONFIG__;
});

describe('parseAppConfig', () => {
  it.each<[string, unknown, AppConfig]>([
    ['nothing configured', undefined, DEFAULT_APP_CONFIG],
    ['not an object', 'logo.png', DEFAULT_APP_CONFIG],
    ['an empty object', {}, { customLogoUrl: null, allowIconChanges: true }],
    [
      'an https logo',
      { customLogoUrl: 'https://cdn.example.com/logo.svg' },
      { customLogoUrl: 'https://cdn.example.com/logo.svg', allowIconChanges: true },
    ],
    [
      'a path on this origin',
      { customLogoUrl: '/branding/logo.png' },
      { customLogoUrl: '/branding/logo.png', allowIconChanges: true },
    ],
    [
      'an inline image',
      { customLogoUrl: 'data:image/png;base64,AAAA' },
      { customLogoUrl: 'data:image/png;base64,AAAA', allowIconChanges: true },
    ],
    ['surrounding spaces', { customLogoUrl: '  /logo.png ' }, { customLogoUrl: '/logo.png', allowIconChanges: true }],
    ['a script address', { customLogoUrl: 'javascript:alert(1)' }, { customLogoUrl: null, allowIconChanges: true }],
    [
      'a non-image data URL',
      { customLogoUrl: 'data:text/html,<b>x</b>' },
      { customLogoUrl: null, allowIconChanges: true },
    ],
    ['a blank logo', { customLogoUrl: '   ' }, { customLogoUrl: null, allowIconChanges: true }],
    ['a logo that is not a string', { customLogoUrl: 42 }, { customLogoUrl: null, allowIconChanges: true }],
    ['icon changes off', { allowIconChanges: false }, { customLogoUrl: null, allowIconChanges: false }],
    [
      'icon changes as a string (ignored)',
      { allowIconChanges: 'false' },
      { customLogoUrl: null, allowIconChanges: true },
    ],
  ])('%s', (_, raw, expected) => {
    expect(parseAppConfig(raw)).toEqual(expected);
  });
});

describe('initialAppConfig', () => {
  it('reads the web build from window.__VIKUNJA_CONFIG__', () => {
    window.__VIKUNJA_CONFIG__ = { customLogoUrl: '/mine.svg', allowIconChanges: false };
    expect(initialAppConfig(platformOf('web'))).toEqual({ customLogoUrl: '/mine.svg', allowIconChanges: false });
  });

  it('uses the defaults on the web when no config.js set the global', () => {
    expect(initialAppConfig(platformOf('web'))).toEqual(DEFAULT_APP_CONFIG);
  });

  it('never reads the window global in the extension', () => {
    window.__VIKUNJA_CONFIG__ = { customLogoUrl: '/mine.svg' };
    expect(initialAppConfig(platformOf('extension'))).toEqual(DEFAULT_APP_CONFIG);
  });
});

describe('watchAppConfig in the extension', () => {
  it('reads the fields from the extension settings and follows their changes until unsubscribed', async () => {
    const storage = storageWith({
      [EXTENSION_SETTINGS_KEY]: { captureMode: 'window', customLogoUrl: 'https://x.test/a.png' },
    });
    const seen: AppConfig[] = [];
    const stop = watchAppConfig(platformOf('extension', storage), (config) => seen.push(config));
    await Promise.resolve();
    expect(seen).toEqual([{ customLogoUrl: 'https://x.test/a.png', allowIconChanges: true }]);

    await storage.set(EXTENSION_SETTINGS_KEY, { allowIconChanges: false });
    await storage.set('token', 'unrelated');
    expect(seen.at(-1)).toEqual({ customLogoUrl: null, allowIconChanges: false });
    expect(seen).toHaveLength(2);

    stop();
    await storage.set(EXTENSION_SETTINGS_KEY, { customLogoUrl: '/later.png' });
    expect(seen).toHaveLength(2);
  });

  it('gives the defaults when the extension has no settings yet', async () => {
    const seen: AppConfig[] = [];
    watchAppConfig(platformOf('extension'), (config) => seen.push(config));
    await Promise.resolve();
    expect(seen).toEqual([DEFAULT_APP_CONFIG]);
  });
});

describe('parseConfiguredApiUrl', () => {
  const origin = 'https://tasks.example.com';
  it.each<[string, unknown, string | null]>([
    ['nothing configured', undefined, null],
    ['no apiUrl field', { customLogoUrl: null }, null],
    ['null', { apiUrl: null }, null],
    ['blank', { apiUrl: '  ' }, null],
    ['not a string', { apiUrl: 42 }, null],
    ['an https address', { apiUrl: 'https://vikunja.example.com/api/v1' }, 'https://vikunja.example.com/api/v1'],
    [
      'trailing slashes removed',
      { apiUrl: 'https://vikunja.example.com/api/v1//' },
      'https://vikunja.example.com/api/v1',
    ],
    ['a path on this origin', { apiUrl: '/api/v1/' }, 'https://tasks.example.com/api/v1'],
    ['plain http on localhost', { apiUrl: 'http://localhost:3456/api/v1' }, 'http://localhost:3456/api/v1'],
    ['another scheme', { apiUrl: 'javascript:alert(1)' }, null],
    ['ftp', { apiUrl: 'ftp://example.com/api' }, null],
  ])('%s', (_name, raw, expected) => {
    expect(parseConfiguredApiUrl(raw, origin)).toBe(expected);
  });
});

describe('configuredApiUrl', () => {
  it("reads the web build's config.js global", () => {
    window.__VIKUNJA_CONFIG__ = { apiUrl: 'https://vikunja.example.com/api/v1/' };
    expect(configuredApiUrl(platformOf('web'))).toBe('https://vikunja.example.com/api/v1');
  });

  it('is never preset in the extension', () => {
    window.__VIKUNJA_CONFIG__ = { apiUrl: 'https://vikunja.example.com/api/v1' };
    expect(configuredApiUrl(platformOf('extension'))).toBeNull();
  });
});
