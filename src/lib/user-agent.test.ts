import { describe, expect, it } from 'vitest';
import { deviceName, RAW_MAX } from './user-agent';

describe('deviceName', () => {
  it.each([
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
      { browser: 'Chrome', os: 'Linux' },
    ],
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0.0.0 Safari/537.36',
      { browser: 'Chrome', os: 'Linux' },
    ],
    ['Mozilla/5.0 (Android 14; Mobile; rv:128.0) Gecko/128.0 Firefox/128.0', { browser: 'Firefox', os: 'Android' }],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      { browser: 'Safari', os: 'iPhone' },
    ],
    [
      'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0 Mobile/15E148 Safari/604.1',
      { browser: 'Chrome', os: 'iPad' },
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
      { browser: 'Safari', os: 'macOS' },
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0',
      { browser: 'Edge', os: 'Windows' },
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 OPR/111.0.0.0',
      { browser: 'Opera', os: 'Windows' },
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
      { browser: 'Samsung Internet', os: 'Android' },
    ],
    [
      'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
      { browser: 'Chrome', os: 'ChromeOS' },
    ],
    [
      'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0',
      { browser: 'Firefox', os: 'Linux' },
    ],
    ['Firefox/128.0', { browser: 'Firefox' }],
    ['Phone browser', { raw: 'Phone browser' }],
    ['  curl/8.5.0 ', { raw: 'curl/8.5.0' }],
    ['node', { raw: 'node' }],
    // Safari's name alone (WebKit in another app) is no Safari.
    [
      'Mozilla/5.0 (Linux) AppleWebKit/605.1.15 Safari/605.1.15',
      { raw: 'Mozilla/5.0 (Linux) AppleWebKit/605.1.15 Safari/605.1.15'.slice(0, RAW_MAX - 1) + '…' },
    ],
  ])('%s', (userAgent, expected) => {
    expect(deviceName(userAgent)).toEqual(expected);
  });

  it('cuts an unknown string to RAW_MAX characters, ending in an ellipsis', () => {
    const { raw } = deviceName(`SomeSyncApp/1.0 ${'x'.repeat(100)}`) as { raw: string };
    expect(raw).toHaveLength(RAW_MAX);
    expect(raw.endsWith('…')).toBe(true);
  });
});
